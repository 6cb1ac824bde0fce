/// A server that stopped before it was listening: the port was taken, the address is not this machine's, or its
/// setup failed.
public struct ServerStartError: Error, Sendable, CustomStringConvertible {
    /// What the server is, as messages name it: `The embedded instance`, say.
    public let server: String
    /// The address it tried.
    public let host: String
    /// The port it tried.
    public let port: Int
    /// Why, in the words of the layer that failed; nil when it stopped without saying.
    public let reason: String?

    /// The error for `server` on `host`:`port`.
    public init(server: String, host: String, port: Int, reason: String? = nil) {
        self.server = server
        self.host = host
        self.port = port
        self.reason = reason
    }

    /// Whether another process (or server) already listens on the port.
    public var portInUse: Bool { reason?.contains("Address already in use") == true }

    public var description: String {
        let address = (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
        if portInUse {
            return "\(server) could not listen on \(address): something else listens there. Stop it, or pick a free "
                + "port with --port (0 takes any)."
        }
        guard let reason else {
            return "\(server) could not listen on \(address). Pick a free port with --port, or 0 for any."
        }
        return "\(server) could not listen on \(address): \(reason). Check --host (an address of this machine, "
            + "such as 127.0.0.1) and --port (0 takes any free one)."
    }
}
