import Synchronization
import Testing

/// Notices error issues recorded while a body runs, such as a failed `#expect`, without changing them: a test
/// that failed that way must not save its recording. A known issue counts too: its recording shows a failure.
enum IssueWatcher {
    static func watching<Result: Sendable>(
        failures: @escaping @Sendable () -> Void, _ body: () async throws -> Result
    ) async throws -> Result {
        guard let test = Test.current else { return try await body() }
        let observer = IssueHandlingTrait.compactMapIssues { issue in
            if issue.severity == .error { failures() }
            return issue
        }
        let result = ResultBox<Result>()
        try await withoutActuallyEscaping(body) { body in
            let box = UncheckedBody(body: body)
            try await observer.provideScope(for: test, testCase: Test.Case.current) {
                let value = try await box.body()
                result.value.withLock { $0 = value }
            }
        }
        guard let value = result.value.withLock({ $0 }) else { throw CancellationError() }
        return value
    }
}

/// The body handed across `provideScope`'s `@Sendable` boundary; it runs on the same task, before the call returns.
private struct UncheckedBody<Result>: @unchecked Sendable {
    let body: () async throws -> Result
}

/// Where the body's result waits until `provideScope` returns.
private final class ResultBox<Result: Sendable>: Sendable {
    let value = Mutex<Result?>(nil)
}
