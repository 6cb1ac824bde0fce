import GlideScript
import Testing

/// A script include is compiled once per warm context and its function called afresh on every run: each run must
/// still get a class of its own, and the mode and release of each run must still decide what the include may use.
@Suite("Script includes compiled once per context")
struct ReusedIncludeTests {
    static let counter = ScriptIncludeEntry(
        apiName: "x_test.Counter", name: "Counter",
        script: """
            var Counter = Class.create();
            Counter.made = 0;
            Counter.prototype = { initialize: function () { Counter.made += 1; }, type: 'Counter' };
            try { arguments.callee.carried = (arguments.callee.carried || 0) + 1; } catch (e) {}
            """,
        mode: .es5Standards)

    @Test("state kept on the include's class or its compiled function never reaches the next run")
    func freshClassEveryRun() {
        let script = """
            new Counter(); new Counter();
            return [Counter.made, x_test.Counter === Counter, arguments.callee.carried === undefined];
            """
        for round in 0..<6 {
            let outcome = runOperation(script, includes: [Self.counter])
            #expect(outcome.body == #"{"result":[2,true,true]}"#, "round \(round): \(outcome.body)")
        }
    }

    @Test("an include the release disallows is refused on every run, after runs that allowed it")
    func refusalCheckedEachRun() {
        let waiting = ScriptIncludeEntry(
            apiName: "x_test.Waiting", name: "Waiting",
            script: "var Waiting = function () {}; Waiting.later = function () { return Promise.resolve(1); };",
            mode: .es12)
        let script = ScriptedRESTScript(
            source: "(function process(request, response) { return typeof Waiting.later; })(request, response);",
            fileName: "sys_ws_operation:test", scope: "x_test", mode: .es12)
        let request = ScriptedRESTRequest(uri: "/", url: "http://127.0.0.1/")
        for round in 0..<3 {
            let allowed = ScriptedRESTRunner.run(
                script, request: request, includes: [waiting], data: MemoryDataSource(), limits: ScriptLimits(),
                release: .zurich)
            #expect(allowed.body == #"{"result":"function"}"#, "round \(round): \(allowed.body)")
            let refused = ScriptedRESTRunner.run(
                script, request: request, includes: [waiting], data: MemoryDataSource(), limits: ScriptLimits(),
                release: .yokohama)
            #expect(refused.status == 500, "round \(round): \(refused.body)")
            #expect(refused.body.contains("Promise"), "round \(round): \(refused.body)")
        }
    }
}
