import Foundation
import TestSupport
import Testing

@testable import UpdateSetKit

/// The token-by-token scanner the dot-anchored one replaced, kept as the model it must agree with.
private enum TokenScanner {
    static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
            || byte == 36
    }

    static func reads(_ script: String) -> (Set<String>, Set<String>) {
        let bytes = Array(script.utf8)
        var parameters: Set<String> = []
        var calls: Set<String> = []
        func end(from start: Int) -> Int {
            var end = start
            while end < bytes.count && isIdentifier(bytes[end]) { end += 1 }
            return end
        }
        func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }
        var index = 0
        while index < bytes.count {
            guard isIdentifier(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            index = end(from: index)
            let token = text(start, index)
            if token == "pathParams" {
                if index + 1 < bytes.count, bytes[index] == UInt8(ascii: ".") {
                    let stop = end(from: index + 1)
                    if stop > index + 1 { parameters.insert(text(index + 1, stop)) }
                } else if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "["),
                    bytes[index + 1] == UInt8(ascii: "'") || bytes[index + 1] == UInt8(ascii: "\"")
                {
                    var stop = index + 2
                    while stop < bytes.count && bytes[stop] != bytes[index + 1] { stop += 1 }
                    if stop < bytes.count { parameters.insert(text(index + 2, stop)) }
                }
                continue
            }
            let lower = bytes[start] >= 97 && bytes[start] <= 122
            guard token.contains("_"), lower, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."),
                bytes[index + 1] >= 65 && bytes[index + 1] <= 90
            else { continue }
            let stop = end(from: index + 1)
            calls.insert(text(start, stop))
            index = stop
        }
        return (parameters, calls)
    }
}

@Suite("Update-set scanning internals")
struct ScanningInternalsTests {
    @Test("the dot-anchored script scan finds the same path parameters and scoped calls as a token-by-token scan")
    func scanAgreesWithTokens() {
        var rng = SplitMix64(seed: 2026)
        let pieces = [
            "pathParams", ".", "x_snc_app", "Foo", "bar", "_", "['id']", "[\"name\"]", "[", "'", " ", "\n", "9a_b",
            "$", "a_b", ".Cd", "x.a_b", "p", "pathParamsX", "xpathParams", "(", ")", "task_id", "Util", "é", "//",
        ]
        var mismatches: [String] = []
        for _ in 0..<3_000 {
            let count = Int(rng.next() % 24)
            let script = (0..<count).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }.joined()
            let found = ScriptScanner.reads(in: script)
            let expected = TokenScanner.reads(script)
            if found.pathParameters != expected.0 || found.scopedCalls != expected.1 {
                mismatches.append("\(script.debugDescription): \(found) against \(expected)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
    }

    @Test("the queue between the two reading threads delivers everything in order at any capacity")
    func queueKeepsOrder() async throws {
        for capacity in [1, 2, 5, 64] {
            let queue = BoundedQueue<Int>(capacity: capacity)
            let producer = Thread {
                for value in 0..<20_000 { queue.push(value) }
                queue.push(nil)
            }
            producer.start()
            let received = try await onOwnThread { () -> [Int] in
                var values: [Int] = []
                while let value = queue.pop() { values.append(value) }
                return values
            }
            #expect(received == Array(0..<20_000), "capacity \(capacity)")
        }
    }
}
