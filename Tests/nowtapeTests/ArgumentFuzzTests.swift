import ArgumentParser
import Foundation
import TestSupport
import Testing

@testable import nowtape

/// Command lines are input too. Parsing and validating any sequence of words ends in a command to run, help, or a
/// usage error (64) with a message; it never crashes.
@Suite("The command line: fixed-seed random arguments")
struct ArgumentFuzzTests {
    /// Fuzz iterations; `NOWTAPE_FUZZ_ITERATIONS` asks for more.
    static let iterations = Int(ProcessInfo.processInfo.environment["NOWTAPE_FUZZ_ITERATIONS"] ?? "") ?? 600

    static let commands: [[String]] = [
        [], ["run"], ["record"], ["replay"], ["demo"], ["cassette", "show"], ["cassette", "lint"],
        ["cassette", "redact"], ["cassette", "diff"], ["cassette", "recover"], ["cassette", "export-har"],
        ["cassette", "import-har"], ["instance", "serve"], ["query"], ["updateset", "inspect"], ["updateset", "check"],
        ["push", "validate"], ["report", "merge"],
    ]

    static let words = [
        "--port", "--host", "--jobs", "--shard", "--report", "--target", "--cassettes", "--cassette", "--upstream",
        "--mode", "--drain-timeout", "--latency", "--format", "--body-file-threshold", "--script-concurrency",
        "--script-queue", "--generated", "--seed", "--seed-size", "--strict", "--help", "-h", "--version", "--", "-",
        "--=",
        "0", "-1", "1", "65535", "65536", "99999", "9223372036854775807", "-9223372036854775808", "1e308", "NaN",
        "0/2", "1/0", "3/2", "1/1", "/", "html", "junit", "json", "xml", "replay", "record", "embedded", "live",
        "once", "all", "none", "new", "http://127.0.0.1:9", "https://", "ftp://x", "x.json", "/nonexistent",
        "", " ", "\u{0}", "\n", "é", String(repeating: "a", count: 5_000), "CRUD", "--no-such-flag", "-x",
    ]

    @Test("any arguments parse to a command, help, or a usage error with a message; none crashes")
    func randomArguments() {
        var generator = SplitMix64(seed: 0xA26_0F22)
        for iteration in 0..<Self.iterations {
            var arguments = Self.commands[Int.random(in: 0..<Self.commands.count, using: &generator)]
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                arguments.append(Self.words[Int.random(in: 0..<Self.words.count, using: &generator)])
            }
            do {
                _ = try NowTape.parseAsRoot(arguments)
            } catch {
                let code = NowTape.exitCode(for: error).rawValue
                let message = NowTape.fullMessage(for: error)
                #expect(code == 0 || code == 64, "iteration \(iteration): \(arguments) exited \(code)")
                #expect(!message.isEmpty, "iteration \(iteration): \(arguments) printed nothing")
            }
        }
    }
}
