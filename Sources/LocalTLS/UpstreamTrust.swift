import Foundation
import NIOSSL

/// How the recording proxy checks an HTTPS upstream's certificate: against the system's trust store, plus any CA
/// certificates it is given; or, only when asked for loudly, not at all.
public struct UpstreamTrust: Sendable, Equatable {
    /// PEM files of CA certificates trusted beside the system's (`--upstream-ca`).
    public var additionalCertificateFiles: [String] = []
    /// Whether certificates go unchecked (`--upstream-insecure`): anyone on the path can then read and change the
    /// traffic, credentials included.
    public var insecure = false

    /// The system's trust store and nothing more.
    public init() {}

    /// Trust as given.
    public init(additionalCertificateFiles: [String], insecure: Bool = false) {
        self.additionalCertificateFiles = additionalCertificateFiles
        self.insecure = insecure
    }

    /// The warning printed on every start with ``insecure`` set.
    public static let insecureWarning = """
        WARNING: --upstream-insecure is set: the upstream's certificate is NOT checked. Anyone between NowTape and \
        the instance can read and change this traffic, passwords and tokens included. Use --upstream-ca FILE to \
        trust a private CA instead.
        """

    /// The client TLS configuration: HTTP/1.1 through ALPN, the system's roots plus the extra ones.
    public func clientConfiguration() throws -> TLSConfiguration {
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.applicationProtocols = ["http/1.1"]
        if insecure {
            configuration.certificateVerification = .none
            return configuration
        }
        var extra: [NIOSSLCertificate] = []
        for path in additionalCertificateFiles {
            let found: [NIOSSLCertificate]
            do {
                found = try NIOSSLCertificate.fromPEMFile(path)
            } catch {
                let reason = FileManager.default.fileExists(atPath: path) ? "\(error)" : "no such file"
                throw LocalTLSError.unreadableTrustFile(path: path, reason: reason)
            }
            guard !found.isEmpty else {
                throw LocalTLSError.unreadableTrustFile(path: path, reason: "it holds no PEM certificate")
            }
            extra += found
        }
        if !extra.isEmpty { configuration.additionalTrustRoots = [.certificates(extra)] }
        return configuration
    }
}
