import Foundation

/// Runs CPU-heavy synchronous test work on a thread of its own and awaits its result.
///
/// Swift Testing runs tests in parallel on the small Swift concurrency pool. A long synchronous loop there holds a
/// pool thread for its whole run and starves the tests that serve and call HTTP on real sockets; on a thread of
/// its own it only competes for the CPU. Record expectations after the call, not inside `work`: the thread does
/// not carry the test's context.
public func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            continuation.resume(with: Result { try work() })
        }
        thread.stackSize = 16 << 20
        thread.start()
    }
}
