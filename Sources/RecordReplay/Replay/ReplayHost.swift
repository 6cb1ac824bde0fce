import Foundation
import HTTPTypes
import Hummingbird
import Synchronization

/// One listener for many replay servers, each mounted under its own path prefix: `/_replay/<id>/…` is answered by
/// server `id` as though `/…` had been sent to it alone, and its recorded links point back under the prefix.
///
/// A runner that replays a cassette per scenario mounts each scenario's server here, so scenarios share the
/// listener and the client's keep-alive connections instead of opening a port each.
public final class ReplayHost: Sendable {
    /// The first path segment of every mounted server's base path.
    public static let pathPrefix = "/_replay/"

    private let mounted = Mutex<(next: Int, servers: [String: ReplayServer])>((0, [:]))
    private let host: String

    /// A host listening on `host` (loopback by default) once started. Each mounted server keeps its own
    /// configuration: matching, repeats, latency and body limit.
    public init(host: String = "127.0.0.1") {
        self.host = host
    }

    /// Starts listening on a free port and returns once it does.
    public func start() async throws -> RunningServer {
        try await LoopbackServer.start(ReplayHostResponder(host: self), host: host, port: 0, label: "nowtape.replay")
    }

    /// Mounts `server` and returns its base path, such as `/_replay/7`; clients use the host's base URL plus it.
    public func mount(_ server: ReplayServer) -> String {
        let id = mounted.withLock { state in
            state.next += 1
            let id = String(state.next)
            state.servers[id] = server
            return id
        }
        return Self.pathPrefix + id
    }

    /// Unmounts the server at `basePath`; later requests under it get 404.
    public func unmount(_ basePath: String) {
        let id = String(basePath.dropFirst(Self.pathPrefix.count))
        _ = mounted.withLock { $0.servers.removeValue(forKey: id) }
    }

    func server(_ id: Substring) -> ReplayServer? {
        mounted.withLock { $0.servers[String(id)] }
    }
}

/// Finds the mounted server a request's path names and lets it answer.
struct ReplayHostResponder: HTTPResponder {
    let host: ReplayHost

    func respond(to request: Request, context: BasicRequestContext) async throws -> Response {
        let target = MessageConversion.target(of: request)
        let rest = target.dropFirst(ReplayHost.pathPrefix.count)
        let id = rest.prefix { $0 != "/" && $0 != "?" }
        guard target.hasPrefix(ReplayHost.pathPrefix), !id.isEmpty, let server = host.server(id) else {
            return MessageConversion.error(
                404, message: "No replay is mounted here",
                detail: "Send requests under the base URL the replay was mounted at, \(ReplayHost.pathPrefix)<id>/…")
        }
        let own = MessageConversion.origin(of: request) + ReplayHost.pathPrefix + id
        var path = String(rest.dropFirst(id.count))
        if !path.hasPrefix("/") { path = "/" + path }
        return try await ReplayResponder(server: server).answer(
            request, target: path, origin: MessageConversion.origin(of: request), own: own)
    }
}
