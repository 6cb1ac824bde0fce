import Foundation

/// Where the local CA lives: `$NOWTAPE_CA_DIR` when set, otherwise `~/.nowtape/ca`. The folder holds the
/// certificate (`nowtape-ca.pem`, public, to be trusted by clients) and its key (`nowtape-ca-key.pem`, mode 0600).
public struct CertificateAuthorityFolder: Sendable, Equatable {
    /// The folder's path.
    public let path: String

    /// The folder at `path`.
    public init(path: String) {
        self.path = path
    }

    /// The folder named by the environment: `NOWTAPE_CA_DIR`, or `.nowtape/ca` under the home folder.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> CertificateAuthorityFolder
    {
        if let explicit = environment["NOWTAPE_CA_DIR"], !explicit.isEmpty {
            return CertificateAuthorityFolder(path: explicit)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return CertificateAuthorityFolder(
            path: URL(fileURLWithPath: home).appendingPathComponent(".nowtape/ca").path)
    }

    /// The CA certificate, PEM.
    public var certificatePath: String { file("nowtape-ca.pem") }

    /// The CA's private key, PEM, readable by its owner only.
    public var keyPath: String { file("nowtape-ca-key.pem") }

    private func file(_ name: String) -> String {
        URL(fileURLWithPath: path).appendingPathComponent(name).path
    }
}
