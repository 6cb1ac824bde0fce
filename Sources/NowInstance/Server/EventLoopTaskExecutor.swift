import NIOCore

/// Runs tasks on one SwiftNIO event loop's thread.
///
/// A connection's task runs under this executor's preference on the loop that reads and writes its socket, so a
/// request goes from the socket to the handler and back without waking a thread of the global executor on the way
/// in and the event loop again on the way out.
final class EventLoopTaskExecutor: TaskExecutor {
    private let eventLoop: any EventLoop

    init(_ eventLoop: any EventLoop) {
        self.eventLoop = eventLoop
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        eventLoop.execute { job.runSynchronously(on: executor) }
    }
}
