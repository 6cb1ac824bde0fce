import Crypto
import Foundation

/// A body arriving in pieces, kept for the cassette: in memory up to the body-file threshold, and beyond it in a
/// spill file in the body folder, so a large attachment never sits whole in memory. Used from one task or event
/// loop at a time.
///
/// The body has not been redacted yet, so the spill file never holds it in clear: each piece is sealed with
/// ChaCha20-Poly1305 under a key that exists only in this object's memory. A process killed mid-body leaves a file
/// nobody can read, which the next recording removes. ``finish()`` opens it again: a body the redactor may change
/// (UTF-8 text, which JSON, forms and tokens are) comes back into memory, and only its redacted form is ever written
/// in clear; any other body (an image, a PDF) is written in clear to its body file, piece by piece.
public final class BodySpool {
    private let bodies: BodyFiles
    private var memory = Data()
    private var spill: FileHandle?
    private var spillURL: URL?
    /// Made only when a body spills, so the common small body costs no call for random bytes.
    private lazy var key = SymmetricKey(size: .bits256)
    private var pieces = 0
    private var text = UTF8Continuity()
    /// How many bytes arrived.
    public private(set) var count = 0

    /// A spool whose large bodies go to `bodies`' folder.
    public init(bodies: BodyFiles) {
        self.bodies = bodies
    }

    deinit {
        try? spill?.close()
        if let spillURL { try? FileManager.default.removeItem(at: spillURL) }
    }

    /// Adds the next bytes.
    public func append(_ bytes: UnsafeRawBufferPointer) throws {
        count += bytes.count
        if spill == nil, memory.count + bytes.count <= bodies.threshold {
            memory.append(contentsOf: bytes)
            return
        }
        if spill == nil { try openSpill() }
        text.add(bytes)
        try seal(Data(bytes))
    }

    /// Moves what is in memory to a sealed spill file in the body folder.
    private func openSpill() throws {
        try FileManager.default.createDirectory(at: bodies.folder, withIntermediateDirectories: true)
        let url = bodies.folder.appendingPathComponent(".\(UUID().uuidString).part")
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
        }
        spillURL = url
        spill = try FileHandle(forWritingTo: url)
        // Whether a spilled body is text is followed from here on; a body that stays in memory never needs it.
        memory.withUnsafeBytes { text.add($0) }
        if !memory.isEmpty { try seal(memory) }
        memory = Data()
    }

    /// Writes one sealed piece: its sealed length (4 bytes, big-endian), then the nonce, ciphertext and tag.
    private func seal(_ piece: Data) throws {
        let sealed = try ChaChaPoly.seal(piece, using: key, nonce: Self.nonce(pieces)).combined
        pieces += 1
        var frame = Data(count: 4)
        let length = UInt32(sealed.count)
        for index in 0..<4 { frame[index] = UInt8(truncatingIfNeeded: length >> (24 - 8 * index)) }
        frame.append(sealed)
        try spill?.write(contentsOf: frame)
    }

    /// The nonce of piece `index`: its number, so no nonce repeats under one key.
    private static func nonce(_ index: Int) throws -> ChaChaPoly.Nonce {
        var bytes = [UInt8](repeating: 0, count: 12)
        for position in 0..<8 { bytes[11 - position] = UInt8(truncatingIfNeeded: index >> (8 * position)) }
        return try ChaChaPoly.Nonce(data: bytes)
    }

    /// The whole body, ready to redact: from memory; or, when it spilled, back in memory if it is text, else from
    /// its body file in clear, mapped from disk.
    public func finish() throws -> Data {
        guard let spill, let spillURL else { return memory }
        try spill.close()
        self.spill = nil
        defer {
            try? FileManager.default.removeItem(at: spillURL)
            self.spillURL = nil
        }
        let reader = try FileHandle(forReadingFrom: spillURL)
        defer { try? reader.close() }
        if text.isValid {
            var body = Data()
            body.reserveCapacity(count)
            try unseal(from: reader) { body.append($0) }
            return body
        }
        return try writeClearBodyFile(from: reader)
    }

    /// Opens every sealed piece in order.
    private func unseal(from reader: FileHandle, _ piece: (Data) throws -> Void) throws {
        for index in 0..<pieces {
            guard let header = try reader.read(upToCount: 4), header.count == 4 else { throw SpoolDamagedError() }
            let length = header.reduce(0) { $0 << 8 | Int($1) }
            guard let sealed = try reader.read(upToCount: length), sealed.count == length else {
                throw SpoolDamagedError()
            }
            let box = try ChaChaPoly.SealedBox(combined: sealed)
            guard box.nonce.withUnsafeBytes({ Array($0) }) == (try Self.nonce(index)).withUnsafeBytes({ Array($0) })
            else { throw SpoolDamagedError() }
            try piece(try ChaChaPoly.open(box, using: key))
        }
    }

    /// A binary body, which redaction leaves as it is: written in clear to its content-addressed body file.
    private func writeClearBodyFile(from reader: FileHandle) throws -> Data {
        let clearURL = bodies.folder.appendingPathComponent(".\(UUID().uuidString).part")
        guard FileManager.default.createFile(atPath: clearURL.path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: clearURL.path])
        }
        var hasher = SHA256()
        do {
            let writer = try FileHandle(forWritingTo: clearURL)
            defer { try? writer.close() }
            try unseal(from: reader) { piece in
                hasher.update(data: piece)
                try writer.write(contentsOf: piece)
            }
        } catch {
            try? FileManager.default.removeItem(at: clearURL)
            throw error
        }
        let name = BodyFiles.fileName(for: hasher.finalize())
        let final = bodies.folder.appendingPathComponent(name)
        if rename(clearURL.path, final.path) != 0 {
            let error = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            try? FileManager.default.removeItem(at: clearURL)
            throw error
        }
        return try MappedBodyFile.map(final, sha256: String(name.dropLast(4)), isBinary: true)
    }

    /// The spill file no longer opens under its key.
    struct SpoolDamagedError: Error, CustomStringConvertible {
        var description: String {
            "the body spilled to disk during recording was damaged before it was finished; record the request again"
        }
    }
}

/// Whether bytes seen piece by piece are valid UTF-8 without NUL, as far as they go: the test the redactor applies
/// to a whole body, made without keeping the body.
struct UTF8Continuity {
    private var carry: [UInt8] = []
    private(set) var isValid = true

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        guard isValid, !bytes.isEmpty else { return }
        var joined = carry
        joined.append(contentsOf: bytes)
        // Keep back an incomplete sequence at the end for the next piece: at most 3 bytes after a lead byte.
        var cut = joined.count
        var back = 0
        while back < min(3, joined.count) {
            let byte = joined[joined.count - 1 - back]
            if byte & 0xC0 != 0x80 {
                let needed = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                if needed > back + 1 { cut = joined.count - 1 - back }
                break
            }
            back += 1
        }
        let checked = joined[..<cut]
        isValid = !checked.contains(0) && String(validating: checked, as: UTF8.self) != nil
        carry = Array(joined[cut...])
    }
}
