import SocketServers
import Synchronization
import Testing

/// A server with no socket: it reports `baseURL` as ready (or throws `failure` first, or stops at once without a base
/// URL) and serves until cancelled, counting how often it stopped.
final class PretendServer: SocketServer {
    let baseURL: String?
    let failure: (any Error & Sendable)?
    let stops = Atomic<Int>(0)

    init(baseURL: String? = "http://127.0.0.1:4242", failure: (any Error & Sendable)? = nil) {
        self.baseURL = baseURL
        self.failure = failure
    }

    var serverName: String { "The pretend server" }
    var listenAddress: (host: String, port: Int) { ("127.0.0.1", 4242) }

    func run(onReady: @escaping @Sendable (String) async -> Void) async throws {
        if let failure { throw failure }
        // Without a base URL it stops at once, never ready, as a server whose setup gave up does.
        guard let baseURL else { return }
        await onReady(baseURL)
        defer { stops.add(1, ordering: .relaxed) }
        while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(5)) }
    }
}

struct BindFailure: Error, CustomStringConvertible {
    var description: String { "bind(descriptor:ptr:bytes:): Address already in use (errno: 98)" }
}

@Suite("SocketServers: a server's start, its scope and its stop")
struct RunningServerTests {
    @Test("start returns the base URL once the server is ready, and stop waits until it has stopped")
    func startAndStop() async throws {
        let server = PretendServer()
        let running = try await server.start()
        #expect(running.baseURL == "http://127.0.0.1:4242")
        #expect(server.stops.load(ordering: .relaxed) == 0)
        await running.stop()
        #expect(server.stops.load(ordering: .relaxed) == 1)
    }

    @Test("a server that fails before it is ready is a ServerStartError that says what to do")
    func failsToStart() async throws {
        let error = await #expect(throws: ServerStartError.self) {
            try await PretendServer(failure: BindFailure()).start()
        }
        #expect(error?.portInUse == true)
        #expect(error?.description.contains("The pretend server could not listen on 127.0.0.1:4242") == true)
        #expect(error?.description.contains("--port") == true)

        let silent = await #expect(throws: ServerStartError.self) { try await PretendServer(baseURL: nil).start() }
        #expect(silent?.reason == nil)
        #expect(silent?.description.contains("Pick a free port") == true)
    }

    @Test("withRunning stops the server when its body returns and when it throws")
    func scopedServers() async throws {
        let server = PretendServer()
        let url = try await server.withRunning { $0 }
        #expect(url == "http://127.0.0.1:4242")
        #expect(server.stops.load(ordering: .relaxed) == 1)
        await #expect(throws: BindFailure.self) {
            try await server.withRunning { _ in throw BindFailure() }
        }
        #expect(server.stops.load(ordering: .relaxed) == 2)
    }

    @Test("an IPv6 address is written in brackets")
    func ipv6Address() {
        let error = ServerStartError(server: "The replay server", host: "::1", port: 8080)
        #expect(error.description.contains("[::1]:8080"))
    }
}
