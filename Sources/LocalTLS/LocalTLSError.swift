import Foundation

/// Why the local certificate authority, a TLS listener or an upstream's trust could not be set up.
public struct LocalTLSError: Error, CustomStringConvertible, Equatable {
    private enum Code: Equatable {
        case noAuthority(folder: String)
        case unreadable(path: String, reason: String)
        case notWritable(folder: String, reason: String)
        case keyDoesNotMatch(folder: String)
        case invalidName(String)
        case unreadableTrustFile(path: String, reason: String)
    }

    private let code: Code

    /// No CA exists in the folder yet.
    public static func noAuthority(folder: String) -> LocalTLSError {
        LocalTLSError(code: .noAuthority(folder: folder))
    }

    /// A CA file exists but cannot be read or parsed.
    public static func unreadable(path: String, reason: String) -> LocalTLSError {
        LocalTLSError(code: .unreadable(path: path, reason: reason))
    }

    /// The CA folder cannot be created or written.
    public static func notWritable(folder: String, reason: String) -> LocalTLSError {
        LocalTLSError(code: .notWritable(folder: folder, reason: reason))
    }

    /// The CA's key is not the one its certificate names.
    public static func keyDoesNotMatch(folder: String) -> LocalTLSError {
        LocalTLSError(code: .keyDoesNotMatch(folder: folder))
    }

    /// A name asked for in a leaf certificate is neither a host name nor an IP address.
    public static func invalidName(_ name: String) -> LocalTLSError { LocalTLSError(code: .invalidName(name)) }

    /// A file of extra trusted certificates (`--upstream-ca`) cannot be read.
    public static func unreadableTrustFile(path: String, reason: String) -> LocalTLSError {
        LocalTLSError(code: .unreadableTrustFile(path: path, reason: reason))
    }

    public var description: String {
        switch code {
        case .noAuthority(let folder):
            return "There is no NowTape CA in \(folder) yet; create it with `nowtape ca create`."
        case .unreadable(let path, let reason):
            return "\(path) cannot be read as part of the NowTape CA (\(reason)); remove the CA with "
                + "`nowtape ca remove` and create a new one with `nowtape ca create`, then trust it again."
        case .notWritable(let folder, let reason):
            return "The CA folder \(folder) cannot be written (\(reason)); fix its permissions, or choose another "
                + "folder with NOWTAPE_CA_DIR."
        case .keyDoesNotMatch(let folder):
            return "The CA key in \(folder) does not belong to its certificate; run `nowtape ca remove` and "
                + "`nowtape ca create`, then trust the new CA again."
        case .invalidName(let name):
            return "'\(name)' is not a host name or IP address a certificate can name; pass names such as "
                + "dev12345.service-now.com or 192.168.1.20 to --tls-name."
        case .unreadableTrustFile(let path, let reason):
            return "The trusted certificates in \(path) cannot be read (\(reason)); pass a PEM file of one or more "
                + "CA certificates to --upstream-ca."
        }
    }
}
