import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files that hold secrets: created with mode 0600 from the first byte, flushed, then renamed into place, so
/// no other user can ever read them and a crash never leaves half a key.
enum PrivateFile {
    /// Writes `contents` to `path` atomically with mode `mode` (0600 unless told otherwise).
    static func write(_ contents: Data, to path: String, mode: mode_t = 0o600) throws {
        let temporary = path + ".partial-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw POSIXCallError(operation: "create \(temporary)") }
        defer { close(descriptor) }
        // umask may have narrowed the mode on creation, never widened it; set it exactly.
        _ = fchmod(descriptor, mode)
        try contents.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let written = Foundation.write(descriptor, base + offset, raw.count - offset)
                guard written > 0 else { throw POSIXCallError(operation: "write \(temporary)") }
                offset += written
            }
        }
        guard fsync(descriptor) == 0 else { throw POSIXCallError(operation: "flush \(temporary)") }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw POSIXCallError(operation: "rename \(temporary) to \(path)")
        }
    }

    /// Creates `path` and its parents with mode `mode` for any folder it creates.
    static func makeFolder(_ path: String, mode: Int = 0o700) throws {
        try FileManager.default.createDirectory(
            atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: mode])
    }
}

/// A system call that failed, with what it was doing and the system's reason.
struct POSIXCallError: Error, CustomStringConvertible {
    let operation: String
    let reason = String(cString: strerror(errno))

    var description: String { "could not \(operation): \(reason)" }
}
