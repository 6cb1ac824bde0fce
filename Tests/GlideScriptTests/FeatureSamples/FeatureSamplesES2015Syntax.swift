/// Samples for the feature table's rows 177–520: ECMAScript 2015, syntax and bindings up to typed arrays and collections. See `FeatureSamples`.
extension FeatureSamples {
    static let es2015First = #"""
        ### 177
        var down = function (n) { "use strict"; if (n <= 0) return "bottom"; return down(n - 1); };
        return down(1000000) === "bottom";
        ### 178
        var isEven = function (n) { "use strict"; return n === 0 ? true : isOdd(n - 1); };
        var isOdd = function (n) { "use strict"; return n === 0 ? false : isEven(n - 1); };
        return isEven(1000000) === true && isOdd(999999) === true;
        ### 179
        var f = function (a, b = 20, c = 300) { return a + b + c; };
        return f(1) === 321 && f(1, 2) === 303 && f(1, 2, 3) === 6;
        ### 180
        var f = function (a = "x", b = "y") { return a + b; };
        return f(undefined, "z") === "xz" && f(undefined, undefined) === "xy" && f(null, "q") === "nullq";
        ### 181
        var f = function (a, b = a * 2, c = a + b) { return [a, b, c].join(","); };
        return f(3) === "3,6,9" && f(3, 1) === "3,1,4";
        ### 182
        return (function (a, b = "dflt") {
          var ok = arguments.length === 1 && arguments[0] === "one" && arguments[1] === undefined && b === "dflt";
          a = "changed";
          ok = ok && arguments[0] === "one";
          arguments[0] = "again";
          return ok && a === "changed";
        })("one");
        ### 183
        try { (function (a = b, b) { return a; })(); return false; } catch (e) { if (!(e instanceof ReferenceError)) return false; }
        try { (function (c = c) { return c; })(); return false; } catch (e) { return e instanceof ReferenceError; }
        ### 184
        var x = "outer";
        var f = function (get = function () { return x; }) { var x = "inner"; return get(); };
        return f() === "outer";
        ### 185
        var f = new Function("a = 1", "b = a + 1", "return a * 10 + b;");
        return f() === 12 && f(5) === 56 && f(5, 0) === 50;
        ### 186
        var f = function (first, ...rest) { return Array.isArray(rest) && rest.length === 2 && rest[0] === "b" && rest[1] === "c" && first === "a"; };
        var g = function (...none) { return Array.isArray(none) && none.length === 0; };
        return f("a", "b", "c") && g();
        ### 187
        return (function (a, ...b) {}).length === 1 && (function (...c) {}).length === 0 && (function (a, b, ...c) {}).length === 2;
        ### 188
        return (function (a, ...rest) {
          var ok = arguments.length === 3 && arguments[0] === 1 && arguments[1] === 2 && arguments[2] === 3;
          a = 10; rest[0] = 20;
          return ok && arguments[0] === 1 && arguments[1] === 2;
        })(1, 2, 3);
        ### 189
        new Function("(function (...args) {});");
        try { new Function("({ set prop(...args) {} });"); return false; } catch (e) { return e instanceof SyntaxError; }
        ### 190
        var f = new Function("first", "...rest", "return first + ':' + rest.length + ':' + rest.join('');");
        return f("a", "b", "c") === "a:2:bc" && f("a") === "a:0:";
        ### 191
        var f = function (a, b, c) { return arguments.length === 4 && a + b + c === 6 && arguments[3] === "z"; };
        return f(...[1, 2, 3], "z");
        ### 192
        var inner = [2, 3];
        var arr = [1, ...inner, 4, ...[]];
        return arr.length === 4 && arr.join(",") === "1,2,3,4";
        ### 193
        var f = function () { return arguments.length === 3 && (0 in arguments) && arguments[0] === undefined && arguments[1] === "b" && (2 in arguments) && arguments[2] === undefined; };
        return f(...[, "b", ,]);
        ### 194
        var arr = [...[, "b", ,]];
        return arr.length === 3 && (0 in arr) && arr[0] === undefined && arr[1] === "b" && (2 in arr);
        ### 195
        var f = function () { return Array.prototype.join.call(arguments, "|"); };
        return f(..."abc") === "a|b|c" && f("x", ..."") === "x";
        ### 196
        var arr = ["x", ..."ab", ..."c"];
        return arr.length === 4 && arr.join(",") === "x,a,b,c";
        ### 197
        var f = function (a, b) { return arguments.length === 2 && a === "\uD83D\uDE00" && b === "q"; };
        return f(..."\uD83D\uDE00q");
        ### 198
        var arr = [..."\uD83D\uDE00q\uD834\uDF06"];
        return arr.length === 3 && arr[0] === "\uD83D\uDE00" && arr[1] === "q" && arr[2] === "\uD834\uDF06";
        ### 199
        var gen = function* () { yield "a"; yield "b"; yield "c"; };
        var f = function () { return Array.prototype.join.call(arguments, ""); };
        return f(...gen(), "d") === "abcd";
        ### 200
        var gen = function* () { yield 1; yield 2; };
        var arr = [0, ...gen(), 3];
        return arr.length === 4 && arr.join(",") === "0,1,2,3";
        ### 201
        var iterable = {};
        iterable[Symbol.iterator] = function () { var i = 0; return { next: function () { i++; return { value: i * 10, done: i > 3 }; } }; };
        var f = function () { return Array.prototype.join.call(arguments, ","); };
        return f(...iterable) === "10,20,30";
        ### 202
        var iterable = {};
        iterable[Symbol.iterator] = function () { var i = 0; return { next: function () { i++; return { value: i, done: i > 2 }; } }; };
        var arr = ["s", ...iterable, "e"];
        return arr.length === 4 && arr.join(",") === "s,1,2,e";
        ### 203
        var proto = {};
        proto[Symbol.iterator] = function () { var i = 0; return { next: function () { i++; return { value: i, done: i > 3 }; } }; };
        var instance = Object.create(proto);
        var f = function () { return Array.prototype.join.call(arguments, ","); };
        return f(...instance) === "1,2,3";
        ### 204
        var proto = {};
        proto[Symbol.iterator] = function () { var i = 0; return { next: function () { i++; return { value: "v" + i, done: i > 2 }; } }; };
        var arr = [...Object.create(proto)];
        return arr.length === 2 && arr[0] === "v1" && arr[1] === "v2";
        ### 205
        var f = function () { return arguments.length; };
        try { f(...5); return false; } catch (e) { if (!(e instanceof TypeError)) return false; }
        try { var a = [...{}]; return false; } catch (e) { return e instanceof TypeError; }
        ### 206
        var k = "key";
        var o = { [k]: 1, ["a" + "b"]: 2, [1 + 2]: 3 };
        return o.key === 1 && o.ab === 2 && o["3"] === 3;
        ### 207
        var alpha = "A", beta = 2;
        var o = { alpha, beta };
        return o.alpha === "A" && o.beta === 2 && Object.keys(o).join(",") === "alpha,beta";
        ### 208
        var o = { greet(name) { return "hi " + name; }, x: 1 };
        return o.greet("bob") === "hi bob" && typeof o.greet === "function";
        ### 209
        var o = { "two words"() { return "tw"; }, "3"() { return 3; } };
        return o["two words"]() === "tw" && o[3]() === 3;
        ### 210
        var k = "meth";
        var o = { [k + "od"]() { return "computed"; } };
        return o.method() === "computed";
        ### 211
        var k = "prop", stored;
        var o = { get [k]() { return "got"; }, set [k](v) { stored = v; } };
        o.prop = "put";
        return o.prop === "got" && stored === "put";
        ### 212
        var out = [];
        for (var v of ["a", "b", "c"]) out.push(v);
        return out.join(",") === "a,b,c";
        ### 213
        var out = [];
        for (var v of [, "b", ,]) out.push(v === undefined ? "u" : v);
        return out.join(",") === "u,b,u";
        ### 214
        var out = [];
        for (var ch of "xyz") out.push(ch);
        return out.join(",") === "x,y,z";
        ### 215
        var out = [];
        for (var ch of "\uD83D\uDE00a\uD834\uDF06") out.push(ch);
        return out.length === 3 && out[0] === "\uD83D\uDE00" && out[1] === "a" && out[2] === "\uD834\uDF06";
        ### 216
        var gen = function* () { yield 1; yield 2; yield 3; };
        var sum = 0;
        for (var v of gen()) sum += v;
        return sum === 6;
        ### 217
        var iterable = {};
        iterable[Symbol.iterator] = function () { var i = 0; return { next: function () { i++; return { value: i, done: i > 3 }; } }; };
        var out = [];
        for (var v of iterable) out.push(v);
        return out.join(",") === "1,2,3";
        ### 218
        var proto = {};
        proto[Symbol.iterator] = function () { var i = 0; return { next: function () { i++; return { value: i, done: i > 3 }; } }; };
        var out = [];
        for (var v of Object.create(proto)) out.push(v);
        return out.join(",") === "1,2,3";
        ### 219
        var closed = 0;
        var iterable = {};
        iterable[Symbol.iterator] = function () { var i = 0; return { next: function () { i++; return { value: i, done: i > 10 }; }, "return": function () { closed++; return {}; } }; };
        for (var v of iterable) { if (v === 2) break; }
        return closed === 1 && v === 2;
        ### 220
        var closed = 0;
        var iterable = {};
        iterable[Symbol.iterator] = function () { var i = 0; return { next: function () { i++; return { value: i, done: i > 10 }; }, "return": function () { closed++; return {}; } }; };
        try { for (var v of iterable) { if (v === 2) throw "stop"; } } catch (e) { return e === "stop" && closed === 1; }
        return false;
        ### 221
        return 0o10 === 8 && 0O777 === 511 && 0o0 === 0;
        ### 222
        return 0b10 === 2 && 0B1111 === 15 && 0b0 === 0;
        ### 223
        return Number("0o17") === 15 && Number("0O10") === 8 && isNaN(Number("0o8"));
        ### 224
        return Number("0b101") === 5 && Number("0B11") === 3 && isNaN(Number("0b2"));
        ### 225
        var name = "w", n = 2;
        var s = `a${name}b${n + 1}c`;
        var multi = `x
        y`;
        return s === "awb3c" && multi === "x\ny" && `plain` === "plain";
        ### 226
        var o = { toString: function () { return "str"; }, valueOf: function () { return "val"; } };
        return `${o}` === "str" && `<${o}>` === "<str>";
        ### 227
        var tag = function (strings, a, b) {
          return strings.length === 3 && strings[0] === "x" && strings[1] === "y" && strings[2] === "" &&
            strings.raw[0] === "x" && a === 1 && b === 2;
        };
        var rawTag = function (s) { return s[0] === "\n" && s.raw[0] === "\\n"; };
        return tag`x${1}y${2}` && rawTag`\n`;
        ### 228
        var tag = function (s) { return Object.isFrozen(s) && Object.isFrozen(s.raw); };
        return tag`a${0}b`;
        ### 229
        var cooked = new Function("return `a\r\nb\rc`;")();
        var raw = new Function("return (function (s) { return s.raw[0]; })`a\r\nb\rc`;")();
        return cooked === "a\nb\nc" && raw === "a\nb\nc";
        ### 230
        var tag = function (s) { return s; };
        var site = function () { return tag`one${1}two`; };
        var first = site(), second = site();
        return first === second && first[0] === "one";
        ### 231
        var tag = function (s) { return s; };
        var make = function () { return function (v) { return tag`p${v}q`; }; };
        var first = make()(1);
        return make()(2) === first && make()(3) === first && first[0] === "p";
        ### 232
        var re = /b/y;
        if (re.sticky !== true || re.test("ab")) return false;
        re.lastIndex = 1;
        return re.test("ab") && !/b/.sticky;
        ### 233
        var re = /a/y, s = "aab";
        var ok = re.test(s) && re.lastIndex === 1 && re.test(s) && re.lastIndex === 2;
        ok = ok && !re.test(s) && re.lastIndex === 0;
        re.lastIndex = 1;
        var m = re.exec(s);
        return ok && m !== null && m.index === 1 && re.lastIndex === 2;
        ### 234
        return /x/u.unicode === true && /^.$/u.test("\uD83D\uDE00") && !/^.$/.test("\uD83D\uDE00");
        ### 235
        return /^\uD83D\uDE00{2}$/u.test("\uD83D\uDE00\uD83D\uDE00") &&
          /^[\uD83D\uDE00\uD834\uDF06]$/u.test("\uD834\uDF06") &&
          !/^[\uD83D\uDE00]$/u.test("\uD83D");
        ### 236
        return /^\u{1F600}$/u.test("\uD83D\uDE00") && /^\u{61}$/u.test("a") && /^[\u{1D306}-\u{1D307}]$/u.test("\uD834\uDF06");
        ### 237
        return /\u212A/iu.test("k") && /\u017F/iu.test("S") && !/\u212A/i.test("k");
        ### 238
        var [a, , b] = [1, 2, 3], [c, d] = [4];
        return a === 1 && b === 3 && c === 4 && d === undefined;
        ### 239
        var [a, b, c] = [, "b", ,];
        return a === undefined && b === "b" && c === undefined;
        ### 240
        var [a, b, c] = "ab";
        return a === "a" && b === "b" && c === undefined;
        ### 241
        var [a, b] = "\uD83D\uDE00x";
        return a === "\uD83D\uDE00" && b === "x";
        ### 242
        var gen = function* () { yield 1; yield 2; yield 3; };
        var [a, , b, c] = gen();
        return a === 1 && b === 3 && c === undefined;
        ### 243
        var iterable = {};
        iterable[Symbol.iterator] = function () { var i = 0; return { next: function () { i++; return { value: i, done: i > 2 }; } }; };
        var [a, b, c] = iterable;
        return a === 1 && b === 2 && c === undefined;
        ### 244
        var proto = {};
        proto[Symbol.iterator] = function () { var i = 0; return { next: function () { i++; return { value: i, done: i > 2 }; } }; };
        var [a, b, c] = Object.create(proto);
        return a === 1 && b === 2 && c === undefined;
        ### 245
        var closed = 0;
        var iterable = {};
        iterable[Symbol.iterator] = function () { var i = 0; return { next: function () { i++; return { value: i, done: i > 10 }; }, "return": function () { closed++; return {}; } }; };
        var [a, b] = iterable;
        return a === 1 && b === 2 && closed === 1;
        ### 246
        var [a, b,] = [1, 2, 3];
        var [c, , ] = [4, 5];
        return a === 1 && b === 2 && c === 4;
        ### 247
        var { p, q: r, s } = { p: 1, q: 2 };
        return p === 1 && r === 2 && s === undefined;
        ### 248
        var { toFixed } = 2;
        var { length: len, charAt } = "abc";
        return toFixed === Number.prototype.toFixed && len === 3 && charAt === String.prototype.charAt;
        ### 249
        var { a, } = { a: 1 };
        var { b: c, } = { b: 2 };
        return a === 1 && c === 2;
        ### 250
        try { var { a } = null; return false; } catch (e) { if (!(e instanceof TypeError)) return false; }
        try { var { b } = undefined; return false; } catch (e) { if (!(e instanceof TypeError)) return false; }
        try { var [c] = null; return false; } catch (e) { return e instanceof TypeError; }
        ### 251
        var k = "dyn";
        var { [k]: v, ["x" + "y"]: w } = { dyn: 1, xy: 2 };
        return v === 1 && w === 2;
        ### 252
        var [a, b] = [1, 2], { c, d: e } = { c: 3, d: 4 }, f = 5;
        return a === 1 && b === 2 && c === 3 && e === 4 && f === 5;
        ### 253
        var [a, { b, c: [d, { e }] }] = [1, { b: 2, c: [3, { e: 4 }] }];
        return a === 1 && b === 2 && d === 3 && e === 4;
        ### 254
        var out = [];
        for (var [a, b] in { xy: 1, zw: 2 }) out.push(a + "-" + b);
        return out.join(",") === "x-y,z-w";
        ### 255
        var out = [];
        for (var [a, b] of [[1, 2], [3, 4]]) out.push(a + b);
        for (var { c } of [{ c: 5 }]) out.push(c);
        return out.join(",") === "3,7,5";
        ### 256
        try { throw [1, 2]; } catch ([a, b]) {
          try { throw { c: 3 }; } catch ({ c }) { return a === 1 && b === 2 && c === 3; }
        }
        ### 257
        var [a, ...b] = [1, 2, 3];
        var [...c] = "xy";
        var [d, ...e] = [4];
        return a === 1 && b.length === 2 && b[0] === 2 && b[1] === 3 && c.join("") === "xy" && Array.isArray(e) && e.length === 0;
        ### 258
        var [a = 1, b = 2, c = 3] = [10, undefined, null];
        var { d = 4, e: f = 5, g = 6 } = { d: undefined, e: 50 };
        return a === 10 && b === 2 && c === null && d === 4 && f === 50 && g === 6;
        ### 259
        try { let { a = a } = {}; return false; } catch (err) { if (!(err instanceof ReferenceError)) return false; }
        try { let [b = c, c] = []; return false; } catch (err) { if (!(err instanceof ReferenceError)) return false; }
        let [d = 1, e = d + 1] = [];
        return d === 1 && e === 2;
        ### 260
        var a, b, c, d;
        [a, , b] = [1, 2, 3];
        [c, d] = [4];
        return a === 1 && b === 3 && c === 4 && d === undefined;
        ### 261
        var a, b, c;
        [a, b, c] = [, "b", ,];
        return a === undefined && b === "b" && c === undefined;
        ### 262
        var a, b, c;
        [a, b, c] = "ab";
        return a === "a" && b === "b" && c === undefined;
        ### 263
        var a, b;
        [a, b] = "\uD83D\uDE00x";
        return a === "\uD83D\uDE00" && b === "x";
        ### 264
        var gen = function* () { yield 1; yield 2; yield 3; };
        var a, b, c;
        [a, , b, c] = gen();
        return a === 1 && b === 3 && c === undefined;
        ### 265
        var iterable = {};
        iterable[Symbol.iterator] = function () { var i = 0; return { next: function () { i++; return { value: i, done: i > 2 }; } }; };
        var a, b, c;
        [a, b, c] = iterable;
        return a === 1 && b === 2 && c === undefined;
        ### 266
        var proto = {};
        proto[Symbol.iterator] = function () { var i = 0; return { next: function () { i++; return { value: i, done: i > 2 }; } }; };
        var a, b, c;
        [a, b, c] = Object.create(proto);
        return a === 1 && b === 2 && c === undefined;
        ### 267
        var closed = 0;
        var iterable = {};
        iterable[Symbol.iterator] = function () { var i = 0; return { next: function () { i++; return { value: i, done: i > 10 }; }, "return": function () { closed++; return {}; } }; };
        var a, b;
        [a, b] = iterable;
        return a === 1 && b === 2 && closed === 1;
        ### 268
        var a, b, arr = [1, 2];
        var result = ([a, b] = arr);
        return result === arr && a === 1 && b === 2;
        ### 269
        var a, b, c, d;
        [a, b] = [c, d] = [1, 2];
        return a === 1 && b === 2 && c === 1 && d === 2;
        ### 270
        var a, b, c;
        [a, b,] = [1, 2, 3];
        [c, , ] = [4, 5];
        return a === 1 && b === 2 && c === 4;
        ### 271
        var p, r, s, t = {};
        ({ p, q: r, s, u: t.v } = { p: 1, q: 2, u: 3 });
        return p === 1 && r === 2 && s === undefined && t.v === 3;
        ### 272
        var toFixed, len, charAt;
        ({ toFixed } = 2);
        ({ length: len, charAt } = "abc");
        return toFixed === Number.prototype.toFixed && len === 3 && charAt === String.prototype.charAt;
        ### 273
        var a, c;
        ({ a, } = { a: 1 });
        ({ b: c, } = { b: 2 });
        return a === 1 && c === 2;
        ### 274
        var a, obj = { a: 1 };
        var result = ({ a } = obj);
        return result === obj && a === 1;
        ### 275
        new Function("var a; ({ a } = {}); [a] = [];");
        var bad = ["var a; ({ a }) = {};", "var a; ([a]) = [];"];
        for (var i = 0; i < bad.length; i++) {
          try { new Function(bad[i]); return false; } catch (e) { if (!(e instanceof SyntaxError)) return false; }
        }
        return true;
        ### 276
        var a, b;
        ({ a } = { b } = { a: 1, b: 2 });
        return a === 1 && b === 2;
        ### 277
        var a, b;
        try { ({ a } = null); return false; } catch (e) { if (!(e instanceof TypeError)) return false; }
        try { ({ a } = undefined); return false; } catch (e) { if (!(e instanceof TypeError)) return false; }
        try { [b] = null; return false; } catch (e) { return e instanceof TypeError; }
        ### 278
        var k = "dyn", v, w;
        ({ [k]: v, ["x" + "y"]: w } = { dyn: 1, xy: 2 });
        return v === 1 && w === 2;
        ### 279
        var a, b, d, e, o = {};
        [a, { b, c: [d, { e }] }, o.f] = [1, { b: 2, c: [3, { e: 4 }] }, 5];
        return a === 1 && b === 2 && d === 3 && e === 4 && o.f === 5;
        ### 280
        var a, b, c, d, e;
        [a, ...b] = [1, 2, 3];
        [...c] = "xy";
        [d, ...e] = [4];
        return a === 1 && b.join(",") === "2,3" && c.join("") === "xy" && Array.isArray(e) && e.length === 0;
        ### 281
        var a, b, o = {};
        [a, ...[b, ...o.rest]] = [1, 2, 3, 4];
        return a === 1 && b === 2 && Array.isArray(o.rest) && o.rest.join(",") === "3,4";
        ### 282
        [] = [1, 2];
        ({} = { a: 1 });
        ({} = 0);
        try { ({} = null); return false; } catch (e) { return e instanceof TypeError; }
        ### 283
        var a, b, c, d, f, g;
        [a = 1, b = 2, c = 3] = [10, undefined, null];
        ({ d = 4, e: f = 5, g = 6 } = { d: undefined, e: 50 });
        return a === 10 && b === 2 && c === null && d === 4 && f === 50 && g === 6;
        ### 284
        return (function ([a, , b], [c, d]) { return a === 1 && b === 3 && c === 4 && d === undefined; })([1, 2, 3], [4]);
        ### 285
        return (function ([a, b, c]) { return a === undefined && b === "b" && c === undefined; })([, "b", ,]);
        ### 286
        return (function ([a, b, c]) { return a === "a" && b === "b" && c === undefined; })("ab");
        ### 287
        return (function ([a, b]) { return a === "\uD83D\uDE00" && b === "x"; })("\uD83D\uDE00x");
        ### 288
        var gen = function* () { yield 1; yield 2; yield 3; };
        return (function ([a, , b, c]) { return a === 1 && b === 3 && c === undefined; })(gen());
        ### 289
        var iterable = {};
        iterable[Symbol.iterator] = function () { var i = 0; return { next: function () { i++; return { value: i, done: i > 2 }; } }; };
        return (function ([a, b, c]) { return a === 1 && b === 2 && c === undefined; })(iterable);
        ### 290
        var proto = {};
        proto[Symbol.iterator] = function () { var i = 0; return { next: function () { i++; return { value: i, done: i > 2 }; } }; };
        return (function ([a, b, c]) { return a === 1 && b === 2 && c === undefined; })(Object.create(proto));
        ### 291
        var closed = 0;
        var iterable = {};
        iterable[Symbol.iterator] = function () { var i = 0; return { next: function () { i++; return { value: i, done: i > 10 }; }, "return": function () { closed++; return {}; } }; };
        var seen = (function ([a, b]) { return a + b; })(iterable);
        return seen === 3 && closed === 1;
        ### 292
        return (function ([a, b,], [c, , ]) { return a === 1 && b === 2 && c === 4; })([1, 2, 3], [4, 5]);
        ### 293
        return (function ({ p, q: r, s }) { return p === 1 && r === 2 && s === undefined; })({ p: 1, q: 2 });
        ### 294
        var f = function ({ toFixed }, { length: len }) { return toFixed === Number.prototype.toFixed && len === 3; };
        return f(2, "abc");
        ### 295
        return (function ({ a, }, { b: c, }) { return a === 1 && c === 2; })({ a: 1 }, { b: 2 });
        ### 296
        var f = function ({ a }) { return a; };
        var g = function ([b]) { return b; };
        try { f(null); return false; } catch (e) { if (!(e instanceof TypeError)) return false; }
        try { f(); return false; } catch (e) { if (!(e instanceof TypeError)) return false; }
        try { g(null); return false; } catch (e) { return e instanceof TypeError; }
        ### 297
        var k = "dyn";
        return (function ({ [k]: v, ["x" + "y"]: w }) { return v === 1 && w === 2; })({ dyn: 1, xy: 2 });
        ### 298
        var f = function ([a, { b, c: [d, { e }] }]) { return a === 1 && b === 2 && d === 3 && e === 4; };
        return f([1, { b: 2, c: [3, { e: 4 }] }]);
        ### 299
        var first = { a: 1 }, second = [2, 3];
        return (function ({ a }, [b, c], plain) {
          var ok = arguments.length === 3 && arguments[0] === first && arguments[1] === second && arguments[2] === "p";
          plain = "changed";
          return ok && arguments[2] === "p" && a === 1 && b === 2 && c === 3;
        })(first, second, "p");
        ### 300
        var f = new Function("{ a, x: b }", "[c, d]", "return a === 1 && b === 2 && c === 3 && d === 4;");
        return f({ a: 1, x: 2 }, [3, 4]);
        ### 301
        return (function ({ a }, [b]) {}).length === 2 && (function (x, { y }, [z], w) {}).length === 4;
        ### 302
        return (function ([a, ...b], { c }) { return a === 1 && b.join(",") === "2,3" && c === 4; })([1, 2, 3], { c: 4 });
        ### 303
        var f = function ([], {}) { return arguments.length; };
        if (f([1], { a: 1 }) !== 2) return false;
        try { f([], null); return false; } catch (e) { return e instanceof TypeError; }
        ### 304
        var f = function ({ a = 1, b = 0, x: c = 3 }, [d = 4, e = 0, g = 6]) { return [a, b, c, d, e, g].join(","); };
        return f({ b: 2, x: undefined }, [, 5]) === "1,2,3,4,5,6";
        ### 305
        var x = "outer";
        var f = function ({ get = function () { return x; } }) { var x = "inner"; return get(); };
        return f({}) === "outer";
        ### 306
        var f = new Function("{ a = 1, b = 0, x: c = 3 }", "[d = 4]", "return [a, b, c, d].join(',');");
        return f({ b: 2 }, []) === "1,2,3,4";
        ### 307
        var f = ({ a: x = 1, b: y = 2 }) => x * 10 + y;
        return f({}) === 12 && f({ b: 5 }) === 15 && f({ a: 3, b: 4 }) === 34;
        ### 308
        var f = ({ a = 1, b = 2 }) => a * 10 + b;
        return f({}) === 12 && f({ b: 5 }) === 15;
        ### 309
        new Function("[a, b]", "{ c }", "");
        var bad = [["[a, a]", ""], ["{ b, b }", ""], ["c", "{ c }", ""]];
        for (var i = 0; i < bad.length; i++) {
          try { Function.apply(null, bad[i]); return false; } catch (e) { if (!(e instanceof SyntaxError)) return false; }
        }
        return true;
        ### 310
        return "\u{1D306}" === "\uD834\uDF06" && "\u{41}\u{000062}" === "Ab" && "\u{10FFFF}".length === 2;
        ### 311
        var \u{63}ount = 1;
        var \u{10400}x = 2;
        return count === 1 && \u{10400}x === 2 && c\u{6F}unt === 1;
        ### 312
        var o = { \u{62}ar: 1, \u{10400}: 2 };
        return o.bar === 1 && o["\uD801\uDC00"] === 2;
        ### 313
        var o = { bar: 1 };
        o["\uD801\uDC00"] = 2;
        return o.\u{62}ar === 1 && o.b\u{61}r === 1 && o.\u{10400} === 2;
        ### 314
        var seen;
        function F() { seen = new.target; }
        new F();
        var viaNew = seen === F;
        F();
        return viaNew && seen === undefined;
        ### 315
        new Function("return new.target;");
        try { new Function("new.target = function () {};"); return false; } catch (e) { return e instanceof SyntaxError; }
        ### 316
        const a = 1, b = { c: 2 };
        b.c = 3;
        return a === 1 && b.c === 3;
        ### 317
        const x = "outer";
        { const x = "inner"; if (x !== "inner") return false; }
        { const blockOnly = 1; }
        return x === "outer" && typeof blockOnly === "undefined";
        ### 318
        { const v = "first"; }
        const v = "outer";
        var f;
        { const v = "inner"; f = function () { return v; }; }
        return v === "outer" && f() === "inner" && (function () { var v = "fn"; return v; })() === "fn";
        ### 319
        new Function("if (true) { const a = 1; }");
        try { new Function("if (true) const a = 1;"); return false; } catch (e) { if (!(e instanceof SyntaxError)) return false; }
        try { new Function("while (false) const b = 1;"); return false; } catch (e) { return e instanceof SyntaxError; }
        ### 320
        const a = 1;
        try { a = 2; return false; } catch (e) { if (!(e instanceof TypeError) || a !== 1) return false; }
        try { new Function("const b = 1; const b = 2;"); return false; } catch (e) { return e instanceof SyntaxError; }
        ### 321
        const k = "outer";
        var seen;
        for (const k = "loop"; ; ) { seen = k; break; }
        return k === "outer" && seen === "loop";
        ### 322
        var fns = [];
        for (const key in { a: 1, b: 1 }) fns.push(function () { return key; });
        return fns.length === 2 && fns[0]() === "a" && fns[1]() === "b";
        ### 323
        var fns = [];
        for (const val of ["a", "b"]) fns.push(function () { return val; });
        return fns.length === 2 && fns[0]() === "a" && fns[1]() === "b";
        ### 324
        var read = function () { return c; };
        try { read(); return false; } catch (e) { if (!(e instanceof ReferenceError)) return false; }
        try { typeof c; return false; } catch (e) { if (!(e instanceof ReferenceError)) return false; }
        const c = 5;
        return read() === 5;
        ### 325
        return (function () {
          "use strict";
          const a = 1, b = { c: 2 };
          b.c = 3;
          return a === 1 && b.c === 3;
        }());
        ### 326
        return (function () {
          "use strict";
          const x = "outer";
          { const x = "inner"; if (x !== "inner") return false; }
          { const blockOnly = 1; }
          return x === "outer" && typeof blockOnly === "undefined";
        }());
        ### 327
        return (function () {
          "use strict";
          { const v = "first"; }
          const v = "outer";
          var f;
          { const v = "inner"; f = function () { return v; }; }
          return v === "outer" && f() === "inner" && (function () { var v = "fn"; return v; })() === "fn";
        }());
        ### 328
        new Function("'use strict'; if (true) { const a = 1; }");
        try { new Function("'use strict'; if (true) const a = 1;"); return false; } catch (e) { if (!(e instanceof SyntaxError)) return false; }
        try { new Function("'use strict'; while (false) const b = 1;"); return false; } catch (e) { return e instanceof SyntaxError; }
        ### 329
        return (function () {
          "use strict";
          const a = 1;
          try { a = 2; return false; } catch (e) { if (!(e instanceof TypeError) || a !== 1) return false; }
          try { new Function("'use strict'; const b = 1; const b = 2;"); return false; } catch (e) { return e instanceof SyntaxError; }
        }());
        ### 330
        return (function () {
          "use strict";
          const k = "outer";
          var seen;
          for (const k = "loop"; ; ) { seen = k; break; }
          return k === "outer" && seen === "loop";
        }());
        ### 331
        return (function () {
          "use strict";
          var fns = [];
          for (const key in { a: 1, b: 1 }) fns.push(function () { return key; });
          return fns.length === 2 && fns[0]() === "a" && fns[1]() === "b";
        }());
        ### 332
        return (function () {
          "use strict";
          var fns = [];
          for (const val of ["a", "b"]) fns.push(function () { return val; });
          return fns.length === 2 && fns[0]() === "a" && fns[1]() === "b";
        }());
        ### 333
        return (function () {
          "use strict";
          var read = function () { return c; };
          try { read(); return false; } catch (e) { if (!(e instanceof ReferenceError)) return false; }
          try { typeof c; return false; } catch (e) { if (!(e instanceof ReferenceError)) return false; }
          const c = 5;
          return read() === 5;
        }());
        ### 334
        let a = 1, b;
        b = 2;
        let c;
        return a === 1 && b === 2 && c === undefined;
        ### 335
        let x = "outer";
        { let x = "inner"; if (x !== "inner") return false; }
        { let blockOnly = 1; }
        return x === "outer" && typeof blockOnly === "undefined";
        ### 336
        { let v = "first"; }
        let v = "outer";
        var f;
        { let v = "inner"; f = function () { return v; }; }
        return v === "outer" && f() === "inner" && (function () { var v = "fn"; return v; })() === "fn";
        ### 337
        new Function("if (true) { let a = 1; }");
        try { new Function("if (true) let a = 1;"); return false; } catch (e) { if (!(e instanceof SyntaxError)) return false; }
        try { new Function("while (false) let b = 1;"); return false; } catch (e) { return e instanceof SyntaxError; }
        ### 338
        let i = "outer";
        var count = 0;
        for (let i = 0; i < 3; i++) count++;
        return i === "outer" && count === 3;
        ### 339
        var read = function () { return c; };
        try { read(); return false; } catch (e) { if (!(e instanceof ReferenceError)) return false; }
        try { typeof c; return false; } catch (e) { if (!(e instanceof ReferenceError)) return false; }
        let c = 5;
        return read() === 5;
        ### 340
        var fns = [], gns = [];
        for (let i = 0; i < 2; i++) fns.push(function () { return i; });
        for (let key in { a: 1, b: 1 }) gns.push(function () { return key; });
        return fns[0]() === 0 && fns[1]() === 1 && gns[0]() === "a" && gns[1]() === "b";
        ### 341
        return (function (x) {
          var seen = [];
          for (let x in { a: 1, b: 1 }) seen.push(x);
          return seen.join(",") === "a,b" && x === "param";
        })("param");
        ### 342
        return (function () {
          "use strict";
          let a = 1, b;
          b = 2;
          let c;
          return a === 1 && b === 2 && c === undefined;
        }());
        ### 343
        return (function () {
          "use strict";
          let x = "outer";
          { let x = "inner"; if (x !== "inner") return false; }
          { let blockOnly = 1; }
          return x === "outer" && typeof blockOnly === "undefined";
        }());
        ### 344
        return (function () {
          "use strict";
          { let v = "first"; }
          let v = "outer";
          var f;
          { let v = "inner"; f = function () { return v; }; }
          return v === "outer" && f() === "inner" && (function () { var v = "fn"; return v; })() === "fn";
        }());
        ### 345
        new Function("'use strict'; if (true) { let a = 1; }");
        try { new Function("'use strict'; if (true) let a = 1;"); return false; } catch (e) { if (!(e instanceof SyntaxError)) return false; }
        try { new Function("'use strict'; while (false) let b = 1;"); return false; } catch (e) { return e instanceof SyntaxError; }
        ### 346
        return (function () {
          "use strict";
          let i = "outer";
          var count = 0;
          for (let i = 0; i < 3; i++) count++;
          return i === "outer" && count === 3;
        }());
        ### 347
        return (function () {
          "use strict";
          var read = function () { return c; };
          try { read(); return false; } catch (e) { if (!(e instanceof ReferenceError)) return false; }
          try { typeof c; return false; } catch (e) { if (!(e instanceof ReferenceError)) return false; }
          let c = 5;
          return read() === 5;
        }());
        ### 348
        return (function () {
          "use strict";
          var fns = [], gns = [];
          for (let i = 0; i < 2; i++) fns.push(function () { return i; });
          for (let key in { a: 1, b: 1 }) gns.push(function () { return key; });
          return fns[0]() === 0 && fns[1]() === 1 && gns[0]() === "a" && gns[1]() === "b";
        }());
        ### 349
        return (function (x) {
          "use strict";
          var seen = [];
          for (let x in { a: 1, b: 1 }) seen.push(x);
          return seen.join(",") === "a,b" && x === "param";
        })("param");
        ### 350
        return (function () {
          "use strict";
          function g() { return "outer"; }
          var inner, early;
          {
            early = g();
            function g() { return "inner"; }
            inner = g();
          }
          return early === "inner" && inner === "inner" && g() === "outer";
        }());
        ### 351
        var f = () => 5;
        return f() === 5 && f(1, 2) === 5;
        ### 352
        var f = x => x + 1;
        return f(1) === 2;
        ### 353
        var f = (a, b, c) => a * 100 + b * 10 + c;
        return f(1, 2, 3) === 123;
        ### 354
        var o = { v: "obj", m: function () { var g = () => this.v; return g(); } };
        return o.m() === "obj";
        ### 355
        var o = {};
        var f = (function () { return () => this; }).call(o);
        return f() === o && f.call({}) === o && f.apply(null, []) === o;
        ### 356
        var o = {};
        var f = (function () { return (a, b) => [this, a, b]; }).call(o);
        var g = f.bind({}, 1);
        var r = g(2);
        return r[0] === o && r[1] === 1 && r[2] === 2;
        ### 357
        var f = (function () { return () => arguments[0] + arguments.length; })("x", "y");
        return f("z") === "x2";
        ### 358
        new Function("var f = () =>\n1;");
        try { new Function("var f = ()\n=> 1;"); return false; } catch (e) { if (!(e instanceof SyntaxError)) return false; }
        try { new Function("var g = x\n=> x;"); return false; } catch (e) { return e instanceof SyntaxError; }
        ### 359
        var f = x => x ? "yes" : "no";
        var h = (x => x, 7);
        var add = a => b => a + b;
        if (f(1) !== "yes" || f(0) !== "no" || h !== 7 || add(1)(2) !== 3) return false;
        try { new Function("0 || () => 2;"); return false; } catch (e) { if (!(e instanceof SyntaxError)) return false; }
        try { new Function("() => {}();"); return false; } catch (e) { return e instanceof SyntaxError; }
        ### 360
        var f = () => 1;
        return !f.hasOwnProperty("prototype") && f.prototype === undefined;
        ### 361
        class A { constructor(v) { this.v = v; } tag() { return "A"; } }
        class B extends A {
          constructor() { var callSuper = () => super(3); callSuper(); this.t = (() => super.tag())(); }
        }
        var b = new B();
        return b.v === 3 && b.t === "A";
        ### 362
        class A { who() { return "A"; } }
        class B extends A { who() { var f = () => super.who(); return f() + "B"; } }
        return new B().who() === "AB";
        ### 363
        var seen;
        function F() { var f = () => new.target; seen = f(); }
        new F();
        var viaNew = seen === F;
        F();
        return viaNew && seen === undefined;
        ### 364
        class C { m() { return "m"; } }
        return typeof C === "function" && new C().m() === "m";
        ### 365
        class C {}
        var inner;
        { class C { m() { return 1; } } inner = C; }
        { class OnlyInBlock {} }
        return inner !== C && typeof inner.prototype.m === "function" && C.prototype.m === undefined && typeof OnlyInBlock === "undefined";
        ### 366
        var C = class { m() { return 2; } };
        var D = class Named { n() { return 3; } };
        return typeof C === "function" && new C().m() === 2 && new D().n() === 3;
        ### 367
        var C = class {};
        var obj = new (class { m() { return "anon"; } })();
        return typeof C === "function" && typeof class {} === "function" && obj.m() === "anon";
        ### 368
        class C { constructor(a, b) { this.sum = a + b; } }
        return new C(2, 3).sum === 5 && C.prototype.constructor === C && C.length === 2;
        ### 369
        class C { m() { return this.x; } }
        var c = new C();
        c.x = 4;
        return typeof C.prototype.m === "function" && c.m() === 4 && !c.hasOwnProperty("m");
        ### 370
        class C { "two words"() { return "tw"; } "3"() { return 3; } }
        return new C()["two words"]() === "tw" && new C()[3]() === 3;
        ### 371
        var k = "me";
        class C { [k + "thod"]() { return "computed"; } }
        return new C().method() === "computed";
        ### 372
        class C { ; m() { return 1; }; ; n() { return 2; } ; }
        return new C().m() === 1 && new C().n() === 2;
        ### 373
        class C { static s() { return this; } }
        return C.s() === C && !("s" in C.prototype);
        ### 374
        var k = "st";
        class C { static [k + "at"]() { return "S"; } }
        return C.stat() === "S";
        ### 375
        var stored;
        class C { get g() { return "got"; } set g(v) { stored = v; } }
        var c = new C();
        c.g = "put";
        return c.g === "got" && stored === "put" && !c.hasOwnProperty("g");
        ### 376
        var k = "acc", stored;
        class C { get [k]() { return "got"; } set [k](v) { stored = v; } }
        var c = new C();
        c.acc = "put";
        return c.acc === "got" && stored === "put";
        ### 377
        var stored;
        class C { static get g() { return "got"; } static set g(v) { stored = v; } }
        C.g = "put";
        return C.g === "got" && stored === "put" && !("g" in C.prototype);
        ### 378
        var k = "acc", stored;
        class C { static get [k]() { return "got"; } static set [k](v) { stored = v; } }
        C.acc = "put";
        return C.acc === "got" && stored === "put";
        ### 379
        class C { m() { return C; } }
        var D = C;
        C = "rebound";
        var E = class F { n() { return F; } };
        return new D().m() === D && new E().n() === E && typeof F === "undefined";
        ### 380
        var k = "ok";
        class Fine { [k]() { return 1; } }
        try { class C { [C]() {} } return false; } catch (e) { if (!(e instanceof ReferenceError)) return false; }
        try { var D = class E { [E]() {} }; return false; } catch (e) { return e instanceof ReferenceError; }
        ### 381
        class C { m() {} get g() { return 1; } static s() {} }
        return !C.prototype.propertyIsEnumerable("m") && !C.prototype.propertyIsEnumerable("g") && !C.propertyIsEnumerable("s");
        ### 382
        class C {
          static plainThis() { return (function () { return this; })(); }
          m() { return this; }
        }
        var m = new C().m;
        return C.plainThis() === undefined && m() === undefined;
        ### 383
        class C {}
        if (typeof C !== "function") return false;
        try { C(); return false; } catch (e) { if (!(e instanceof TypeError)) return false; }
        try { C.call({}); return false; } catch (e) { return e instanceof TypeError; }
        ### 384
        class A { m() { return "A"; } }
        class B extends A {}
        var b = new B();
        return b.m() === "A" && b instanceof A && Object.getPrototypeOf(B) === A && Object.getPrototypeOf(B.prototype) === A.prototype;
        ### 385
        var made;
        var mk = function () { made = function Base() { this.base = true; }; made.prototype.m = function () { return "m"; }; return made; };
        class C extends mk() {}
        var c = new C();
        return c.base === true && c.m() === "m" && Object.getPrototypeOf(C) === made;
        ### 386
        class C extends null { constructor() { return Object.create(C.prototype); } }
        return Object.getPrototypeOf(C.prototype) === null && Object.getPrototypeOf(C) === Function.prototype && new C() instanceof C;
        ### 387
        var seen;
        class A { constructor() { seen = new.target; } }
        class B extends A {}
        new A();
        var first = seen === A;
        new B();
        return first && seen === B;
        ### 388
        class A { constructor(x) { this.x = x; } }
        class B extends A { constructor() { super("y"); this.z = "z"; } }
        var b = new B();
        return b.x === "y" && b.z === "z";
        ### 389
        var result;
        class A { constructor() { this.a = 1; } }
        class B extends A { constructor() { result = super(); } }
        var b = new B();
        return result === b && b.a === 1;
        ### 390
        class A {}
        A.prototype.val = "protoVal";
        class B extends A { get() { return super.val + "," + super["val"]; } }
        B.prototype.val = "own";
        return new B().get() === "protoVal,protoVal";
        ### 391
        class A { m(x) { return "A" + x; } }
        class B extends A { m(x) { return super.m(x) + "B"; } }
        return new B().m(1) === "A1B";
        ### 392
        class A { self() { return this; } name() { return this.n; } }
        class B extends A { test() { return super.self() === this && super.name() === "b"; } }
        var b = new B();
        b.n = "b";
        return b.test();
        ### 393
        var seen;
        class A { constructor() { seen = new.target; } }
        class B extends A { constructor() { super(); } }
        new B();
        return seen === B;
        ### 394
        class A { m() { return "A"; } }
        class B extends A { m() { return super.m(); } }
        var fake = { m: function () { return "fake"; } };
        return B.prototype.m.call(fake) === "A" && B.prototype.m.call({}) === "A";
        ### 395
        var log = "";
        function Base() { log += "base"; }
        Base.prototype.constructor = function () { log += "wrong"; };
        class D extends Base { constructor() { super(); } }
        new D();
        return log === "base";
        ### 396
        function* gen() { yield 1; yield 2; }
        var it = gen();
        var a = it.next(), b = it.next(), c = it.next();
        return a.value === 1 && a.done === false && b.value === 2 && b.done === false && c.value === undefined && c.done === true;
        ### 397
        var gen = function* named() { yield "x"; return "r"; };
        var it = gen();
        var a = it.next(), b = it.next();
        return a.value === "x" && a.done === false && b.value === "r" && b.done === true;
        ### 398
        function* gen() { yield this.v; }
        var o = { v: "obj", gen: gen };
        return o.gen().next().value === "obj" && gen.call({ v: 5 }).next().value === 5;
        ### 399
        function* gen() { yield this; }
        try { var it = new gen(); it.next(); return false; } catch (e) { return e instanceof TypeError || e instanceof ReferenceError; }
        ### 400
        var received = [];
        function* gen() { var x = yield 1; received.push(x); var y = yield x * 2; received.push(y); }
        var it = gen();
        var first = it.next("ignored"), second = it.next(5), third = it.next(7);
        return first.value === 1 && second.value === 10 && third.done === true && received.join(",") === "5,7";
        ### 401
        function* gen() {}
        var gp = Object.getPrototypeOf(gen.prototype);
        var it = gen();
        return Object.getPrototypeOf(it) === gen.prototype && gp.hasOwnProperty("next") && gp.hasOwnProperty("throw") &&
          gp.hasOwnProperty("return") && Object.getPrototypeOf((function* () {}).prototype) === gp && !gen.prototype.hasOwnProperty("next");
        ### 402
        function* gen() {}
        var gp = Object.getPrototypeOf(gen.prototype);
        var ip = Object.getPrototypeOf(gp);
        var gfp = Object.getPrototypeOf(gen);
        return gfp.prototype === gp && Object.getPrototypeOf(gfp) === Function.prototype && ip !== Object.prototype &&
          Object.getPrototypeOf(ip) === Object.prototype && gen() instanceof gen;
        ### 403
        function* gen() {}
        var gp = Object.getPrototypeOf(gen.prototype);
        var gfp = Object.getPrototypeOf(gen);
        var GenFn = gfp.constructor;
        var made = GenFn("a", "yield a; yield a + 1;");
        var it = made(3);
        return gp.constructor === gfp && GenFn !== Function && made instanceof GenFn && it.next().value === 3 && it.next().value === 4;
        ### 404
        var caught;
        function* gen() { try { yield 1; } catch (e) { caught = e; yield 2; } }
        var it = gen();
        it.next();
        var r = it.throw("boom");
        if (caught !== "boom" || r.value !== 2 || r.done !== false) return false;
        var fresh = gen();
        try { fresh.throw("early"); return false; } catch (e) { return e === "early" && fresh.next().done === true; }
        ### 405
        var finalized = false;
        function* gen() { try { yield 1; yield 2; } finally { finalized = true; } }
        var it = gen();
        it.next();
        var r = it.return(9);
        var n = it.next();
        return r.value === 9 && r.done === true && n.done === true && n.value === undefined && finalized;
        ### 406
        function* gen() { var x = yield 1 ? "t" : "f"; yield x, "ignored"; yield 0 || "or"; }
        var it = gen();
        var a = it.next().value, b = it.next("sent").value, c = it.next().value;
        return a === "t" && b === "sent" && c === "or";
        ### 407
        function* gen() { yield* [1, 2]; yield 3; }
        var it = gen(), out = [], r;
        while (!(r = it.next()).done) out.push(r.value);
        return out.join(",") === "1,2,3";
        ### 408
        function* gen() { yield* [, "b", ,]; }
        var it = gen(), out = [], r;
        while (!(r = it.next()).done) out.push(r.value === undefined ? "u" : r.value);
        return out.join(",") === "u,b,u";
        ### 409
        function* gen() { yield* "ab"; }
        var it = gen(), out = [], r;
        while (!(r = it.next()).done) out.push(r.value);
        return out.join(",") === "a,b";
        ### 410
        function* gen() { yield* "\uD83D\uDE00x"; }
        var it = gen(), out = [], r;
        while (!(r = it.next()).done) out.push(r.value);
        return out.length === 2 && out[0] === "\uD83D\uDE00" && out[1] === "x";
        ### 411
        function* inner() { var got = yield 1; yield got; return "ret"; }
        function* outer() { var result = yield* inner(); yield result; }
        var it = outer();
        var a = it.next().value, b = it.next("sent").value, c = it.next().value, d = it.next();
        return a === 1 && b === "sent" && c === "ret" && d.done === true;
        ### 412
        var iterable = {};
        iterable[Symbol.iterator] = function () { var i = 0; return { next: function () { i++; return { value: i, done: i > 3 }; } }; };
        function* gen() { yield* iterable; }
        var it = gen(), out = [], r;
        while (!(r = it.next()).done) out.push(r.value);
        return out.join(",") === "1,2,3";
        ### 413
        var proto = {};
        proto[Symbol.iterator] = function () { var i = 0; return { next: function () { i++; return { value: i, done: i > 3 }; } }; };
        function* gen() { yield* Object.create(proto); }
        var it = gen(), out = [], r;
        while (!(r = it.next()).done) out.push(r.value);
        return out.join(",") === "1,2,3";
        ### 414
        function* gen() { yield* 5; }
        var it = gen();
        try { it.next(); return false; } catch (e) { return e instanceof TypeError; }
        ### 415
        var closed = false;
        function* inner() { try { yield 1; yield 2; } finally { closed = true; } }
        function* outer() { yield* inner(); yield "after"; }
        var it = outer();
        it.next();
        var r = it.return(5);
        return closed && r.done === true && r.value === 5 && it.next().done === true;
        ### 416
        var closed = 0;
        var iterable = {};
        iterable[Symbol.iterator] = function () { var i = 0; return { next: function () { i++; return { value: i, done: i > 10 }; }, "return": function () { closed++; return {}; } }; };
        function* gen() { yield* iterable; }
        var it = gen();
        it.next();
        try { it.throw("boom"); return false; } catch (e) { return closed === 1 && e instanceof TypeError; }
        ### 417
        var o = { *gen() { yield "a"; yield this.v; }, v: "b" };
        var it = o.gen();
        return it.next().value === "a" && it.next().value === "b" && it.next().done === true;
        ### 418
        var o = { *"two words"() { yield "tw"; } };
        return o["two words"]().next().value === "tw";
        ### 419
        var k = "ge";
        var o = { *[k + "n"]() { yield "computed"; } };
        return o.gen().next().value === "computed";
        ### 420
        class C { *gen() { yield this.v; } static *sgen() { yield "s"; } }
        var c = new C();
        c.v = "inst";
        return c.gen().next().value === "inst" && C.sgen().next().value === "s";
        ### 421
        var k = "ge";
        class C { *[k + "n"]() { yield "computed"; } static *[k + "s"]() { yield "static"; } }
        return new C().gen().next().value === "computed" && C.ges().next().value === "static";
        ### 422
        var o = { *gen() { yield 1; } };
        if (typeof o.gen !== "function" || o.gen().next().value !== 1) return false;
        try { new o.gen(); return false; } catch (e) { return e instanceof TypeError; }
        ### 423
        var a = new Int8Array(3);
        a[0] = 0x80; a[1] = 0x17F; a[2] = -129;
        return a.length === 3 && Int8Array.BYTES_PER_ELEMENT === 1 && a[0] === -128 && a[1] === 127 && a[2] === 127;
        ### 424
        var a = new Uint8Array(3);
        a[0] = 256; a[1] = -1; a[2] = 1.9;
        return a.length === 3 && Uint8Array.BYTES_PER_ELEMENT === 1 && a[0] === 0 && a[1] === 255 && a[2] === 1;
        ### 425
        var a = new Uint8ClampedArray(5);
        a[0] = 300; a[1] = -5; a[2] = 1.5; a[3] = 2.5; a[4] = 2.6;
        return Uint8ClampedArray.BYTES_PER_ELEMENT === 1 && a[0] === 255 && a[1] === 0 && a[2] === 2 && a[3] === 2 && a[4] === 3;
        ### 426
        var a = new Int16Array(3);
        a[0] = 0x8000; a[1] = 0x10001; a[2] = -1;
        return Int16Array.BYTES_PER_ELEMENT === 2 && a[0] === -32768 && a[1] === 1 && a[2] === -1;
        ### 427
        var a = new Uint16Array(2);
        a[0] = -1; a[1] = 0x10000;
        return Uint16Array.BYTES_PER_ELEMENT === 2 && a[0] === 65535 && a[1] === 0;
        ### 428
        var a = new Int32Array(2);
        a[0] = 0x80000000; a[1] = 0x100000001;
        return Int32Array.BYTES_PER_ELEMENT === 4 && a[0] === -2147483648 && a[1] === 1;
        ### 429
        var a = new Uint32Array(2);
        a[0] = -1; a[1] = 0x100000000;
        return Uint32Array.BYTES_PER_ELEMENT === 4 && a[0] === 4294967295 && a[1] === 0;
        ### 430
        var a = new Float32Array(2);
        a[0] = 0.1; a[1] = 1.5;
        return Float32Array.BYTES_PER_ELEMENT === 4 && a[0] === 0.10000000149011612 && a[1] === 1.5;
        ### 431
        var a = new Float64Array(2);
        a[0] = 0.1; a[1] = -1e300;
        return Float64Array.BYTES_PER_ELEMENT === 8 && a[0] === 0.1 && a[1] === -1e300;
        ### 432
        var dv = new DataView(new ArrayBuffer(2));
        dv.setInt8(0, 0x80);
        dv.setInt8(1, 0x17F);
        return dv.getInt8(0) === -128 && dv.getInt8(1) === 127;
        ### 433
        var dv = new DataView(new ArrayBuffer(2));
        dv.setUint8(0, -1);
        dv.setUint8(1, 256);
        return dv.getUint8(0) === 255 && dv.getUint8(1) === 0;
        ### 434
        var dv = new DataView(new ArrayBuffer(4));
        dv.setInt16(0, -2);
        dv.setInt16(2, 0x0102, true);
        return dv.getInt16(0) === -2 && dv.getInt16(0, true) === -257 && dv.getInt16(2, true) === 0x0102 && dv.getInt16(2) === 0x0201;
        ### 435
        var dv = new DataView(new ArrayBuffer(2));
        dv.setUint16(0, 0x1234);
        return dv.getUint16(0) === 0x1234 && dv.getUint16(0, true) === 0x3412 && dv.getUint8(0) === 0x12;
        ### 436
        var dv = new DataView(new ArrayBuffer(8));
        dv.setInt32(0, -1);
        dv.setInt32(4, 0x01020304);
        return dv.getInt32(0) === -1 && dv.getInt32(4) === 0x01020304 && dv.getInt32(4, true) === 0x04030201;
        ### 437
        var dv = new DataView(new ArrayBuffer(4));
        dv.setUint32(0, 0xFFFFFFFE);
        return dv.getUint32(0) === 4294967294 && dv.getUint32(0, true) === 0xFEFFFFFF;
        ### 438
        var dv = new DataView(new ArrayBuffer(4));
        dv.setFloat32(0, 1.5);
        var big = dv.getFloat32(0) === 1.5 && dv.getUint8(0) === 0x3F;
        dv.setFloat32(0, 0.1, true);
        return big && dv.getFloat32(0, true) === 0.10000000149011612 && dv.getFloat32(0) !== dv.getFloat32(0, true);
        ### 439
        var dv = new DataView(new ArrayBuffer(8));
        dv.setFloat64(0, 0.1);
        var big = dv.getFloat64(0) === 0.1 && dv.getUint8(0) === 0x3F;
        dv.setFloat64(0, -2.5, true);
        return big && dv.getFloat64(0, true) === -2.5 && dv.getUint8(7) === 0xC0;
        ### 440
        var d = Object.getOwnPropertyDescriptor(ArrayBuffer, Symbol.species);
        var called = false;
        var buf = new ArrayBuffer(4);
        buf.constructor = {};
        buf.constructor[Symbol.species] = function (len) { called = true; return new ArrayBuffer(len); };
        var sliced = buf.slice(1);
        return ArrayBuffer[Symbol.species] === ArrayBuffer && typeof d.get === "function" && d.set === undefined && called && sliced.byteLength === 3;
        ### 441
        var ctors = [ArrayBuffer, DataView, Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array];
        for (var i = 0; i < ctors.length; i++) {
          if (typeof ctors[i] !== "function" || !(new ctors[i](new ArrayBuffer(8)) instanceof ctors[i])) return false;
          try { ctors[i](new ArrayBuffer(8)); return false; } catch (e) { if (!(e instanceof TypeError)) return false; }
        }
        return true;
        ### 442
        var iterable = {};
        iterable[Symbol.iterator] = function () { var i = 0; return { next: function () { i++; return { value: i, done: i > 3 }; } }; };
        var ctors = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array];
        for (var i = 0; i < ctors.length; i++) {
          var a = new ctors[i](iterable);
          if (a.length !== 3 || a[0] !== 1 || a[1] !== 2 || a[2] !== 3) return false;
        }
        return true;
        ### 443
        var ctors = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array];
        var TA = Object.getPrototypeOf(Int8Array);
        for (var i = 0; i < ctors.length; i++) {
          if (Object.getPrototypeOf(ctors[i]) !== TA || Object.getPrototypeOf(ctors[i].prototype) !== TA.prototype) return false;
        }
        try { new TA(); return false; } catch (e) { if (!(e instanceof TypeError)) return false; }
        return TA !== Function.prototype && Object.getPrototypeOf(TA) === Function.prototype && Object.getPrototypeOf(TA.prototype) === Object.prototype;
        ### 444
        var a = Int16Array.from([1, 2, 3]);
        var b = Uint8Array.from({ length: 2, 0: 5, 1: 6 }, function (x) { return x * 2; });
        return a instanceof Int16Array && a.length === 3 && a[2] === 3 && b instanceof Uint8Array && b[0] === 10 && b[1] === 12 &&
          Int16Array.from === Object.getPrototypeOf(Int16Array).from;
        ### 445
        var a = Int16Array.of(1, 2, -3);
        var b = Uint8Array.of(256, 7);
        return a instanceof Int16Array && a.length === 3 && a[2] === -3 && b[0] === 0 && b[1] === 7 && Int16Array.of === Object.getPrototypeOf(Int16Array).of;
        ### 446
        var a = new Int8Array([1, 2, 3, 4]);
        var s = a.subarray(1, 3), t = a.subarray(-1);
        s[0] = 9;
        return s instanceof Int8Array && s.length === 2 && s[1] === 3 && a[1] === 9 && s.buffer === a.buffer && t.length === 1 && t[0] === 4;
        ### 447
        var a = new Int8Array([1, 2, 3]);
        return a.join("-") === "1-2-3" && a.join() === "1,2,3" && new Int8Array(0).join() === "";
        ### 448
        var a = new Int8Array([1, 2, 3, 2]);
        return a.indexOf(2) === 1 && a.indexOf(2, 2) === 3 && a.indexOf(5) === -1 && a.indexOf(1, -1) === -1;
        ### 449
        var a = new Int8Array([1, 2, 3, 2]);
        return a.lastIndexOf(2) === 3 && a.lastIndexOf(2, 2) === 1 && a.lastIndexOf(5) === -1;
        ### 450
        var a = new Int8Array([1, 2, 3, 4]);
        var s = a.slice(1, 3);
        s[0] = 9;
        return s instanceof Int8Array && s.length === 2 && s[0] === 9 && s[1] === 3 && a[1] === 2 && a.slice(-1)[0] === 4;
        ### 451
        var even = function (x) { return x % 2 === 0; };
        return new Int8Array([2, 4, 6]).every(even) && !new Int8Array([2, 3]).every(even) && new Int8Array(0).every(even);
        ### 452
        var a = new Int8Array([1, 2, 3, 4]).filter(function (x) { return x % 2 === 0; });
        return a instanceof Int8Array && a.length === 2 && a[0] === 2 && a[1] === 4;
        ### 453
        var sum = 0, idx = "", self;
        var a = new Int8Array([1, 2, 3]);
        var r = a.forEach(function (x, i, arr) { sum += x; idx += i; self = arr; });
        return sum === 6 && idx === "012" && self === a && r === undefined;
        ### 454
        var a = new Int8Array([1, 2, 100]).map(function (x) { return x * 2; });
        return a instanceof Int8Array && a.length === 3 && a[0] === 2 && a[1] === 4 && a[2] === -56;
        ### 455
        var a = new Int8Array([1, 2, 3, 4]);
        return a.reduce(function (acc, x) { return acc + x; }) === 10 && a.reduce(function (acc, x) { return acc + x; }, "") === "1234";
        ### 456
        var a = new Int8Array([1, 2, 3]);
        return a.reduceRight(function (acc, x) { return acc + x; }, "") === "321" && a.reduceRight(function (acc, x) { return acc * 10 + x; }) === 321;
        ### 457
        var a = new Int8Array([1, 2, 3]);
        var r = a.reverse();
        return r === a && a[0] === 3 && a[1] === 2 && a[2] === 1;
        ### 458
        var big = function (x) { return x > 2; };
        return new Int8Array([1, 2, 3]).some(big) && !new Int8Array([1, 2]).some(big);
        ### 459
        var a = new Int8Array([10, 9, 1, -5]).sort();
        var b = new Int8Array([1, 3, 2]).sort(function (x, y) { return y - x; });
        return a.join(",") === "-5,1,9,10" && b.join(",") === "3,2,1";
        ### 460
        var a = new Int8Array([1, 2, 3, 4, 5]);
        var r = a.copyWithin(0, 3);
        var b = new Int8Array([1, 2, 3, 4, 5]).copyWithin(1, 0, 2);
        return r === a && a.join(",") === "4,5,3,4,5" && b.join(",") === "1,1,2,4,5";
        ### 461
        var a = new Int8Array([1, 2, 3]);
        return a.find(function (x) { return x > 1; }) === 2 && a.find(function (x) { return x > 5; }) === undefined;
        ### 462
        var a = new Int8Array([1, 2, 3]);
        return a.findIndex(function (x) { return x > 1; }) === 1 && a.findIndex(function (x) { return x > 5; }) === -1;
        ### 463
        var a = new Int8Array(3);
        var r = a.fill(7);
        var ok = r === a && a.join(",") === "7,7,7";
        a.fill(1, 1, 2);
        return ok && a.join(",") === "7,1,7";
        ### 464
        var it = new Int8Array([5, 6]).keys();
        var a = it.next(), b = it.next(), c = it.next();
        return a.value === 0 && a.done === false && b.value === 1 && c.done === true;
        ### 465
        var it = new Int8Array([5, 6]).values();
        var a = it.next(), b = it.next(), c = it.next();
        return a.value === 5 && a.done === false && b.value === 6 && c.done === true;
        ### 466
        var it = new Int8Array([5, 6]).entries();
        var a = it.next(), b = it.next(), c = it.next();
        return a.value[0] === 0 && a.value[1] === 5 && b.value[0] === 1 && b.value[1] === 6 && c.done === true;
        ### 467
        var a = new Int8Array([5, 6]);
        var it = a[Symbol.iterator]();
        var x = it.next(), y = it.next(), z = it.next();
        return x.value === 5 && y.value === 6 && z.done === true && Int8Array.prototype[Symbol.iterator] === Int8Array.prototype.values;
        ### 468
        var TA = Object.getPrototypeOf(Int8Array);
        var d = Object.getOwnPropertyDescriptor(TA, Symbol.species);
        var called = false;
        var a = new Uint8Array([1, 2]);
        a.constructor = {};
        a.constructor[Symbol.species] = function (len) { called = true; return new Uint8Array(len); };
        var m = a.map(function (x) { return x + 1; });
        return typeof d.get === "function" && Int8Array[Symbol.species] === Int8Array && called && m[1] === 3;
        ### 469
        var m = new Map(), k = {};
        m.set(k, "obj");
        m.set("a", 1);
        m.set(NaN, "nan");
        return m.get(k) === "obj" && m.get("a") === 1 && m.get(NaN) === "nan" && m.has(k) && !m.has({}) && m.get("b") === undefined && m.size === 3;
        ### 470
        var k = {};
        var m = new Map([[1, "one"], [k, "obj"], [1, "uno"]]);
        return m.size === 2 && m.get(1) === "uno" && m.get(k) === "obj";
        ### 471
        if (typeof Map !== "function" || !(new Map() instanceof Map)) return false;
        try { Map(); return false; } catch (e) { return e instanceof TypeError; }
        ### 472
        var a = new Map(null), b = new Map(undefined);
        return a.size === 0 && b.size === 0;
        ### 473
        var original = Map.prototype.set, calls = 0;
        Map.prototype.set = function (k, v) { calls++; return original.call(this, k, v); };
        try { var m = new Map([[1, 2], [3, 4]]); } finally { Map.prototype.set = original; }
        return calls === 2 && m.get(3) === 4;
        ### 474
        var closed = 0;
        var iterable = {};
        iterable[Symbol.iterator] = function () { var i = 0; return { next: function () { i++; return { value: "not an entry", done: i > 5 }; }, "return": function () { closed++; return {}; } }; };
        try { new Map(iterable); return false; } catch (e) { return e instanceof TypeError && closed === 1; }
        ### 475
        var m = new Map();
        return m.set(1, 2) === m && m.set(3, 4).set(5, 6) === m && m.size === 3;
        ### 476
        var m = new Map();
        m.set(-0, "zero");
        var key = m.keys().next().value;
        var n = new Map([[-0, 1]]);
        return 1 / key === Infinity && m.get(0) === "zero" && m.has(+0) && 1 / n.keys().next().value === Infinity;
        ### 477
        var m = new Map();
        var s0 = m.size;
        m.set("a", 1); m.set("b", 2); m.set("a", 3);
        var s2 = m.size;
        m["delete"]("a");
        var d = Object.getOwnPropertyDescriptor(Map.prototype, "size");
        return s0 === 0 && s2 === 2 && m.size === 1 && typeof d.get === "function" && d.set === undefined;
        ### 478
        var m = new Map([["a", 1], ["b", 2]]);
        var first = m["delete"]("a"), second = m["delete"]("a");
        return first === true && second === false && !m.has("a") && m.has("b") && m.size === 1;
        ### 479
        var m = new Map([["a", 1], ["b", 2]]);
        var r = m.clear();
        return r === undefined && m.size === 0 && !m.has("a") && !m.has("b");
        ### 480
        var m = new Map([["a", 1], ["b", 2]]);
        var log = [], ctx = {}, ok = true;
        m.forEach(function (v, k, map) { log.push(k + "=" + v); ok = ok && map === m && this === ctx; }, ctx);
        return ok && log.join(",") === "a=1,b=2";
        ### 481
        var m = new Map([["a", 1], ["b", 2]]);
        var it = m.keys();
        var x = it.next(), y = it.next(), z = it.next();
        return x.value === "a" && x.done === false && y.value === "b" && z.done === true && z.value === undefined;
        ### 482
        var m = new Map([["a", 1], ["b", 2]]);
        var it = m.values();
        var x = it.next(), y = it.next(), z = it.next();
        return x.value === 1 && x.done === false && y.value === 2 && z.done === true;
        ### 483
        var m = new Map([["a", 1], ["b", 2]]);
        var it = m.entries();
        var x = it.next(), y = it.next(), z = it.next();
        return x.value[0] === "a" && x.value[1] === 1 && y.value[0] === "b" && y.value[1] === 2 && z.done === true;
        ### 484
        var m = new Map([["a", 1]]);
        var it = m[Symbol.iterator]();
        var x = it.next();
        return Map.prototype[Symbol.iterator] === Map.prototype.entries && x.value[0] === "a" && x.value[1] === 1 && it.next().done === true;
        ### 485
        if (typeof Map !== "function" || !new Map([[1, 1]]).has(1)) return false;
        try { Map.prototype.has(1); return false; } catch (e) { if (!(e instanceof TypeError)) return false; }
        try { Map.prototype.size; return false; } catch (e) { return e instanceof TypeError; }
        ### 486
        var m = new Map([[1, 2]]);
        var it = m.entries();
        var mip = Object.getPrototypeOf(it);
        var ip = Object.getPrototypeOf(mip);
        return mip === Object.getPrototypeOf(m.keys()) && mip === Object.getPrototypeOf(m.values()) && mip.hasOwnProperty("next") &&
          !it.hasOwnProperty("next") && ip !== Object.prototype && Object.getPrototypeOf(ip) === Object.prototype && !ip.hasOwnProperty("next");
        ### 487
        var d = Object.getOwnPropertyDescriptor(Map, Symbol.species);
        var obj = {};
        return Map[Symbol.species] === Map && typeof d.get === "function" && d.set === undefined && d.get.call(obj) === obj;
        ### 488
        var s = new Set(), k = {};
        s.add(k); s.add("a"); s.add("a"); s.add(NaN); s.add(NaN);
        return s.has(k) && s.has("a") && s.has(NaN) && !s.has({}) && !s.has("b") && s.size === 3;
        ### 489
        var s = new Set([1, 2, 2, "x"]);
        var t = new Set("abca");
        return s.size === 3 && s.has(2) && s.has("x") && t.size === 3 && t.has("c");
        ### 490
        if (typeof Set !== "function" || !(new Set() instanceof Set)) return false;
        try { Set(); return false; } catch (e) { return e instanceof TypeError; }
        ### 491
        var a = new Set(null), b = new Set(undefined);
        return a.size === 0 && b.size === 0;
        ### 492
        var original = Set.prototype.add, calls = 0;
        Set.prototype.add = function (v) { calls++; return original.call(this, v); };
        try { var s = new Set([1, 2, 2]); } finally { Set.prototype.add = original; }
        return calls === 3 && s.size === 2;
        ### 493
        var closed = 0;
        var iterable = {};
        iterable[Symbol.iterator] = function () { var i = 0; return { next: function () { i++; return { value: i, done: i > 5 }; }, "return": function () { closed++; return {}; } }; };
        var original = Set.prototype.add;
        Set.prototype.add = function () { throw "stop"; };
        try { new Set(iterable); } catch (e) { Set.prototype.add = original; return e === "stop" && closed === 1; }
        Set.prototype.add = original;
        return false;
        ### 494
        var s = new Set();
        return s.add(1) === s && s.add(2).add(3) === s && s.size === 3;
        ### 495
        var s = new Set();
        s.add(-0);
        var v = s.values().next().value;
        var t = new Set([-0]);
        return 1 / v === Infinity && s.has(0) && s.has(-0) && 1 / t.values().next().value === Infinity;
        ### 496
        var s = new Set();
        var s0 = s.size;
        s.add("a"); s.add("b"); s.add("a");
        var s2 = s.size;
        s["delete"]("a");
        var d = Object.getOwnPropertyDescriptor(Set.prototype, "size");
        return s0 === 0 && s2 === 2 && s.size === 1 && typeof d.get === "function" && d.set === undefined;
        ### 497
        var s = new Set(["a", "b"]);
        var first = s["delete"]("a"), second = s["delete"]("a");
        return first === true && second === false && !s.has("a") && s.has("b") && s.size === 1;
        ### 498
        var s = new Set(["a", "b"]);
        var r = s.clear();
        return r === undefined && s.size === 0 && !s.has("a") && !s.has("b");
        ### 499
        var s = new Set(["a", "b"]);
        var log = [], ctx = {}, ok = true;
        s.forEach(function (v, k, set) { log.push(v); ok = ok && v === k && set === s && this === ctx; }, ctx);
        return ok && log.join(",") === "a,b";
        ### 500
        var s = new Set(["a", "b"]);
        var it = s.keys();
        var x = it.next(), y = it.next(), z = it.next();
        return x.value === "a" && x.done === false && y.value === "b" && z.done === true && Set.prototype.keys === Set.prototype.values;
        ### 501
        var s = new Set(["a", "b"]);
        var it = s.values();
        var x = it.next(), y = it.next(), z = it.next();
        return x.value === "a" && x.done === false && y.value === "b" && z.done === true && z.value === undefined;
        ### 502
        var s = new Set(["a", "b"]);
        var it = s.entries();
        var x = it.next(), y = it.next(), z = it.next();
        return x.value[0] === "a" && x.value[1] === "a" && y.value[0] === "b" && y.value[1] === "b" && z.done === true;
        ### 503
        var s = new Set(["a"]);
        var it = s[Symbol.iterator]();
        var x = it.next();
        return Set.prototype[Symbol.iterator] === Set.prototype.values && x.value === "a" && it.next().done === true;
        ### 504
        if (typeof Set !== "function" || !new Set([1]).has(1)) return false;
        try { Set.prototype.has(1); return false; } catch (e) { if (!(e instanceof TypeError)) return false; }
        try { Set.prototype.size; return false; } catch (e) { return e instanceof TypeError; }
        ### 505
        var s = new Set([1]);
        var it = s.values();
        var sip = Object.getPrototypeOf(it);
        var ip = Object.getPrototypeOf(sip);
        return sip === Object.getPrototypeOf(s.entries()) && sip.hasOwnProperty("next") && !it.hasOwnProperty("next") &&
          ip !== Object.prototype && Object.getPrototypeOf(ip) === Object.prototype && !ip.hasOwnProperty("next");
        ### 506
        var d = Object.getOwnPropertyDescriptor(Set, Symbol.species);
        var obj = {};
        return Set[Symbol.species] === Set && typeof d.get === "function" && d.set === undefined && d.get.call(obj) === obj;
        ### 507
        var wm = new WeakMap(), k = {}, f = function () {};
        wm.set(k, "obj");
        wm.set(f, "fn");
        return wm.get(k) === "obj" && wm.get(f) === "fn" && wm.has(k) && !wm.has({}) && wm.get({}) === undefined;
        ### 508
        var a = {}, b = {};
        var wm = new WeakMap([[a, 1], [b, 2], [a, 3]]);
        return wm.get(a) === 3 && wm.get(b) === 2;
        ### 509
        if (typeof WeakMap !== "function" || !(new WeakMap() instanceof WeakMap)) return false;
        try { WeakMap(); return false; } catch (e) { return e instanceof TypeError; }
        ### 510
        var a = new WeakMap(null), b = new WeakMap(undefined), k = {};
        a.set(k, 1);
        return a.get(k) === 1 && !b.has(k);
        ### 511
        var original = WeakMap.prototype.set, calls = 0, k1 = {}, k2 = {};
        WeakMap.prototype.set = function (k, v) { calls++; return original.call(this, k, v); };
        try { var wm = new WeakMap([[k1, 1], [k2, 2]]); } finally { WeakMap.prototype.set = original; }
        return calls === 2 && wm.get(k2) === 2;
        ### 512
        var frozen = Object.freeze({}), sealed = Object.seal({}), fixed = Object.preventExtensions({});
        var wm = new WeakMap();
        wm.set(frozen, 1); wm.set(sealed, 2); wm.set(fixed, 3);
        return wm.get(frozen) === 1 && wm.get(sealed) === 2 && wm.get(fixed) === 3 && wm.has(frozen);
        ### 513
        var closed = 0;
        var iterable = {};
        iterable[Symbol.iterator] = function () { var i = 0; return { next: function () { i++; return { value: "not an entry", done: i > 5 }; }, "return": function () { closed++; return {}; } }; };
        try { new WeakMap(iterable); return false; } catch (e) { return e instanceof TypeError && closed === 1; }
        ### 514
        var wm = new WeakMap(), a = {}, b = {};
        return wm.set(a, 1) === wm && wm.set(b, 2).set(a, 3) === wm && wm.get(a) === 3;
        ### 515
        var wm = new WeakMap(), k = {};
        wm.set(k, 1);
        var first = wm["delete"](k), second = wm["delete"](k);
        return first === true && second === false && !wm.has(k);
        ### 516
        if (typeof WeakMap !== "function" || !new WeakMap().set({}, 1)) return false;
        return !("clear" in WeakMap.prototype) && new WeakMap().clear === undefined;
        ### 517
        var wm = new WeakMap();
        return wm.has(1) === false && wm.get("s") === undefined && wm["delete"](true) === false && wm.has(null) === false;
        ### 518
        if (typeof WeakMap !== "function" || !new WeakMap().set({}, 1)) return false;
        try { WeakMap.prototype.has({}); return false; } catch (e) { if (!(e instanceof TypeError)) return false; }
        try { WeakMap.prototype.set({}, 1); return false; } catch (e) { return e instanceof TypeError; }
        ### 519
        var ws = new WeakSet(), a = {}, f = function () {};
        var r = ws.add(a);
        ws.add(f);
        return r === ws && ws.has(a) && ws.has(f) && !ws.has({});
        ### 520
        var a = {}, b = {}, c = {};
        var ws = new WeakSet([a, b, a]);
        return ws.has(a) && ws.has(b) && !ws.has(c);
        """#
}
