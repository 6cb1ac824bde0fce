import Foundation
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
        try await RunningServer.start(host: host, port: 0) { onReady in
            try await DirectServer.run(
                host: self.host, port: 0,
                handler: { scheme in
                    ReplayConnectionHandler(scheme: scheme) { target, origin in self.route(target, origin: origin) }
                },
                onReady: onReady)
        }
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

    /// The mounted server a target's prefix names, the target below the prefix, and the base URL under it.
    func route(_ target: String, origin: String) -> ReplayConnectionHandler.Route? {
        guard target.hasPrefix(Self.pathPrefix) else { return nil }
        let rest = target.dropFirst(Self.pathPrefix.count)
        let id = rest.prefix { $0 != "/" && $0 != "?" }
        guard !id.isEmpty, let server = mounted.withLock({ $0.servers[String(id)] }) else { return nil }
        var path = String(rest.dropFirst(id.count))
        if !path.hasPrefix("/") { path = "/" + path }
        return ReplayConnectionHandler.Route(server: server, target: path, own: origin + Self.pathPrefix + id)
    }
}
