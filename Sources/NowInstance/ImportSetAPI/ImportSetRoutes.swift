import Hummingbird
import NIOPosix
import PlatformLimits

/// The Import Set API's routes: `/api/now[/v1]/import/{table}[/{rest}]`.
enum ImportSetRoutes: PlatformAPI {
    /// Where the Import Set API answers.
    static let paths = ["/api/now/import", "/api/now/v1/import"]
    static let descriptor = PlatformAPIDescriptor(
        key: "import", name: "Import Set API", prefixes: paths.map { $0 + "/" })

    static func addRoutes(to router: Router<InstanceRequestContext>, instance: EmbeddedInstance) {
        let paths = paths.flatMap { [$0 + "/{table}", $0 + "/{table}/{rest}"] }
        router.onEveryMethod(paths, instance: instance) { request, user, context in
            let table = context.parameters.get("table") ?? ""
            let rest = context.parameters.get("rest")
            do {
                return try await transform {
                    instance.importSetAPI.handle(request, table: table, rest: rest, user: user)
                }
            } catch {
                let during = "\(request.method) import \(table)"
                throw APIAnswerError(.internalError(instance.log.internalFailure(error, during: during)))
            }
        }
    }

    /// Runs an import on NIO's blocking pool with the transaction's deadline: imports run transform scripts, which
    /// may take up to their time limit, where table and aggregate work is a millisecond of CPU on the request's own
    /// task.
    private static func transform(_ work: @escaping @Sendable () -> APIResponse) async throws -> APIResponse {
        let deadline = CurrentTransaction.deadline
        return try await NIOThreadPool.singleton.runIfActive {
            // The pool's thread carries the transaction's deadline, for the scripts a transform runs.
            CurrentTransaction.$deadline.withValue(deadline) { work() }
        }
    }
}
