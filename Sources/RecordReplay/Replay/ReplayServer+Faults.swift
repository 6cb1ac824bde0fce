import Cassettes
import Foundation
import HTTPMessageRules
import PlatformLimits

extension ReplayServer {
    /// What a fault does to one request.
    enum FaultOutcome {
        /// The fault answers in place of the cassette, so that no recorded interaction is played for it.
        case reply(ProxyReply)
        /// A node change: the recorded answer goes out with a new session's cookies.
        case newSession
    }

    /// What the fault that meets this request does, if one does: the hibernation page, a 429 for full semaphores or
    /// a rate limit, a cancelled transaction, a 401 for a bearer token that expired, or, for a request in a session,
    /// a node change or the 202 of an ignored request.
    func faultOutcome(headers: () -> HTTPFields) -> FaultOutcome? {
        let fields = headers()
        let token = Self.bearerToken(fields[.authorization])
        if let token, expiredTokens.withLock({ $0.contains(token) }) { return .reply(Self.expiredTokenReply()) }
        let inSession = fields[.cookie]?.contains("JSESSIONID=") == true
        let fault = faultSchedule.next { kind in
            switch kind {
            case .hibernation, .semaphore, .transactionQuota, .rateLimit: return true
            case .tokenExpiry: return token != nil
            case .nodeChange, .sessionLimit: return inSession
            }
        }
        guard let fault else { return nil }
        if fault == .nodeChange { return .newSession }
        return faultReply(fault, token: token).map(FaultOutcome.reply)
    }

    /// The answer of a fault that answers in place of the cassette.
    private func faultReply(_ fault: PlatformFault.Kind, token: String?) -> ProxyReply? {
        switch fault {
        case .nodeChange: return nil
        case .hibernation:
            return ProxyReply(
                status: 200, headers: [.contentType: FaultAnswers.hibernationContentType],
                body: Data(FaultAnswers.hibernationPage.utf8))
        case .semaphore:
            let error = FaultAnswers.semaphoreError
            return ProxyReply.error(429, message: error.message, detail: error.detail)
        case .transactionQuota:
            let error = FaultAnswers.cancelledTransactionError
            return ProxyReply.error(200, message: error.message, detail: error.detail)
        case .rateLimit:
            let refusal = RateLimitRefusal(rule: RateLimitRefusal.faultRule, now: Date())
            var reply = ProxyReply.error(429, message: refusal.message, detail: refusal.detail)
            for (name, value) in refusal.headers {
                if let field = HTTPField.Name(name) { reply.headers[field] = value }
            }
            return reply
        case .sessionLimit:
            return ProxyReply(status: 202, headers: HTTPFields(), body: Data())
        case .tokenExpiry:
            if let token { expiredTokens.withLock { _ = $0.insert(token) } }
            return Self.expiredTokenReply()
        }
    }

    private static func expiredTokenReply() -> ProxyReply {
        let error = FaultAnswers.expiredTokenError
        var reply = ProxyReply.error(401, message: error.message, detail: error.detail)
        reply.headers[.wwwAuthenticate] = FaultAnswers.bearerChallenge
        return reply
    }

    private static func bearerToken(_ authorization: String?) -> String? {
        guard let authorization, authorization.lowercased().hasPrefix("bearer ") else { return nil }
        return String(authorization.dropFirst(7)).trimmingCharacters(in: .whitespaces)
    }
}

extension CachedResponse {
    /// This response with the cookies of a new session a node change opened, as the new node sets them.
    func withNewSession() -> CachedResponse {
        let session = (0..<2).map { _ in String(UInt64.random(in: .min ... .max), radix: 16) }.joined().uppercased()
        var copy = self
        for field in PlatformSessionCookies.fields(session: session, now: Date(), secure: false) {
            copy.headers.add(name: "Set-Cookie", value: field.value)
        }
        return copy
    }
}
