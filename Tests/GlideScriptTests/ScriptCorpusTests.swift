import Foundation
import GlideScript
import TestSupport
import Testing

/// Scripts are input too: an update set can carry any text as a scripted REST operation. Every script, however
/// broken or hostile, ends in a status the platform could send and a body that says what happened; none crashes
/// the process or outlives its limits.
@Suite("Scripted REST: a corpus of broken and hostile scripts")
struct ScriptCorpusTests {
    static let quickLimits = ScriptLimits(timeoutMilliseconds: 300, memoryBytes: 8 * 1024 * 1024)

    static let corpus: [(name: String, body: String)] = [
        ("a syntax error", "return {;"),
        ("an unclosed string", "var a = 'never closed;"),
        ("a reference error", "return notDefinedAnywhere.field;"),
        ("throw null", "throw null;"),
        ("throw undefined", "throw undefined;"),
        ("throw a number", "throw 42;"),
        ("throw an object without a message", "throw {code: 7};"),
        (
            "an error whose message throws",
            "var e = new Error(); Object.defineProperty(e, 'message', "
                + "{get: function () { throw new Error('again'); }}); throw e;"
        ),
        ("runaway recursion", "function f(n) { return f(n + 1) + 1; } return f(0);"),
        ("a runaway loop", "while (true) {}"),
        ("runaway allocation", "var a = []; while (true) { a.push(new Array(10000).join('x')); }"),
        ("a huge string", "var s = 'x'; for (var i = 0; i < 40; i++) { s = s + s; } return s.length;"),
        ("a string bomb that flattens", "var s = 'ab'; for (;;) { s = s + s; s.charCodeAt(1); }"),
        ("an allocation bomb of objects", "var a = []; for (;;) { a.push({ n: a.length, s: 'x' + a.length }); }"),
        ("an allocation bomb of typed arrays", "var a = []; for (;;) { a.push(new Float64Array(1 << 16)); }"),
        ("a loop that catches the stop and loops again", "for (;;) { try { while (true) {} } catch (e) {} }"),
        ("a loop in a finally block", "try { while (true) {} } finally { for (;;) {} }"),
        (
            "a getter that never returns",
            "var o = {}; Object.defineProperty(o, 'x', { get: () => { for (;;) {} } }); "
                + "return o.x;"
        ),
        ("a sort callback that never returns", "return [3, 1, 2].sort(function () { for (;;) {} });"),
        ("a sort callback that throws", "return [3, 1, 2].sort(function () { throw new Error('compare'); });"),
        ("a toJSON that throws", "return { toJSON: function () { throw new RangeError('no JSON'); } };"),
        ("a replacer that never returns", "return JSON.stringify({ a: 1 }, function () { for (;;) {} });"),
        ("deep recursion through callbacks", "return [1].map(function f(x) { return [x].map(f); });"),
        ("a backtracking regular expression", "return /^(a+)+$/.test('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!');"),
        ("a generator drained forever", "function* g() { for (;;) { yield 1; } } for (var v of g()) {}"),
        ("a Proxy trap that recurses", "var p = new Proxy({}, { get: function (t, k) { return p[k]; } }); return p.x;"),
        ("a cyclic body", "var a = {}; a.self = a; response.setBody(a);"),
        ("a cyclic return", "var a = []; a.push(a); return a;"),
        ("a status of text", "response.setStatus('abc');"),
        ("a status of NaN", "response.setStatus(NaN);"),
        ("a status of Infinity", "response.setStatus(Infinity);"),
        ("a status of an object", "response.setStatus({valueOf: function () { throw new Error('no'); }});"),
        ("a fractional status", "response.setStatus(200.5);"),
        ("a header with CRLF", "response.setHeader('X-Bad', 'a\\r\\nSet-Cookie: stolen=1');"),
        ("a header name with a space", "response.setHeader('Bad Name', 'v');"),
        ("a content type with CRLF", "response.setContentType('text/plain\\r\\nX-Injected: 1');"),
        ("a location with CRLF", "response.setLocation('http://x/\\r\\nX-Injected: 1');"),
        (
            "a stream writer given objects",
            "var w = response.getStreamWriter(); w.writeString({a: 1}); "
                + "w.writeString(null); w.writeString(undefined);"
        ),
        ("a GlideRecord on no table", "var gr = new GlideRecord(''); gr.query(); return gr.next();"),
        (
            "a GlideRecord on a bad name",
            "var gr = new GlideRecord('sys_user; DROP TABLE x'); gr.query(); "
                + "return gr.next();"
        ),
        (
            "a broken encoded query",
            "var gr = new GlideRecord('task'); gr.addEncodedQuery('^^OR=^NQ'); gr.query(); "
                + "return gr.getRowCount();"
        ),
        (
            "addQuery with undefined",
            "var gr = new GlideRecord('task'); gr.addQuery(undefined, undefined); "
                + "gr.query(); return gr.getRowCount();"
        ),
        ("a getValue of nothing", "var gr = new GlideRecord('task'); return gr.getValue(null);"),
        ("sn_ws_err with no message", "throw new sn_ws_err.BadRequestError();"),
        ("a ServiceError with a wild status", "var e = new sn_ws_err.ServiceError(); e.setStatus(NaN); throw e;"),
        ("the engine's own globals", "return [typeof Duktape, typeof print, typeof $vm, typeof gc, typeof load];"),
        ("reaching for require", "return require('fs');"),
        ("a prototype overwrite", "Object.prototype.toJSON = function () { throw new Error('x'); }; return {a: 1};"),
        ("a frozen response", "Object.freeze(response); response.setStatus(201);"),
        ("the response replaced", "response = null; return 1;"),
        (
            "a NUL in a body",
            "response.setContentType('text/plain'); response.getStreamWriter().writeString('a\\u0000b');"
        ),
        ("lone surrogates", "return '\\uD800\\uDC00\\uDFFF\\uD800';"),
        ("a column of no result set", "return __nt_host('column', { set: 12345, field: 'number' });"),
        ("a column with no arguments", "return __nt_host('column', null);"),
        ("a column of a text set", "return __nt_host('column', { set: 'x', field: {} });"),
        (
            "a column of a released set",
            "var gr = new GlideRecord('task'); gr.query(); var id = gr._rows._id; gr.query(); "
                + "return __nt_host('column', { set: id, field: 'number' });"
        ),
        (
            "a query releasing what it never held",
            "return __nt_host('query', { table: 'task', query: '', limit: 0, secure: false, release: 1e308 });"
        ),
        (
            "a result set tampered with",
            "var gr = new GlideRecord('task'); gr.query(); gr._rows._id = -7; gr._rows._columns = null; "
                + "gr.next(); return gr.getValue('number');"
        ),
        (
            "a field named after Object.prototype",
            "var gr = new GlideRecord('task'); gr.get('t1'); return [gr.constructor, gr.getValue('__proto__')];"
        ),
    ]

    /// What any outcome must satisfy: a real status, no header smuggling, and, when the runner itself failed the
    /// script, an error envelope with a message.
    static func check(_ outcome: ScriptedRESTResult, _ name: String) {
        #expect((100...599).contains(outcome.status), "\(name): status \(outcome.status)")
        for header in outcome.headers {
            let text = header.name + header.value
            #expect(!text.contains("\r") && !text.contains("\n"), "\(name): header \(header.name)")
        }
        let json = try? JSONSerialization.jsonObject(with: Data(outcome.body.utf8)) as? [String: Any]
        let error = json?["error"] as? [String: Any]
        if outcome.status == 500, error?["detail"] as? String == "sys_ws_operation:test" {
            let message = error?["message"] as? String ?? ""
            #expect(!message.isEmpty, "\(name): a failure says what failed: \(outcome.body.prefix(300))")
        }
    }

    @Test("every corpus script ends in a real status with a message, within its limits")
    func corpus() {
        for (name, body) in Self.corpus {
            Self.check(runOperation(body, limits: Self.quickLimits), name)
        }
    }

    @Test("header injection is refused with a message that names the header")
    func headerInjection() {
        let outcome = runOperation(
            "response.setHeader('X-Bad', 'a\\r\\nSet-Cookie: stolen=1'); return 1;", limits: Self.quickLimits)
        #expect(!outcome.headers.contains { $0.name.lowercased() == "set-cookie" })
        #expect(outcome.status == 500 && outcome.body.contains("X-Bad"), "\(outcome.body)")
    }

    /// Fuzz iterations; `NOWTAPE_FUZZ_ITERATIONS` asks for more.
    static let fuzzIterations = Int(ProcessInfo.processInfo.environment["NOWTAPE_FUZZ_ITERATIONS"] ?? "") ?? 120

    /// Pieces of scripts the fuzzer strings together.
    static let tokens = [
        "response.setStatus(", "response.setBody(", "response.setHeader('X-A', ", "return ", "throw ", "new ",
        "sn_ws_err.NotFoundError(", "GlideRecord('task')", "gr", "var gr = ", ".query()", ".next()", ".addQuery(",
        "request.body.data", "request.queryParams", "gs.info(", "gs.getUserID()", "JSON.parse(", "JSON.stringify(",
        "(", ")", "{", "}", "[", "]", ";", ",", ".", "'", "\"", "+", "-", "*", "/", "=", "==", "!", "?", ":", "&&",
        "1000", "-1", "0", "NaN", "1e308", "null", "undefined", "'text'", "function () {", "for (;;) {", "if (",
        "\\u0000", "\n",
    ]

    @Test("fixed-seed random scripts never crash the runner and always end in a real status")
    func fuzzedScripts() {
        var generator = SplitMix64(seed: 0x5C41_7074_F022)
        for iteration in 0..<Self.fuzzIterations {
            let count = Int.random(in: 1...24, using: &generator)
            let body = (0..<count).map { _ in Self.tokens[Int.random(in: 0..<Self.tokens.count, using: &generator)] }
                .joined()
            Self.check(runOperation(body, limits: Self.quickLimits), "iteration \(iteration): \(body)")
        }
    }
}
