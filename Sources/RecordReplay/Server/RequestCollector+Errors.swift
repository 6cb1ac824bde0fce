import NIOHTTP1

extension RequestCollector.Step {
    /// The error a step that cannot be answered as asked replies with, and the version to reply in: the framing
    /// errors of `.reject` and the spooling failure of `.failed`. Either way the connection closes after it. Nil for
    /// every other step.
    var errorReply: (reply: ProxyReply, version: HTTPVersion)? {
        switch self {
        case .reject(let version, let status, let message, let detail):
            return (ProxyReply.error(status, message: message, detail: detail), version)
        case .failed(let version, let detail):
            return (ProxyReply.error(500, message: "Request body not kept", detail: detail), version)
        case .wait, .sendContinue, .refuse, .complete:
            return nil
        }
    }
}
