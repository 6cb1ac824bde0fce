/// Samples for the feature table's rows 521–861: ECMAScript 2015, built-ins, subclassing and misc. See `FeatureSamples`.
extension FeatureSamples {
    static let es2015Second = #"""
        ### 521
        var ws = new WeakSet();
        if (!(ws instanceof WeakSet)) return false;
        try { WeakSet(); return false; } catch (e) { return e instanceof TypeError; }
        ### 522
        var o = {};
        var a = new WeakSet(null), b = new WeakSet(undefined);
        a.add(o);
        return a.has(o) && !b.has(o);
        ### 523
        var orig = WeakSet.prototype.add, seen = [], x = {}, y = {}, ws;
        WeakSet.prototype.add = function (v) { seen.push(v); return orig.call(this, v); };
        try { ws = new WeakSet([x, y]); } finally { WeakSet.prototype.add = orig; }
        return seen.length === 2 && seen[0] === x && seen[1] === y && ws.has(y);
        ### 524
        var closed = false, n = 0;
        var it = Object.create(Object.getPrototypeOf(Object.getPrototypeOf([].keys())));
        it.next = function () { n++; return { value: 1, done: n > 5 }; };
        it['return'] = function () { closed = true; return {}; };
        try { new WeakSet(it); } catch (e) { return closed && n === 1 && e instanceof TypeError; }
        return false;
        ### 525
        var ws = new WeakSet(), o = {};
        return ws.add(o) === ws && ws.has(o);
        ### 526
        var ws = new WeakSet(), o = {};
        ws.add(o);
        return ws['delete'](o) === true && !ws.has(o) && ws['delete'](o) === false;
        ### 527
        return !('clear' in WeakSet.prototype) && typeof new WeakSet().clear === 'undefined';
        ### 528
        var ws = new WeakSet();
        return ws.has(1) === false && ws.has('a') === false && ws['delete'](1) === false && ws['delete'](null) === false;
        ### 529
        try { WeakSet.prototype.has({}); return false; } catch (e) { return e instanceof TypeError; }
        ### 530
        var p = new Proxy({}, {});
        if (typeof p !== 'object') return false;
        try { Proxy({}, {}); return false; } catch (e) { return e instanceof TypeError; }
        ### 531
        return typeof Proxy === 'function' && !Object.prototype.hasOwnProperty.call(Proxy, 'prototype') && Proxy.prototype === undefined;
        ### 532
        var args;
        var p = new Proxy({}, { get: function (t, k, r) { args = [k, r]; return k === 'foo' ? 5 : undefined; } });
        var v = p.foo;
        return v === 5 && args[0] === 'foo' && args[1] === p && p.bar === undefined;
        ### 533
        var p = new Proxy({}, { get: function (t, k, r) { return k === 'foo' ? r : undefined; } });
        var child = Object.create(p);
        return child.foo === child;
        ### 534
        var t = {};
        Object.defineProperty(t, 'x', { value: 1, writable: false, configurable: false });
        var p = new Proxy(t, { get: function () { return 2; } });
        if (p.y !== 2) return false;
        try { p.x; return false; } catch (e) { return e instanceof TypeError; }
        ### 535
        var args;
        var p = new Proxy({}, { set: function (t, k, v, r) { args = [k, v, r]; return true; } });
        p.foo = 5;
        return args[0] === 'foo' && args[1] === 5 && args[2] === p && !('foo' in p);
        ### 536
        var recv;
        var p = new Proxy({}, { set: function (t, k, v, r) { recv = r; return true; } });
        var child = Object.create(p);
        child.foo = 5;
        return recv === child;
        ### 537
        var t = {};
        Object.defineProperty(t, 'x', { value: 1, writable: false, configurable: false });
        var p = new Proxy(t, { set: function () { return true; } });
        try { p.x = 2; return false; } catch (e) { return e instanceof TypeError; }
        ### 538
        var p = new Proxy({}, { has: function (t, k) { return k === 'foo'; } });
        return ('foo' in p) && !('bar' in p);
        ### 539
        var seen;
        var p = new Proxy({}, { has: function (t, k) { seen = k; return k === 'foo'; } });
        var child = Object.create(p);
        return ('foo' in child) && seen === 'foo' && !('bar' in child);
        ### 540
        var t = {};
        Object.defineProperty(t, 'x', { value: 1, configurable: false });
        var p = new Proxy(t, { has: function () { return false; } });
        try { 'x' in p; return false; } catch (e) { return e instanceof TypeError; }
        ### 541
        var got;
        var p = new Proxy({ foo: 1 }, { deleteProperty: function (t, k) { got = k; return false; } });
        var r = delete p.foo;
        return r === false && got === 'foo' && p.foo === 1;
        ### 542
        var t = {};
        Object.defineProperty(t, 'x', { value: 1, configurable: false });
        var p = new Proxy(t, { deleteProperty: function () { return true; } });
        try { delete p.x; return false; } catch (e) { return e instanceof TypeError; }
        ### 543
        var got;
        var p = new Proxy({}, { getOwnPropertyDescriptor: function (t, k) { got = k; return { value: 'bar', writable: true, enumerable: true, configurable: true }; } });
        var d = Object.getOwnPropertyDescriptor(p, 'foo');
        return got === 'foo' && d.value === 'bar' && d.writable === true && d.enumerable === true && d.configurable === true;
        ### 544
        var t = {};
        Object.defineProperty(t, 'x', { value: 1, configurable: false });
        var p = new Proxy(t, { getOwnPropertyDescriptor: function () { return undefined; } });
        try { Object.getOwnPropertyDescriptor(p, 'x'); return false; } catch (e) { return e instanceof TypeError; }
        ### 545
        var got;
        var p = new Proxy({}, { defineProperty: function (t, k, d) { got = [k, d]; return true; } });
        var r = Object.defineProperty(p, 'foo', { value: 5, configurable: true });
        return r === p && got[0] === 'foo' && got[1].value === 5 && got[1].configurable === true && !('foo' in p);
        ### 546
        var t = Object.preventExtensions({});
        var p = new Proxy(t, { defineProperty: function () { return true; } });
        try { Object.defineProperty(p, 'x', { value: 1 }); return false; } catch (e) { return e instanceof TypeError; }
        ### 547
        var proto = {};
        var p = new Proxy({}, { getPrototypeOf: function () { return proto; } });
        return Object.getPrototypeOf(p) === proto && proto.isPrototypeOf(p);
        ### 548
        var t = Object.preventExtensions({});
        var p = new Proxy(t, { getPrototypeOf: function () { return {}; } });
        try { Object.getPrototypeOf(p); return false; } catch (e) { return e instanceof TypeError; }
        ### 549
        var got, proto = {};
        var p = new Proxy({}, { setPrototypeOf: function (t, v) { got = v; return true; } });
        Object.setPrototypeOf(p, proto);
        return got === proto && Object.getPrototypeOf(p) === Object.prototype;
        ### 550
        var t = Object.preventExtensions({});
        var p = new Proxy(t, { setPrototypeOf: function () { return true; } });
        try { Object.setPrototypeOf(p, {}); return false; } catch (e) { return e instanceof TypeError; }
        ### 551
        var called = false;
        var p = new Proxy({}, { isExtensible: function (t) { called = true; return true; } });
        return Object.isExtensible(p) === true && called;
        ### 552
        var p = new Proxy({}, { isExtensible: function () { return false; } });
        try { Object.isExtensible(p); return false; } catch (e) { return e instanceof TypeError; }
        ### 553
        var called = false;
        var p = new Proxy({}, { preventExtensions: function (t) { called = true; Object.preventExtensions(t); return true; } });
        Object.preventExtensions(p);
        return called && !Object.isExtensible(p);
        ### 554
        var p = new Proxy({}, { preventExtensions: function () { return true; } });
        try { Object.preventExtensions(p); return false; } catch (e) { return e instanceof TypeError; }
        ### 555
        var p = new Proxy({}, { ownKeys: function () { return ['a', 'b']; } });
        var k = Object.getOwnPropertyNames(p);
        return k.length === 2 && k[0] === 'a' && k[1] === 'b';
        ### 556
        var t = {};
        Object.defineProperty(t, 'x', { value: 1, configurable: false });
        var p = new Proxy(t, { ownKeys: function () { return []; } });
        try { Object.getOwnPropertyNames(p); return false; } catch (e) { return e instanceof TypeError; }
        ### 557
        var got, o = {};
        var p = new Proxy(function () {}, { apply: function (t, self, args) { got = [self, args]; return args[0] + args[1]; } });
        var r = p.call(o, 1, 2);
        return r === 3 && got[0] === o && got[1].length === 2 && p(3, 4) === 7;
        ### 558
        var p = new Proxy({}, { apply: function () { return 1; } });
        try { p(); return false; } catch (e) { return e instanceof TypeError && typeof p === 'object'; }
        ### 559
        var got;
        var p = new Proxy(function () {}, { construct: function (t, args, nt) { got = nt; return { v: args[0] }; } });
        var r = new p(7);
        return r.v === 7 && got === p;
        ### 560
        var p = new Proxy(function () {}, { construct: function () { return 1; } });
        try { new p(); return false; } catch (e) { return e instanceof TypeError; }
        ### 561
        var r = Proxy.revocable({}, { get: function () { return 5; } });
        if (r.proxy.foo !== 5) return false;
        r.revoke();
        try { r.proxy.foo; return false; } catch (e) { return e instanceof TypeError; }
        ### 562
        return Array.isArray(new Proxy([], {})) === true && Array.isArray(new Proxy({}, {})) === false;
        ### 563
        return JSON.stringify(new Proxy(['a', 1], {})) === '["a",1]' && JSON.stringify({ x: new Proxy({ b: 2 }, {}) }) === '{"x":{"b":2}}';
        ### 564
        var o = { a: 1, get b() { return this.c; } };
        return Reflect.get(o, 'a') === 1 && Reflect.get(o, 'b', { c: 2 }) === 2 && Reflect.get([9], 0) === 9 && Reflect.get(o, 'zz') === undefined;
        ### 565
        var o = {}, recv = {}, frozen = Object.freeze({ a: 1 });
        return Reflect.set(o, 'a', 1) === true && o.a === 1 && Reflect.set(frozen, 'a', 2) === false && frozen.a === 1
          && Reflect.set(o, 'b', 2, recv) === true && recv.b === 2 && !('b' in o);
        ### 566
        return Reflect.has({ a: 1 }, 'a') === true && Reflect.has({}, 'toString') === true && Reflect.has({}, 'b') === false;
        ### 567
        var o = { a: 1 };
        Object.defineProperty(o, 'b', { value: 2, configurable: false });
        return Reflect.deleteProperty(o, 'a') === true && !('a' in o) && Reflect.deleteProperty(o, 'b') === false && o.b === 2;
        ### 568
        var d = Reflect.getOwnPropertyDescriptor({ a: 1 }, 'a');
        if (!d || d.value !== 1 || d.writable !== true || Reflect.getOwnPropertyDescriptor({}, 'a') !== undefined) return false;
        try { Reflect.getOwnPropertyDescriptor(1, 'a'); return false; } catch (e) { return e instanceof TypeError; }
        ### 569
        var o = {};
        return Reflect.defineProperty(o, 'a', { value: 1 }) === true && o.a === 1 && Reflect.defineProperty(Object.freeze({}), 'a', { value: 1 }) === false;
        ### 570
        if (Reflect.getPrototypeOf([]) !== Array.prototype || Reflect.getPrototypeOf(Object.create(null)) !== null) return false;
        try { Reflect.getPrototypeOf(1); return false; } catch (e) { return e instanceof TypeError; }
        ### 571
        var o = {}, p = {};
        return Reflect.setPrototypeOf(o, p) === true && Object.getPrototypeOf(o) === p && Reflect.setPrototypeOf(Object.preventExtensions({}), p) === false;
        ### 572
        if (Reflect.isExtensible({}) !== true || Reflect.isExtensible(Object.preventExtensions({})) !== false) return false;
        try { Reflect.isExtensible(1); return false; } catch (e) { return e instanceof TypeError; }
        ### 573
        var o = {};
        if (Reflect.preventExtensions(o) !== true || Object.isExtensible(o)) return false;
        try { Reflect.preventExtensions(1); return false; } catch (e) { return e instanceof TypeError; }
        ### 574
        var o = { a: 1 };
        Object.defineProperty(o, 'b', { value: 2, enumerable: false });
        var k = Reflect.ownKeys(o);
        return k.length === 2 && k[0] === 'a' && k[1] === 'b';
        ### 575
        var s = Symbol('x'), o = {};
        o[s] = 1;
        var k = Reflect.ownKeys(o);
        return k.length === 1 && k[0] === s;
        ### 576
        return Reflect.apply(Math.max, null, [1, 3, 2]) === 3 && Reflect.apply(function (a) { return this.x + a; }, { x: 1 }, [2]) === 3;
        ### 577
        var o = Reflect.construct(function (a, b) { this.s = a + b; }, [1, 2]);
        return o.s === 3 && Reflect.construct(Date, [0]).getTime() === 0;
        ### 578
        var nt;
        function F() { nt = new.target; }
        function G() {}
        Reflect.construct(F, [], G);
        return nt === G;
        ### 579
        function F() { this.x = 1; }
        function G() {}
        var o = Reflect.construct(F, [], G);
        return o.x === 1 && o instanceof G && !(o instanceof F);
        ### 580
        function F() {}
        F.prototype = Object.create(Array.prototype);
        var a = Reflect.construct(Array, [], F);
        a[3] = 'x';
        return a instanceof F && Array.isArray(a) && a.length === 4;
        ### 581
        function F() {}
        F.prototype = Object.create(RegExp.prototype);
        var r = Reflect.construct(RegExp, ['b', 'g'], F);
        return r instanceof F && r.global && r.exec('abc')[0] === 'b' && r.lastIndex === 2;
        ### 582
        function F() {}
        F.prototype = Object.create(Function.prototype);
        var f = Reflect.construct(Function, ['a', 'return a * 2'], F);
        return f instanceof F && f(3) === 6 && f.call(null, 4) === 8;
        ### 583
        function F() {}
        F.prototype = Object.create(Promise.prototype);
        var p = Reflect.construct(Promise, [function (resolve) { resolve(2); }], F);
        if (!(p instanceof F)) { asyncDone(false); return; }
        p.then(function (v) { asyncDone(v === 2); }, function () { asyncDone(false); });
        ### 584
        var order = [];
        var ok = new Promise(function (resolve) { resolve('a'); });
        var bad = new Promise(function (resolve, reject) { reject('b'); });
        ok.then(function (v) {
          order.push(v);
          bad.then(function () { asyncDone(false); }, function (r) { asyncDone(order[0] === 'sync' && order[1] === 'a' && r === 'b'); });
        }, function () { asyncDone(false); });
        order.push('sync');
        ### 585
        var p = new Promise(function () {});
        if (!(p instanceof Promise)) return false;
        try { Promise(function () {}); return false; } catch (e) { return e instanceof TypeError; }
        ### 586
        try { Promise.prototype.then.call(Promise.prototype, function () {}); return false; } catch (e) { return e instanceof TypeError; }
        ### 587
        var a = new Promise(function (r) { r('a'); });
        Promise.all([a, 'b']).then(function (v) {
          if (v.length !== 2 || v[0] !== 'a' || v[1] !== 'b') { asyncDone(false); return; }
          Promise.all([a, new Promise(function (r, j) { j('x'); })]).then(function () { asyncDone(false); }, function (e) { asyncDone(e === 'x'); });
        }, function () { asyncDone(false); });
        ### 588
        var items = [new Promise(function (r) { r(1); }), 2], i = 0;
        var it = Object.create(Object.getPrototypeOf(Object.getPrototypeOf([].keys())));
        it.next = function () { return i < items.length ? { value: items[i++], done: false } : { value: undefined, done: true }; };
        Promise.all(it).then(function (v) { asyncDone(v.length === 2 && v[0] === 1 && v[1] === 2); }, function () { asyncDone(false); });
        ### 589
        var never = new Promise(function () {});
        var a = new Promise(function (r) { r('a'); });
        Promise.race([never, a]).then(function (v) {
          if (v !== 'a') { asyncDone(false); return; }
          Promise.race([new Promise(function (r, j) { j('x'); }), never]).then(function () { asyncDone(false); }, function (e) { asyncDone(e === 'x'); });
        }, function () { asyncDone(false); });
        ### 590
        var items = [new Promise(function () {}), new Promise(function (r) { r('b'); })], i = 0;
        var it = Object.create(Object.getPrototypeOf(Object.getPrototypeOf([].keys())));
        it.next = function () { return i < items.length ? { value: items[i++], done: false } : { value: undefined, done: true }; };
        Promise.race(it).then(function (v) { asyncDone(v === 'b'); }, function () { asyncDone(false); });
        ### 591
        var d = Object.getOwnPropertyDescriptor(Promise, Symbol.species);
        return Promise[Symbol.species] === Promise && typeof d.get === 'function' && d.set === undefined && d.get.call(Object) === Object;
        ### 592
        var a = Symbol('foo'), b = Symbol('foo'), o = {};
        o[a] = 1; o[b] = 2;
        return typeof Symbol === 'function' && a !== b && o[a] === 1 && o[b] === 2;
        ### 593
        return typeof Symbol() === 'symbol' && typeof Symbol('x') === 'symbol';
        ### 594
        var s = Symbol('x'), o = { a: 1 }, seen = [];
        o[s] = 2;
        for (var k in o) seen.push(k);
        return seen.length === 1 && seen[0] === 'a' && Object.keys(o).length === 1 && Object.getOwnPropertyNames(o).length === 1 && JSON.stringify(o) === '{"a":1}';
        ### 595
        var s = Symbol(), o = {};
        Object.defineProperty(o, s, { value: 5, enumerable: true });
        var d = Object.getOwnPropertyDescriptor(o, s);
        return o[s] === 5 && d.value === 5 && d.enumerable === true && d.writable === false;
        ### 596
        var s = Symbol();
        return s.toString === Symbol.prototype.toString && s.constructor === Symbol && s.valueOf() === s && s.toString() === 'Symbol()';
        ### 597
        var s = Symbol();
        try { s + ''; return false; } catch (e) { if (!(e instanceof TypeError)) return false; }
        try { +s; return false; } catch (e) { return e instanceof TypeError; }
        ### 598
        return String(Symbol('foo')) === 'Symbol(foo)' && String(Symbol()) === 'Symbol()';
        ### 599
        try { new Symbol(); return false; } catch (e) { return e instanceof TypeError; }
        ### 600
        var s = Symbol('x'), w = Object(s), o = {};
        o[s] = 1;
        return typeof w === 'object' && w instanceof Symbol && w.valueOf() === s && w == s && o[w] === 1;
        ### 601
        var s = Symbol(), o = { a: s, b: 1 };
        return JSON.stringify(s) === undefined && JSON.stringify(o) === '{"b":1}' && JSON.stringify([s]) === '[null]';
        ### 602
        var w = Object(Symbol());
        return JSON.stringify(w) === '{}' && JSON.stringify([w]) === '[{}]' && JSON.stringify({ a: w }) === '{"a":{}}';
        ### 603
        var a = Symbol['for']('reg'), b = Symbol['for']('reg');
        return a === b && a !== Symbol('reg') && Symbol.keyFor(a) === 'reg' && Symbol.keyFor(Symbol('reg')) === undefined;
        ### 604
        var o = {};
        o[Symbol.hasInstance] = function (v) { return v === 42; };
        return (42 instanceof o) === true && ({} instanceof o) === false && typeof Function.prototype[Symbol.hasInstance] === 'function';
        ### 605
        var al = { length: 2, 0: 'a', 1: 'b' }, arr = [1, 2];
        al[Symbol.isConcatSpreadable] = true;
        arr[Symbol.isConcatSpreadable] = false;
        var r = [].concat(al, arr);
        return r.length === 3 && r[0] === 'a' && r[1] === 'b' && r[2] === arr;
        ### 606
        return 'iterator' in Symbol && typeof Symbol.iterator === 'symbol' && typeof [][Symbol.iterator] === 'function';
        ### 607
        var args = (function () { return arguments; })('a', 'b');
        var it = args[Symbol.iterator]();
        var x = it.next(), y = it.next(), z = it.next();
        return x.value === 'a' && y.value === 'b' && z.done === true && args[Symbol.iterator] === [][Symbol.iterator];
        ### 608
        return 'species' in Symbol && typeof Symbol.species === 'symbol';
        ### 609
        var a = [1], C = function () {};
        a.constructor = {};
        a.constructor[Symbol.species] = C;
        var r = a.concat(2);
        return r instanceof C && r[0] === 1 && r[1] === 2 && r.length === 2;
        ### 610
        var a = [1, 2, 3], C = function () {};
        a.constructor = {};
        a.constructor[Symbol.species] = C;
        var r = a.filter(function (x) { return x > 1; });
        return r instanceof C && r[0] === 2 && r[1] === 3;
        ### 611
        var a = [1, 2, 3], C = function (n) { this.n = n; };
        a.constructor = {};
        a.constructor[Symbol.species] = C;
        var r = a.map(function (x) { return x * 2; });
        return r instanceof C && r.n === 3 && r[0] === 2 && r[2] === 6;
        ### 612
        var a = [1, 2, 3], C = function (n) { this.n = n; };
        a.constructor = {};
        a.constructor[Symbol.species] = C;
        var r = a.slice(1);
        return r instanceof C && r.n === 2 && r[0] === 2 && r[1] === 3 && r.length === 2;
        ### 613
        var a = [1, 2, 3], C = function (n) { this.n = n; };
        a.constructor = {};
        a.constructor[Symbol.species] = C;
        var r = a.splice(0, 2);
        return r instanceof C && r.n === 2 && r[0] === 1 && r[1] === 2 && r.length === 2 && a.length === 1;
        ### 614
        var re = /a/, called = false;
        re.constructor = {};
        re.constructor[Symbol.species] = function (src, flags) { called = true; return new RegExp(src, flags); };
        var r = 'xay'.split(re);
        return called && r.length === 2 && r[0] === 'x' && r[1] === 'y';
        ### 615
        var p = new Promise(function (r) { r(1); }), called = false;
        p.constructor = {};
        p.constructor[Symbol.species] = function (exec) { called = true; return new Promise(exec); };
        var q = p.then(function () {});
        return called && q instanceof Promise && q !== p;
        ### 616
        var o = {};
        o[Symbol.replace] = function (s, r) { return s + '|' + r; };
        return 'abc'.replace(o, 'x') === 'abc|x' && typeof RegExp.prototype[Symbol.replace] === 'function';
        ### 617
        var o = {};
        o[Symbol.search] = function (s) { return s.length; };
        return 'abcd'.search(o) === 4 && typeof RegExp.prototype[Symbol.search] === 'function';
        ### 618
        var o = {};
        o[Symbol.split] = function (s, lim) { return s + lim; };
        return 'abc'.split(o, 2) === 'abc2' && typeof RegExp.prototype[Symbol.split] === 'function';
        ### 619
        var o = {};
        o[Symbol.match] = function (s) { return s.toUpperCase(); };
        return 'abc'.match(o) === 'ABC' && typeof RegExp.prototype[Symbol.match] === 'function';
        ### 620
        var o = { source: 'b', flags: 'g', constructor: RegExp };
        o[Symbol.match] = true;
        var re = /a/;
        re[Symbol.match] = false;
        var r = new RegExp(o);
        return RegExp(o) === o && r.source === 'b' && r.global === true && RegExp(re) !== re;
        ### 621
        var re = /./, o = {};
        re[Symbol.match] = false;
        o[Symbol.match] = true;
        if ('/./x'.startsWith(re) !== true) return false;
        try { 'a'.startsWith(o); return false; } catch (e) { return e instanceof TypeError; }
        ### 622
        var re = /./, o = {};
        re[Symbol.match] = false;
        o[Symbol.match] = true;
        if ('x/./'.endsWith(re) !== true) return false;
        try { 'a'.endsWith(o); return false; } catch (e) { return e instanceof TypeError; }
        ### 623
        var re = /./, o = {};
        re[Symbol.match] = false;
        o[Symbol.match] = true;
        if ('x/./y'.includes(re) !== true) return false;
        try { 'a'.includes(o); return false; } catch (e) { return e instanceof TypeError; }
        ### 624
        var hints = [], o = {};
        o[Symbol.toPrimitive] = function (h) { hints.push(h); return h === 'number' ? 7 : 'z'; };
        var a = +o, b = o + '', c = String(o);
        return a === 7 && b === 'z' && c === 'z' && hints.join() === 'number,default,string';
        ### 625
        var o = {};
        o[Symbol.toStringTag] = 'Custom';
        function F() {}
        F.prototype[Symbol.toStringTag] = 'Inherited';
        return Object.prototype.toString.call(o) === '[object Custom]' && Object.prototype.toString.call(new F()) === '[object Inherited]';
        ### 626
        var tag = Symbol.toStringTag, toStr = Object.prototype.toString;
        var items = [[], function () {}, new Error('e'), new Date(0), /x/, new Boolean(true), new Number(1), new String('s'), (function () { return arguments; })()];
        for (var i = 0; i < items.length; i++) {
          items[i][tag] = 'T' + i;
          if (toStr.call(items[i]) !== '[object T' + i + ']') return false;
        }
        return true;
        ### 627
        var tag = Symbol.toStringTag;
        var arrayIter = Object.getPrototypeOf([][Symbol.iterator]());
        var stringIter = Object.getPrototypeOf(''[Symbol.iterator]());
        return Symbol.prototype[tag] === 'Symbol' && arrayIter[tag] === 'Array Iterator' && stringIter[tag] === 'String Iterator'
          && Object.prototype.toString.call(Symbol()) === '[object Symbol]' && Object.prototype.toString.call([].keys()) === '[object Array Iterator]';
        ### 628
        var tag = Symbol.toStringTag;
        return Math[tag] === 'Math' && JSON[tag] === 'JSON' && Object.prototype.toString.call(Math) === '[object Math]' && Object.prototype.toString.call(JSON) === '[object JSON]';
        ### 629
        var a = 'outer', b = 'outer';
        var o = { a: 'inner', b: 'inner' };
        o[Symbol.unscopables] = { a: true };
        with (o) { return a === 'outer' && b === 'inner'; }
        ### 630
        var t = { a: 0 };
        var src = Object.create({ inherited: 1 });
        src.b = 2;
        Object.defineProperty(src, 'hidden', { value: 3, enumerable: false });
        var r = Object.assign(t, src, null, 'xy', { c: 4 });
        return r === t && t.a === 0 && t.b === 2 && t.c === 4 && !('inherited' in t) && !('hidden' in t) && t[0] === 'x' && t[1] === 'y';
        ### 631
        return Object.is(NaN, NaN) && !Object.is(0, -0) && Object.is(-0, -0) && Object.is('a', 'a') && !Object.is({}, {});
        ### 632
        var a = Symbol('a'), b = Symbol('b'), o = { x: 1 };
        o[a] = 1;
        Object.defineProperty(o, b, { value: 2, enumerable: false });
        var s = Object.getOwnPropertySymbols(o);
        return s.length === 2 && s[0] === a && s[1] === b;
        ### 633
        var o = {}, p = {};
        return Object.setPrototypeOf(o, p) === o && Object.getPrototypeOf(o) === p && Object.getPrototypeOf(Object.setPrototypeOf({}, null)) === null && Object.setPrototypeOf(1, null) === 1;
        ### 634
        function foo() {}
        return foo.name === 'foo';
        ### 635
        return (function foo() {}).name === 'foo' && (function () {}).name === '';
        ### 636
        return new Function('').name === 'anonymous' && Function('return 1').name === 'anonymous';
        ### 637
        function foo() {}
        return foo.bind({}).name === 'bound foo' && (function () {}).bind({}).name === 'bound ';
        ### 638
        var foo = function () {};
        var bar = function baz() {};
        return foo.name === 'foo' && bar.name === 'baz';
        ### 639
        var o = { foo: function () {}, bar: function baz() {} };
        return o.foo.name === 'foo' && o.bar.name === 'baz';
        ### 640
        var o = { get foo() { return 1; }, set foo(v) {} };
        var d = Object.getOwnPropertyDescriptor(o, 'foo');
        return d.get.name === 'get foo' && d.set.name === 'set foo';
        ### 641
        var o = { foo() {}, 'bar baz'() {} };
        return o.foo.name === 'foo' && o['bar baz'].name === 'bar baz';
        ### 642
        var foo = 'outer';
        var o = { foo() { return foo; } };
        return o.foo() === 'outer' && o.foo.name === 'foo';
        ### 643
        var s1 = Symbol('foo'), s2 = Symbol();
        var o = { [s1]() {}, [s2]() {} };
        return o[s1].name === '[foo]' && o[s2].name === '';
        ### 644
        class Foo {}
        return Foo.name === 'Foo';
        ### 645
        return (class Foo {}).name === 'Foo' && (class {}).name === '';
        ### 646
        var Foo = class {};
        var Bar = class Baz {};
        return Foo.name === 'Foo' && Bar.name === 'Baz';
        ### 647
        var o = { Foo: class {}, Bar: class Baz {} };
        return o.Foo.name === 'Foo' && o.Bar.name === 'Baz';
        ### 648
        class C { foo() {} }
        return new C().foo.name === 'foo' && C.prototype.foo.name === 'foo';
        ### 649
        class C { static foo() {} }
        return C.foo.name === 'foo';
        ### 650
        function foo() {}
        var d = Object.getOwnPropertyDescriptor(foo, 'name');
        foo.name = 'bar';
        return d.writable === false && d.enumerable === false && d.configurable === true && foo.name === 'foo' && delete foo.name && !foo.hasOwnProperty('name');
        ### 651
        return String.raw({ raw: ['a\\n', 'b', 'c'] }, 1, 2) === 'a\\n1b2c' && String.raw({ raw: { length: 2, 0: 'x', 1: 'y' } }, '-', '+') === 'x-y';
        ### 652
        if (String.fromCodePoint(97, 0x1F600) !== 'a\uD83D\uDE00' || String.fromCodePoint() !== '') return false;
        try { String.fromCodePoint(0x110000); return false; } catch (e) { return e instanceof RangeError; }
        ### 653
        var s = 'a\uD83D\uDE00';
        return s.codePointAt(0) === 97 && s.codePointAt(1) === 0x1F600 && s.codePointAt(2) === 0xDE00 && s.codePointAt(3) === undefined;
        ### 654
        return 'e\u0301'.normalize() === '\u00E9' && 'e\u0301'.normalize('NFC') === '\u00E9' && '\u00E9'.normalize('NFD') === 'e\u0301' && '\uFB01'.normalize('NFKC') === 'fi' && '\uFB01'.normalize('NFC') === '\uFB01';
        ### 655
        if ('ab'.repeat(3) !== 'ababab' || 'x'.repeat(0) !== '') return false;
        try { 'x'.repeat(-1); return false; } catch (e) { return e instanceof RangeError; }
        ### 656
        return 'foobar'.startsWith('foo') && 'foobar'.startsWith('bar', 3) && !'foobar'.startsWith('bar') && 'foobar'.startsWith('');
        ### 657
        try { 'a'.startsWith(/a/); return false; } catch (e) { return e instanceof TypeError; }
        ### 658
        return 'foobar'.endsWith('bar') && 'foobar'.endsWith('foo', 3) && !'foobar'.endsWith('foo') && 'foobar'.endsWith('');
        ### 659
        try { 'a'.endsWith(/a/); return false; } catch (e) { return e instanceof TypeError; }
        ### 660
        return 'foobar'.includes('oba') && !'foobar'.includes('oba', 3) && !'foobar'.includes('baz') && 'foobar'.includes('');
        ### 661
        var it = 'a\uD83D\uDE00'[Symbol.iterator]();
        var x = it.next(), y = it.next(), z = it.next();
        return x.value === 'a' && x.done === false && y.value === '\uD83D\uDE00' && z.done === true && z.value === undefined;
        ### 662
        var strIterProto = Object.getPrototypeOf(''[Symbol.iterator]());
        var iterProto = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
        return strIterProto.hasOwnProperty('next') && Object.getPrototypeOf(strIterProto) === iterProto && iterProto[Symbol.iterator]() === iterProto && Object.getPrototypeOf(iterProto) === Object.prototype;
        ### 663
        var get = Object.getOwnPropertyDescriptor(RegExp.prototype, 'flags').get;
        return /a/gim.flags === 'gim' && /a/.flags === '' && get.call({ global: true, sticky: 1, ignoreCase: 0 }) === 'gy';
        ### 664
        var r = RegExp.prototype[Symbol.match].call(/b/g, 'abcb');
        var s = RegExp.prototype[Symbol.match].call(/c(.)/, 'abcd');
        return r.length === 2 && r[0] === 'b' && r[1] === 'b' && s[1] === 'd' && s.index === 2;
        ### 665
        var f = RegExp.prototype[Symbol.replace];
        return f.call(/b/g, 'abcb', '[$&]') === 'a[b]c[b]' && f.call(/b/, 'abcb', function (m) { return m.toUpperCase(); }) === 'aBcb';
        ### 666
        var r = RegExp.prototype[Symbol.split].call(/-/, 'a-b-c', 2);
        return r.length === 2 && r[0] === 'a' && r[1] === 'b';
        ### 667
        var re = /c/g;
        re.lastIndex = 1;
        var f = RegExp.prototype[Symbol.search];
        return f.call(re, 'abc') === 2 && re.lastIndex === 1 && f.call(/z/, 'abc') === -1;
        ### 668
        var d = Object.getOwnPropertyDescriptor(RegExp, Symbol.species);
        return RegExp[Symbol.species] === RegExp && typeof d.get === 'function' && d.set === undefined && d.get.call(Object) === Object;
        ### 669
        var a = Array.from({ length: 3, 0: 'a', 2: 'c' });
        return Array.isArray(a) && a.length === 3 && a[0] === 'a' && (1 in a) && a[1] === undefined && a[2] === 'c';
        ### 670
        var a = Array.from((function* () { yield 1; yield 2; })());
        return Array.isArray(a) && a.length === 2 && a[0] === 1 && a[1] === 2;
        ### 671
        var i = 0;
        var it = Object.create(Object.getPrototypeOf(Object.getPrototypeOf([].keys())));
        it.next = function () { i++; return { value: i * 10, done: i > 2 }; };
        var a = Array.from(it);
        return a.length === 2 && a[0] === 10 && a[1] === 20;
        ### 672
        var proto = Object.create(Object.getPrototypeOf(Object.getPrototypeOf([].keys())));
        proto.next = function () { this.i = (this.i || 0) + 1; return { value: this.i, done: this.i > 2 }; };
        var a = Array.from(Object.create(proto));
        return a.length === 2 && a[0] === 1 && a[1] === 2;
        ### 673
        var self = {};
        var a = Array.from({ length: 2, 0: 'a', 1: 'b' }, function (v, i) { return this === self ? v + i : 'bad'; }, self);
        return a.length === 2 && a[0] === 'a0' && a[1] === 'b1';
        ### 674
        var self = {};
        var a = Array.from((function* () { yield 'a'; yield 'b'; })(), function (v, i) { return this === self ? v + i : 'bad'; }, self);
        return a.length === 2 && a[0] === 'a0' && a[1] === 'b1';
        ### 675
        var self = {}, n = 0;
        var it = Object.create(Object.getPrototypeOf(Object.getPrototypeOf([].keys())));
        it.next = function () { n++; return { value: n > 2 ? undefined : 'v' + n, done: n > 2 }; };
        var a = Array.from(it, function (v, i) { return this === self ? v + i : 'bad'; }, self);
        return a.length === 2 && a[0] === 'v10' && a[1] === 'v21';
        ### 676
        var self = {};
        var proto = Object.create(Object.getPrototypeOf(Object.getPrototypeOf([].keys())));
        proto.next = function () { this.i = (this.i || 0) + 1; return { value: 'v' + this.i, done: this.i > 2 }; };
        var a = Array.from(Object.create(proto), function (v, i) { return this === self ? v + i : 'bad'; }, self);
        return a.length === 2 && a[0] === 'v10' && a[1] === 'v21';
        ### 677
        var closed = false;
        var it = Object.create(Object.getPrototypeOf(Object.getPrototypeOf([].keys())));
        it.next = function () { return { value: 1, done: false }; };
        it['return'] = function () { closed = true; return {}; };
        try { Array.from(it, function () { throw new Error('stop'); }); } catch (e) { return closed && e.message === 'stop'; }
        return false;
        ### 678
        function F(n) { this.n = n; }
        var a = Array.of(3), b = Array.of.call(F, 'x', 'y');
        return a.length === 1 && a[0] === 3 && Array.of().length === 0 && b instanceof F && b.n === 2 && b[1] === 'y' && b.length === 2;
        ### 679
        var d = Object.getOwnPropertyDescriptor(Array, Symbol.species);
        return Array[Symbol.species] === Array && typeof d.get === 'function' && d.set === undefined && d.get.call(Object) === Object;
        ### 680
        return [1, 2, 3, 4, 5].copyWithin(0, 3).join() === '4,5,3,4,5' && [1, 2, 3, 4, 5].copyWithin(1, -2, -1).join() === '1,4,3,4,5';
        ### 681
        var self = { min: 3 };
        return [1, 5, 10].find(function (v) { return v > this.min; }, self) === 5 && [1].find(function () { return false; }) === undefined;
        ### 682
        var self = { min: 3 };
        return [1, 5, 10].findIndex(function (v) { return v > this.min; }, self) === 1 && [1].findIndex(function () { return false; }) === -1;
        ### 683
        return [1, 2, 3].fill(0).join() === '0,0,0' && [1, 2, 3, 4].fill(9, 1, -1).join() === '1,9,9,4';
        ### 684
        var it = ['a', 'b'].keys();
        var x = it.next(), y = it.next(), z = it.next();
        return x.value === 0 && x.done === false && y.value === 1 && z.done === true;
        ### 685
        var it = ['a', 'b'].values();
        var x = it.next(), y = it.next(), z = it.next();
        return x.value === 'a' && x.done === false && y.value === 'b' && z.done === true;
        ### 686
        var it = ['a', 'b'].entries();
        var x = it.next(), y = it.next(), z = it.next();
        return x.value[0] === 0 && x.value[1] === 'a' && y.value[0] === 1 && y.value[1] === 'b' && z.done === true;
        ### 687
        var it = ['a', 'b'][Symbol.iterator]();
        var x = it.next(), y = it.next(), z = it.next();
        return x.value === 'a' && y.value === 'b' && z.done === true && typeof Array.prototype[Symbol.iterator] === 'function';
        ### 688
        var arrIterProto = Object.getPrototypeOf([].keys());
        var iterProto = Object.getPrototypeOf(arrIterProto);
        return arrIterProto.hasOwnProperty('next') && Object.getPrototypeOf([].entries()) === arrIterProto && iterProto !== Object.prototype
          && !iterProto.hasOwnProperty('next') && Object.getPrototypeOf(iterProto) === Object.prototype;
        ### 689
        var u = Array.prototype[Symbol.unscopables];
        var names = ['copyWithin', 'entries', 'fill', 'find', 'findIndex', 'keys', 'values'];
        for (var i = 0; i < names.length; i++) if (u[names[i]] !== true) return false;
        var keys = 'outer';
        with ([]) { return keys === 'outer'; }
        ### 690
        return Number.isFinite(1) && !Number.isFinite(Infinity) && !Number.isFinite(NaN) && !Number.isFinite('1');
        ### 691
        return Number.isInteger(1) && Number.isInteger(-0) && !Number.isInteger(1.5) && !Number.isInteger(Infinity) && !Number.isInteger('1');
        ### 692
        return Number.isSafeInteger(9007199254740991) && !Number.isSafeInteger(9007199254740992) && !Number.isSafeInteger(1.5) && !Number.isSafeInteger('1');
        ### 693
        return Number.isNaN(NaN) && !Number.isNaN('NaN') && !Number.isNaN(undefined) && !Number.isNaN(1);
        ### 694
        return Number.parseFloat === parseFloat && Number.parseFloat('1.5e2x') === 150;
        ### 695
        return Number.parseInt === parseInt && Number.parseInt('0x1F') === 31 && Number.parseInt('12', 3) === 5;
        ### 696
        return Number.EPSILON === Math.pow(2, -52) && 1 + Number.EPSILON !== 1 && 1 + Number.EPSILON / 2 === 1;
        ### 697
        return Number.MIN_SAFE_INTEGER === -9007199254740991 && Number.MIN_SAFE_INTEGER === -(Math.pow(2, 53) - 1);
        ### 698
        return Number.MAX_SAFE_INTEGER === 9007199254740991 && Number.MAX_SAFE_INTEGER + 1 === Math.pow(2, 53);
        ### 699
        return Math.clz32(1) === 31 && Math.clz32(0) === 32 && Math.clz32(-1) === 0 && Math.clz32(0x80000000) === 0 && Math.clz32(0.5) === 32;
        ### 700
        return Math.imul(2, 4) === 8 && Math.imul(-1, 8) === -8 && Math.imul(0xffffffff, 5) === -5 && Math.imul(0x7fffffff, 0x7fffffff) === 1;
        ### 701
        return Math.sign(-3) === -1 && Math.sign(5) === 1 && 1 / Math.sign(-0) === -Infinity && 1 / Math.sign(0) === Infinity && isNaN(Math.sign(NaN));
        ### 702
        return Math.abs(Math.log10(1000) - 3) < 1e-12 && Math.log10(1) === 0 && Math.log10(0) === -Infinity && isNaN(Math.log10(-1));
        ### 703
        return Math.abs(Math.log2(8) - 3) < 1e-12 && Math.log2(1) === 0 && Math.abs(Math.log2(0.5) + 1) < 1e-12 && isNaN(Math.log2(-1));
        ### 704
        return Math.log1p(0) === 0 && 1 / Math.log1p(-0) === -Infinity && Math.log1p(-1) === -Infinity && Math.abs(Math.log1p(1) - Math.LN2) < 1e-12;
        ### 705
        return Math.expm1(0) === 0 && 1 / Math.expm1(-0) === -Infinity && Math.expm1(-Infinity) === -1 && Math.abs(Math.expm1(1) - (Math.E - 1)) < 1e-12;
        ### 706
        return Math.cosh(0) === 1 && Math.cosh(-Infinity) === Infinity && Math.abs(Math.cosh(1) - (Math.E + 1 / Math.E) / 2) < 1e-12;
        ### 707
        return Math.sinh(0) === 0 && 1 / Math.sinh(-0) === -Infinity && Math.abs(Math.sinh(1) - (Math.E - 1 / Math.E) / 2) < 1e-12;
        ### 708
        return Math.tanh(0) === 0 && Math.tanh(Infinity) === 1 && Math.tanh(-Infinity) === -1 && Math.abs(Math.tanh(1) - (Math.E * Math.E - 1) / (Math.E * Math.E + 1)) < 1e-12;
        ### 709
        return Math.acosh(1) === 0 && isNaN(Math.acosh(0.5)) && Math.abs(Math.acosh(2) - Math.log(2 + Math.sqrt(3))) < 1e-12;
        ### 710
        return Math.asinh(0) === 0 && 1 / Math.asinh(-0) === -Infinity && Math.abs(Math.asinh(1) - Math.log(1 + Math.SQRT2)) < 1e-12;
        ### 711
        return Math.atanh(0) === 0 && Math.atanh(1) === Infinity && isNaN(Math.atanh(2)) && Math.abs(Math.atanh(0.5) - Math.log(3) / 2) < 1e-12;
        ### 712
        return Math.trunc(4.7) === 4 && Math.trunc(-4.7) === -4 && 1 / Math.trunc(-0.5) === -Infinity && isNaN(Math.trunc('x'));
        ### 713
        return Math.fround(5.5) === 5.5 && Math.fround(5.05) !== 5.05 && Math.abs(Math.fround(5.05) - 5.05) < 1e-6 && Math.fround(Math.pow(2, 128)) === Infinity && isNaN(Math.fround(NaN));
        ### 714
        return Math.abs(Math.cbrt(27) - 3) < 1e-12 && Math.abs(Math.cbrt(-8) + 2) < 1e-12 && 1 / Math.cbrt(-0) === -Infinity;
        ### 715
        return Math.hypot(3, 4) === 5 && Math.hypot() === 0 && Math.hypot(-3) === 3 && Math.hypot(NaN, Infinity) === Infinity && Math.abs(Math.hypot(1, 1) - Math.SQRT2) < 1e-12;
        ### 716
        var d = new Date(0), f = Date.prototype[Symbol.toPrimitive];
        if (typeof f !== 'function' || f.call(d, 'number') !== 0 || f.call(d, 'default') !== d.toString() || f.call(d, 'string') !== d.toString()) return false;
        try { f.call(d, 'bogus'); return false; } catch (e) { return e instanceof TypeError; }
        ### 717
        class C extends Array {}
        var c = new C();
        var before = c.length;
        c[2] = 'x';
        return before === 0 && c.length === 3;
        ### 718
        class C extends Array {}
        var c = new C();
        c[3] = 'x';
        c.length = 1;
        return c.length === 1 && c[3] === undefined && !(3 in c);
        ### 719
        class C extends Array {}
        var c = new C();
        return c instanceof C && c instanceof Array && Object.getPrototypeOf(C) === Array && Object.getPrototypeOf(C.prototype) === Array.prototype;
        ### 720
        class C extends Array {}
        return Array.isArray(new C()) === true;
        ### 721
        class C extends Array {}
        var c = new C();
        c.push(1);
        var r = c.concat([2]);
        return r instanceof C && r.length === 2 && r[1] === 2;
        ### 722
        class C extends Array {}
        var c = new C();
        c.push(1, 2, 3);
        var r = c.filter(function (x) { return x > 1; });
        return r instanceof C && r.length === 2 && r[0] === 2;
        ### 723
        class C extends Array {}
        var c = new C();
        c.push(1, 2);
        var r = c.map(function (x) { return x * 3; });
        return r instanceof C && r.length === 2 && r[1] === 6;
        ### 724
        class C extends Array {}
        var c = new C();
        c.push(1, 2, 3);
        var r = c.slice(1);
        return r instanceof C && r.length === 2 && r[0] === 2;
        ### 725
        class C extends Array {}
        var c = new C();
        c.push(1, 2, 3);
        var r = c.splice(0, 2);
        return r instanceof C && r.length === 2 && r[1] === 2 && c.length === 1;
        ### 726
        class C extends Array {}
        var r = C.from({ length: 2, 0: 'a', 1: 'b' });
        return r instanceof C && r.length === 2 && r[1] === 'b';
        ### 727
        class C extends Array {}
        var r = C.of('a', 'b');
        return r instanceof C && r.length === 2 && r[0] === 'a';
        ### 728
        class R extends RegExp {}
        var r = new R('baz', 'g');
        return r.global === true && r.source === 'baz' && r.test('foobaz') === true;
        ### 729
        class R extends RegExp {}
        var r = new R('baz', 'g');
        return r instanceof R && r instanceof RegExp && Object.getPrototypeOf(R) === RegExp && Object.getPrototypeOf(R.prototype) === RegExp.prototype;
        ### 730
        class R extends RegExp {}
        var r = new R('b(.)', 'g');
        var m = r.exec('abcbd');
        return m[1] === 'c' && r.lastIndex === 3 && r.exec('abcbd')[1] === 'd';
        ### 731
        class R extends RegExp {}
        var r = new R('b');
        return r.test('abc') === true && r.test('xyz') === false;
        ### 732
        class F extends Function {}
        var f = new F('a', 'return a + 1');
        return f(1) === 2;
        ### 733
        class F extends Function {}
        var f = new F('return 1');
        return f instanceof F && f instanceof Function && Object.getPrototypeOf(F) === Function && Object.getPrototypeOf(F.prototype) === Function.prototype;
        ### 734
        class F extends Function {}
        var f = new F('this.a = 1');
        var o = new f();
        return o.a === 1 && o instanceof f;
        ### 735
        class F extends Function {}
        var f = new F('b', 'return this.x + b');
        return f.call({ x: 1 }, 2) === 3;
        ### 736
        class F extends Function {}
        var f = new F('a', 'b', 'return this.x + a + b');
        return f.apply({ x: 1 }, [2, 3]) === 6;
        ### 737
        class F extends Function {}
        var f = new F('a', 'return this.x + a');
        var g = f.bind({ x: 1 }, 2);
        return g() === 3;
        ### 738
        class P extends Promise {}
        var p = new P(function (res) { res(5); });
        var q = p.then(function (v) { asyncDone(v === 5 && p instanceof P && q instanceof P); }, function () { asyncDone(false); });
        ### 739
        class P extends Promise {}
        var p = new P(function () {});
        return p instanceof P && p instanceof Promise && Object.getPrototypeOf(P) === Promise && Object.getPrototypeOf(P.prototype) === Promise.prototype;
        ### 740
        class P extends Promise {}
        var r = P.all([1, new P(function (res) { res(2); })]);
        if (!(r instanceof P)) { asyncDone(false); return; }
        r.then(function (v) { asyncDone(v.length === 2 && v[0] === 1 && v[1] === 2); }, function () { asyncDone(false); });
        ### 741
        class P extends Promise {}
        var r = P.race([new P(function () {}), new P(function (res) { res('b'); })]);
        if (!(r instanceof P)) { asyncDone(false); return; }
        r.then(function (v) { asyncDone(v === 'b'); }, function () { asyncDone(false); });
        ### 742
        class B extends Boolean {}
        var b = new B(false);
        return b instanceof B && b instanceof Boolean && b.valueOf() === false && Object.prototype.toString.call(b) === '[object Boolean]';
        ### 743
        class N extends Number {}
        var n = new N(6);
        return n instanceof N && n instanceof Number && +n === 6 && n.toFixed(1) === '6.0';
        ### 744
        class S extends String {}
        var s = new S('foo');
        return s instanceof S && s instanceof String && s.length === 3 && s[1] === 'o' && s.toUpperCase() === 'FOO';
        ### 745
        class E extends Error {}
        var e = new E('msg');
        return e instanceof E && e instanceof Error && e.message === 'msg' && Object.prototype.toString.call(e) === '[object Error]' && Object.getPrototypeOf(E) === Error;
        ### 746
        class M extends Map {}
        var k = {};
        var m = new M([[k, 1]]);
        return m instanceof M && m instanceof Map && m.get(k) === 1 && m.set('a', 2) === m && m.size === 2;
        ### 747
        class S extends Set {}
        var s = new S([1, 2, 2]);
        return s instanceof S && s instanceof Set && s.size === 2 && s.has(2) && s.add(3) === s && s.size === 3;
        ### 748
        function f() {}
        var proto = function () {};
        Object.setPrototypeOf(f, proto);
        return Object.getPrototypeOf(f.bind(null)) === proto;
        ### 749
        function* g() {}
        var proto = Object.getPrototypeOf(g);
        return proto !== Function.prototype && Object.getPrototypeOf(g.bind(null)) === proto;
        ### 750
        var a = () => 1;
        var proto = function () {};
        Object.setPrototypeOf(a, proto);
        return Object.getPrototypeOf(a.bind(null)) === proto;
        ### 751
        class C {}
        var proto = function () {};
        Object.setPrototypeOf(C, proto);
        return Object.getPrototypeOf(C.bind(null)) === proto;
        ### 752
        class B {}
        class C extends B {}
        return Object.getPrototypeOf(C.bind(null)) === B;
        ### 753
        var log = [];
        var p = new Proxy({}, { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        var s = p + '';
        return s === '[object Object]' && log.slice(0, 3).join() === '@,valueOf,toString';
        ### 754
        var log = [];
        var p = new Proxy({ length: 2, 0: 'a', 1: 'b' }, { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        var r = Function.prototype.apply.call(function () { return arguments[0] + arguments[1]; }, null, p);
        return r === 'ab' && log.join() === 'length,0,1';
        ### 755
        var log = [];
        var F = function () {};
        var p = new Proxy(F, { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        var r = new F() instanceof p;
        return r === true && log[log.length - 1] === 'prototype';
        ### 756
        var foo = 'outer';
        var p = new Proxy({ foo: 'inner' }, { get: function (t, k) { return typeof k === 'string' ? t[k] : { foo: true }; } });
        with (p) { return foo === 'outer'; }
        ### 757
        var log = [];
        var P = new Proxy(Function, { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        var f = new P('return 1');
        return f() === 1 && log.indexOf('prototype') !== -1;
        ### 758
        var log = [];
        var B = new Proxy(function () {}, { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        class C extends B {}
        return log.join() === 'prototype' && new C() instanceof C;
        ### 759
        var log = [], n = 0;
        var h = { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } };
        var it = Object.create(Object.getPrototypeOf(Object.getPrototypeOf([].keys())));
        it.next = function () { n++; return new Proxy({ value: n, done: n > 1 }, h); };
        var a = Array.from(it);
        return a.length === 1 && a[0] === 1 && log.join() === 'done,value,done';
        ### 760
        var log = [];
        var desc = new Proxy({ value: 1, enumerable: true }, { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        var o = {};
        Object.defineProperty(o, 'x', desc);
        return o.x === 1 && Object.keys(o).length === 1 && log.join() === 'enumerable,value';
        ### 761
        var log = [];
        var src = new Proxy({ a: 1, b: 2 }, { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        var o = Object.assign({}, src);
        return o.a === 1 && o.b === 2 && log.join() === 'a,b';
        ### 762
        var log = [];
        var props = new Proxy({ a: { value: 1 }, b: { value: 2 } }, { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        var o = Object.defineProperties({}, props);
        return o.a === 1 && o.b === 2 && log.join() === 'a,b';
        ### 763
        var log = [];
        var p = new Proxy(function foo(a, b) {}, { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        var b = Function.prototype.bind.call(p, null);
        return log.join() === 'length,name' && b.length === 2 && b.name === 'bound foo';
        ### 764
        var log = [];
        var p = new Proxy({ name: 'N', message: 'M' }, { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        return Error.prototype.toString.call(p) === 'N: M' && log.join() === 'name,message';
        ### 765
        var log = [];
        var h = { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } };
        var raw = new Proxy({ length: 2, 0: 'a', 1: 'b' }, h);
        var r = String.raw(new Proxy({ raw: raw }, h), 'X');
        return r === 'aXb' && log.join() === 'raw,length,0,1';
        ### 766
        var log = [];
        var p = new Proxy(/a/g, { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        var r = new RegExp(p);
        return r.source === 'a' && r.global === true && log[0] === '@' && log.indexOf('source') !== -1 && log.indexOf('flags') !== -1;
        ### 767
        var log = [];
        var p = new Proxy({ global: true, sticky: true }, { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        var f = Object.getOwnPropertyDescriptor(RegExp.prototype, 'flags').get.call(p);
        return f === 'gy' && log.indexOf('global') !== -1 && log.indexOf('ignoreCase') !== -1 && log.indexOf('multiline') !== -1 && log.indexOf('unicode') !== -1 && log.indexOf('sticky') !== -1;
        ### 768
        var log = [];
        var p = new Proxy({ exec: function () { return null; } }, { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        return RegExp.prototype.test.call(p, 'x') === false && log.join() === 'exec';
        ### 769
        var log = [];
        var p = new Proxy({ source: 'a', flags: 'g' }, { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        return RegExp.prototype.toString.call(p) === '/a/g' && log.join() === 'source,flags';
        ### 770
        var log = [];
        var p = new Proxy({ exec: function () { return null; }, global: false, flags: '' }, { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        var r = RegExp.prototype[Symbol.match].call(p, 'abc');
        return r === null && log.indexOf('exec') !== -1;
        ### 771
        var log = [];
        var p = new Proxy({ exec: function () { return null; }, global: false, flags: '' }, { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        var r = RegExp.prototype[Symbol.replace].call(p, 'abc', 'x');
        return r === 'abc' && log.indexOf('exec') !== -1;
        ### 772
        var log = [];
        var p = new Proxy({ exec: function () { return null; }, lastIndex: 0 }, { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        var r = RegExp.prototype[Symbol.search].call(p, 'abc');
        return r === -1 && log[0] === 'lastIndex' && log.indexOf('exec') !== -1;
        ### 773
        var log = [];
        var p = new Proxy(/b/, { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        var r = RegExp.prototype[Symbol.split].call(p, 'abc');
        return r.join() === 'a,c' && log.indexOf('constructor') !== -1 && log.indexOf('flags') !== -1;
        ### 774
        var log = [];
        var p = new Proxy({ length: 2, 0: 'a', 1: 'b' }, { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        var a = Array.from(p);
        return a.join() === 'a,b' && log.join() === '@,length,0,1';
        ### 775
        var log = [];
        var p = new Proxy([1, 2], { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        var r = [0].concat(p);
        return r.join() === '0,1,2' && log.join() === '@,length,0,1';
        ### 776
        var log = [], ok = true, fn = function () { return true; };
        var p = new Proxy(['a', 'b'], { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        var names = ['forEach', 'every', 'indexOf', 'lastIndexOf', 'reduce', 'reduceRight'];
        for (var i = 0; i < names.length; i++) {
          log = [];
          Array.prototype[names[i]].call(p, fn);
          ok = ok && log[0] === 'length' && log.indexOf('0') !== -1 && log.indexOf('1') !== -1;
        }
        return ok;
        ### 777
        var log = [];
        var p = new Proxy([1, 2, 3], { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        var v = Array.prototype.pop.call(p);
        return v === 3 && log.join() === 'length,2';
        ### 778
        var log = [];
        var p = new Proxy([1, 2, 3], { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        Array.prototype.reverse.call(p);
        return log.join() === 'length,0,2' && p[0] === 3;
        ### 779
        var log = [];
        var p = new Proxy([1, 2, 3], { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        var v = Array.prototype.shift.call(p);
        return v === 1 && log.join() === 'length,0,1,2';
        ### 780
        var log = [];
        var p = new Proxy([1, 2, 3], { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        var r = Array.prototype.splice.call(p, 1, 1);
        return r.join() === '2' && log.indexOf('length') === 0 && log.indexOf('constructor') !== -1 && log.indexOf('1') !== -1 && log.indexOf('2') !== -1;
        ### 781
        var log = [];
        var p = new Proxy([1, 2], { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        return Array.prototype.toString.call(p) === '1,2' && log.join() === 'join,length,0,1';
        ### 782
        var log = [];
        var p = new Proxy({ a: 1 }, { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        return JSON.stringify(p) === '{"a":1}' && log.join() === 'toJSON,a';
        ### 783
        var log = [];
        var p = new Proxy({}, { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        new Promise(function (resolve) { resolve(p); });
        return log.join() === 'then';
        ### 784
        var log = [];
        var p = new Proxy(/a/, { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return k === 'exec' ? function () { return null; } : t[k]; } });
        var r = 'xyz'.match(p);
        return r === null && log[0] === '@' && log.indexOf('exec') !== -1;
        ### 785
        var log = [];
        var p = new Proxy(/a/, { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return k === 'exec' ? function () { return null; } : t[k]; } });
        var r = 'xyz'.replace(p, 'q');
        return r === 'xyz' && log[0] === '@' && log.indexOf('exec') !== -1;
        ### 786
        var log = [];
        var p = new Proxy(/a/, { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return k === 'exec' ? function () { return null; } : t[k]; } });
        var r = 'xyz'.search(p);
        return r === -1 && log[0] === '@' && log.indexOf('lastIndex') !== -1 && log.indexOf('exec') !== -1;
        ### 787
        var log = [];
        var p = new Proxy(/b/, { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        var r = 'abc'.split(p);
        return r.join() === 'a,c' && log[0] === '@' && log.indexOf('constructor') !== -1 && log.indexOf('flags') !== -1;
        ### 788
        var log = [];
        var p = new Proxy({ toISOString: function () { return 'iso'; } }, { get: function (t, k) { log.push(typeof k === 'string' ? k : '@'); return t[k]; } });
        var r = Date.prototype.toJSON.call(p);
        return r === 'iso' && log[0] === '@' && log.indexOf('toISOString') !== -1;
        ### 789
        var log = [];
        var p = new Proxy({}, { set: function (t, k, v) { log.push(k); t[k] = v; return true; } });
        Object.assign(p, { a: 1, b: 2 });
        return log.join() === 'a,b' && p.a === 1 && p.b === 2;
        ### 790
        var log = [];
        var p = new Proxy({}, { set: function (t, k, v) { log.push(k); t[k] = v; return true; } });
        var r = Array.from.call(function () { return p; }, { length: 2, 0: 'a', 1: 'b' });
        return r === p && log.join() === 'length' && p.length === 2 && p[1] === 'b';
        ### 791
        var log = [];
        var p = new Proxy({}, { set: function (t, k, v) { log.push(k); t[k] = v; return true; } });
        var r = Array.of.call(function () { return p; }, 'a', 'b');
        return r === p && log.join() === 'length' && p.length === 2 && p[0] === 'a';
        ### 792
        var log = [];
        var p = new Proxy([1, 2, 3, 4], { set: function (t, k, v) { log.push(k); t[k] = v; return true; } });
        Array.prototype.copyWithin.call(p, 0, 2);
        return log.join() === '0,1' && p.join() === '3,4,3,4';
        ### 793
        var log = [];
        var p = new Proxy([1, 2, 3], { set: function (t, k, v) { log.push(k); t[k] = v; return true; } });
        Array.prototype.fill.call(p, 9, 1);
        return log.join() === '1,2' && p.join() === '1,9,9';
        ### 794
        var log = [];
        var p = new Proxy([1, 2, 3], { set: function (t, k, v) { log.push(k); t[k] = v; return true; } });
        var v = Array.prototype.pop.call(p);
        return v === 3 && log.join() === 'length' && p.length === 2;
        ### 795
        var log = [];
        var p = new Proxy([1], { set: function (t, k, v) { log.push(k); t[k] = v; return true; } });
        var n = Array.prototype.push.call(p, 'x');
        return n === 2 && log.join() === '1,length' && p[1] === 'x';
        ### 796
        var log = [];
        var p = new Proxy([1, 2, 3], { set: function (t, k, v) { log.push(k); t[k] = v; return true; } });
        Array.prototype.reverse.call(p);
        return log.join() === '0,2' && p.join() === '3,2,1';
        ### 797
        var log = [];
        var p = new Proxy([1, 2, 3], { set: function (t, k, v) { log.push(k); t[k] = v; return true; } });
        var v = Array.prototype.shift.call(p);
        return v === 1 && log.join() === '0,1,length' && p.join() === '2,3';
        ### 798
        var log = [];
        var p = new Proxy([1, 2, 3], { set: function (t, k, v) { log.push(k); t[k] = v; return true; } });
        var r = Array.prototype.splice.call(p, 0, 1);
        return r.join() === '1' && log.join() === '0,1,length' && p.join() === '2,3';
        ### 799
        var log = [];
        var p = new Proxy([1, 2], { set: function (t, k, v) { log.push(k); t[k] = v; return true; } });
        var n = Array.prototype.unshift.call(p, 0);
        return n === 3 && log.join() === '2,1,0,length' && p.join() === '0,1,2';
        ### 800
        var log = [];
        var p = new Proxy({}, { defineProperty: function (t, k, d) { log.push(k); Object.defineProperty(t, k, d); return true; } });
        p.foo = 1;
        p.foo = 2;
        return log.join() === 'foo,foo' && p.foo === 2;
        ### 801
        var log = [];
        var p = new Proxy({ a: 1, b: 2 }, { defineProperty: function (t, k, d) { log.push(k); Object.defineProperty(t, k, d); return true; } });
        Object.freeze(p);
        return log.join() === 'a,b' && Object.isFrozen(p);
        ### 802
        var log = [];
        var p = new Proxy([0, , 2], { deleteProperty: function (t, k) { log.push(k); delete t[k]; return true; } });
        Array.prototype.copyWithin.call(p, 0, 1);
        return log.join() === '0' && !(0 in p) && p[1] === 2;
        ### 803
        var log = [];
        var p = new Proxy([1, 2, 3], { deleteProperty: function (t, k) { log.push(k); delete t[k]; return true; } });
        Array.prototype.pop.call(p);
        return log.join() === '2' && p.length === 2;
        ### 804
        var log = [], arr = [1, 2];
        arr.length = 3;
        var p = new Proxy(arr, { deleteProperty: function (t, k) { log.push(k); delete t[k]; return true; } });
        Array.prototype.reverse.call(p);
        return log.join() === '0' && !(0 in p) && p[2] === 1;
        ### 805
        var log = [];
        var p = new Proxy([1, , 3], { deleteProperty: function (t, k) { log.push(k); delete t[k]; return true; } });
        Array.prototype.shift.call(p);
        return log.join() === '0,2' && p.length === 2 && p[1] === 3;
        ### 806
        var log = [];
        var p = new Proxy([1, 2, 3], { deleteProperty: function (t, k) { log.push(k); delete t[k]; return true; } });
        Array.prototype.splice.call(p, 0, 1);
        return log.join() === '2' && p.join() === '2,3';
        ### 807
        var log = [];
        var p = new Proxy([1, , 3], { deleteProperty: function (t, k) { log.push(k); delete t[k]; return true; } });
        Array.prototype.unshift.call(p, 0);
        return log.join() === '2' && p.length === 4 && !(2 in p) && p[3] === 3;
        ### 808
        var log = [];
        var p = new Proxy({}, { getOwnPropertyDescriptor: function (t, k) { log.push(k); return Object.getOwnPropertyDescriptor(t, k); } });
        p.foo = 1;
        p.foo = 2;
        return log.join() === 'foo,foo' && p.foo === 2;
        ### 809
        var log = [];
        var p = new Proxy({ a: 1, b: 2 }, { getOwnPropertyDescriptor: function (t, k) { log.push(k); return Object.getOwnPropertyDescriptor(t, k); } });
        var o = Object.assign({}, p);
        return log.join() === 'a,b' && o.a === 1 && o.b === 2;
        ### 810
        var log = [];
        var p = new Proxy({ foo: 1 }, { getOwnPropertyDescriptor: function (t, k) { log.push(k); return Object.getOwnPropertyDescriptor(t, k); } });
        return Object.prototype.hasOwnProperty.call(p, 'foo') === true && Object.prototype.hasOwnProperty.call(p, 'bar') === false && log.join() === 'foo,bar';
        ### 811
        var log = [];
        var p = new Proxy(function (a) {}, { getOwnPropertyDescriptor: function (t, k) { log.push(k); return Object.getOwnPropertyDescriptor(t, k); } });
        var b = Function.prototype.bind.call(p, null);
        return log.join() === 'length' && b.length === 1;
        ### 812
        var calls = 0;
        var h = { ownKeys: function (t) { calls++; return Object.getOwnPropertyNames(t); } };
        Object.freeze(new Proxy({ a: 1 }, h));
        Object.seal(new Proxy({ a: 1 }, h));
        return calls === 2;
        ### 813
        var calls = 0;
        var h = { ownKeys: function (t) { calls++; return Object.getOwnPropertyNames(t); } };
        var p = new Proxy(Object.preventExtensions({ a: 1 }), h);
        return Object.isFrozen(p) === false && Object.isSealed(p) === false && calls === 2;
        ### 814
        var calls = 0;
        var p = new Proxy({ a: 1 }, { ownKeys: function (t) { calls++; return Object.getOwnPropertyNames(t); } });
        return JSON.stringify(p) === '{"a":1}' && calls === 1;
        ### 815
        return Object.getPrototypeOf('a') === String.prototype && Object.getPrototypeOf(1) === Number.prototype && Object.getPrototypeOf(true) === Boolean.prototype;
        ### 816
        var d = Object.getOwnPropertyDescriptor('ab', '1');
        return d.value === 'b' && d.enumerable === true && d.writable === false && Object.getOwnPropertyDescriptor('ab', 'length').value === 2;
        ### 817
        var n = Object.getOwnPropertyNames('ab');
        return n.indexOf('0') !== -1 && n.indexOf('1') !== -1 && n.indexOf('length') !== -1 && Object.getOwnPropertyNames(1).length === 0;
        ### 818
        return Object.seal(1) === 1 && Object.seal('a') === 'a' && Object.seal(true) === true;
        ### 819
        return Object.freeze(1) === 1 && Object.freeze('a') === 'a' && Object.freeze(true) === true;
        ### 820
        return Object.preventExtensions(1) === 1 && Object.preventExtensions('a') === 'a' && Object.preventExtensions(true) === true;
        ### 821
        return Object.isSealed(1) === true && Object.isSealed('a') === true;
        ### 822
        return Object.isFrozen(1) === true && Object.isFrozen('a') === true;
        ### 823
        return Object.isExtensible(1) === false && Object.isExtensible('a') === false;
        ### 824
        var k = Object.keys('ab');
        return k.length === 2 && k[0] === '0' && k[1] === '1';
        ### 825
        var o = { b: 1, 2: 1, a: 1, 1: 1, c: 1 };
        o[0] = 1; o.d = 1;
        delete o.a; o.a = 1;
        return Object.keys(o).join() === '0,1,2,b,c,d,a';
        ### 826
        var o = { b: 1, 2: 1, a: 1, 1: 1 };
        Object.defineProperty(o, 'c', { value: 1, enumerable: false });
        o[0] = 1;
        delete o.b; o.b = 1;
        return Object.getOwnPropertyNames(o).join() === '0,1,2,a,c,b';
        ### 827
        var log = [], src = {}, keys = ['b', '2', 'a', '1', 'c'];
        for (var i = 0; i < keys.length; i++) (function (k) {
          Object.defineProperty(src, k, { get: function () { log.push(k); return 1; }, enumerable: true });
        })(keys[i]);
        Object.assign({}, src);
        return log.join() === '1,2,b,a,c';
        ### 828
        var o = { b: 1, 2: 1, a: 1, 1: 1 };
        delete o.b; o.b = 1;
        return JSON.stringify(o) === '{"1":1,"2":1,"a":1,"b":1}';
        ### 829
        var log = [];
        JSON.parse('{"b":1,"2":1,"a":1,"1":1}', function (k, v) { log.push(k); return v; });
        return log.join() === '1,2,b,a,';
        ### 830
        var o = { b: 1, 2: 1, a: 1, 1: 1 };
        Object.defineProperty(o, 'c', { value: 1, enumerable: false });
        delete o.b; o.b = 1;
        return Reflect.ownKeys(o).join() === '1,2,a,c,b';
        ### 831
        var s1 = Symbol('1'), s2 = Symbol('2'), s3 = Symbol('3'), o = {};
        o[s2] = 1; o.a = 1; o[s1] = 1; o[s3] = 1; o[0] = 1;
        delete o[s1]; o[s1] = 1;
        var k = Reflect.ownKeys(o);
        return k.length === 5 && k[0] === '0' && k[1] === 'a' && k[2] === s2 && k[3] === s3 && k[4] === s1;
        ### 832
        try { new Function('var \u2E2F;'); return false; } catch (e) { return e instanceof SyntaxError; }
        ### 833
        var f = new Function('var \uD800\uDEC0 = 5; return \uD800\uDEC0;');
        return f() === 5;
        ### 834
        if (new Function('var \\u0061 = 1; return a;')() !== 1) return false;
        try { new Function('var v\\u0061r = 1;'); return false; } catch (e) { return e instanceof SyntaxError; }
        ### 835
        var before = typeof f, inside;
        {
          inside = f();
          function f() { return 1; }
        }
        return before === 'undefined' && inside === 1 && f() === 1;
        ### 836
        lbl: function f() { return 1; }
        return f() === 1;
        ### 837
        if (true) function f() { return 1; } else function g() { return 2; }
        return f() === 1 && typeof g === 'undefined';
        ### 838
        var p = {};
        var o = { __proto__: p };
        var q = { __proto__: 1 };
        return Object.getPrototypeOf(o) === p && !Object.prototype.hasOwnProperty.call(o, '__proto__') && Object.getPrototypeOf(q) === Object.prototype && Object.getPrototypeOf({ '__proto__': null }) === null;
        ### 839
        var p = {};
        if (Object.getPrototypeOf(new Function('p', 'return { __proto__: p };')(p)) !== p) return false;
        try { new Function('return { __proto__: {}, "__proto__": {} };'); return false; } catch (e) { return e instanceof SyntaxError; }
        ### 840
        var p = {};
        var o = { ['__proto__']: p };
        return Object.getPrototypeOf(o) === Object.prototype && Object.prototype.hasOwnProperty.call(o, '__proto__') && Object.getOwnPropertyDescriptor(o, '__proto__').value === p;
        ### 841
        var __proto__ = [];
        var o = { __proto__ };
        return Object.getPrototypeOf(o) === Object.prototype && Object.prototype.hasOwnProperty.call(o, '__proto__') && Object.getOwnPropertyDescriptor(o, '__proto__').value === __proto__;
        ### 842
        var o = { __proto__() { return 1; } };
        return Object.getPrototypeOf(o) === Object.prototype && typeof Object.getOwnPropertyDescriptor(o, '__proto__').value === 'function' && o.__proto__() === 1;
        ### 843
        var p = {};
        var o = Object.create(p);
        return o.__proto__ === p && [].__proto__ === Array.prototype;
        ### 844
        var o = {}, p = {};
        o.__proto__ = p;
        return Object.getPrototypeOf(o) === p && !Object.prototype.hasOwnProperty.call(o, '__proto__');
        ### 845
        var o = Object.create(null), p = {};
        var absent = !('__proto__' in o);
        o.__proto__ = p;
        return absent && Object.getPrototypeOf(o) === null && Object.getOwnPropertyDescriptor(o, '__proto__').value === p;
        ### 846
        return Object.prototype.hasOwnProperty('__proto__') === true;
        ### 847
        var d = Object.getOwnPropertyDescriptor(Object.prototype, '__proto__');
        return !!d && typeof d.get === 'function' && typeof d.set === 'function' && d.enumerable === false && d.configurable === true && !('value' in d);
        ### 848
        return Object.getOwnPropertyNames(Object.prototype).indexOf('__proto__') !== -1;
        ### 849
        var names = ['anchor', 'big', 'blink', 'bold', 'fixed', 'fontcolor', 'fontsize', 'italics', 'link', 'small', 'strike', 'sub', 'sup'];
        for (var i = 0; i < names.length; i++) if (typeof String.prototype[names[i]] !== 'function') return false;
        return 'a'.bold() === '<b>a</b>';
        ### 850
        var s = 'x';
        return s.anchor('n') === '<a name="n">x</a>' && s.big() === '<big>x</big>' && s.blink() === '<blink>x</blink>' && s.bold() === '<b>x</b>'
          && s.fixed() === '<tt>x</tt>' && s.fontcolor('red') === '<font color="red">x</font>' && s.fontsize(7) === '<font size="7">x</font>'
          && s.italics() === '<i>x</i>' && s.link('u') === '<a href="u">x</a>' && s.small() === '<small>x</small>' && s.strike() === '<strike>x</strike>'
          && s.sub() === '<sub>x</sub>' && s.sup() === '<sup>x</sup>';
        ### 851
        return 'x'.anchor('"a"') === '<a name="&quot;a&quot;">x</a>' && 'x'.fontcolor('"') === '<font color="&quot;">x</font>'
          && 'x'.fontsize('"') === '<font size="&quot;">x</font>' && 'x'.link('"') === '<a href="&quot;">x</a>';
        ### 852
        var re = /a/;
        re.compile('b', 'g');
        return re.source === 'b' && re.global === true && re.test('abc') === true && re.lastIndex === 2;
        ### 853
        var re = /a/;
        return re.compile('b') === re && re.source === 'b';
        ### 854
        var re = /[\w-_]/;
        return re.test('-') && re.test('_') && re.test('a') && !re.test('%') && /[%-\d]/.test('-');
        ### 855
        return /\z/.test('z') && /[\z]/.test('z') && /\q/.test('q');
        ### 856
        return /\c2/.test('\\c2') && /\c/.test('\\c') && !/\c2/.test('\x12');
        ### 857
        return /\u1/.test('u1') && /[\u1]/.test('u') && /\u12G/.test('u12G');
        ### 858
        return /\x1/.test('x1') && /[\x1]/.test('x') && /\xZ/.test('xZ');
        ### 859
        return /x{1/.test('x{1') && /x{1,/.test('x{1,') && /x]1/.test('x]1') && /{/.test('{') && /}/.test('}') && /]/.test(']');
        ### 860
        return /\041/.test('!') && /[\041]/.test('!') && /\101/.test('A') && !/\101/.test('101');
        ### 861
        return /\41/.test('!') && !/\41/.test('41') && /\8/.test('8') && /(a)\1/.test('aa');
        """#
}
