import Foundation
import RecordReplay
import Synchronization
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A scope ends even when a client leaves a request half-sent: it stops its servers within their deadline. Without
/// the deadline the scope waits for the rest of the request forever, so the test's time limit is generous: it holds
/// however slowly a busy machine runs the other suites beside it, and still fails on a scope that never ends.
@Suite("Server scopes end on time")
struct ServerScopeDeadlineTests {
    @Test("a half-sent request cannot keep a scope from ending", .timeLimit(.minutes(10)))
    func halfSentRequest() async throws {
        let socket = Mutex<Int32?>(nil)
        try await ServerScope.run(stopDeadline: .milliseconds(500)) {
            let server = try await ReplayServer(cassettes: [], onMiss: { _ in }).start()
            let port = try #require(Int(server.baseURL.split(separator: ":").last ?? ""))
            let descriptor = try #require(connectToLoopback(port: port))
            let partial = Array("GET /api/now/table/incident HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc".utf8)
            _ = partial.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
            socket.withLock { $0 = descriptor }
        }
        if let descriptor = socket.withLock({ $0 }) { close(descriptor) }
    }
}
