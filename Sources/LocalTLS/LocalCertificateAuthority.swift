import Crypto
import Foundation
import SwiftASN1
import Synchronization
import X509

/// The local root certificate authority: it signs the leaf certificates NowTape's TLS listeners and the forward
/// proxy present, so a client that trusts it once accepts every one of them.
///
/// It lives in a ``CertificateAuthorityFolder``; its key never leaves that folder, is never logged, and never
/// enters a cassette. Leaves are issued in memory, on demand, and cached per set of names.
public final class LocalCertificateAuthority: Sendable {
    /// Where the CA lives.
    public let folder: CertificateAuthorityFolder
    /// The CA certificate.
    public let certificate: Certificate
    private let key: P256.Signing.PrivateKey
    /// One key for every leaf this process issues, as leaf keys never leave memory.
    private let leafKey = P256.Signing.PrivateKey()
    private let issued = Mutex<[[String]: ServerIdentity]>([:])

    /// The CA's subject, as clients' trust settings show it.
    public static let commonName = "NowTape Local CA"

    /// How long a new CA is valid: ten years.
    static let authorityLifetime: TimeInterval = 10 * 365 * 86_400
    /// How long a leaf is valid: under the 398 days Apple's platforms accept for a server certificate.
    static let leafLifetime: TimeInterval = 397 * 86_400
    /// How far back validity starts, so a client whose clock runs behind still accepts a new certificate.
    static let backdating: TimeInterval = 2 * 86_400

    private init(folder: CertificateAuthorityFolder, certificate: Certificate, key: P256.Signing.PrivateKey) {
        self.folder = folder
        self.certificate = certificate
        self.key = key
    }

    /// The CA certificate in PEM, the form every client's trust settings import.
    public var certificatePEM: String {
        get throws { try certificate.serializeAsPEM().pemString + "\n" }
    }

    /// The SHA-256 fingerprint of the CA certificate, as `AB:CD:…`, for telling which CA a client trusts.
    public var fingerprint: String {
        get throws {
            var serializer = DER.Serializer()
            try serializer.serialize(certificate)
            return SHA256.hash(data: serializer.serializedBytes).map { String(format: "%02X", $0) }
                .joined(separator: ":")
        }
    }

    /// Loads the CA from `folder`, or throws ``LocalTLSError`` naming what to run when there is none or it is
    /// damaged.
    public static func load(from folder: CertificateAuthorityFolder = .standard()) throws -> LocalCertificateAuthority {
        let manager = FileManager.default
        guard manager.fileExists(atPath: folder.certificatePath) || manager.fileExists(atPath: folder.keyPath) else {
            throw LocalTLSError.noAuthority(folder: folder.path)
        }
        let certificate: Certificate
        let key: P256.Signing.PrivateKey
        do {
            certificate = try Certificate(
                pemEncoded: try String(contentsOfFile: folder.certificatePath, encoding: .utf8))
        } catch {
            throw LocalTLSError.unreadable(path: folder.certificatePath, reason: "\(error)")
        }
        do {
            key = try P256.Signing.PrivateKey(
                pemRepresentation: try String(contentsOfFile: folder.keyPath, encoding: .utf8))
        } catch {
            throw LocalTLSError.unreadable(path: folder.keyPath, reason: "\(error)")
        }
        guard Certificate.PublicKey(key.publicKey) == certificate.publicKey else {
            throw LocalTLSError.keyDoesNotMatch(folder: folder.path)
        }
        return LocalCertificateAuthority(folder: folder, certificate: certificate, key: key)
    }

    /// Creates a new CA in `folder`; an existing one is kept and returned, so clients that trust it go on doing so.
    /// `created` tells which happened.
    public static func create(in folder: CertificateAuthorityFolder = .standard(), now: Date = Date()) throws -> (
        authority: LocalCertificateAuthority, created: Bool
    ) {
        let manager = FileManager.default
        if manager.fileExists(atPath: folder.certificatePath) || manager.fileExists(atPath: folder.keyPath) {
            return (try load(from: folder), false)
        }
        let key = P256.Signing.PrivateKey()
        let name = try DistinguishedName {
            OrganizationName("NowTape")
            CommonName(commonName)
        }
        let publicKey = Certificate.PublicKey(key.publicKey)
        let certificate = try Certificate(
            version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: publicKey,
            notValidBefore: now.addingTimeInterval(-backdating),
            notValidAfter: now.addingTimeInterval(authorityLifetime),
            issuer: name, subject: name, signatureAlgorithm: .ecdsaWithSHA256,
            extensions: try Certificate.Extensions {
                Critical(BasicConstraints.isCertificateAuthority(maxPathLength: 0))
                Critical(KeyUsage(digitalSignature: true, keyCertSign: true, cRLSign: true))
                SubjectKeyIdentifier(hash: publicKey)
            },
            issuerPrivateKey: Certificate.PrivateKey(key))
        do {
            try PrivateFile.makeFolder(folder.path)
            try PrivateFile.write(Data(key.pemRepresentation.utf8), to: folder.keyPath)
            try PrivateFile.write(
                Data((try certificate.serializeAsPEM().pemString + "\n").utf8), to: folder.certificatePath, mode: 0o644)
        } catch {
            throw LocalTLSError.notWritable(folder: folder.path, reason: "\(error)")
        }
        return (LocalCertificateAuthority(folder: folder, certificate: certificate, key: key), true)
    }

    /// Loads the CA, creating it first when there is none.
    public static func loadOrCreate(in folder: CertificateAuthorityFolder = .standard()) throws
        -> LocalCertificateAuthority
    {
        try create(in: folder).authority
    }

    /// Removes the CA's certificate and key from `folder`; true when there was one. Clients that trusted it should
    /// drop it too (see `nowtape ca trust`).
    @discardableResult
    public static func remove(from folder: CertificateAuthorityFolder = .standard()) throws -> Bool {
        var removed = false
        for path in [folder.keyPath, folder.certificatePath] where FileManager.default.fileExists(atPath: path) {
            do {
                try FileManager.default.removeItem(atPath: path)
            } catch {
                throw LocalTLSError.notWritable(folder: folder.path, reason: "\(error)")
            }
            removed = true
        }
        return removed
    }

    /// Whether `name` is a host name or IP address a certificate can name.
    public static func canName(_ name: String) -> Bool { CertificateName(name) != nil }

    /// The names every NowTape TLS listener's certificate covers, so a client on the same machine can use any
    /// loopback spelling.
    public static let loopbackNames = ["localhost", "127.0.0.1", "::1"]

    /// A server identity for `names` (host names and IP addresses), signed by this CA; the same names give the same
    /// identity for the life of the process.
    public func identity(for names: [String], now: Date = Date()) throws -> ServerIdentity {
        var unique: [String] = []
        for name in names.map({ $0.lowercased() }) where !unique.contains(name) { unique.append(name) }
        if let cached = issued.withLock({ $0[unique] }) { return cached }
        let made = try issue(for: unique, now: now)
        issued.withLock { $0[unique] = made }
        return made
    }

    private func issue(for names: [String], now: Date) throws -> ServerIdentity {
        var alternatives: [GeneralName] = []
        for text in names {
            switch CertificateName(text) {
            case .dns(let name): alternatives.append(.dnsName(name))
            case .ipAddress(let bytes): alternatives.append(.ipAddress(ASN1OctetString(contentBytes: bytes[...])))
            case nil: throw LocalTLSError.invalidName(text)
            }
        }
        let first = names.first ?? "localhost"
        let subject = try DistinguishedName {
            OrganizationName("NowTape")
            CommonName(first.count <= 64 ? first : "NowTape server")
        }
        let authorityKeyID = try certificate.extensions.subjectKeyIdentifier?.keyIdentifier
        let leaf = try Certificate(
            version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: Certificate.PublicKey(leafKey.publicKey),
            notValidBefore: now.addingTimeInterval(-Self.backdating),
            notValidAfter: now.addingTimeInterval(Self.leafLifetime),
            issuer: certificate.subject, subject: subject, signatureAlgorithm: .ecdsaWithSHA256,
            extensions: try Certificate.Extensions {
                Critical(BasicConstraints.notCertificateAuthority)
                Critical(KeyUsage(digitalSignature: true))
                try ExtendedKeyUsage([.serverAuth])
                SubjectAlternativeNames(alternatives)
                if let authorityKeyID { AuthorityKeyIdentifier(keyIdentifier: authorityKeyID) }
            },
            issuerPrivateKey: Certificate.PrivateKey(key))
        return try ServerIdentity(leaf: leaf, key: leafKey, names: names)
    }
}
