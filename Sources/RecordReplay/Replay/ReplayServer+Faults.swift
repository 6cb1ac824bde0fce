import Cassettes
import Foundation
import PlatformLimits

extension ReplayServer {
    /// The fault's answer when one meets this request, before it is matched, so that no recorded interaction is
    /// played for it: the hibernation page, a 429 for full semaphores, or a 401 for a bearer token that expired.
    func faultReply(headers: () -> HTTPFields) -> ProxyReply? {
        let token = Self.bearerToken(headers()[.authorization])
        if let token, expiredTokens.withLock({ $0.contains(token) }) { return Self.expiredTokenReply() }
        let fault = faultSchedule.next { kind in
            switch kind {
            case .hibernation, .semaphore: return true
            case .tokenExpiry: return token != nil
            case .nodeChange: return false
            }
        }
        switch fault {
        case nil, .nodeChange?: return nil
        case .hibernation?:
            return ProxyReply(
                status: 200, headers: [.contentType: FaultAnswers.hibernationContentType],
                body: Data(FaultAnswers.hibernationPage.utf8))
        case .semaphore?:
            let error = FaultAnswers.semaphoreError
            return ProxyReply.error(429, message: error.message, detail: error.detail)
        case .tokenExpiry?:
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
