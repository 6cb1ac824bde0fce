import Crypto
import Foundation

/// Bodies larger than a threshold, kept as files beside the cassette instead of inside it, so a large attachment
/// neither bloats the cassette nor sits whole in memory.
///
/// A body file lives in `<cassette>.bodies/` and is named by the SHA-256 of its bytes, so re-recording an unchanged
/// session writes the same names and an unchanged body is never written twice. The cassette names it relative to
/// its own folder: `"body": {"file": "incident.json.bodies/3a7b….bin"}`. Reading maps the file rather than loading
/// it.
public struct BodyFiles: Sendable {
    /// Bodies over this many bytes go to files unless told otherwise: 1 MiB.
    public static let defaultThreshold = 1 << 20

    /// The folder holding the cassette.
    public let cassetteFolder: URL
    /// The body folder's name, `<cassette file name>.bodies`.
    public let folderName: String
    /// Bodies over this many bytes are kept in files.
    public let threshold: Int

    /// The body files of the cassette at `cassettePath`.
    public init(cassettePath: String, threshold: Int = BodyFiles.defaultThreshold) {
        self.init(cassetteURL: URL(fileURLWithPath: cassettePath), threshold: threshold)
    }

    /// The body files of the cassette at `url`, a file URL.
    public init(cassetteURL url: URL, threshold: Int = BodyFiles.defaultThreshold) {
        cassetteFolder = url.deletingLastPathComponent()
        folderName = url.lastPathComponent + ".bodies"
        self.threshold = max(threshold, 0)
    }

    /// The folder the body files are in.
    public var folder: URL { cassetteFolder.appendingPathComponent(folderName, isDirectory: true) }

    /// Keeps `body` in its file, writing it only when no file of that content exists yet, and returns the name the
    /// cassette uses for it.
    public func store(_ body: Data) throws -> String {
        if let origin = MappedBodyFile.origin(of: body), let hash = origin.sha256 {
            // A body file mapped whole: its name is its hash already, and its bytes are copied file to file.
            let name = hash + ".bin"
            let url = folder.appendingPathComponent(name)
            let existing = try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int
            if existing != body.count {
                try copyAtomically(from: origin.path, to: url)
            }
            return folderName + "/" + name
        }
        var hasher = SHA256()
        MappedBodyFile.forEachPiece(of: body) { piece in hasher.update(data: piece) }
        let name = Self.fileName(for: hasher.finalize())
        let url = folder.appendingPathComponent(name)
        let existing = try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int
        if existing != body.count {
            try CassetteFile.writeAtomically(body, to: url.path)
        }
        return folderName + "/" + name
    }

    /// Copies the file at `source` to `url` under a temporary name, then renames it into place.
    private func copyAtomically(from source: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let part = folder.appendingPathComponent(".\(UUID().uuidString).part")
        try FileManager.default.copyItem(atPath: source, toPath: part.path)
        if rename(part.path, url.path) != 0 {
            let error = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            try? FileManager.default.removeItem(at: part)
            throw error
        }
    }

    /// The bytes of a body file the cassette names, mapped from disk.
    public func load(_ reference: String, at path: String) throws(CassetteFormatError) -> Data {
        let parts = reference.split(separator: "/", omittingEmptySubsequences: false)
        guard !reference.hasPrefix("/"), parts.count >= 2, !parts.contains(where: { $0 == ".." || $0.isEmpty })
        else {
            throw .invalid(
                path: path,
                reason: "the body file '\(reference)' must be a path inside the cassette's folder, such as "
                    + "\"\(folderName)/NAME.bin\"")
        }
        let url = cassetteFolder.appendingPathComponent(reference)
        // A symbolic link could make a shared cassette read any file of the machine into a replayed response.
        let folder = cassetteFolder.resolvingSymlinksInPath().path
        let resolved = url.resolvingSymlinksInPath().path
        guard resolved.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else {
            throw .invalid(
                path: path,
                reason: "the body file '\(reference)' is a symbolic link to '\(resolved)', outside the cassette's "
                    + "folder; replace the link with the file itself")
        }
        do {
            let name = url.lastPathComponent
            let hash = name.count == 68 && name.hasSuffix(".bin") ? String(name.dropLast(4)) : nil
            return try MappedBodyFile.map(url, sha256: hash, isBinary: false)
        } catch {
            throw .invalid(
                path: path,
                reason: "the body file '\(reference)' cannot be read; restore it beside the cassette or re-record")
        }
    }

    /// Whether a body file's bytes still hash to its name; nil when the name is not a content hash.
    public static func matchesName(_ body: Data, reference: String) -> Bool? {
        guard let name = reference.split(separator: "/").last, name.hasSuffix(".bin"), name.count == 68 else {
            return nil
        }
        return String(name) == fileName(for: SHA256.hash(data: body))
    }

    /// Removes the body files not named in `used` (references as ``store(_:)`` returns them), and the folder once
    /// it is empty.
    public func removeUnused(keeping used: Set<String>) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        // A `.part` file is what a recording that crashed mid-body left behind.
        for name in names
        where name.hasSuffix(".part") || name.hasSuffix(".bin") && !used.contains(folderName + "/" + name) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        if (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// A file name for streamed bytes whose hash is known: the same name ``store(_:)`` gives.
    static func fileName(for digest: SHA256.Digest) -> String {
        digest.map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined() + ".bin"
    }
}
