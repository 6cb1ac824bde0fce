import Foundation
import GlideScript
import Testing

final class EchoHost: ScriptHostCalls {
    var calls: [String] = []
    func call(_ operation: String, arguments: Data) throws -> Data {
        calls.append(operation)
        if operation == "fail" { throw EchoFailure() }
        return arguments
    }
}

struct EchoFailure: Error, CustomStringConvertible {
    var description: String { "the host refused" }
}

@Suite("Script heap: evaluation, errors and limits")
struct ScriptHeapTests {
    @Test("evaluates code and returns the completion value")
    func evaluates() throws {
        let heap = try ScriptHeap(limits: ScriptLimits(), host: EchoHost())
        #expect(try heap.evaluate("var a = 20; a + 22", fileName: "sum") == "42")
        #expect(try heap.evaluate("a * 2", fileName: "reuse") == "40")
    }

    @Test("calls the host with JSON and gets JSON back")
    func callsHost() throws {
        let host = EchoHost()
        let heap = try ScriptHeap(limits: ScriptLimits(), host: host)
        let text = try heap.evaluate(#"JSON.parse(__nt_call("echo", JSON.stringify({n: 7}))).n + 1"#, fileName: "echo")
        #expect(text == "8")
        #expect(host.calls == ["echo"])
        let caught = try heap.evaluate(
            #"try { __nt_call("fail", "{}"); "no" } catch (e) { e.message }"#, fileName: "fail")
        #expect(caught == "the host refused")
    }

    @Test("a syntax error names the line")
    func syntaxError() throws {
        let heap = try ScriptHeap(limits: ScriptLimits(), host: EchoHost())
        #expect {
            try heap.compile("var a = 1;\nvar b = ;\n", fileName: "broken")
        } throws: { error in
            "\(error)".contains("line 2")
        }
    }

    @Test("an uncaught error names the script and line")
    func runtimeError() throws {
        let heap = try ScriptHeap(limits: ScriptLimits(), host: EchoHost())
        #expect {
            try heap.evaluate("var a = 1;\n\nnull.field;\n", fileName: "thrower")
        } throws: { error in
            "\(error)".contains("TypeError") && "\(error)".contains("thrower line 3")
        }
    }

    @Test("an endless loop is stopped at the time limit, and the next heap works")
    func timeLimit() throws {
        let heap = try ScriptHeap(limits: ScriptLimits(timeoutMilliseconds: 200), host: EchoHost())
        #expect(throws: ScriptError.timedOut(milliseconds: 200)) {
            try heap.evaluate("while (true) {}", fileName: "spin")
        }
        #expect(throws: ScriptError.engineUnavailable) { try heap.evaluate("1", fileName: "after") }
        let next = try ScriptHeap(limits: ScriptLimits(timeoutMilliseconds: 200), host: EchoHost())
        #expect(try next.evaluate("1 + 1", fileName: "next") == "2")
    }

    @Test("a loop that keeps calling the host is stopped too")
    func timeLimitWithHostCalls() throws {
        let heap = try ScriptHeap(limits: ScriptLimits(timeoutMilliseconds: 200), host: EchoHost())
        #expect(throws: ScriptError.timedOut(milliseconds: 200)) {
            try heap.evaluate(#"for (;;) { try { __nt_call("echo", "[1]"); } catch (e) {} }"#, fileName: "busy")
        }
    }

    @Test("runaway allocation is stopped at the memory limit, even when the script catches errors")
    func memoryLimit() throws {
        // The time limit is far away, so only the memory limit can stop the script, however busy the machine is.
        let limits = ScriptLimits(timeoutMilliseconds: 120_000, memoryBytes: 8 * 1024 * 1024)
        let heap = try ScriptHeap(limits: limits, host: EchoHost())
        #expect(throws: ScriptError.outOfMemory(bytes: 8 * 1024 * 1024)) {
            try heap.evaluate(
                "var keep = []; for (;;) { try { keep.push(new Array(10000).fill(keep.length)); } catch (e) {} }",
                fileName: "hog")
        }
    }

    @Test("garbage that is collected does not count against the limit")
    func garbageIsFine() throws {
        let limits = ScriptLimits(timeoutMilliseconds: 10_000, memoryBytes: 4 * 1024 * 1024)
        let heap = try ScriptHeap(limits: limits, host: EchoHost())
        let text = try heap.evaluate(
            "var n = 0; for (var i = 0; i < 2000; i++) { var s = new Array(1000).join('y') + i; n += s.length; } n",
            fileName: "churn")
        #expect(text == String((0..<2000).reduce(0) { $0 + 999 + String($1).count }))
    }
}

@Suite("Script syntax checks")
struct ScriptSyntaxTests {
    @Test("one checker compiles thousands of scripts, reporting only the broken ones with their lines")
    func manyScripts() {
        let syntax = ScriptSyntax()
        var errors: [Int: String] = [:]
        // More scripts than one machine compiles, so the checker goes on across a retired machine.
        let count = ScriptSyntax.scriptsPerMachine * 2 + 100
        for index in 0..<count {
            let source =
                index % 100 == 7
                ? "var ok = 1;\nvar broken = ;\n"
                : "(function process(request, response) {\n  return { n: \(index) };\n})(request, response);"
            if let error = syntax.error(in: source, fileName: "script\(index)") { errors[index] = error }
        }
        #expect(errors.keys.sorted() == Array(stride(from: 7, to: count, by: 100)))
        #expect(errors.values.allSatisfy { $0.contains("SyntaxError") && $0.contains("line 2") })
        #expect(errors[7]?.contains("SyntaxError") == true)
        #expect(errors[7]?.contains("line 2") == true)
        #expect(ScriptSyntax.error(in: "var a = 1;", fileName: "fine") == nil)
    }
}

@Suite("The engine's process-wide options")
struct EngineOptionsTests {
    @Test("limits reach scripts by polling traps, never by signals sent to their threads")
    func pollingTraps() throws {
        let heap = try ScriptHeap(limits: ScriptLimits(timeoutMilliseconds: 200), host: EchoHost())
        #expect(throws: ScriptError.self) { try heap.evaluate("for (;;) {}", fileName: "spin") }
        #expect(ProcessInfo.processInfo.environment["JSC_usePollingTraps"] == "true")
    }
}
