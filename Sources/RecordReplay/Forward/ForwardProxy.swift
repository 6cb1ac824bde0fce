import LocalTLS

/// A forward proxy's setup: which hosts it intercepts, and the local CA that signs the certificates it presents
/// for them.
public struct ForwardProxy: Sendable {
    /// Which hosts are intercepted, mapped or tunnelled.
    public var rules: ForwardProxyRules
    /// Signs a certificate for each intercepted host; clients must trust it (`nowtape ca trust`).
    public var authority: LocalCertificateAuthority

    /// A forward proxy with these rules and CA.
    public init(rules: ForwardProxyRules, authority: LocalCertificateAuthority) {
        self.rules = rules
        self.authority = authority
    }
}
