import Foundation

/// Reads and writes cassette files; writes are atomic, so a reader never sees half a file. Bodies over a threshold
/// are kept in files beside the cassette (``BodyFiles``).
public enum CassetteFile {
    /// Reads the cassette at `path`.
    public static func read(_ path: String) throws(CassetteFileError) -> Cassette {
        let url = URL(fileURLWithPath: path)
        let data: Data
        if let problem = unreadableReason(path) {
            throw CassetteFileError(file: path, reason: nil, ioError: problem)
        }
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CassetteFileError(
                file: path, reason: nil, ioError: "cannot be read; check that it is a cassette file you may read")
        }
        do {
            return try CassetteCoder.decode(data, bodies: BodyFiles(cassetteURL: url))
        } catch {
            throw CassetteFileError(file: path, reason: error, ioError: nil)
        }
    }

    /// Why the file at `path` cannot be read as a cassette, in words, or nil when it looks readable.
    static func unreadableReason(_ path: String) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            return "no such file; check the path, or record the cassette first with `nowtape record`"
        }
        if isFolder.boolValue {
            return "is a folder, not a cassette file; name the cassette files in it, such as \(path)/NAME.json"
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            return "cannot be read: permission denied; check the file's permissions"
        }
        return nil
    }

    /// Writes `cassette` to `path` through a temporary file that is flushed to disk and renamed into place. Bodies
    /// over `bodyFileThreshold` bytes go to files beside it, and body files it no longer names are removed.
    public static func write(
        _ cassette: Cassette, to path: String, bodyFileThreshold: Int = BodyFiles.defaultThreshold
    ) throws {
        let bodies = BodyFiles(cassettePath: path, threshold: bodyFileThreshold)
        var used = Set<String>()
        try writeAtomically(path: path) { handle in
            used = try CassetteCoder.encode(cassette, bodies: bodies) { try handle.write(contentsOf: $0) }
        }
        bodies.removeUnused(keeping: used)
    }

    /// Writes bytes through a flushed temporary file renamed over `path`.
    public static func writeAtomically(_ data: Data, to path: String) throws {
        try writeAtomically(path: path) { handle in try handle.write(contentsOf: data) }
    }

    /// ``writeAtomically(_:to:)`` for bytes `write` writes to the temporary file's handle, piece by piece.
    private static func writeAtomically(path: String, write: (FileHandle) throws -> Void) throws {
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
            try write(handle)
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
