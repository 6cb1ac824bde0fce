import Foundation
import NowClient
import PlatformLimits
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// NowTape in a test: the current test's session, its clients, and a URLSession configuration that goes through it.
///
/// ```swift
/// @Test(.cassette) func listsIncidents() async throws {
///     let incidents = try await NowTape.client().table.fetchList("incident", query: [("sysparm_limit", "5")])
///     #expect(incidents.count == 5)
/// }
/// ```
public enum NowTape {
    @TaskLocal static var currentSession: NowTapeSession?

    /// The session of the test running now; it exists inside a test with the `.cassette` trait or a
    /// `withCassette` body.
    public static var session: NowTapeSession {
        get throws {
            guard let session = currentSession else { throw NowTapeTestingError.noSession }
            return session
        }
    }

    /// A client of the current session, signed in as the suite's user or as `authentication`.
    public static func client(as authentication: NowAuthentication? = nil) throws -> NowClient {
        try session.client(as: authentication)
    }

    /// The current session's base URL: where URLs built by app code must point.
    public static var baseURL: String {
        get throws { try session.baseURL }
    }

    /// A URLSession configuration whose requests go through the current session: replayed, recorded or sent to the
    /// embedded instance in the same process, as the mode says. Hand it to the code under test.
    public static var urlSessionConfiguration: URLSessionConfiguration {
        get throws { NowTapeURLProtocol.configuration(for: try session) }
    }

    /// Runs `body` with a session of its own over the cassette `name`, for tests that need several cassettes or one
    /// per argument of a parameterized test. The settings default to those of the current test's suite.
    public static func withCassette<Result: Sendable>(
        _ name: String, settings: NowTapeSettings? = nil, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: (NowClient) async throws -> Result
    ) async throws -> Result {
        let settings = settings ?? Test.current.map(NowTapeSettingsTrait.settings(for:)) ?? NowTapeSettings()
        let path = CassetteNaming.path(name: name, settings: settings, testFile: sourceLocation.filePath)
        return try await run(
            cassettePath: path, settings: settings, sourceLocation: sourceLocation
        ) { session in
            try await body(try session.client())
        }
    }

    /// Opens a session, runs `body` with it current, and finishes it with what the body did: a thrown error or a
    /// failing issue recorded meanwhile leaves a recording unsaved.
    static func run<Result: Sendable>(
        cassettePath: String, settings: NowTapeSettings, sourceLocation: SourceLocation,
        environment: [String: String] = ProcessInfo.processInfo.environment, limits: InstanceLimits = .none,
        _ body: (NowTapeSession) async throws -> Result
    ) async throws -> Result {
        let session = try await NowTapeSession.open(
            cassettePath: cassettePath, settings: settings, environment: environment, sourceLocation: sourceLocation,
            limits: limits)
        let result: Result
        do {
            result = try await IssueWatcher.watching(failures: { session.markFailed() }) {
                try await $currentSession.withValue(session) { try await body(session) }
            }
        } catch {
            session.markFailed()
            await session.finish(testFailed: true)
            NowTapeURLProtocol.forget(session)
            throw error
        }
        await session.finish(testFailed: false)
        NowTapeURLProtocol.forget(session)
        return result
    }
}
