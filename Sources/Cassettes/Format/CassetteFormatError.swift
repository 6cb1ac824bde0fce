import JSONText

/// A cassette file that cannot be read, with where and how to fix it.
public enum CassetteFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is not JSON.
    case syntax(JSONParseError)
    /// The JSON does not have the cassette's shape; `path` is like `interactions[3].response.status`.
    case invalid(path: String, reason: String)
    /// Written by a newer NowTape.
    case unsupportedVersion(Int)

    public var description: String {
        switch self {
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
