import Foundation

/// How every report NowTape writes becomes a file: JSON in one form (pretty, sorted keys, slashes as they are), and
/// an atomic write that creates the report's folder.
public enum ReportOutput {
    /// `value` as the JSON every report is written in.
    public static func json(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    /// Writes `data` to `path` atomically, creating its folder.
    public static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }
}
