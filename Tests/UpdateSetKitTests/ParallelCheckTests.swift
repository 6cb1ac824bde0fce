import Foundation
import GlideScript
import TestSupport
import Testing

@testable import UpdateSetKit

/// Scripts are compiled and scanned on several threads while the set is read; what the check finds must not
/// depend on it.
@Suite("Checking scripts beside the reading")
struct ParallelCheckTests {
    /// A script include whose script compiles or not, and uses `Promise` or an arrow function, by its index.
    static func includePayload(_ index: Int) -> String {
        var script = "var Helper\(index) = Class.create();\nHelper\(index).prototype = { run: function (x) { "
        if index % 7 == 0 { script += "return x +; " }
        if index % 5 == 0 { script += "return Promise.resolve(x); " }
        if index % 3 == 0 { script += "var f = (y) => y * 2; return f(x); " }
        script += "return x; } };"
        let xml =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><record_update table=\"sys_script_include\">"
            + "<sys_script_include action=\"INSERT_OR_UPDATE\"><name>Helper\(index)</name>"
            + "<api_name>x_t.Helper\(index)</api_name><script><![CDATA[\(script)]]></script>"
            + "<sys_scope display_value=\"x_t\">x_t</sys_scope>"
            + "<sys_id>inc\(index)</sys_id></sys_script_include></record_update>"
        return xml.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    @Test("the findings are those of a check that reads and compiles one script after another")
    func sameAsSequential() throws {
        let entries = (0..<400).map { index in
            TestFiles.entry(
                sysID: "u\(index)", name: "sys_script_include_inc\(index)", payload: Self.includePayload(index))
        }
        let file = try TestFiles.write(TestFiles.updateSet(entries.joined(separator: "\n")))
        defer { try? FileManager.default.removeItem(atPath: (file as NSString).deletingLastPathComponent) }
        let parallel = UpdateSetChecker.check(file: file, release: .yokohama)
        var sequential = UpdateSetChecker(release: .yokohama)
        UpdateSetReader.stream(file: file) { sequential.add($0, file: file) }
        #expect(parallel == sequential.finish())
        let rules = Dictionary(grouping: parallel, by: \.rule).mapValues(\.count)
        #expect(rules["script.syntax-error"] == 58, "\(rules)")
        #expect((rules["script.feature-refused"] ?? 0) > 0, "\(rules)")
    }

    @Test("results put from several threads in any order are handed on in order, each once")
    func orderedResults() {
        let count = 2_000
        let workers = 4
        let results = OrderedResults<Int>(window: 16)
        let seed: UInt64 = 0x4F72_6465_7265_6421
        for worker in 0..<workers {
            let thread = Thread {
                var generator = SplitMix64(seed: seed &+ UInt64(worker))
                for sequence in stride(from: worker, to: count, by: workers) {
                    if Int.random(in: 0..<8, using: &generator) == 0 {
                        usleep(UInt32.random(in: 0..<200, using: &generator))
                    }
                    results.put(sequence, at: sequence)
                }
                results.workerFinished()
            }
            thread.start()
        }
        var received: [Int] = []
        results.drain(workers: workers) { received.append($0) }
        #expect(received == Array(0..<count), "seed \(seed)")
    }
}
