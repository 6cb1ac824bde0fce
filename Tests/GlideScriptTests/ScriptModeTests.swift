import Foundation
import GlideScript
import Testing

/// One feature as a script uses it, the table row that names it, and the value the script answers with when the
/// platform runs it.
struct FeatureSample: Sendable, CustomTestStringConvertible {
    let row: Int
    let body: String
    let expected: String

    var testDescription: String { "row \(row): \(FeatureSupportTable.row(row)?.name ?? "?")" }
}

/// Runs `body` as an operation script in `mode` on `release`.
func runModal(_ body: String, mode: ScriptMode, release: PlatformRelease) -> ScriptedRESTResult {
    let source = "(function process(request, response) {\n\(body)\n})(request, response);"
    return ScriptedRESTRunner.run(
        ScriptedRESTScript(source: source, fileName: "sys_ws_operation:modal", scope: "x_test", mode: mode),
        request: ScriptedRESTRequest(uri: "/api/x_test/v1/t", url: "http://127.0.0.1/api/x_test/v1/t"),
        includes: [], data: MemoryDataSource(), limits: ScriptLimits(), release: release)
}

@Suite("Script modes and releases, as the platform's feature table says")
struct ScriptModeTests {
    /// Each feature the scanner finds, used once. The value is what `result` holds when the script runs.
    static let samples: [FeatureSample] = [
        FeatureSample(row: 7, body: "class A { static x = 8; } return A.x;", expected: "8"),
        FeatureSample(row: 18, body: "return Object.hasOwn({ a: 1 }, 'a');", expected: "true"),
        FeatureSample(row: 39, body: "class A { static { A.v = 3; } } return A.v;", expected: "3"),
        FeatureSample(row: 40, body: "return typeof Promise.any;", expected: "\"function\""),
        FeatureSample(row: 42, body: "return typeof new WeakRef({}).deref;", expected: "\"function\""),
        FeatureSample(row: 44, body: "var a = 0; a ||= 5; return a;", expected: "5"),
        FeatureSample(row: 47, body: "var a = 1; a &&= 6; return a;", expected: "6"),
        FeatureSample(row: 50, body: "var a = null; a ??= 9; return a;", expected: "9"),
        FeatureSample(row: 53, body: "return 1_000;", expected: "1000"),
        FeatureSample(row: 57, body: "return String(10n * 2n);", expected: "\"20\""),
        FeatureSample(row: 65, body: "return typeof globalThis;", expected: "\"object\""),
        FeatureSample(row: 67, body: "var o = { a: null }; return o.a?.b === undefined;", expected: "true"),
        FeatureSample(row: 72, body: "return typeof Promise.allSettled;", expected: "\"function\""),
        FeatureSample(row: 73, body: "return null ?? 'd';", expected: "\"d\""),
        FeatureSample(row: 84, body: "return Object.fromEntries([['a', 1]]).a;", expected: "1"),
        FeatureSample(row: 85, body: "try { throw 1; } catch { return 'caught'; }", expected: "\"caught\""),
        FeatureSample(row: 103, body: "async function* g() { yield 1; } return typeof g;", expected: "\"function\""),
        FeatureSample(row: 110, body: "return Object.values({ a: 4 })[0];", expected: "4"),
        FeatureSample(row: 118, body: "async function f() { return 1; } return typeof f;", expected: "\"function\""),
        FeatureSample(row: 130, body: "var f = async x => x; return typeof f;", expected: "\"function\""),
        FeatureSample(row: 134, body: "return typeof SharedArrayBuffer;", expected: "\"function\""),
        FeatureSample(row: 171, body: "return 2 ** 10;", expected: "1024"),
        FeatureSample(row: 191, body: "return Math.max(...[1, 5, 3]);", expected: "5"),
        FeatureSample(row: 212, body: "var s = 0; for (var v of [1, 2, 3]) { s += v; } return s;", expected: "6"),
        FeatureSample(row: 221, body: "return 0o17 + 0b11;", expected: "18"),
        FeatureSample(row: 225, body: "var n = 2; return `n is ${n}`;", expected: "\"n is 2\""),
        FeatureSample(row: 238, body: "var [a, b] = [1, 2]; return a + b;", expected: "3"),
        FeatureSample(row: 316, body: "const c = 11; return c;", expected: "11"),
        FeatureSample(row: 334, body: "let l = 12; return l;", expected: "12"),
        FeatureSample(row: 351, body: "var f = () => 13; return f();", expected: "13"),
        FeatureSample(row: 364, body: "class K { get v() { return 14; } } return new K().v;", expected: "14"),
        FeatureSample(row: 396, body: "function* g() { yield 15; } return g().next().value;", expected: "15"),
        FeatureSample(row: 423, body: "return new Uint8Array([1, 2]).length;", expected: "2"),
        FeatureSample(row: 469, body: "return new Map([[1, 'm']]).get(1);", expected: "\"m\""),
        FeatureSample(row: 488, body: "return new Set([1, 1, 2]).size;", expected: "2"),
        FeatureSample(row: 507, body: "return new WeakMap().has({});", expected: "false"),
        FeatureSample(row: 519, body: "return new WeakSet().has({});", expected: "false"),
        FeatureSample(row: 530, body: "return new Proxy({}, { get: () => 16 }).any;", expected: "16"),
        FeatureSample(row: 564, body: "return Reflect.has({ a: 1 }, 'a');", expected: "true"),
        FeatureSample(row: 584, body: "return typeof Promise.resolve(1).then;", expected: "\"function\""),
        FeatureSample(row: 592, body: "return typeof Symbol('s');", expected: "\"symbol\""),
        FeatureSample(row: 630, body: "return Object.assign({}, { a: 17 }).a;", expected: "17"),
        FeatureSample(row: 651, body: "return String.raw`a${1}`;", expected: "\"a1\""),
        FeatureSample(row: 669, body: "return Array.from('ab').length;", expected: "2"),
    ]

    @Test("the scanner finds each feature where the script uses it", arguments: samples)
    func scannerFinds(_ sample: FeatureSample) {
        let found = ScriptFeatureScanner.features(in: "// a comment: Promise => `x`\n" + sample.body).map(\.row.id)
        #expect(found.contains(sample.row), "found \(found)")
        #expect(ScriptFeatureScanner.features(in: "'Promise => ?. class'; /* Map */ var s = \"`\";").isEmpty)
    }

    @Test("on every release, a Supported feature runs in ES12 mode and a Disallowed one is refused", arguments: samples)
    func es12OnEveryRelease(_ sample: FeatureSample) throws {
        let row = try #require(FeatureSupportTable.row(sample.row))
        for release in PlatformRelease.allCases {
            let outcome = runModal(sample.body, mode: .es12, release: release)
            switch row.support(in: .es12, on: release) {
            case .supported, .notSupported:
                #expect(outcome.status == 200, "\(release): \(outcome.body)")
                #expect(outcome.body == "{\"result\":\(sample.expected)}", "\(release)")
            case .disallowed:
                #expect(outcome.status == 500, "\(release): \(outcome.body)")
                #expect(outcome.body.contains("is disallowed in ES12 mode on \(release)"), "\(outcome.body)")
                if let from = row.supportedFrom(in: .es12, after: release) {
                    #expect(outcome.body.contains("supported from \(from)"), "\(outcome.body)")
                }
            }
        }
    }

    @Test("ES5 Standards and Compatibility modes refuse what the ES5 column does not support", arguments: samples)
    func es5Refuses(_ sample: FeatureSample) throws {
        let row = try #require(FeatureSupportTable.row(sample.row))
        for mode in [ScriptMode.es5Standards, .compatibility] {
            let outcome = runModal(sample.body, mode: mode, release: .newest)
            if row.support(in: .es5Standards, on: .newest) == .supported {
                #expect(outcome.status == 200, "\(mode): \(outcome.body)")
            } else {
                #expect(outcome.status == 500, "\(mode): \(outcome.body)")
                #expect(outcome.body.contains("SyntaxError"), "\(outcome.body)")
            }
        }
    }

    @Test("an arrow function in an ES5-mode script is a syntax error at check time and at run time")
    func es5Arrow() {
        let source = "var a = 1;\nvar f = (x) => x + a;\n"
        let policy = ScriptFeaturePolicy(mode: .es5Standards, release: .australia)
        let refusal = policy.refusal(of: source)
        #expect(refusal?.use.line == 2)
        #expect(
            refusal?.description
                == "`arrow functions: 0 parameters` (line 2) is not available in ES5 Standards mode on Australia; "
                + "turn on ECMAScript 2021 (ES12) mode for the script or its application")
        let outcome = runModal(source, mode: .es5Standards, release: .australia)
        #expect(outcome.status == 500)
        #expect(outcome.body.contains("SyntaxError at sys_ws_operation:modal line 3"), "\(outcome.body)")
        #expect(
            runModal("var f = function (x) { return x; }; return f(1);", mode: .es5Standards, release: .xanadu)
                .body == "{\"result\":1}")
    }

    @Test("a script include runs in its own mode, and an ES5 include may not use ES12 syntax")
    func includeModes() {
        let modern = ScriptIncludeEntry(
            apiName: "x_test.Modern", name: "Modern", script: "class Modern { twice(n) { return n * 2; } }",
            mode: .es12)
        let legacy = ScriptIncludeEntry(
            apiName: "global.Legacy", name: "Legacy", script: "var Legacy = () => 1;", mode: .es5Standards)
        let source =
            "(function process(request, response) {\nreturn new x_test.Modern().twice(21);\n})(request, response);"
        let run = { (includes: [ScriptIncludeEntry], body: String) in
            ScriptedRESTRunner.run(
                ScriptedRESTScript(source: body, fileName: "sys_ws_operation:modal", scope: "x_test"),
                request: ScriptedRESTRequest(uri: "/", url: "http://127.0.0.1/"), includes: includes,
                data: MemoryDataSource(), limits: ScriptLimits())
        }
        #expect(run([modern], source).body == "{\"result\":42}")
        let broken = run(
            [legacy], "(function process(request, response) {\nreturn global.Legacy();\n})(request, response);")
        #expect(broken.status == 500)
        #expect(broken.body.contains("ES5 Standards mode"), "\(broken.body)")
        #expect(broken.body.contains("sys_script_include:global.Legacy"), "\(broken.body)")
    }
}

@Suite("Values crossing between Swift and the engine")
struct ScriptValueTests {
    @Test("strings with surrogate pairs and NUL, numbers at the edges of double, nested objects, null and undefined")
    func roundTrip() throws {
        let heap = try ScriptHeap(limits: ScriptLimits(), host: EchoHost())
        #expect(try heap.evaluate("'a\\uD83D\\uDE00\\u0000b'", fileName: "text") == "a😀\u{0}b")
        #expect(try heap.evaluate("'a\\uD83D\\uDE00\\u0000b'.length", fileName: "length") == "5")
        #expect(try heap.evaluate("Number.MAX_VALUE", fileName: "max") == "1.7976931348623157e+308")
        #expect(try heap.evaluate("Number.MIN_VALUE", fileName: "min") == "5e-324")
        #expect(try heap.evaluate("Number.MAX_SAFE_INTEGER + 2", fileName: "safe") == "9007199254740992")
        #expect(try heap.evaluate("-0 === 0 && 1 / -0", fileName: "zero") == "-Infinity")
        #expect(try heap.evaluate("null", fileName: "null") == "null")
        #expect(try heap.evaluate("undefined", fileName: "undefined") == "undefined")
        let host = EchoHost()
        let echo = try ScriptHeap(limits: ScriptLimits(), host: host)
        let nested = #"{"a":[1,{"b":null,"c":"\ud83d\ude00\u0000"}],"d":{"e":1.7976931348623157e+308,"f":-5e-324}}"#
        let answer = try echo.evaluate(
            "var v = JSON.parse(__nt_call('echo', JSON.stringify(\(nested)))); "
                + "[JSON.stringify(v), v.a[1].b === null, v.a[1].missing === undefined, v.a[1].c.length].join('|')",
            fileName: "nested")
        #expect(
            answer == #"{"a":[1,{"b":null,"c":"😀\u0000"}],"d":{"e":1.7976931348623157e+308,"f":-5e-324}}|true|true|3"#)
        #expect(host.calls == ["echo"])
    }

    @Test("a lone surrogate crosses as U+FFFD wherever it stands, and the text around it is kept")
    func loneSurrogates() throws {
        let heap = try ScriptHeap(limits: ScriptLimits(), host: EchoHost())
        #expect(try heap.evaluate("'a\\uD800b'", fileName: "middle") == "a\u{FFFD}b")
        #expect(try heap.evaluate("'ab\\uDC00'", fileName: "end") == "ab\u{FFFD}")
        #expect(try heap.evaluate("'\\uDFFF' + 'é😀'", fileName: "start") == "\u{FFFD}é😀")
        #expect(
            try heap.evaluate("'x'.repeat(5000) + '\\uD800'", fileName: "long") == String(repeating: "x", count: 5000)
                + "\u{FFFD}")
    }

    @Test("a script's source crosses exactly whether it is ASCII or not")
    func sources() throws {
        let heap = try ScriptHeap(limits: ScriptLimits(), host: EchoHost())
        let padding = String(repeating: "var unused = 1; ", count: 400)
        #expect(try heap.evaluate(padding + "'plain'.length", fileName: "ascii") == "5")
        #expect(try heap.evaluate(padding + "'é😀'.length + ':' + 'é😀'", fileName: "wide") == "3:é😀")
        #expect(try heap.evaluate("'a\u{0}b'.length", fileName: "nul") == "3")
    }

    @Test("text from the host keeps every character, NUL and astral ones included")
    func hostText() throws {
        final class Fixed: ScriptHostCalls {
            func call(_ operation: String, arguments: Data) throws -> Data { Data("\"x\\u0000😀y\"".utf8) }
        }
        let heap = try ScriptHeap(limits: ScriptLimits(), host: Fixed())
        #expect(try heap.evaluate("JSON.parse(__nt_call('any')).length", fileName: "host") == "5")
    }
}
