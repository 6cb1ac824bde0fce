import Foundation
import GlideScript

/// One sample per row of the platform's feature table: the body of a function that returns `true` when the engine
/// does what the row names, or, for behaviour that settles later, calls `asyncDone(true)` from its callback.
///
/// Each body uses ECMAScript 5 and the row's own feature only, so that a Disallowed row is refused for its own
/// feature and a Supported row is never refused for another one.
enum FeatureSamples {
    /// Every sample, by row number.
    static let byRow: [Int: String] = {
        var samples: [Int: String] = [:]
        for text in [modern, es2015First, es2015Second, es5] {
            var row: Int?
            var lines: [Substring] = []
            func flush() {
                if let row { samples[row] = lines.joined(separator: "\n") }
                lines = []
            }
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("### "), let number = Int(line.dropFirst(4)) {
                    flush()
                    row = number
                } else {
                    lines.append(line)
                }
            }
            flush()
        }
        return samples
    }()

    /// What the sample for `row` answers when it runs as a script in `mode` on `release`: `true` when the feature
    /// works, or the error that refused or stopped it.
    ///
    /// Array buffers of every heap in the process come from one reserved region, so while another test's allocation
    /// bomb holds it a buffer can fail with "Out of memory"; such a run is tried again.
    static func run(row: Int, mode: ScriptMode, release: PlatformRelease) -> String {
        var answer = runOnce(row: row, mode: mode, release: release)
        for _ in 0..<20 where answer.contains("RangeError: Out of memory") {
            Thread.sleep(forTimeInterval: 0.5)
            answer = runOnce(row: row, mode: mode, release: release)
        }
        return answer
    }

    private static func runOnce(row: Int, mode: ScriptMode, release: PlatformRelease) -> String {
        guard let body = byRow[row] else { return "no sample" }
        do {
            let heap = try ScriptHeap(limits: ScriptLimits(timeoutMilliseconds: 2_000), host: NoHost())
            heap.defaultPolicy = ScriptFeaturePolicy(mode: mode, release: release)
            try heap.evaluate(
                "var __sample = 'never settled'; function asyncDone(value) { __sample = value; }", fileName: "harness")
            let program =
                "var __returned = (function () {\n\(body)\n})();\nif (__returned !== undefined) { __sample = __returned; }"
            let literal = String(decoding: try JSONEncoder().encode([program]), as: UTF8.self).dropFirst().dropLast()
            try heap.evaluate("__nt_compile(\(literal), 'sys_script:row\(row)')()", fileName: "harness")
            return try heap.evaluate("String(__sample)", fileName: "harness")
        } catch {
            return "\(error)"
        }
    }

    private final class NoHost: ScriptHostCalls {
        struct Refused: Error {}
        func call(_ operation: String, arguments: Data) throws -> Data { throw Refused() }
    }
}
