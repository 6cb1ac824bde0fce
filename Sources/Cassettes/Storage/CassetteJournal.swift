import Foundation
import JSONText
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The crash-safe side of recording: each finished interaction is appended to `<cassette>.journal` as one JSON line
/// before the response completes; ``compact()`` folds the journal into the cassette atomically.
///
/// ``append(_:)`` hands the line to the operating system, which keeps it when the process crashes or is killed.
/// ``appendDurably(_:)`` also waits for the disk, which keeps it through a power loss, at the cost of a flush
/// (shared between concurrent appends).
///
/// After a crash or `kill -9`, ``recover(cassette:)`` (or the next recording) folds in every complete line and
/// skips a half-written last one. A complete line that cannot be read is kept in `<cassette>.journal.rejected`.
public final class CassetteJournal: Sendable {
    /// The cassette file.
    public let cassettePath: String
    /// `<cassette>.journal`.
    public var journalPath: String { Self.journalPath(for: cassettePath) }
    /// Where bodies over the threshold are kept.
    public let bodies: BodyFiles
    private let handle: Mutex<FileHandle?>
    private let commits = GroupCommit()

    /// The journal path for a cassette.
    public static func journalPath(for cassettePath: String) -> String { cassettePath + ".journal" }

    /// Opens (creating if needed) the journal of the cassette at `cassettePath` for appending. Bodies over
    /// `bodyFileThreshold` bytes are kept in files beside the cassette.
    public init(cassettePath: String, bodyFileThreshold: Int = BodyFiles.defaultThreshold) throws {
        self.cassettePath = cassettePath
        bodies = BodyFiles(cassettePath: cassettePath, threshold: bodyFileThreshold)
        let path = Self.journalPath(for: cassettePath)
        try FileManager.default.createDirectory(
            at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        self.handle = Mutex(handle)
    }

    /// Appends an interaction (already redacted), handing it to the operating system: it survives the process
    /// being killed, not a power loss.
    public func append(_ interaction: Interaction) throws {
        try append(lines: try line(for: interaction))
    }

    /// The journal line for an interaction (with its newline), its large bodies written to their files; hand it, alone
    /// or with others, to ``append(lines:)``.
    public func line(for interaction: Interaction) throws -> [UInt8] {
        try JournalLine.encode(interaction, bodies: bodies)
    }

    /// Writes lines made by ``line(for:)`` in one go, so interactions finished together cost one system call.
    public func append(lines: [UInt8]) throws {
        try handle.withLock { handle in
            guard let handle else { throw JournalClosedError(path: journalPath) }
            try Self.writeFully(lines, to: handle.fileDescriptor)
        }
    }

    /// Writes every byte with write(2), carrying on after partial writes and interruptions.
    private static func writeFully(_ data: [UInt8], to descriptor: Int32) throws {
        try data.withUnsafeBytes { bytes in
            guard var next = bytes.baseAddress else { return }
            var left = bytes.count
            while left > 0 {
                let written = write(descriptor, next, left)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                next += written
                left -= written
            }
        }
    }

    /// Appends an interaction and returns once it is on disk, sharing one flush with every append made meanwhile,
    /// so many concurrent recordings do not wait for one flush each.
    public func appendDurably(_ interaction: Interaction) async throws {
        let line = try JournalLine.encode(interaction, bodies: bodies)
        let sequence = try handle.withLock { handle -> Int in
            guard let handle else { throw JournalClosedError(path: journalPath) }
            try Self.writeFully(line, to: handle.fileDescriptor)
            return commits.written()
        }
        try await commits.waitUntilDurable(sequence) { [self] in
            // The flush runs outside the lock, so appends carry on while the disk catches up.
            guard let descriptor = self.handle.withLock({ $0?.fileDescriptor }) else {
                throw JournalClosedError(path: self.journalPath)
            }
            if fsync(descriptor) != 0 { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }
    }

    /// Closes the journal and folds it into `base` (or the cassette on disk), passes the result through
    /// `finishing`, writes it atomically once, and then removes the journal.
    @discardableResult
    public func compact(
        into base: Cassette? = nil, finishing: (Cassette) -> Cassette = { $0 }
    ) throws -> Cassette {
        try handle.withLock { handle in
            try handle?.close()
            handle = nil
        }
        return try Self.fold(cassettePath: cassettePath, base: base, bodies: bodies, finishing: finishing).cassette
    }

    /// What recovery found.
    public struct Recovery: Sendable {
        /// The cassette with the journal folded in.
        public let cassette: Cassette
        /// How many complete interactions the journal held.
        public let recovered: Int
        /// How many lines could not be read: a half-written last line after a kill, and damaged lines.
        public var skippedLines: Int { damagedLines.count + (tornLastLine ? 1 : 0) }
        /// Whether the last line was cut short, as a kill mid-write leaves it; it holds no finished interaction.
        public let tornLastLine: Bool
        /// Complete lines that could not be read, each kept in ``rejectedPath`` rather than lost.
        public let damagedLines: [JournalDamage]
        /// Where the damaged lines were kept, when there were any: `<cassette>.journal.rejected`.
        public let rejectedPath: String?

        /// One sentence on what was skipped and where it went, or nil when nothing was.
        public var skippedSummary: String? {
            var parts: [String] = []
            if tornLastLine { parts.append("skipped the half-written last line a kill left") }
            if let first = damagedLines.first, let rejectedPath {
                parts.append(
                    "kept \(damagedLines.count) unreadable line(s) in \(rejectedPath) (first: \(first)); fix them "
                        + "and append them to the journal, then run `nowtape cassette recover` again")
            }
            return parts.isEmpty ? nil : parts.joined(separator: "; ")
        }
    }

    /// Folds a journal left behind by a crash into its cassette; nil when there is no journal.
    public static func recover(
        cassette path: String, bodyFileThreshold: Int = BodyFiles.defaultThreshold
    ) throws -> Recovery? {
        guard FileManager.default.fileExists(atPath: journalPath(for: path)) else { return nil }
        return try fold(
            cassettePath: path, base: nil, bodies: BodyFiles(cassettePath: path, threshold: bodyFileThreshold))
    }

    private static func fold(
        cassettePath: String, base: Cassette?, bodies: BodyFiles, finishing: (Cassette) -> Cassette = { $0 }
    ) throws -> Recovery {
        let journal = journalPath(for: cassettePath)
        var cassette = base ?? Cassette()
        if base == nil, FileManager.default.fileExists(atPath: cassettePath) {
            cassette = try CassetteFile.read(cassettePath)
        }
        let data = try readJournal(journal)
        let reading = JournalReading(data, bodies: bodies)
        cassette.interactions += reading.interactions
        cassette = finishing(cassette)
        var rejectedPath: String?
        if !reading.damaged.isEmpty {
            let path = journal + ".rejected"
            try keepRejected(reading.damagedBytes, at: path)
            rejectedPath = path
        }
        let recovery = Recovery(
            cassette: cassette, recovered: reading.interactions.count, tornLastLine: reading.tornLastLine,
            damagedLines: reading.damaged, rejectedPath: rejectedPath)
        // An empty cassette would replay nothing and make the next `once` recording replay instead of record, so
        // none is ever written: a file already there stays as it was.
        if !cassette.interactions.isEmpty {
            try CassetteFile.write(cassette, to: cassettePath, bodyFileThreshold: bodies.threshold)
        }
        try? FileManager.default.removeItem(atPath: journal)
        return recovery
    }

    /// The journal's bytes; a journal that is not a readable file is an error that says what to do.
    private static func readJournal(_ path: String) throws(JournalUnreadableError) -> Data {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw JournalUnreadableError(path: path, reason: "is a folder, not a journal; move it out of the way")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw JournalUnreadableError(
                path: path, reason: "cannot be read; check its permissions, then run `nowtape cassette recover`")
        }
        return data
    }

    /// Appends the damaged lines to the rejected file, so a second recovery adds to what the first kept.
    private static func keepRejected(_ bytes: Data, at path: String) throws {
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: bytes)
        try handle.synchronize()
    }
}

/// The journal was already compacted.
public struct JournalClosedError: Error, CustomStringConvertible {
    public let path: String
    public var description: String { "The journal \(path) is closed; start a new recording to add interactions" }
}

/// A journal that cannot be read at all.
public struct JournalUnreadableError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "The journal \(path) \(reason)" }
}
