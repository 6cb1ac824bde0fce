import Foundation

/// Reads and writes cassette files; writes are atomic, so a reader never sees half a file. Bodies over a threshold
/// are kept in files beside the cassette (``BodyFiles``).
public enum CassetteFile {
    /// Reads the cassette at `path`.
    public static func read(_ path: String) throws(CassetteFileError) -> Cassette {
        let url = URL(fileURLWithPath: path)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CassetteFileError(file: path, reason: nil, ioError: (error as NSError).localizedDescription)
        }
        do {
            return try CassetteCoder.decode(data, bodies: BodyFiles(cassetteURL: url))
        } catch {
            throw CassetteFileError(file: path, reason: error, ioError: nil)
        }
    }

    /// Writes `cassette` to `path` through a temporary file that is flushed to disk and renamed into place. Bodies
    /// over `bodyFileThreshold` bytes go to files beside it, and body files it no longer names are removed.
    public static func write(
        _ cassette: Cassette, to path: String, bodyFileThreshold: Int = BodyFiles.defaultThreshold
    ) throws {
        let bodies = BodyFiles(cassettePath: path, threshold: bodyFileThreshold)
        let (text, used) = try CassetteCoder.encode(cassette, bodies: bodies)
        try writeAtomically(Data(text.utf8), to: path)
        bodies.removeUnused(keeping: used)
    }

    /// Writes bytes through a flushed temporary file renamed over `path`.
    public static func writeAtomically(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: temporary.path])
        }
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            try handle.write(contentsOf: data)
            try handle.synchronize()
            try handle.close()
            if rename(temporary.path, url.path) != 0 {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
