import Crypto
import Foundation
import NIOCore
import NowStore
import Synchronization
import TemporaryFolders

/// Attachment content on disk beside the record store, one file per distinct content, named by its SHA-256: two
/// attachments with the same bytes share one file. Uploads stream into a file under `incoming/` and are renamed into
/// place only once whole, so a cut or refused upload leaves nothing behind.
public final class AttachmentContent: Sendable {
    /// The folder the content files live in.
    public let root: URL
    /// The temporary folder that is `root` for an instance held in memory: made when the first content arrives and
    /// removed with the instance, or when the process exits.
    private let temporary: TemporaryFolder?
    /// Held while content is placed and named by a row, or unnamed and removed, so a file is never removed between
    /// an upload of the same bytes finding it and its row being written.
    private let naming = Mutex(())

    /// Content in the folder `root`, created when missing.
    public init(root: URL) throws {
        self.root = root
        temporary = nil
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("incoming"), withIntermediateDirectories: true)
    }

    private init(temporary: TemporaryFolder) {
        root = temporary.url
        self.temporary = temporary
    }

    /// Content kept in a temporary folder, for an instance held in memory. The folder is made only when the first
    /// content arrives, so an instance that never stores an attachment leaves nothing on disk.
    static func temporary() -> AttachmentContent {
        AttachmentContent(temporary: TemporaryFolder(prefix: "nowtape-attachments-"))
    }

    /// Runs `body` with no other placing or removing of content at the same time.
    func serialized<T>(_ body: () throws -> T) throws -> T {
        try naming.withLock { _ in try body() }
    }

    /// The file that holds the content with `hash`.
    public func file(for hash: String) -> URL {
        root.appendingPathComponent(String(hash.prefix(2))).appendingPathComponent(hash)
    }

    /// Starts receiving an upload of at most `limit` bytes.
    func receive(limit: Int) throws -> AttachmentUpload {
        try AttachmentUpload(content: self, limit: limit)
    }

    /// Stores `data` whole; for content made inside the instance, such as a script's attachment.
    func store(_ data: Data, limit: Int) throws -> StoredContent {
        let upload = try receive(limit: limit)
        do {
            try upload.write(ByteBuffer(bytes: data))
            return try upload.finish()
        } catch {
            upload.discard()
            throw error
        }
    }

    /// Removes the file for `hash`; the caller knows no attachment names it any more.
    func remove(_ hash: String) {
        guard AttachmentHash.isValid(hash) else { return }
        try? FileManager.default.removeItem(at: file(for: hash))
    }

    /// Moves a finished upload's file into place under `hash`.
    fileprivate func place(_ incoming: URL, as hash: String) throws {
        let target = file(for: hash)
        let manager = FileManager.default
        try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        if manager.fileExists(atPath: target.path) {
            try manager.removeItem(at: incoming)
        } else {
            // rename(2) replaces atomically, so two uploads of the same bytes at once both end with one whole file.
            guard rename(incoming.path, target.path) == 0 else {
                throw AttachmentContentError.cannotStore(path: target.path, reason: String(cString: strerror(errno)))
            }
        }
    }
}

/// What an upload left on disk: its hash and size.
struct StoredContent: Sendable, Hashable {
    /// The lower-case hex SHA-256 of the bytes, which names the file.
    let hash: String
    /// How many bytes.
    let size: Int
}

/// One upload in progress: bytes go to a file under `incoming/` as they arrive, hashed on the way.
final class AttachmentUpload {
    private let content: AttachmentContent
    private let limit: Int
    private let incoming: URL
    private let handle: FileHandle
    private var hasher = SHA256()
    private(set) var size = 0
    private var closed = false

    fileprivate init(content: AttachmentContent, limit: Int) throws {
        self.content = content
        self.limit = limit
        let folder = content.root.appendingPathComponent("incoming")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        incoming = folder.appendingPathComponent(UUID().uuidString)
        guard FileManager.default.createFile(atPath: incoming.path, contents: nil) else {
            throw AttachmentContentError.cannotStore(path: incoming.path, reason: "the file could not be created")
        }
        handle = try FileHandle(forWritingTo: incoming)
    }

    /// Appends `buffer`; throws ``AttachmentContentError/tooLarge(limit:)`` once the upload passes the limit.
    func write(_ buffer: ByteBuffer) throws {
        size += buffer.readableBytes
        guard size <= limit else { throw AttachmentContentError.tooLarge(limit: limit) }
        try buffer.withUnsafeReadableBytes { bytes in
            hasher.update(bufferPointer: bytes)
            try handle.write(contentsOf: bytes)
        }
    }

    /// Closes the upload and moves it into place.
    func finish() throws -> StoredContent {
        closed = true
        try handle.close()
        let hash = AttachmentHash.hex(hasher.finalize())
        try content.place(incoming, as: hash)
        return StoredContent(hash: hash, size: size)
    }

    /// Drops the upload and its file.
    func discard() {
        if !closed { try? handle.close() }
        closed = true
        try? FileManager.default.removeItem(at: incoming)
    }

    deinit {
        if !closed {
            try? handle.close()
            try? FileManager.default.removeItem(at: incoming)
        }
    }
}

/// SHA-256 digests as the `hash` field shows them.
enum AttachmentHash {
    static func hex(_ digest: SHA256.Digest) -> String {
        digest.map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }.joined()
    }

    /// 64 lower-case hex digits: anything else never names a file.
    static func isValid(_ hash: String) -> Bool {
        hash.utf8.count == 64 && hash.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 102) }
    }
}

/// Attachment content could not be stored.
enum AttachmentContentError: Error, CustomStringConvertible {
    /// The upload passed the instance's size limit.
    case tooLarge(limit: Int)
    /// The disk refused.
    case cannotStore(path: String, reason: String)

    var description: String {
        switch self {
        case .tooLarge(let limit):
            return "The attachment is larger than \(limit) bytes, the instance's limit; send a smaller file, or start "
                + "the instance with a larger --attachment-max-size"
        case .cannotStore(let path, let reason):
            return "Attachment content could not be written to \(path): \(reason). Check the free space and the "
                + "permissions of the instance's data directory"
        }
    }
}
