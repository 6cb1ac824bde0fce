import Crypto
import NIOSSL
import SwiftASN1
import X509

/// A leaf certificate and its key, ready to serve TLS: the certificate names the hosts and addresses clients use,
/// and is signed by the local CA.
public final class ServerIdentity: Sendable {
    /// The names and addresses the certificate covers.
    public let names: [String]
    /// The leaf certificate.
    public let certificate: Certificate
    /// The server TLS context, offering HTTP/2 and HTTP/1.1 through ALPN; built once, as building one costs far more
    /// than a handshake.
    public let context: NIOSSLContext
    /// The configuration ``context`` was built from.
    public let configuration: TLSConfiguration

    /// The protocols a NowTape TLS listener offers, most preferred first.
    public static let applicationProtocols = ["h2", "http/1.1"]

    init(leaf: Certificate, key: P256.Signing.PrivateKey, names: [String]) throws {
        self.names = names
        certificate = leaf
        var serializer = DER.Serializer()
        try serializer.serialize(leaf)
        let chain = [
            NIOSSLCertificateSource.certificate(try NIOSSLCertificate(bytes: serializer.serializedBytes, format: .der))
        ]
        let privateKey = try NIOSSLPrivateKey(bytes: Array(key.pemRepresentation.utf8), format: .pem)
        var configuration = TLSConfiguration.makeServerConfiguration(
            certificateChain: chain, privateKey: .privateKey(privateKey))
        configuration.applicationProtocols = Self.applicationProtocols
        self.configuration = configuration
        context = try NIOSSLContext(configuration: configuration)
    }

    /// The configuration with other ALPN protocols, such as `["http/1.1"]` for a listener that serves HTTP/1.1 only.
    public func configuration(applicationProtocols: [String]) -> TLSConfiguration {
        var changed = configuration
        changed.applicationProtocols = applicationProtocols
        return changed
    }
}
