import Foundation
import NowInstance
import Synchronization
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Scoped server lifetimes: `withRunning` and `ServerScope` stop what they started, even when their body throws.
@Suite("Server lifetimes")
struct ServerLifetimeTests {
    struct Planned: Error {}

    static func instance(port: Int = 0) async throws -> EmbeddedInstance {
        var configuration = InstanceConfiguration(seedIncidents: 1, clock: { SeedData.referenceDate })
        configuration.port = port
        return try await EmbeddedInstance.prepare(configuration)
    }

    static func port(_ baseURL: String) throws -> Int {
        try #require(Int(baseURL.split(separator: ":").last ?? ""))
    }

    /// Whether something accepts connections on the port.
    static func listening(_ port: Int) -> Bool {
        guard let socket = connectToLoopback(port: port) else { return false }
        close(socket)
        return true
    }

    @Test("withRunning serves for its body, returns its value and stops")
    func withRunningStops() async throws {
        let (port, status) = try await Self.instance().withRunning { baseURL in
            let reply = try await HTTPTestClient(baseURL: baseURL).request(
                "/api/now/table/incident?sysparm_limit=1", user: "admin", password: "admin")
            return (try Self.port(baseURL), reply.status)
        }
        #expect(status == 200)
        #expect(!Self.listening(port))
    }

    @Test("withRunning stops the server when its body throws, and rethrows")
    func withRunningStopsOnThrow() async throws {
        let seen = PortBox()
        await #expect(throws: Planned.self) {
            try await Self.instance().withRunning { baseURL in
                seen.port = try Self.port(baseURL)
                #expect(Self.listening(seen.port))
                throw Planned()
            }
        }
        #expect(seen.port > 0 && !Self.listening(seen.port))
    }

    @Test("a scope stops every server started in it, in child tasks too, but not one started in a detached task")
    func scopeStopsWhatItStarted() async throws {
        let ports = PortBox()
        let detached = PortBox()
        let outlives = RunningBox()
        await #expect(throws: Planned.self) {
            try await ServerScope.run {
                let first = try await Self.instance().start()
                ports.port = try Self.port(first.baseURL)
                let second = try await Task { try await Self.instance().start() }.value
                ports.other = try Self.port(second.baseURL)
                let free = try await Task.detached { try await Self.instance().start() }.value
                outlives.server = free
                detached.port = try Self.port(free.baseURL)
                throw Planned()
            }
        }
        #expect(!Self.listening(ports.port))
        #expect(!Self.listening(ports.other))
        #expect(Self.listening(detached.port))
        await outlives.server?.stop()
        #expect(!Self.listening(detached.port))
    }

    @Test("stopping while connections are still being accepted stops gracefully, and the process lives on")
    func stopDuringAcceptBurst() async throws {
        for _ in 0..<3 {
            let running = try await Self.instance().start()
            let port = try Self.port(running.baseURL)
            let sockets = (0..<64).compactMap { _ in connectToLoopback(port: port) }
            #expect(!sockets.isEmpty)
            await running.stop()
            for socket in sockets { close(socket) }
            #expect(!Self.listening(port))
        }
    }

    @Test("a port already taken is a start error that names the server and says what to do")
    func portTaken() async throws {
        try await Self.instance().withRunning { baseURL in
            let taken = try Self.port(baseURL)
            let error = await #expect(throws: ServerStartError.self) {
                try await Self.instance(port: taken).withRunning { _ in }
            }
            #expect(error?.portInUse == true)
            #expect(
                error?.description.hasPrefix("The embedded instance could not listen on 127.0.0.1:\(taken): something")
                    == true)
            #expect(error?.description.contains("--port") == true)
        }
    }
}

/// Ports seen inside a closure, read after it.
private final class PortBox: Sendable {
    private let ports = Mutex((0, 0))
    var port: Int {
        get { ports.withLock { $0.0 } }
        set { ports.withLock { $0.0 = newValue } }
    }
    var other: Int {
        get { ports.withLock { $0.1 } }
        set { ports.withLock { $0.1 = newValue } }
    }
}

/// A server kept past its scope.
private final class RunningBox: Sendable {
    private let kept = Mutex<RunningServer?>(nil)
    var server: RunningServer? {
        get { kept.withLock { $0 } }
        set { kept.withLock { $0 = newValue } }
    }
}
