import ArgumentParser
import Foundation
import TestSupport
import Testing

@testable import nowtape

@Suite("nowtape push validate")
struct PushCommandTests {
    static let payloads = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PushPayloadsTests/Payloads")

    private func exitCode(_ arguments: [String]) -> Int32 { nowtapeExitCode(arguments) }

    private func write(_ text: String) throws -> String {
        let url = TestScratch.url("nowtape-push-\(UUID()).json")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test("exits 0 for valid payloads, 1 for invalid or unreadable JSON, 2 for a missing file")
    func exitCodes() throws {
        let valid = ["record", "web-path", "approve-reject-foreground"].map {
            Self.payloads.appendingPathComponent("\($0).json").path
        }
        let passed = nowtapeRun(["push", "validate"] + valid)
        #expect(passed.code == 0)
        #expect(passed.output == valid.map { "\($0): valid\n" }.joined())
        let nope = try write(#"{"aps":{"category":"nope"},"web_path":"x"}"#)
        let refused = nowtapeRun(["push", "validate", nope])
        #expect(refused.code == 1)
        #expect(refused.output.hasPrefix("\(nope): error: aps.category \"nope\""))
        #expect(exitCode(["push", "validate", try write("not json")]) == 1)
        let missing = nowtapeRun(["push", "validate", "/nonexistent/payload.json"])
        #expect(missing.code == 1)
        #expect((missing.output + missing.error).contains("/nonexistent/payload.json: cannot read the file"))
        #expect(
            exitCode([
                "push", "validate",
                try write(#"{"aps":{"sound":"default"},"web_path":"x","record":{"table":"t","sys_id":"a"}}"#),
            ]) == 0)
    }
}
