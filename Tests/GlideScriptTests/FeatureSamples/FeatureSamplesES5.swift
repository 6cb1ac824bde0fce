/// Samples for the feature table's rows 862–924: ECMAScript 5. See `FeatureSamples`.
extension FeatureSamples {
    static let es5 = #"""
        ### 862
        var o = { get x() { return this.y * 2; }, y: 2 };
        var d = Object.getOwnPropertyDescriptor(o, 'x');
        return o.x === 4 && typeof d.get === 'function' && d.set === undefined && d.enumerable && d.configurable;
        ### 863
        var o = { set x(v) { this.y = v * 2; } };
        o.x = 2;
        var d = Object.getOwnPropertyDescriptor(o, 'x');
        return o.y === 4 && o.x === undefined && typeof d.set === 'function' && d.get === undefined && d.enumerable;
        ### 864
        var o = { a: 1, b: 2, };
        return o.b === 2 && Object.keys(o).length === 2;
        ### 865
        var a = [1, 2, ], b = [1, , ];
        return a.length === 2 && a[1] === 2 && b.length === 2 && !(1 in b);
        ### 866
        var o = { if: 1, class: 2, new: 3, default: 4, function: 5, var: 6, null: 7, true: 8 };
        o.delete = 9;
        return o.if + o.class + o.new + o.default + o.function + o.var + o.null + o.true === 36 && o['delete'] === 9 && Object.keys(o).length === 9;
        ### 867
        var p = { a: 1 };
        var o = Object.create(p, { b: { value: 2, enumerable: true } });
        var n = Object.create(null);
        return p.isPrototypeOf(o) && o.a === 1 && o.b === 2 && !o.hasOwnProperty('a') && !('toString' in n) && Object.keys(o).join() === 'b';
        ### 868
        var o = {};
        var r = Object.defineProperty(o, 'x', { value: 1 });
        Object.defineProperty(o, 'y', { get: function () { return 3; }, enumerable: true });
        o.x = 2;
        return r === o && o.x === 1 && !delete o.x && o.y === 3 && Object.keys(o).join() === 'y';
        ### 869
        var o = Object.defineProperties({}, { a: { value: 1, enumerable: true }, b: { get: function () { return 2; } } });
        o.a = 5;
        return o.a === 1 && o.b === 2 && Object.keys(o).join() === 'a';
        ### 870
        function F() {}
        var f = new F();
        return Object.getPrototypeOf(f) === F.prototype && Object.getPrototypeOf(F.prototype) === Object.prototype && Object.getPrototypeOf(Object.prototype) === null && Object.getPrototypeOf([]) === Array.prototype;
        ### 871
        var o = Object.create({ p: 1 }); o.a = 1; o.b = 2;
        Object.defineProperty(o, 'c', { value: 3 });
        return Object.keys(o).join() === 'a,b' && Object.keys(['x', 'y']).join() === '0,1';
        ### 872
        var o = { a: 1 };
        var r = Object.seal(o);
        o.b = 2; o.a = 3; delete o.a;
        return r === o && !('b' in o) && o.a === 3 && !Object.getOwnPropertyDescriptor(o, 'a').configurable;
        ### 873
        var o = { a: 1 };
        var r = Object.freeze(o);
        o.a = 2; o.b = 3; delete o.a;
        return r === o && o.a === 1 && !('b' in o);
        ### 874
        var o = { a: 1 };
        var r = Object.preventExtensions(o);
        o.b = 2; delete o.a;
        return r === o && !('b' in o) && !('a' in o);
        ### 875
        var o = { a: 1 };
        return !Object.isSealed(o) && Object.isSealed(Object.seal(o)) && Object.isSealed(Object.freeze({ b: 1 })) && Object.isSealed(Object.preventExtensions({})) && !Object.isSealed(Object.preventExtensions({ c: 1 }));
        ### 876
        return !Object.isFrozen({ a: 1 }) && Object.isFrozen(Object.freeze({ a: 1 })) && Object.isFrozen(Object.preventExtensions({})) && !Object.isFrozen(Object.seal({ a: 1 }));
        ### 877
        var o = {};
        return Object.isExtensible(o) && !Object.isExtensible(Object.preventExtensions(o)) && !Object.isExtensible(Object.freeze({}));
        ### 878
        var g = function () {};
        var d = Object.getOwnPropertyDescriptor({ a: 1 }, 'a');
        var a = Object.getOwnPropertyDescriptor(Object.defineProperty({}, 'b', { get: g }), 'b');
        return d.value === 1 && d.writable && d.enumerable && d.configurable && a.get === g && a.set === undefined && !a.enumerable && Object.getOwnPropertyDescriptor({}, 'z') === undefined;
        ### 879
        var o = Object.create({ p: 1 }); o.a = 1;
        Object.defineProperty(o, 'b', { value: 2 });
        return Object.getOwnPropertyNames(o).sort().join() === 'a,b' && Object.getOwnPropertyNames([1]).sort().join() === '0,length';
        ### 880
        return Array.isArray([]) && Array.isArray(new Array(3)) && !Array.isArray({ length: 0 }) && !Array.isArray(arguments) && !Array.isArray('a');
        ### 881
        return [1, 2, 3, 2].indexOf(2) === 1 && [1, 2, 3].indexOf(4) === -1 && [1, 2, 3, 2].indexOf(2, 2) === 3 && [NaN].indexOf(NaN) === -1 && [1, 2].indexOf(2, -1) === 1 && [1].indexOf('1') === -1;
        ### 882
        return [1, 2, 3, 2].lastIndexOf(2) === 3 && [1, 2, 3, 2].lastIndexOf(2, 2) === 1 && [1].lastIndexOf(5) === -1 && [2, 1, 2].lastIndexOf(2, -2) === 0;
        ### 883
        var ctx = { min: 0 };
        return [1, 2, 3].every(function (x) { return x > this.min; }, ctx) && ![1, 2, 3].every(function (x) { return x < 3; }) && [].every(function () { return false; });
        ### 884
        var ctx = { max: 2 };
        return [1, 2, 3].some(function (x) { return x > this.max; }, ctx) && ![1, 2, 3].some(function (x) { return x > 3; }) && ![].some(function () { return true; });
        ### 885
        var seen = [], ctx = {};
        var r = [1, , 3].forEach(function (x, i, arr) { seen.push(x + ':' + i + ':' + (arr.length) + ':' + (this === ctx)); }, ctx);
        return r === undefined && seen.join() === '1:0:3:true,3:2:3:true';
        ### 886
        var r = [1, 2, 3].map(function (x, i) { return x * i + this.k; }, { k: 1 });
        return r.join() === '1,3,7' && r.length === 3 && [1, , 3].map(function (x) { return x; }).hasOwnProperty(1) === false;
        ### 887
        var r = [1, 2, 3, 4].filter(function (x, i) { return x % this.m === 0 && i > 0; }, { m: 2 });
        return r.join() === '2,4' && [].filter(function () { return true; }).length === 0;
        ### 888
        if ([1, 2, 3].reduce(function (a, b) { return a + b; }) !== 6 || [1, 2, 3].reduce(function (a, b) { return a + b; }, 10) !== 16 || ['a', 'b'].reduce(function (a, b) { return a + b; }) !== 'ab') return false;
        try { [].reduce(function () {}); } catch (e) { return e instanceof TypeError; }
        return false;
        ### 889
        if (['a', 'b', 'c'].reduceRight(function (a, b) { return a + b; }) !== 'cba' || ['a', 'b'].reduceRight(function (a, b) { return a + b; }, 'x') !== 'xba') return false;
        try { [].reduceRight(function () {}); } catch (e) { return e instanceof TypeError; }
        return false;
        ### 890
        var n = 0;
        try { [2, 1].sort(null); } catch (e) { n += e instanceof TypeError; }
        try { [2, 1].sort(true); } catch (e) { n += e instanceof TypeError; }
        try { [2, 1].sort({}); } catch (e) { n += e instanceof TypeError; }
        try { [].sort('a'); } catch (e) { n += e instanceof TypeError; }
        return n === 4 && [2, 1].sort(function (a, b) { return a - b; })[0] === 1;
        ### 891
        return [3, 1, 2].sort(undefined).join() === '1,2,3' && [10, 9, 1].sort(undefined).join() === '1,10,9';
        ### 892
        var s = 'abc';
        s[1] = 'x';
        return s[0] === 'a' && s[1] === 'b' && s['2'] === 'c' && s[3] === undefined && 'abc'.length === 3;
        ### 893
        return 'a,b,c'.split(',').length === 3 && 'ab'.split('').join() === 'a,b' && 'a1b2c'.split(/(\d)/).join() === 'a,1,b,2,c' && ''.split('').length === 0 && ''.split(',').length === 1 && 'test'.split(/(?:)/, -1).length === 4 && 'a,b'.split(',', 1).join() === 'a' && '.'.split(/(.?)(.?)/).length === 4 && 'ab'.split(/a*?/).join() === 'a,b' && 'ab'.split(/a*/).join() === ',b' && 'a b'.split(undefined)[0] === 'a b';
        ### 894
        return ' \t\n\v\f\r\u00a0\ufeff\u2028\u2029 ab c \t\u3000'.trim() === 'ab c' && 'x'.trim() === 'x';
        ### 895
        var d = new Date(Date.UTC(2000, 0, 2, 3, 4, 5, 6));
        if (d.toISOString() !== '2000-01-02T03:04:05.006Z' || new Date(Date.UTC(10000, 0, 1)).toISOString() !== '+010000-01-01T00:00:00.000Z' || new Date(Date.UTC(-1, 0, 1)).toISOString() !== '-000001-01-01T00:00:00.000Z') return false;
        try { new Date(NaN).toISOString(); } catch (e) { return e instanceof RangeError; }
        return false;
        ### 896
        var n = Date.now();
        return typeof n === 'number' && n > 0 && n % 1 === 0 && Math.abs(n - new Date().getTime()) < 1000;
        ### 897
        var d = new Date(0);
        var o = { valueOf: function () { return 1; }, toISOString: function () { return 'iso'; } };
        var bad = { valueOf: function () { return Infinity; }, toISOString: function () { return 'iso'; } };
        return d.toJSON() === '1970-01-01T00:00:00.000Z' && new Date(NaN).toJSON() === null && Date.prototype.toJSON.call(o) === 'iso' && Date.prototype.toJSON.call(bad) === null && JSON.stringify([d]) === '["1970-01-01T00:00:00.000Z"]';
        ### 898
        var g = (function () { return this; })();
        var d = Object.getOwnPropertyDescriptor(g, 'undefined');
        undefined = 1;
        var ok = typeof undefined === 'undefined';
        if (!ok) undefined = void 0;
        return ok && d.writable === false && d.enumerable === false && d.configurable === false;
        ### 899
        var g = (function () { return this; })();
        var d = Object.getOwnPropertyDescriptor(g, 'NaN');
        NaN = 1;
        var ok = NaN !== NaN;
        if (!ok) NaN = 0 / 0;
        return ok && d.writable === false && d.enumerable === false && d.configurable === false;
        ### 900
        var g = (function () { return this; })();
        var d = Object.getOwnPropertyDescriptor(g, 'Infinity');
        Infinity = 1;
        var ok = Infinity === 1 / 0;
        if (!ok) Infinity = 1 / 0;
        return ok && d.writable === false && d.enumerable === false && d.configurable === false;
        ### 901
        return (25).toExponential(0) === '3e+1' && (12345).toExponential(3) === '1.235e+4' && (1.25).toExponential(1) === '1.3e+0' && (-6.5).toExponential(0) === '-7e+0' && (1.255).toExponential(2) === '1.25e+0';
        ### 902
        var n = 0;
        try { (1).toExponential(Infinity); } catch (e) { n += e instanceof RangeError; }
        try { (1).toExponential(-Infinity); } catch (e) { n += e instanceof RangeError; }
        return n === 2 && (1).toExponential(1) === '1.0e+0';
        ### 903
        return NaN.toExponential(Infinity) === 'NaN' && Infinity.toExponential(-1) === 'Infinity' && (-Infinity).toExponential(1000) === '-Infinity' && (1).toExponential(undefined) === '1e+0' && (0).toExponential(2) === '0.00e+0';
        ### 904
        var words = ['implements', 'interface', 'let', 'package', 'private', 'protected', 'public', 'static', 'yield'];
        for (var i = 0; i < words.length; i++) {
          Function('var ' + words[i] + ';');
          try { Function("(function () { 'use strict'; var " + words[i] + "; })"); return false; } catch (e) { if (!(e instanceof SyntaxError)) return false; }
        }
        return true;
        ### 905
        var a = (function () { 'use strict'; return this; })();
        var b = (function () { 'use strict'; return this; }).call(undefined);
        return a === undefined && b === undefined;
        ### 906
        var f = function () { 'use strict'; return this; };
        return f.call('x') === 'x' && f.call(5) === 5 && f.call(true) === true && f.apply(null) === null && f.bind(2)() === 2;
        ### 907
        var seen;
        Object.defineProperty(String.prototype, '__strictAccessorTest', { configurable: true, get: function () { 'use strict'; return this; }, set: function (v) { 'use strict'; seen = this; } });
        try { 'ab'.__strictAccessorTest = 1; return 'ab'.__strictAccessorTest === 'ab' && seen === 'ab'; }
        finally { delete String.prototype.__strictAccessorTest; }
        ### 908
        var srcs = ['return 010;', "return '\\01';", 'return 0777;'];
        for (var i = 0; i < srcs.length; i++) {
          try { Function("(function () { 'use strict'; " + srcs[i] + " })"); return false; } catch (e) { if (!(e instanceof SyntaxError)) return false; }
        }
        return true;
        ### 909
        try { (function () { 'use strict'; __strictUnresolvableTest = 1; })(); } catch (e) { return e instanceof ReferenceError; }
        delete (function () { return this; })().__strictUnresolvableTest;
        return false;
        ### 910
        var srcs = ['eval = 1;', 'arguments = 1;', 'eval++;', '--arguments;', 'eval += 1;'];
        for (var i = 0; i < srcs.length; i++) {
          try { Function("(function () { 'use strict'; " + srcs[i] + " })"); return false; } catch (e) { if (!(e instanceof SyntaxError)) return false; }
        }
        return true;
        ### 911
        var o = {}, n = 0;
        Object.defineProperty(o, 'x', { value: 1 });
        try { (function () { 'use strict'; o.x = 2; })(); } catch (e) { n += e instanceof TypeError; }
        try { (function () { 'use strict'; Object.create(o).x = 2; })(); } catch (e) { n += e instanceof TypeError; }
        return n === 2 && o.x === 1;
        ### 912
        var srcs = ['var eval;', 'var arguments;', 'function f(eval) {}', 'function arguments() {}', 'try {} catch (eval) {}', '(function eval() {});', 'function g(a, arguments) {}'];
        for (var i = 0; i < srcs.length; i++) {
          try { Function("(function () { 'use strict'; " + srcs[i] + " })"); return false; } catch (e) { if (!(e instanceof SyntaxError)) return false; }
        }
        return true;
        ### 913
        var a = (function () { 'use strict'; return arguments; })();
        if (!('caller' in a)) return true;
        try { a.caller; } catch (e) { return e instanceof TypeError; }
        return false;
        ### 914
        var a = (function () { 'use strict'; return arguments; })();
        try { a.callee; } catch (e) { return e instanceof TypeError; }
        return false;
        ### 915
        var f = function () { 'use strict'; };
        var n = 0;
        try { f.caller; } catch (e) { n += e instanceof TypeError; }
        try { f.arguments; } catch (e) { n += e instanceof TypeError; }
        return n === 2;
        ### 916
        var r1 = (function (a) { 'use strict'; a = 2; return arguments[0]; })(1);
        var r2 = (function (a) { 'use strict'; arguments[0] = 2; return a; })(1);
        return r1 === 1 && r2 === 1;
        ### 917
        return (function () {
          'use strict';
          var r = eval('var __strictEvalBinding = 1; __strictEvalBinding');
          return r === 1 && typeof __strictEvalBinding === 'undefined';
        })();
        ### 918
        var srcs = ['var y; delete y;', 'delete x;', 'function g() {} delete g;'];
        Function('var y; delete y;');
        for (var i = 0; i < srcs.length; i++) {
          try { Function("(function (x) { 'use strict'; " + srcs[i] + " })"); return false; } catch (e) { if (!(e instanceof SyntaxError)) return false; }
        }
        return true;
        ### 919
        var o = {};
        Object.defineProperty(o, 'x', { value: 1 });
        try { (function () { 'use strict'; delete o.x; })(); } catch (e) { return e instanceof TypeError && o.x === 1; }
        return false;
        ### 920
        Function('with ({}) {}');
        try { Function("(function () { 'use strict'; with ({}) {} })"); } catch (e) { return e instanceof SyntaxError; }
        return false;
        ### 921
        Function('(function (a, a) {})');
        try { Function("(function (a, a) { 'use strict'; })"); } catch (e) { return e instanceof SyntaxError; }
        return false;
        ### 922
        return (function f(f) { 'use strict'; return f; })(5) === 5;
        ### 923
        function f(a, b) { return this.x + a + b; }
        var g = f.bind({ x: 1 }, 2);
        function F(a, b) { this.a = a; this.b = b; }
        var B = F.bind(null, 7), inst = new B(8);
        return g(3) === 6 && g.length === 1 && inst.a === 7 && inst.b === 8 && inst instanceof F && inst instanceof B && B.length === 1;
        ### 924
        var o = JSON.parse('{"a":[1,{"b":2}],"c":"\\u0041"}', function (k, v) { return k === 'b' ? v * 10 : v; });
        if (o.a[1].b !== 20 || o.c !== 'A' || JSON.stringify({ a: [1, 'b', null, true], c: undefined }) !== '{"a":[1,"b",null,true]}' || JSON.stringify({ x: 1 }, null, 2) !== '{\n  "x": 1\n}') return false;
        try { JSON.parse("{'a':1}"); } catch (e) { return e instanceof SyntaxError; }
        return false;
        """#
}
