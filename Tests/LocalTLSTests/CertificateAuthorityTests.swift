import Foundation
import LocalTLS
import TestSupport
import Testing
import X509

@Suite("Local CA: creating, keeping, loading and removing it")
struct CertificateAuthorityTests {
    static func temporaryFolder() -> CertificateAuthorityFolder {
        CertificateAuthorityFolder(
            path: TestScratch.url("nowtape-ca-\(UUID())/ca").path)
    }

    static func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    @Test("a new CA is a CA certificate and a key readable by its owner alone, in a folder only its owner can enter")
    func createsPrivateFiles() throws {
        let folder = Self.temporaryFolder()
        let (authority, created) = try LocalCertificateAuthority.create(in: folder)
        #expect(created)
        #expect(try Self.mode(folder.keyPath) == 0o600)
        #expect(try Self.mode(folder.path) == 0o700)
        #expect(try Self.mode(folder.certificatePath) == 0o644)
        let pem = try String(contentsOfFile: folder.certificatePath, encoding: .utf8)
        #expect(pem == (try authority.certificatePEM))
        #expect(!pem.contains("PRIVATE KEY"))
        let certificate = try Certificate(pemEncoded: pem)
        #expect(try certificate.extensions.basicConstraints == .isCertificateAuthority(maxPathLength: 0))
        #expect("\(certificate.subject)".contains(LocalCertificateAuthority.commonName))
        #expect(certificate.notValidAfter.timeIntervalSinceNow > 9 * 365 * 86_400)
    }

    @Test("creating again keeps the CA clients already trust; loading finds the same one")
    func createKeepsExisting() throws {
        let folder = Self.temporaryFolder()
        let first = try LocalCertificateAuthority.create(in: folder).authority
        let (second, created) = try LocalCertificateAuthority.create(in: folder)
        #expect(!created)
        #expect(try second.fingerprint == first.fingerprint)
        #expect(try LocalCertificateAuthority.load(from: folder).fingerprint == first.fingerprint)
    }

    @Test("loading where there is no CA says which command creates one")
    func loadWithoutCA() throws {
        let folder = Self.temporaryFolder()
        let error = #expect(throws: LocalTLSError.self) { try LocalCertificateAuthority.load(from: folder) }
        #expect(error?.description.contains("nowtape ca create") == true)
    }

    @Test("a damaged certificate or a key that is not the certificate's is refused with the commands that mend it")
    func damagedFiles() throws {
        let folder = Self.temporaryFolder()
        _ = try LocalCertificateAuthority.create(in: folder)
        let goodCertificate = try Data(contentsOf: URL(fileURLWithPath: folder.certificatePath))
        try Data("-----BEGIN CERTIFICATE-----\nnot base64\n".utf8)
            .write(to: URL(fileURLWithPath: folder.certificatePath))
        let damaged = #expect(throws: LocalTLSError.self) { try LocalCertificateAuthority.load(from: folder) }
        #expect(damaged?.description.contains(folder.certificatePath) == true)
        #expect(damaged?.description.contains("nowtape ca remove") == true)

        try goodCertificate.write(to: URL(fileURLWithPath: folder.certificatePath))
        let other = Self.temporaryFolder()
        _ = try LocalCertificateAuthority.create(in: other)
        try FileManager.default.removeItem(atPath: folder.keyPath)
        try FileManager.default.copyItem(atPath: other.keyPath, toPath: folder.keyPath)
        let mismatched = #expect(throws: LocalTLSError.self) { try LocalCertificateAuthority.load(from: folder) }
        #expect(mismatched == .keyDoesNotMatch(folder: folder.path))
    }

    @Test("removing deletes the key and the certificate, and says whether there was a CA")
    func remove() throws {
        let folder = Self.temporaryFolder()
        _ = try LocalCertificateAuthority.create(in: folder)
        #expect(try LocalCertificateAuthority.remove(from: folder))
        #expect(!FileManager.default.fileExists(atPath: folder.keyPath))
        #expect(!FileManager.default.fileExists(atPath: folder.certificatePath))
        #expect(try !LocalCertificateAuthority.remove(from: folder))
    }

    @Test("the folder comes from NOWTAPE_CA_DIR, else from the home folder")
    func standardFolder() {
        #expect(CertificateAuthorityFolder.standard(environment: ["NOWTAPE_CA_DIR": "/x/ca"]).path == "/x/ca")
        #expect(CertificateAuthorityFolder.standard(environment: ["HOME": "/home/u"]).path == "/home/u/.nowtape/ca")
        #expect(CertificateAuthorityFolder(path: "/x/ca").keyPath == "/x/ca/nowtape-ca-key.pem")
    }

    @Test("the trust steps name the certificate's real path for each kind of client")
    func trustSteps() {
        let text = TrustInstructions.text(certificate: "/home/u/.nowtape/ca/nowtape-ca.pem")
        for expected in [
            "xcrun simctl keychain booted add-root-cert /home/u/.nowtape/ca/nowtape-ca.pem",
            "network_security_config", "10.0.2.2", "curl --cacert /home/u/.nowtape/ca/nowtape-ca.pem",
            "REQUESTS_CA_BUNDLE=/home/u/.nowtape/ca/nowtape-ca.pem", "NODE_EXTRA_CA_CERTS=", "keytool -importcert",
        ] {
            #expect(text.contains(expected), "missing: \(expected)")
        }
    }
}
