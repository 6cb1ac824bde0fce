import Foundation
import JSONText
import NIOSSL

/// Why the upstream gave no usable response; each becomes a 502 or 504 in the platform's error envelope.
enum UpstreamError: Error {
    case unreachable(String, any Error)
    case untrusted(String, any Error)
    case unreadable(any Error)
    case closedEarly(String)
    case timedOut(String, seconds: Int64)
    case notJournalled(any Error)
    case notKept(any Error)

    /// The answer the client gets.
    var reply: ProxyReply {
        switch self {
        case .unreachable(let origin, let error):
            return .error(
                502, message: "NowTape could not reach the upstream",
                detail: "\(origin): \(error). Check --upstream and the network; nothing was recorded")
        case .untrusted(let origin, let error):
            return .error(
                502, message: "NowTape could not set up TLS with the upstream",
                detail: "\(origin): \(error). If the instance's certificate comes from a private CA, pass "
                    + "--upstream-ca FILE with that CA's PEM certificate; nothing was recorded")
        case .unreadable(let error):
            return .error(502, message: "The upstream's response could not be read", detail: "\(error)")
        case .closedEarly(let origin):
            return .error(
                502, message: "The upstream closed the connection before it answered",
                detail: "\(origin) sent no complete response; nothing was recorded. Try the request again")
        case .timedOut(let origin, let seconds):
            return .error(
                504, message: "The upstream did not answer in time",
                detail:
                    "\(origin) took longer than \(seconds) s; nothing was recorded. Try again, or check the instance")
        case .notJournalled(let error):
            return .error(
                500, message: "NowTape could not write the interaction to the journal",
                detail: "\(error). Free disk space or fix the cassette directory's permissions, then repeat the request"
            )
        case .notKept(let error):
            return .error(
                500, message: "NowTape could not keep the response body for the cassette",
                detail: "\(error). Free disk space or fix the permissions of the cassette's .bodies folder, then "
                    + "repeat the request")
        }
    }

    /// Why a connection to the upstream at `origin` closed before answering: TLS that failed, or a close or reset.
    static func closed(_ origin: String, error: (any Error)?) -> UpstreamError {
        switch error {
        case let error? where error is NIOSSLError || error is BoringSSLError: return .untrusted(origin, error)
        default: return .closedEarly(origin)
        }
    }

    /// One line for the recorder's log: the status, message and detail the client gets.
    var logLine: String {
        let reply = self.reply
        guard let value = try? JSONParser.parse(reply.body), let error = value["error"] else {
            return "\(reply.status) upstream failure"
        }
        return "\(reply.status) \(error["message"]?.stringValue ?? ""): \(error["detail"]?.stringValue ?? "")"
    }
}
