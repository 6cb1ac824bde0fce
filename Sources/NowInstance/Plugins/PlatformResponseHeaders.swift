import HTTPMessageRules

/// The headers a real instance sends on every REST answer, whatever API gives it: caching is switched off, content
/// sniffing too, and an answer to a signed-in caller says so and carries the transaction's id. Answers from real
/// instances published with their headers show them (see docs/table-api.md, "Headers on every answer").
struct PlatformResponseHeaders: Sendable {
    /// The transaction ids handed out, one per answered request; from the instance's seed, so a run is repeatable.
    private let transactionIDs: SysIDGenerator

    /// Headers whose ids follow from `seed`.
    init(seed: UInt64) {
        transactionIDs = SysIDGenerator(seed: seed ^ 0x7472_616E_7361_6374)
    }

    /// Adds the platform's headers to `headers`, leaving alone any the answer already sets (a scripted REST
    /// operation may set its own `Cache-Control`). `signedIn` adds `X-Is-Logged-In` and `X-Transaction-ID`, which
    /// an answer to a caller without valid credentials lacks. `secure` adds `Strict-Transport-Security`, which only
    /// means something over TLS.
    func apply(to headers: inout HTTPFields, signedIn: Bool, secure: Bool) {
        func add(_ name: HTTPField.Name, _ value: @autoclosure () -> String) {
            if headers[name] == nil { headers[name] = value() }
        }
        if signedIn {
            add(.isLoggedIn, "true")
            add(.transactionID, String(transactionIDs.next().prefix(12)))
        }
        add(.pragma, "no-store,no-cache")
        add(.cacheControl, "no-cache,no-store,must-revalidate,max-age=-1")
        add(.expires, "0")
        add(.contentTypeOptions, "nosniff")
        if secure { add(.strictTransportSecurity, "max-age=63072000; includeSubDomains") }
    }
}
