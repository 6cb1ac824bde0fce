/// Samples for the feature table's rows 1–176: ECMAScript 2016 to 2022. See `FeatureSamples`.
extension FeatureSamples {
    static let modern = #"""
        ### 1
        class C { x = 'a'; y = this.x + 'b'; z; }
        var c = new C();
        return c.x === 'a' && c.y === 'ab' && c.hasOwnProperty('z') && c.z === undefined && !C.prototype.hasOwnProperty('x');
        ### 2
        class C { #x; getX() { return this.#x; } setX(v) { this.#x = v; } }
        var c = new C();
        if (c.getX() !== undefined) return false;
        c.setX(42);
        if (c.getX() !== 42 || Object.getOwnPropertyNames(c).length !== 0) return false;
        try { C.prototype.getX.call({}); } catch (e) { return e instanceof TypeError; }
        return false;
        ### 3
        var n = 0;
        class C { #x = ++n; #y = this.#x * 10; sum() { return this.#y + this.#x; } }
        return new C().sum() === 11 && new C().sum() === 22 && n === 2;
        ### 4
        class C { #x = 42; read(o) { return o?.#x; } }
        var c = new C();
        return c.read(c) === 42 && c.read(null) === undefined && c.read(undefined) === undefined;
        ### 5
        class C { #x = 42; readA(o) { return o?.c.#x; } readB(o) { return o.c?.#x; } }
        var c = new C();
        return c.readA({ c: c }) === 42 && c.readA(null) === undefined && c.readB({ c: c }) === 42 && c.readB({ c: null }) === undefined;
        ### 6
        var n = 0;
        class C { [(n++, 'a')] = n; ['b' + 'c'] = 2; }
        var x = new C(), y = new C();
        return n === 1 && x.a === 1 && y.a === 1 && x.bc === 2 && x.hasOwnProperty('bc');
        ### 7
        class C { static x = 'a'; static y = this.x + 'b'; static z; }
        return C.x === 'a' && C.y === 'ab' && C.hasOwnProperty('z') && C.z === undefined;
        ### 8
        var called = false;
        class A { static set x(v) { called = true; } }
        class B extends A { static x = 1; }
        return !called && B.hasOwnProperty('x') && B.x === 1;
        ### 9
        class C { static #x = 42; static read(o) { return o.#x; } }
        if (C.read(C) !== 42) return false;
        try { C.read({}); } catch (e) { return e instanceof TypeError; }
        return false;
        ### 10
        var k = 'fo' + 'o';
        class C { static [k] = 'bar'; static [k + '2'] = this.foo + '!'; }
        return C.foo === 'bar' && C.foo2 === 'bar!';
        ### 11
        class C { #m() { return this.v; } run() { return this.#m(); } }
        var c = new C(); c.v = 42;
        if (c.run() !== 42 || 'm' in c || Object.getOwnPropertyNames(C.prototype).length !== 2) return false;
        try { C.prototype.run.call({}); } catch (e) { return e instanceof TypeError; }
        return false;
        ### 12
        class C { static #m() { return this.v; } static run() { return C.#m(); } }
        C.v = 42;
        return C.run() === 42 && !C.hasOwnProperty('m');
        ### 13
        class C { get #x() { return this._v + 1; } set #x(v) { this._v = v; } run() { this.#x = 41; return this.#x; } }
        var c = new C();
        return c.run() === 42 && c._v === 41 && !('x' in c);
        ### 14
        class C { static get #x() { return C._v + 1; } static set #x(v) { C._v = v; } static run() { C.#x = 41; return C.#x; } }
        return C.run() === 42 && C._v === 41 && !('x' in C);
        ### 15
        var a = [1, 2, 3];
        return a.at(0) === 1 && a.at(-1) === 3 && a.at(1.7) === 2 && a.at(3) === undefined && a.at(-4) === undefined && Array.prototype.at.call({ length: 2, 0: 'x', 1: 'y' }, -2) === 'x';
        ### 16
        var s = 'abc';
        return s.at(0) === 'a' && s.at(-1) === 'c' && s.at(3) === undefined && s.at(-4) === undefined && s.at('1') === 'b';
        ### 17
        var t = new Int8Array([1, 2, 3]);
        return t.at(0) === 1 && t.at(-1) === 3 && t.at(3) === undefined && t.at(-4) === undefined && new Float64Array([0.5]).at(-1) === 0.5;
        ### 18
        var o = Object.create({ a: 1 }); o.b = 2;
        return Object.hasOwn(o, 'b') && !Object.hasOwn(o, 'a') && Object.hasOwn('abc', 'length') && Object.hasOwn([5], 0) && !Object.hasOwn({}, 'toString');
        ### 19
        var called = false;
        var key = { toString: function () { called = true; return 'x'; } };
        try { Object.hasOwn(null, key); } catch (e) { return e instanceof TypeError && !called && typeof Object.hasOwn === 'function'; }
        return false;
        ### 20
        var c = {};
        var e = new Error('m', { cause: c });
        var d = Object.getOwnPropertyDescriptor(e, 'cause');
        return e.cause === c && d.writable && !d.enumerable && d.configurable && !('cause' in new Error('m', {})) && Error('m', { cause: 0 }).cause === 0;
        ### 21
        return !Object.prototype.hasOwnProperty.call(Error.prototype, 'cause');
        ### 22
        var c = {};
        var e = new EvalError('m', { cause: c });
        var d = Object.getOwnPropertyDescriptor(e, 'cause');
        return e instanceof EvalError && e.cause === c && d.writable && !d.enumerable && d.configurable && !('cause' in new EvalError('m', {}));
        ### 23
        return !Object.prototype.hasOwnProperty.call(EvalError.prototype, 'cause');
        ### 24
        var c = {};
        var e = new RangeError('m', { cause: c });
        var d = Object.getOwnPropertyDescriptor(e, 'cause');
        return e instanceof RangeError && e.cause === c && d.writable && !d.enumerable && d.configurable && !('cause' in new RangeError('m', {}));
        ### 25
        return !Object.prototype.hasOwnProperty.call(RangeError.prototype, 'cause');
        ### 26
        var c = {};
        var e = new ReferenceError('m', { cause: c });
        var d = Object.getOwnPropertyDescriptor(e, 'cause');
        return e instanceof ReferenceError && e.cause === c && d.writable && !d.enumerable && d.configurable && !('cause' in new ReferenceError('m', {}));
        ### 27
        return !Object.prototype.hasOwnProperty.call(ReferenceError.prototype, 'cause');
        ### 28
        var c = {};
        var e = new SyntaxError('m', { cause: c });
        var d = Object.getOwnPropertyDescriptor(e, 'cause');
        return e instanceof SyntaxError && e.cause === c && d.writable && !d.enumerable && d.configurable && !('cause' in new SyntaxError('m', {}));
        ### 29
        return !Object.prototype.hasOwnProperty.call(SyntaxError.prototype, 'cause');
        ### 30
        var c = {};
        var e = new TypeError('m', { cause: c });
        var d = Object.getOwnPropertyDescriptor(e, 'cause');
        return e instanceof TypeError && e.cause === c && d.writable && !d.enumerable && d.configurable && !('cause' in new TypeError('m', {}));
        ### 31
        return !Object.prototype.hasOwnProperty.call(TypeError.prototype, 'cause');
        ### 32
        var c = {};
        var e = new URIError('m', { cause: c });
        var d = Object.getOwnPropertyDescriptor(e, 'cause');
        return e instanceof URIError && e.cause === c && d.writable && !d.enumerable && d.configurable && !('cause' in new URIError('m', {}));
        ### 33
        return !Object.prototype.hasOwnProperty.call(URIError.prototype, 'cause');
        ### 34
        var c = {};
        var e = new AggregateError([1], 'm', { cause: c });
        var d = Object.getOwnPropertyDescriptor(e, 'cause');
        return e.cause === c && d.writable && !d.enumerable && d.configurable && e.errors[0] === 1 && !('cause' in new AggregateError([], 'm', {}));
        ### 35
        return !Object.prototype.hasOwnProperty.call(AggregateError.prototype, 'cause');
        ### 36
        var re = new RegExp('a(b)?(c)', 'd');
        var m = re.exec('xac');
        return re.hasIndices === true && m.indices[0][0] === 1 && m.indices[0][1] === 3 && m.indices[1] === undefined && m.indices[2][0] === 2 && m.indices[2][1] === 3 && !new RegExp('a').exec('a').hasOwnProperty('indices');
        ### 37
        var getFlags = Object.getOwnPropertyDescriptor(RegExp.prototype, 'flags').get;
        return new RegExp('a', 'gd').flags === 'dg' && new RegExp('a', 'd').flags === 'd' && getFlags.call({ hasIndices: true }) === 'd';
        ### 38
        class C { #x; static is(o) { return #x in o; } }
        if (!C.is(new C()) || C.is({})) return false;
        try { C.is(1); } catch (e) { return e instanceof TypeError; }
        return false;
        ### 39
        var self, ran = 0;
        class C { static { ran++; self = this; } static { ran++; this.y = 2; } }
        return ran === 2 && self === C && C.y === 2;
        ### 40
        Promise.any([Promise.reject(1), Promise.resolve(2), 3]).then(function (v) { asyncDone(v === 2); }, function () { asyncDone(false); });
        ### 41
        Promise.any([Promise.reject(1), Promise.reject(2)]).then(function () { asyncDone(false); }, function (e) {
          asyncDone(e instanceof AggregateError && e.errors.length === 2 && e.errors[0] === 1 && e.errors[1] === 2);
        });
        ### 42
        var o = {};
        var w = new WeakRef(o);
        if (w.deref() !== o) return false;
        try { new WeakRef(1); } catch (e) { return e instanceof TypeError; }
        return false;
        ### 43
        var r = new FinalizationRegistry(function () {});
        var o = {}, token = {};
        return r.register(o, 'held', token) === undefined && r.unregister(token) === true && r.unregister(token) === false;
        ### 44
        var a, b = 2, c = 0;
        a ||= 1; b ||= 3;
        return a === 1 && b === 2 && (c ||= 4) === 4 && c === 4;
        ### 45
        var hit = false, a = 1;
        a ||= (hit = true);
        var o = { x: 'y' }; o.x ||= (hit = true);
        return a === 1 && o.x === 'y' && !hit;
        ### 46
        var setCalled = false, got;
        var o = { get x() { return 1; }, set x(v) { setCalled = true; } };
        var p = { get x() { return 0; }, set x(v) { got = v; } };
        var r = (o.x ||= 2);
        p.x ||= 5;
        return r === 1 && !setCalled && got === 5;
        ### 47
        var a = 1, b = 0;
        a &&= 2; b &&= 3;
        return a === 2 && b === 0 && (a &&= 'z') === 'z' && a === 'z';
        ### 48
        var hit = false, a = 0;
        a &&= (hit = true);
        var o = { x: '' }; o.x &&= (hit = true);
        return a === 0 && o.x === '' && !hit;
        ### 49
        var setCalled = false, got;
        var o = { get x() { return 0; }, set x(v) { setCalled = true; } };
        var p = { get x() { return 1; }, set x(v) { got = v; } };
        var r = (o.x &&= 2);
        p.x &&= 5;
        return r === 0 && !setCalled && got === 5;
        ### 50
        var a, b = null, c = 0, d = '';
        a ??= 1; b ??= 2; c ??= 3; d ??= 4;
        return a === 1 && b === 2 && c === 0 && d === '' && (a ??= 5) === 1;
        ### 51
        var hit = false, a = 0, b = false;
        a ??= (hit = true); b ??= (hit = true);
        var o = { x: '' }; o.x ??= (hit = true);
        return a === 0 && b === false && o.x === '' && !hit;
        ### 52
        var setCalled = false, got;
        var o = { get x() { return 0; }, set x(v) { setCalled = true; } };
        var p = { get x() { return null; }, set x(v) { got = v; } };
        var r = (o.x ??= 2);
        p.x ??= 5;
        return r === 0 && !setCalled && got === 5;
        ### 53
        return 1_000_000 === 1000000 && 0xFF_FF === 65535 && 1_0.0_1 === 10.01 && 1e1_0 === 1e10 && isNaN(Number('1_0'));
        ### 54
        return 'a+b+c'.replaceAll('+', '-') === 'a-b-c' && 'aaa'.replaceAll('aa', 'b') === 'ba' && 'ab'.replaceAll('b', '[$&]') === 'a[b]' && 'xyx'.replaceAll(/x/g, function (m) { return m.toUpperCase(); }) === 'XyX' && 'ab'.replaceAll('', '-') === '-a-b-';
        ### 55
        var it = 'a1b2'.matchAll(/[a-z](\d)/g);
        var r1 = it.next(), r2 = it.next(), r3 = it.next();
        return r1.value[0] === 'a1' && r1.value[1] === '1' && r1.value.index === 0 && r2.value[0] === 'b2' && r2.value.index === 2 && r3.done === true;
        ### 56
        if ('a'.matchAll(/a/g).next().value[0] !== 'a') return false;
        try { 'a'.matchAll(/a/); } catch (e) { return e instanceof TypeError; }
        return false;
        ### 57
        if (typeof 1n !== 'bigint' || 9007199254740993n + 1n !== 9007199254740994n || 7n / 2n !== 3n || -7n % 2n !== -1n || 1n >= 2n || 2n != 2) return false;
        try { 1n + 1; } catch (e) { return e instanceof TypeError; }
        return false;
        ### 58
        if (BigInt('0x10') !== 16n || BigInt(5) !== 5n || BigInt(true) !== 1n || BigInt(' 12 ') !== 12n) return false;
        try { new BigInt(1); return false; } catch (e) { if (!(e instanceof TypeError)) return false; }
        try { BigInt(1.5); } catch (e) { return e instanceof RangeError; }
        return false;
        ### 59
        return BigInt.asUintN(8, 257n) === 1n && BigInt.asUintN(8, -1n) === 255n && BigInt.asUintN(64, -1n) === 18446744073709551615n && BigInt.asUintN(0, 5n) === 0n;
        ### 60
        return BigInt.asIntN(8, 255n) === -1n && BigInt.asIntN(8, 127n) === 127n && BigInt.asIntN(8, 128n) === -128n && BigInt.asIntN(64, 18446744073709551615n) === -1n;
        ### 61
        var a = new BigInt64Array(2);
        a[0] = -1n; a[1] = 9223372036854775808n;
        if (a[0] !== -1n || a[1] !== -9223372036854775808n || BigInt64Array.BYTES_PER_ELEMENT !== 8) return false;
        try { a[0] = 1; } catch (e) { return e instanceof TypeError; }
        return false;
        ### 62
        var a = new BigUint64Array(2);
        a[0] = -1n; a[1] = 18446744073709551617n;
        return a[0] === 18446744073709551615n && a[1] === 1n && BigUint64Array.BYTES_PER_ELEMENT === 8;
        ### 63
        var v = new DataView(new ArrayBuffer(8));
        v.setInt32(0, -1); v.setInt32(4, -2);
        return v.getBigInt64(0) === -2n && v.getBigInt64(0, true) === -72057594037927937n;
        ### 64
        var v = new DataView(new ArrayBuffer(8));
        v.setInt32(0, -1); v.setInt32(4, -2);
        return v.getBigUint64(0) === 18446744073709551614n && v.getBigUint64(0, true) === 18374686479671623679n;
        ### 65
        var g = (function () { return this; })();
        return typeof globalThis === 'object' && globalThis === g && globalThis.Object === Object;
        ### 66
        var g = (function () { return this; })();
        var d = Object.getOwnPropertyDescriptor(g, 'globalThis');
        return d.value === g && d.writable === true && d.enumerable === false && d.configurable === true;
        ### 67
        var o = { a: { b: 1 } }, n = null, u;
        return o?.a?.b === 1 && o.x?.b === undefined && n?.a === undefined && u?.a.b.c === undefined;
        ### 68
        var o = { a: [7] }, n = null, k = 'a';
        return o?.[k]?.[0] === 7 && n?.[k] === undefined && o.z?.[0] === undefined;
        ### 69
        var o = { v: 1, f: function () { return this.v; } }, n = null;
        return o.f?.() === 1 && o.g?.() === undefined && n?.f() === undefined && o?.f() === 1 && o?.['f']() === 1;
        ### 70
        var f = function (x) { return x + 1; }, g = null, u;
        return f?.(1) === 2 && g?.(1) === undefined && u?.() === undefined;
        ### 71
        var f = function (a, b) { return a + b; }, n = null, args = [1, 2];
        var o = { m: function (a, b) { return a * b; } };
        return f?.(...args) === 3 && n?.(...args) === undefined && o?.m(...args) === 2 && o.q?.(...args) === undefined;
        ### 72
        Promise.allSettled([Promise.resolve(1), Promise.reject(2), 3]).then(function (r) {
          asyncDone(r.length === 3 && r[0].status === 'fulfilled' && r[0].value === 1 && r[1].status === 'rejected' && r[1].reason === 2 && r[2].status === 'fulfilled' && r[2].value === 3);
        }, function () { asyncDone(false); });
        ### 73
        var n = null, u, hit = false;
        return (n ?? 1) === 1 && (u ?? 2) === 2 && (0 ?? 3) === 0 && ('' ?? 4) === '' && (false ?? 5) === false && (6 ?? (hit = true)) === 6 && !hit;
        ### 74
        var d = Object.getOwnPropertyDescriptor(Symbol.prototype, 'description');
        return Symbol('foo').description === 'foo' && typeof d.get === 'function' && d.set === undefined && Object(Symbol('bar')).description === 'bar';
        ### 75
        return Symbol.prototype.hasOwnProperty('description') && Symbol('').description === '';
        ### 76
        return Symbol.prototype.hasOwnProperty('description') && Symbol().description === undefined && Symbol(undefined).description === undefined;
        ### 77
        return ' \t\n\u00a0\ufeffab c \t'.trimLeft() === 'ab c \t' && 'x'.trimLeft() === 'x';
        ### 78
        return ' \tab c\u00a0\ufeff\n '.trimRight() === ' \tab c' && 'x'.trimRight() === 'x';
        ### 79
        return ' \t\n\u00a0\ufeffab c \t'.trimStart() === 'ab c \t' && 'x'.trimStart() === 'x';
        ### 80
        return ' \tab c\u00a0\ufeff\n '.trimEnd() === ' \tab c' && 'x'.trimEnd() === 'x';
        ### 81
        var a = [1, [2, [3, [4]]], , 5].flat();
        var b = [1, [2, [3, [4]]]].flat(Infinity);
        var c = [[1], [[2]]].flat(0);
        return a.length === 4 && a[1] === 2 && Array.isArray(a[2]) && a[3] === 5 && b.join() === '1,2,3,4' && b.length === 4 && Array.isArray(c[0]);
        ### 82
        var r = [1, 2].flatMap(function (x, i) { return [x * this.k, [i]]; }, { k: 10 });
        return r.length === 4 && r[0] === 10 && Array.isArray(r[1]) && r[1][0] === 0 && r[2] === 20 && [1, 2].flatMap(function (x) { return x; }).join() === '1,2';
        ### 83
        var flat = 'outer', flatMap = 'outer2';
        with ([]) { return typeof [].flat === 'function' && typeof [].flatMap === 'function' && flat === 'outer' && flatMap === 'outer2'; }
        ### 84
        var o = Object.fromEntries([['a', 1], ['b', 2], ['a', 3]]);
        return o.a === 3 && o.b === 2 && Object.keys(o).join() === 'a,b' && Object.getPrototypeOf(o) === Object.prototype;
        ### 85
        try { throw 1; } catch { return true; }
        return false;
        ### 86
        (async function () {
          try { await { then: function (ok, fail) { fail(1); } }; } catch { return true; }
          return false;
        })().then(function (v) { asyncDone(v === true); }, function () { asyncDone(false); });
        ### 87
        function* g() { try { yield 1; } catch { return 'caught'; } }
        var it = g(); it.next();
        var r = it.throw(new Error('x'));
        return r.value === 'caught' && r.done === true;
        ### 88
        var f = Function('a', 'b', 'return a + b');
        return f.toString() === 'function anonymous(a,b\n) {\nreturn a + b\n}' && f(1, 2) === 3;
        ### 89
        var f = /* a */ ( a ,b ) /* b */ => /* c */ a + b /* d */;
        return f.toString() === '( a ,b ) /* b */ => /* c */ a + b' && f(1, 2) === 3;
        ### 90
        var re = /^function\s*(?:get\s+|set\s+)?[\w$]*\s*\([\w$\s,]*\)\s*\{\s*\[\s*native\s+code\s*\]\s*\}$/;
        var bound = function () {}.bind(null);
        var getter = Object.getOwnPropertyDescriptor(RegExp.prototype, 'global').get;
        return re.test(String(parseInt)) && re.test(String([].map)) && re.test(String(bound)) && re.test(String(getter)) && !re.test(String(function () {}));
        ### 91
        var C = class /* a */ A /* b */ { /* c */ };
        return C.toString() === 'class /* a */ A /* b */ { /* c */ }';
        ### 92
        var C = class /* a */ A /* b */ { /* c */ constructor ( x ) { this.x = x; } /* d */ };
        return C.toString() === 'class /* a */ A /* b */ { /* c */ constructor ( x ) { this.x = x; } /* d */ }' && new C(1).x === 1;
        ### 93
        function \u0061(\u0062, c) { return \u0062 + c; }
        return a.toString() === 'function \\u0061(\\u0062, c) { return \\u0062 + c; }' && a(1, 2) === 3;
        ### 94
        var o = { f /* a */ ( b ) { }, [ 'g' ] /* c */ ( ) { }, get /* d */ [ 'h' ] ( ) { return 1; } };
        return o.f.toString() === 'f /* a */ ( b ) { }' && o.g.toString() === "[ 'g' ] /* c */ ( ) { }" && Object.getOwnPropertyDescriptor(o, 'h').get.toString() === "get /* d */ [ 'h' ] ( ) { return 1; }";
        ### 95
        return Function("return '\u2028';")() === '\u2028' && Function("return 'a\u2028b';")().length === 3;
        ### 96
        return Function("return '\u2029';")() === '\u2029' && Function("return 'a\u2029b';")().length === 3;
        ### 97
        return JSON.stringify('\uD800') === '"\\ud800"' && JSON.stringify('\uDEAD') === '"\\udead"' && JSON.stringify('a\uDC00\uD800b') === '"a\\udc00\\ud800b"' && JSON.stringify('\uD834\uDF06') === '"\uD834\uDF06"';
        ### 98
        var src = { a: 1, b: 2, c: 3 };
        var { a, ...rest } = src;
        var { ...own } = Object.create({ p: 1 }, { q: { value: 2, enumerable: true }, r: { value: 3 } });
        return a === 1 && rest.b === 2 && rest.c === 3 && !('a' in rest) && rest !== src && own.q === 2 && !('p' in own) && !('r' in own);
        ### 99
        var o = { a: 1, ...{ b: 2, c: 3 }, c: 4, ...null, ...'xy' };
        return o.a === 1 && o.b === 2 && o.c === 4 && o[0] === 'x' && o[1] === 'y';
        ### 100
        var calls = 0;
        Promise.resolve(1).finally(function () { calls += arguments.length + 1; }).then(function () {
          return Promise.reject(2).finally(function () { calls += arguments.length + 1; });
        }).then(function () { asyncDone(false); }, function (e) { asyncDone(e === 2 && calls === 2); });
        ### 101
        Promise.resolve(1).finally(function () { return 2; }).then(function (v) {
          if (v !== 1) return false;
          return Promise.reject(3).finally(function () { return 4; }).then(function () { return false; }, function (e) { return e === 3; });
        }).then(function (ok) { asyncDone(ok === true); }, function () { asyncDone(false); });
        ### 102
        Promise.resolve(1).finally(function () { throw 2; }).then(function () { return false; }, function (e) {
          if (e !== 2) return false;
          return Promise.reject(3).finally(function () { return Promise.reject(4); }).then(function () { return false; }, function (e2) { return e2 === 4; });
        }).then(function (ok) { asyncDone(ok === true); }, function () { asyncDone(false); });
        ### 103
        async function* g(x) { yield x; yield await { then: function (ok) { ok(x + 1); } }; }
        var it = g(1), out = [];
        function step(r) { if (r.done) { asyncDone(out.join() === '1,2'); return; } out.push(r.value); return it.next().then(step); }
        it.next().then(step).then(null, function () { asyncDone(false); });
        ### 104
        async function* g() { yield 1; yield 2; }
        (async function () {
          var s = '';
          for await (var x of g()) s += x;
          for await (var y of [3, { then: function (ok) { ok(4); } }]) s += y;
          return s;
        })().then(function (s) { asyncDone(s === '1234'); }, function () { asyncDone(false); });
        ### 105
        var re = /^.$/s;
        return re.dotAll === true && re.test('\n') && re.test('\u2028') && !/^.$/.test('\n') && new RegExp('.', 's').flags === 's';
        ### 106
        var m = /(?<year>\d{4})-(?<month>\d{2})/.exec('on 2016-03');
        return m.groups.year === '2016' && m.groups.month === '03' && m[1] === '2016' && '2016-03'.replace(/(?<y>\d+)-(?<m>\d+)/, '$<m>/$<y>') === '03/2016' && /^(?<a>x)\k<a>$/.test('xx');
        ### 107
        var m = /(?<=(\d+)(\d+))$/.exec('1053');
        return /(?<=\$)\d+/.exec('cost $42')[0] === '42' && /(?<!\$)\b\d+/.exec('$4 5')[0] === '5' && 'abcb'.replace(/(?<=a)b/g, 'X') === 'aXcb' && m[1] === '1' && m[2] === '053';
        ### 108
        return /^\p{Script=Greek}+$/u.test('\u03b1\u03b2') && !/\p{Script=Greek}/u.test('a') && /^\p{Lu}$/u.test('A') && /^\P{L}$/u.test('1') && /^\p{L}$/u.test('\u00e9');
        ### 109
        function tag(s) { return s[0] === undefined && s.raw[0] === '\\unicode and \\u{55} \\xg'; }
        if (!tag`\unicode and \u{55} \xg`) return false;
        try { Function('return `\\unicode`;'); } catch (e) { return e instanceof SyntaxError; }
        return false;
        ### 110
        var o = Object.create({ z: 0 }); o.a = 1; o.b = 2;
        Object.defineProperty(o, 'c', { value: 3, enumerable: false });
        var v = Object.values(o);
        return v.length === 2 && v[0] === 1 && v[1] === 2 && Object.values('ab').join() === 'a,b';
        ### 111
        var o = Object.create({ z: 0 }); o.a = 1; o.b = 2;
        Object.defineProperty(o, 'c', { value: 3 });
        var e = Object.entries(o);
        return e.length === 2 && e[0][0] === 'a' && e[0][1] === 1 && e[1][0] === 'b' && e[1][1] === 2;
        ### 112
        var g = function () { return 2; };
        var o = Object.create({ z: 0 }, { a: { value: 1, writable: true }, b: { get: g, enumerable: true } });
        var d = Object.getOwnPropertyDescriptors(o);
        return d.a.value === 1 && d.a.writable && !d.a.enumerable && !d.a.configurable && d.b.get === g && d.b.set === undefined && d.b.enumerable && !('z' in d);
        ### 113
        var p = new Proxy({ a: 1 }, { ownKeys: function () { return ['a', 'b']; } });
        var d = Object.getOwnPropertyDescriptors(p);
        return d.a.value === 1 && !d.hasOwnProperty('b');
        ### 114
        return 'abc'.padStart(6, '12') === '121abc' && 'abc'.padStart(5) === '  abc' && 'abc'.padStart(2, 'x') === 'abc' && 'abc'.padStart(6, '') === 'abc';
        ### 115
        return 'abc'.padEnd(6, '12') === 'abc121' && 'abc'.padEnd(5) === 'abc  ' && 'abc'.padEnd(2, 'x') === 'abc' && 'abc'.padEnd(6, '') === 'abc';
        ### 116
        function f(a, b,) { return a + b; }
        var g = function (c,) { return c; };
        return f(1, 2) === 3 && f.length === 2 && g.length === 1 && g(4) === 4;
        ### 117
        function f() { return arguments.length; }
        return f(1, 2,) === 2 && f(1,) === 1 && Math.max(1, 3,) === 3;
        ### 118
        var f = async function () { return 42; };
        var order = [];
        f().then(function (v) { order.push(v); asyncDone(v === 42 && order.join() === 'sync,42'); }, function () { asyncDone(false); });
        order.push('sync');
        ### 119
        var f = async function () { throw 7; };
        f().then(function () { asyncDone(false); }, function (e) { asyncDone(e === 7); });
        ### 120
        async function g() {}
        var async;
        async
        function f() { return 1; }
        return f() === 1 && typeof g().then === 'function';
        ### 121
        var f = async function () {};
        async function g() {}
        if (f.hasOwnProperty('prototype') || g.hasOwnProperty('prototype')) return false;
        try { new f(); } catch (e) { return e instanceof TypeError; }
        return false;
        ### 122
        var order = [];
        var inner = async function () { return 2; };
        var p = (async function () { order.push(1); var v = await inner(); order.push(v); return v + (await 3); })();
        order.push('s');
        p.then(function (v) { asyncDone(v === 5 && order.join() === '1,s,2'); }, function () { asyncDone(false); });
        ### 123
        var inner = async function () { throw 'bad'; };
        (async function () {
          try { await inner(); } catch (e) { return e; }
          return 'no';
        })().then(function (v) { asyncDone(v === 'bad'); }, function () { asyncDone(false); });
        ### 124
        Function('return async function () { await 1; };');
        try { Function('return async function () { await; };'); } catch (e) { return e instanceof SyntaxError; }
        return false;
        ### 125
        var o = {};
        (async function () {
          var a = await 1, b = await 'x', c = await o, d = await undefined;
          return a === 1 && b === 'x' && c === o && d === undefined;
        })().then(function (v) { asyncDone(v === true); }, function () { asyncDone(false); });
        ### 126
        Function('return async function (a = 1) { return a; };');
        try { Function('return async function (a = await 1) {};'); } catch (e) { return e instanceof SyntaxError; }
        return false;
        ### 127
        var o = { k: 1, async m(x) { return (await x) + this.k; } };
        o.m(1).then(function (v) { asyncDone(v === 2 && !o.m.hasOwnProperty('prototype')); }, function () { asyncDone(false); });
        ### 128
        class C { async m(x) { return (await x) * 2; } static async s(x) { return x + 1; } }
        new C().m(2).then(function (v) { return C.s(v); }).then(function (v) { asyncDone(v === 5); }, function () { asyncDone(false); });
        ### 129
        class C { m() { var f = async () => this.v + arguments[0]; return f(100); } }
        var c = new C(); c.v = 3;
        c.m(5).then(function (v) { asyncDone(v === 8); }, function () { asyncDone(false); });
        ### 130
        var o = { v: 1, m: function () { return async (x) => (await x) + this.v; } };
        var twice = async y => y * 2;
        o.m()(2).then(twice).then(function (v) { asyncDone(v === 6); }, function () { asyncDone(false); });
        ### 131
        var f = async function () {};
        var AFP = Object.getPrototypeOf(f);
        return AFP !== Function.prototype && Object.getPrototypeOf(AFP) === Function.prototype && AFP.constructor.prototype === AFP && Object.getPrototypeOf(AFP.constructor) === Function && f instanceof Function;
        ### 132
        var AFP = Object.getPrototypeOf(async function () {});
        var d = Object.getOwnPropertyDescriptor(AFP, Symbol.toStringTag);
        return d.value === 'AsyncFunction' && !d.writable && !d.enumerable && d.configurable && Object.prototype.toString.call(async function () {}) === '[object AsyncFunction]';
        ### 133
        var AF = Object.getPrototypeOf(async function () {}).constructor;
        var f = new AF('a', 'b', 'return (await a) + b;'), g = AF('return 1');
        var ok = AF !== Function && Object.getPrototypeOf(f) === AF.prototype && Object.getPrototypeOf(g) === AF.prototype;
        f(1, 2).then(function (v) { asyncDone(ok && v === 3); }, function () { asyncDone(false); });
        ### 134
        var b = new SharedArrayBuffer(8);
        if (b.byteLength !== 8 || !(b instanceof SharedArrayBuffer)) return false;
        try { SharedArrayBuffer(8); } catch (e) { return e instanceof TypeError; }
        return false;
        ### 135
        var d = Object.getOwnPropertyDescriptor(SharedArrayBuffer, Symbol.species);
        return SharedArrayBuffer[Symbol.species] === SharedArrayBuffer && typeof d.get === 'function' && d.set === undefined && d.get.call(1) === 1;
        ### 136
        var d = Object.getOwnPropertyDescriptor(SharedArrayBuffer.prototype, 'byteLength');
        if (typeof d.get !== 'function' || d.set !== undefined || d.get.call(new SharedArrayBuffer(5)) !== 5 || new SharedArrayBuffer(0).byteLength !== 0) return false;
        try { d.get.call({}); } catch (e) { return e instanceof TypeError; }
        return false;
        ### 137
        var b = new SharedArrayBuffer(8);
        var s = b.slice(2, 6);
        return s instanceof SharedArrayBuffer && s !== b && s.byteLength === 4 && b.slice(-3).byteLength === 3 && b.slice(5, 2).byteLength === 0 && b.byteLength === 8;
        ### 138
        var d = Object.getOwnPropertyDescriptor(SharedArrayBuffer.prototype, Symbol.toStringTag);
        return d.value === 'SharedArrayBuffer' && !d.writable && !d.enumerable && d.configurable && Object.prototype.toString.call(new SharedArrayBuffer(1)) === '[object SharedArrayBuffer]';
        ### 139
        var a = new Int32Array(new SharedArrayBuffer(8));
        a[0] = 5;
        return Atomics.add(a, 0, 3) === 5 && a[0] === 8 && a[1] === 0;
        ### 140
        var a = new Int32Array(new SharedArrayBuffer(8));
        a[0] = 6;
        return Atomics.and(a, 0, 3) === 6 && a[0] === 2;
        ### 141
        var a = new Int32Array(new SharedArrayBuffer(8));
        a[0] = 5;
        return Atomics.compareExchange(a, 0, 5, 7) === 5 && a[0] === 7 && Atomics.compareExchange(a, 0, 5, 9) === 7 && a[0] === 7;
        ### 142
        var a = new Int32Array(new SharedArrayBuffer(8));
        a[0] = 5;
        return Atomics.exchange(a, 0, 9) === 5 && a[0] === 9;
        ### 143
        var a = new Int32Array(new SharedArrayBuffer(8));
        return Atomics.wait(a, 0, 1) === 'not-equal' && Atomics.wait(a, 0, 0, 0) === 'timed-out';
        ### 144
        var a = new Int32Array(new SharedArrayBuffer(8));
        return typeof Atomics.wake === 'function' && Atomics.wake(a, 0, 1) === 0;
        ### 145
        return Atomics.isLockFree(4) === true && typeof Atomics.isLockFree(1) === 'boolean' && typeof Atomics.isLockFree(2) === 'boolean' && typeof Atomics.isLockFree(8) === 'boolean' && Atomics.isLockFree(3) === false;
        ### 146
        var a = new Int32Array(new SharedArrayBuffer(8));
        a[1] = 5;
        return Atomics.load(a, 1) === 5 && Atomics.load(a, 0) === 0;
        ### 147
        var a = new Int32Array(new SharedArrayBuffer(8));
        a[0] = 5;
        return Atomics.or(a, 0, 2) === 5 && a[0] === 7;
        ### 148
        var a = new Int32Array(new SharedArrayBuffer(8));
        return Atomics.store(a, 0, 9) === 9 && a[0] === 9 && Atomics.store(a, 1, 3.7) === 3 && a[1] === 3;
        ### 149
        var a = new Int32Array(new SharedArrayBuffer(8));
        a[0] = 5;
        return Atomics.sub(a, 0, 2) === 5 && a[0] === 3;
        ### 150
        var a = new Int32Array(new SharedArrayBuffer(8));
        a[0] = 5;
        return Atomics.xor(a, 0, 3) === 5 && a[0] === 6;
        ### 151
        var o = {};
        o.__defineGetter__('x', function () { return this === o ? 42 : 0; });
        var d = Object.getOwnPropertyDescriptor(o, 'x');
        if (o.x !== 42 || !d.enumerable || !d.configurable || d.set !== undefined) return false;
        try { o.__defineGetter__('y', 1); } catch (e) { return e instanceof TypeError; }
        return false;
        ### 152
        var s = Symbol('s'), o = {};
        o.__defineGetter__(s, function () { return 1; });
        return o[s] === 1 && typeof Object.getOwnPropertyDescriptor(o, s).get === 'function';
        ### 153
        var f = Object.prototype.__defineGetter__;
        f.call(1, 'x', function () {});
        try { f.call(undefined, 'x', function () {}); } catch (e) { return e instanceof TypeError; }
        return false;
        ### 154
        var o = {}, got;
        o.__defineSetter__('x', function (v) { got = v; });
        o.x = 5;
        var d = Object.getOwnPropertyDescriptor(o, 'x');
        if (got !== 5 || !d.enumerable || !d.configurable || d.get !== undefined) return false;
        try { o.__defineSetter__('y', 1); } catch (e) { return e instanceof TypeError; }
        return false;
        ### 155
        var s = Symbol('s'), o = {}, got;
        o.__defineSetter__(s, function (v) { got = v; });
        o[s] = 3;
        return got === 3 && typeof Object.getOwnPropertyDescriptor(o, s).set === 'function';
        ### 156
        var f = Object.prototype.__defineSetter__;
        f.call(1, 'x', function () {});
        try { f.call(undefined, 'x', function () {}); } catch (e) { return e instanceof TypeError; }
        return false;
        ### 157
        var o = { get x() { return 1; }, y: 2 };
        return o.__lookupGetter__('x') === Object.getOwnPropertyDescriptor(o, 'x').get && o.__lookupGetter__('y') === undefined && o.__lookupGetter__('z') === undefined;
        ### 158
        var p = { get x() { return 1; } };
        var o = Object.create(Object.create(p));
        return o.__lookupGetter__('x') === Object.getOwnPropertyDescriptor(p, 'x').get;
        ### 159
        var s = Symbol('s'), g = function () {}, o = {};
        Object.defineProperty(o, s, { get: g });
        return o.__lookupGetter__(s) === g && Object.create(o).__lookupGetter__(s) === g;
        ### 160
        var f = Object.prototype.__lookupGetter__;
        if (f.call('abc', '__proto__') !== Object.getOwnPropertyDescriptor(Object.prototype, '__proto__').get || f.call(1, 'x') !== undefined) return false;
        try { f.call(undefined, 'x'); } catch (e) { return e instanceof TypeError; }
        return false;
        ### 161
        var g = function () {}, p = {};
        Object.defineProperty(p, 'x', { get: g, configurable: true });
        var o = Object.create(p);
        if (o.__lookupGetter__('x') !== g) return false;
        Object.defineProperty(o, 'x', { value: 1 });
        return o.__lookupGetter__('x') === undefined;
        ### 162
        var o = { set x(v) {}, y: 2 };
        return o.__lookupSetter__('x') === Object.getOwnPropertyDescriptor(o, 'x').set && o.__lookupSetter__('y') === undefined && o.__lookupSetter__('z') === undefined;
        ### 163
        var p = { set x(v) {} };
        var o = Object.create(Object.create(p));
        return o.__lookupSetter__('x') === Object.getOwnPropertyDescriptor(p, 'x').set;
        ### 164
        var s = Symbol('s'), f = function (v) {}, o = {};
        Object.defineProperty(o, s, { set: f });
        return o.__lookupSetter__(s) === f && Object.create(o).__lookupSetter__(s) === f;
        ### 165
        var f = Object.prototype.__lookupSetter__;
        if (f.call('abc', '__proto__') !== Object.getOwnPropertyDescriptor(Object.prototype, '__proto__').set || f.call(1, 'x') !== undefined) return false;
        try { f.call(undefined, 'x'); } catch (e) { return e instanceof TypeError; }
        return false;
        ### 166
        var f = function (v) {}, p = {};
        Object.defineProperty(p, 'x', { set: f, configurable: true });
        var o = Object.create(p);
        if (o.__lookupSetter__('x') !== f) return false;
        Object.defineProperty(o, 'x', { value: 1 });
        return o.__lookupSetter__('x') === undefined;
        ### 167
        var log = [], t = {}, g = function () { return 1; };
        var p = new Proxy(t, {
          defineProperty: function (o, k, d) { log.push('defineProperty ' + k); Object.defineProperty(o, k, d); return true; },
          getOwnPropertyDescriptor: function (o, k) { log.push('getOwnPropertyDescriptor'); return Object.getOwnPropertyDescriptor(o, k); },
          get: function (o, k) { log.push('get'); return o[k]; }
        });
        Object.prototype.__defineGetter__.call(p, 'x', g);
        var d = Object.getOwnPropertyDescriptor(t, 'x');
        return log.join() === 'defineProperty x' && d.get === g && d.enumerable && d.configurable;
        ### 168
        var log = [], t = {}, s = function (v) {};
        var p = new Proxy(t, {
          defineProperty: function (o, k, d) { log.push('defineProperty ' + k); Object.defineProperty(o, k, d); return true; },
          getOwnPropertyDescriptor: function (o, k) { log.push('getOwnPropertyDescriptor'); return Object.getOwnPropertyDescriptor(o, k); },
          set: function (o, k, v) { log.push('set'); o[k] = v; return true; }
        });
        Object.prototype.__defineSetter__.call(p, 'x', s);
        var d = Object.getOwnPropertyDescriptor(t, 'x');
        return log.join() === 'defineProperty x' && d.set === s && d.enumerable && d.configurable;
        ### 169
        var log = [];
        var p = new Proxy({}, {
          getOwnPropertyDescriptor: function (o, k) { log.push('getOwnPropertyDescriptor ' + k); return Object.getOwnPropertyDescriptor(o, k); },
          getPrototypeOf: function (o) { log.push('getPrototypeOf'); return Object.getPrototypeOf(o); },
          get: function (o, k) { log.push('get'); return o[k]; },
          has: function (o, k) { log.push('has'); return k in o; }
        });
        return Object.prototype.__lookupGetter__.call(p, 'x') === undefined && log.join() === 'getOwnPropertyDescriptor x,getPrototypeOf';
        ### 170
        var log = [];
        var p = new Proxy({}, {
          getOwnPropertyDescriptor: function (o, k) { log.push('getOwnPropertyDescriptor ' + k); return Object.getOwnPropertyDescriptor(o, k); },
          getPrototypeOf: function (o) { log.push('getPrototypeOf'); return Object.getPrototypeOf(o); },
          get: function (o, k) { log.push('get'); return o[k]; },
          has: function (o, k) { log.push('has'); return k in o; }
        });
        return Object.prototype.__lookupSetter__.call(p, 'x') === undefined && log.join() === 'getOwnPropertyDescriptor x,getPrototypeOf';
        ### 171
        return 2 ** 3 === 8 && -(5 ** 2) === -25 && (-5) ** 2 === 25 && 2 ** 3 ** 2 === 512 && 2 ** -1 === 0.5;
        ### 172
        var a = 2; a **= 3;
        var o = { p: 3 }; o.p **= 2;
        return a === 8 && o.p === 9 && (a **= 0) === 1;
        ### 173
        if ((-2) ** 2 !== 4 || -(2 ** 2) !== -4) return false;
        try { Function('return -2 ** 2;'); } catch (e) { return e instanceof SyntaxError; }
        return false;
        ### 174
        var a = [1, 2, 3, NaN];
        return a.includes(2) && !a.includes(4) && !a.includes(1, 1) && a.includes(NaN) && a.includes(3, -2) && [, ].includes(undefined) && !a.includes('2');
        ### 175
        var inc = Array.prototype.includes;
        return inc.call({ length: 3, 0: 'a', 1: NaN, 2: 'c' }, NaN) && inc.call({ length: 2, 1: 'b' }, 'b') && !inc.call({ length: 1, 1: 'b' }, 'b') && !inc.call({ 0: 'a' }, 'a') && inc.call('xyz', 'y') && inc.call({ length: 1 }, undefined);
        ### 176
        var t = new Int8Array([1, 2, 3]);
        return t.includes(2) && !t.includes(4) && !t.includes(1, 1) && t.includes(3, -1) && new Float32Array([NaN]).includes(NaN) && !t.includes('2');
        """#
}
