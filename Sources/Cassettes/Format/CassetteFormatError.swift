import JSONText

/// A cassette file that cannot be read, with where and how to fix it. A struct over a private code, so that new
/// reasons can come without breaking code that catches it.
public struct CassetteFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    private enum Code: Sendable, Hashable {
        case syntax(JSONParseError)
        case invalid(path: String, reason: String)
        case unsupportedVersion(Int)
    }

    private let code: Code
    private init(_ code: Code) { self.code = code }

    /// The text is not JSON.
    public static func syntax(_ error: JSONParseError) -> Self { Self(.syntax(error)) }
    /// The JSON does not have the cassette's shape; `path` is like `interactions[3].response.status`.
    public static func invalid(path: String, reason: String) -> Self { Self(.invalid(path: path, reason: reason)) }
    /// Written by a newer NowTape.
    public static func unsupportedVersion(_ version: Int) -> Self { Self(.unsupportedVersion(version)) }

    public var description: String {
        switch code {
        case .syntax(let error):
            return "\(error); the file is not valid JSON. Fix it by hand, or re-record the cassette"
        case .invalid(let path, let reason):
            return "\(path): \(reason). See docs/cassette-format.md, or re-record the cassette"
        case .unsupportedVersion(let version):
            return "format version \(version) is newer than this NowTape reads (\(Cassette.formatVersion)); "
                + "update NowTape or re-record the cassette"
        }
    }
}

/// A cassette file that could not be read: the file, and what was wrong with it.
public struct CassetteFileError: Error, Sendable, CustomStringConvertible {
    public let file: String
    public let reason: CassetteFormatError?
    public let ioError: String?

    public var description: String {
        if let reason { return "\(file): \(reason)" }
        return "\(file): \(ioError ?? "cannot be read; check the path and its permissions")"
    }
}
