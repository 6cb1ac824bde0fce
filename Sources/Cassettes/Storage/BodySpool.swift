import Crypto
import Foundation

/// A body arriving in pieces, kept for the cassette: in memory up to the body-file threshold, and written to a body
/// file beyond it, so a large attachment never sits whole in memory. Used from one task or event loop at a time.
public final class BodySpool {
    private let bodies: BodyFiles
    private var memory = Data()
    private var file: FileHandle?
    private var temporary: URL?
    private var hasher = SHA256()
    /// How many bytes arrived.
    public private(set) var count = 0

    /// A spool whose large bodies go to `bodies`' folder.
    public init(bodies: BodyFiles) {
        self.bodies = bodies
    }

    deinit {
        try? file?.close()
        if let temporary { try? FileManager.default.removeItem(at: temporary) }
    }

    /// Adds the next bytes.
    public func append(_ bytes: UnsafeRawBufferPointer) throws {
        count += bytes.count
        if file == nil, memory.count + bytes.count <= bodies.threshold {
            memory.append(contentsOf: bytes)
            return
        }
        if file == nil { try spill() }
        hasher.update(bufferPointer: bytes)
        try file?.write(contentsOf: bytes)
    }

    /// Moves what is in memory to a temporary file in the body folder.
    private func spill() throws {
        try FileManager.default.createDirectory(at: bodies.folder, withIntermediateDirectories: true)
        let url = bodies.folder.appendingPathComponent(".\(UUID().uuidString).part")
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
        }
        temporary = url
        let handle = try FileHandle(forWritingTo: url)
        file = handle
        hasher.update(data: memory)
        try handle.write(contentsOf: memory)
        memory = Data()
    }

    /// The whole body: from memory, or its body file mapped from disk.
    public func finish() throws -> Data {
        guard let file, let temporary else { return memory }
        try file.close()
        self.file = nil
        self.temporary = nil
        let final = bodies.folder.appendingPathComponent(BodyFiles.fileName(for: hasher.finalize()))
        if rename(temporary.path, final.path) != 0 {
            let error = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        return try Data(contentsOf: final, options: .alwaysMapped)
    }
}
