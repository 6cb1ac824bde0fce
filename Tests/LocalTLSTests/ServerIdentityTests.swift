import Foundation
import LocalTLS
import NIOSSL
import Testing
import X509

@Suite("Local CA: leaf certificates and upstream trust")
struct ServerIdentityTests {
    @Test("a leaf names every host and address asked for, is signed by the CA, and serves h2 and http/1.1")
    func leafNames() throws {
        let authority = try LocalCertificateAuthority.create(in: CertificateAuthorityTests.temporaryFolder()).authority
        let identity = try authority.identity(
            for: LocalCertificateAuthority.loopbackNames + ["dev12345.service-now.com", "10.0.2.2", "[fe80::1]"])
        let names = try identity.certificate.extensions.subjectAlternativeNames.map(Array.init) ?? []
        #expect(names.contains(.dnsName("localhost")))
        #expect(names.contains(.dnsName("dev12345.service-now.com")))
        #expect(names.contains(.ipAddress(.init(contentBytes: [127, 0, 0, 1]))))
        #expect(names.contains(.ipAddress(.init(contentBytes: [10, 0, 2, 2]))))
        #expect(names.contains(.ipAddress(.init(contentBytes: [0xfe, 0x80] + Array(repeating: 0, count: 13) + [1]))))
        #expect(identity.certificate.issuer == authority.certificate.subject)
        #expect(try identity.certificate.extensions.basicConstraints == .notCertificateAuthority)
        #expect(try identity.certificate.extensions.extendedKeyUsage?.contains(.serverAuth) == true)
        #expect(
            identity.certificate.notValidAfter.timeIntervalSince(identity.certificate.notValidBefore) < 400 * 86_400)
        #expect(identity.configuration.applicationProtocols == ["h2", "http/1.1"])
        // The same names give the same identity; building TLS contexts is the costly part.
        #expect(
            try authority.identity(for: [
                "LOCALHOST", "127.0.0.1", "::1", "dev12345.service-now.com", "10.0.2.2", "[fe80::1]",
            ])
                === identity)
        #expect(try authority.identity(for: identity.names) === identity)
    }

    @Test("a name no certificate can hold is refused with what to pass instead")
    func invalidName() throws {
        let authority = try LocalCertificateAuthority.create(in: CertificateAuthorityTests.temporaryFolder()).authority
        for bad in ["", "has space.example", "-leading.example", "under_score.example", "a/b"] {
            #expect(!LocalCertificateAuthority.canName(bad))
            #expect(throws: LocalTLSError.invalidName(bad)) { try authority.identity(for: [bad]) }
        }
        #expect(LocalCertificateAuthority.canName("*.service-now.com"))
    }

    @Test("upstream trust adds a PEM file's CAs to the system's, refuses an unreadable file, and can be switched off")
    func upstreamTrust() throws {
        let folder = CertificateAuthorityTests.temporaryFolder()
        _ = try LocalCertificateAuthority.create(in: folder)
        let trusting = try UpstreamTrust(additionalCertificateFiles: [folder.certificatePath]).clientConfiguration()
        #expect(trusting.certificateVerification == .fullVerification)
        #expect(trusting.additionalTrustRoots.count == 1)
        #expect(trusting.applicationProtocols == ["http/1.1"])

        let missing = #expect(throws: LocalTLSError.self) {
            try UpstreamTrust(additionalCertificateFiles: ["/nonexistent/ca.pem"]).clientConfiguration()
        }
        #expect(missing?.description.contains("--upstream-ca") == true)
        let notPEM = folder.path + "/not-a-certificate.pem"
        try Data("hello".utf8).write(to: URL(fileURLWithPath: notPEM))
        #expect(throws: LocalTLSError.self) {
            try UpstreamTrust(additionalCertificateFiles: [notPEM]).clientConfiguration()
        }
        let insecure = try UpstreamTrust(additionalCertificateFiles: [], insecure: true).clientConfiguration()
        #expect(insecure.certificateVerification == .none)
        #expect(UpstreamTrust.insecureWarning.contains("NOT checked"))
    }
}
