import Cassettes
import Foundation
import TestSupport
import Testing

/// Body files mapped by NowTape: known by address while mapped, stored by the hash they have, read in pieces.
@Suite("Cassettes: mapped body files")
struct MappedBodyFileTests {
    static func folder() throws -> URL {
        let url = TestScratch.url("nowtape-mapped-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a spooled binary body comes back as its mapped body file, which storing names without rewriting")
    func spooledBinaryBody() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bodies = BodyFiles(cassettePath: folder.appendingPathComponent("c.json").path, threshold: 1_024)
        let bytes = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 * 7) | 0x80 })
        let spool = BodySpool(bodies: bodies)
        for start in stride(from: 0, to: bytes.count, by: 65_536) {
            try bytes[start..<min(start + 65_536, bytes.count)].withUnsafeBytes { try spool.append($0) }
        }
        let body = try spool.finish()
        #expect(body == bytes)
        let origin = try #require(MappedBodyFile.origin(of: body))
        #expect(origin.isBinary)
        #expect(origin.count == bytes.count)
        let reference = try bodies.store(body)
        #expect(reference == "c.json.bodies/\(try #require(origin.sha256)).bin")
        #expect(
            BodyFiles.matchesName(try Data(contentsOf: folder.appendingPathComponent(reference)), reference: reference)
                == true)
        // A slice is not the whole file, and bytes read into memory are not a mapping.
        #expect(MappedBodyFile.origin(of: body.prefix(10)) == nil)
        #expect(MappedBodyFile.origin(of: Data(Array(body))) == nil)
    }

    @Test("a body file mapped elsewhere is copied into the cassette's folder by name, and reads the same after release")
    func copiedAndReleased() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = Data((0..<2_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let source = folder.appendingPathComponent("source.bin")
        try bytes.write(to: source)
        let mapped = try MappedBodyFile.map(source, sha256: "ab", isBinary: false)
        let target = BodyFiles(cassettePath: folder.appendingPathComponent("other/c.json").path)
        let reference = try target.store(mapped)
        #expect(reference == "c.json.bodies/ab.bin")
        #expect(try Data(contentsOf: folder.appendingPathComponent("other/" + reference)) == bytes)
        var seen = Data()
        MappedBodyFile.forEachPiece(of: mapped, size: 100_000) { seen.append(contentsOf: $0) }
        #expect(seen == bytes)
        #expect(mapped == bytes)
    }

    @Test("an empty file maps to empty data, and a missing one throws")
    func edges() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty.bin")
        try Data().write(to: empty)
        #expect(try MappedBodyFile.map(empty, sha256: nil, isBinary: true).isEmpty)
        #expect(throws: (any Error).self) {
            try MappedBodyFile.map(folder.appendingPathComponent("missing.bin"), sha256: nil, isBinary: true)
        }
    }
}
