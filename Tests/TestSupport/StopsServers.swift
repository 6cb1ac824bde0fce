import SocketServers
import Testing

/// Stops every server a test started and left running when the test ends, whether it passed, failed or threw: no
/// test leaks a listening socket into the tests after it. On a suite it applies to each of its tests.
public struct StopsServersTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> StopsServersTrait? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await ServerScope.run { try await function() }
    }
}

extension Trait where Self == StopsServersTrait {
    /// Stops the servers each test leaves running.
    public static var stopsServers: Self { StopsServersTrait() }
}
