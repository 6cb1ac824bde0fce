import Dispatch

/// Runs the tasks of one GraphQL request one after another on a serial queue of its own.
///
/// The engine starts a child task for every field of every object and every item of every list: hundreds for one
/// page of records. On the global executor each of those is a hand-off to another thread, which costs more than
/// the field. Under this executor's preference, which child tasks inherit, they run where their parent runs, in turn.
final class RequestTaskExecutor: TaskExecutor {
    private let queue = DispatchQueue(label: "nowtape.graphql.request")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
