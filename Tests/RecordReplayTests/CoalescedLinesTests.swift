import Foundation
import StandardStreams
import Synchronization
import Testing

@Suite("Record and replay: log lines written in batches")
struct CoalescedLinesTests {
    /// What the lines' output received, one string per write.
    final class Writes: Sendable {
        let received = Mutex<[String]>([])
        func append(_ text: String) { received.withLock { $0.append(text) } }
        var all: [String] { received.withLock { $0 } }
    }

    @Test("lines logged together reach the output in one write, in order, a moment later")
    func batched() async throws {
        let writes = Writes()
        let lines = CoalescedLines(delay: .milliseconds(20)) { writes.append($0) }
        for number in 1...500 { lines.log("GET /api/now/table/incident/\(number) → 200") }
        for _ in 0..<500 where writes.all.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        let written = writes.all.joined()
        #expect(written.split(separator: "\n").count == 500)
        #expect(written.hasPrefix("GET /api/now/table/incident/1 → 200\nGET /api/now/table/incident/2 → 200\n"))
        #expect(written.hasSuffix("/500 → 200\n"))
        #expect(writes.all.count < 50)
    }

    @Test("flush writes waiting lines at once, and a later line starts a new batch")
    func flush() async throws {
        let writes = Writes()
        let lines = CoalescedLines(delay: .seconds(60)) { writes.append($0) }
        lines.log("first")
        lines.log("second")
        #expect(writes.all.isEmpty)
        lines.flush()
        #expect(writes.all == ["first\nsecond\n"])
        lines.flush()
        #expect(writes.all.count == 1)
        lines.log("third")
        lines.flush()
        #expect(writes.all == ["first\nsecond\n", "third\n"])
    }
}
