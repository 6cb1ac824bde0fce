import Cassettes
import Foundation
import NowClient
import NowTapeTransports
import TestSupport
import Testing

/// Replay answers from memory and never waits on a socket, so it must give other tasks a turn on its own.
@Suite struct ReplayTurnTests {
    static func transport() -> ReplayTransport {
        let url = "http://instance.nowtape.invalid/api/now/table/incident"
        let interaction = Interaction(
            request: RecordedRequest(method: "GET", url: url),
            response: RecordedResponse(status: 200, body: Data(#"{"result":[]}"#.utf8)), recordedAt: Date(),
            duration: 0)
        return ReplayTransport(
            cassette: Cassette(interactions: [interaction]), name: "turns", repeatPolicy: .repeatLast,
            onMiss: { _ in })
    }

    @Test("clients replaying in tight loops on every thread still let a waiting task run")
    func busyClientsGiveTurns() async throws {
        let flag = SetOnceFlag()
        let limit = 200_000
        let request = NowHTTPRequest(method: "GET", url: "http://instance.nowtape.invalid/api/now/table/incident")
        let busy = max(2, ProcessInfo.processInfo.activeProcessorCount)
        let sends = try await withThrowingTaskGroup(of: Int?.self) { group in
            for _ in 0..<busy {
                let transport = Self.transport()
                group.addTask {
                    var count = 0
                    while !flag.isSet && count < limit {
                        _ = try await transport.send(request)
                        count += 1
                    }
                    return count
                }
            }
            group.addTask {
                flag.set()
                return nil
            }
            var counts: [Int] = []
            for try await count in group {
                if let count { counts.append(count) }
            }
            return counts
        }
        // Without turns the waiting task runs only once a loop has sent all it may.
        #expect(sends.count == busy)
        #expect(sends.allSatisfy { $0 < limit })
    }
}
