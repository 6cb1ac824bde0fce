import NowInstance
import PlatformLimits

/// Rules read as `nowtape instance serve` reads them: against the APIs the instance serves.
extension RateLimitRule {
    static func parse(_ text: String) -> RateLimitRule? {
        parse(text, apis: EmbeddedInstance.platformAPIs)
    }
}

extension TransactionQuotaRule {
    static func parse(_ text: String) -> TransactionQuotaRule? {
        parse(text, apis: EmbeddedInstance.platformAPIs)
    }
}
