import AsyncHTTPClient
import Foundation
import LocalTLS
import NIOSSL
import TestSupport

/// One local CA for the whole test run, in a temporary folder, and HTTP clients that trust it.
enum TestCertificates {
    static let folder = CertificateAuthorityFolder(
        path: TestScratch.url("nowtape-test-ca-\(UUID())").path)

    static let authority: LocalCertificateAuthority = {
        do {
            return try LocalCertificateAuthority.create(in: folder).authority
        } catch {
            preconditionFailure("the test CA could not be created: \(error)")
        }
    }()

    /// The identity NowTape's listeners use: the loopback names.
    static var loopback: ServerIdentity {
        get throws { try authority.identity(for: LocalCertificateAuthority.loopbackNames) }
    }

    /// Trust for a proxy whose upstream's certificate comes from the test CA.
    static var upstreamTrust: UpstreamTrust {
        _ = authority
        return UpstreamTrust(additionalCertificateFiles: [folder.certificatePath])
    }

    /// A client that trusts the test CA, never follows redirects, and speaks HTTP/2 where offered (or only
    /// HTTP/1.1).
    private static func client(http2: Bool) -> HTTPClient {
        var tls = TLSConfiguration.makeClientConfiguration()
        tls.additionalTrustRoots = [.file(folder.certificatePath)]
        _ = authority
        var configuration = HTTPClient.Configuration(tlsConfiguration: tls, redirectConfiguration: .disallow)
        configuration.httpVersion = http2 ? .automatic : .http1Only
        return HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }

    static let http2Client = client(http2: true)
    static let http1Client = client(http2: false)
}
