import Cassettes
import Foundation
import TestSupport
import Testing

@Suite("Cassettes: large bodies kept in files beside the cassette")
struct BodyFilesTests {
    func temporaryCassette() throws -> (directory: URL, path: String) {
        let (directory, _) = try JournalTests().temporaryCassette()
        return (directory, directory.appendingPathComponent("download.json").path)
    }

    func download(_ body: Data) -> Cassette {
        Cassette(
            upstream: Fixtures.base,
            interactions: [
                Interaction(
                    request: RecordedRequest(method: "GET", url: Fixtures.base + "/api/now/attachment/a/file"),
                    response: RecordedResponse(
                        status: 200, headers: [.contentType: "application/octet-stream"], body: body),
                    recordedAt: Date(timeIntervalSince1970: 1_800_000_000), duration: 0.5)
            ])
    }

    func randomBytes(_ count: Int) -> Data {
        var generator = SplitMix64(seed: 0x426F_6479_4669_6C65)
        return Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }

    @Test("a body over the threshold goes to a file named by its hash, and reads back byte for byte")
    func roundTrip() throws {
        let (directory, path) = try temporaryCassette()
        defer { try? FileManager.default.removeItem(at: directory) }
        let body = randomBytes(5000)
        try CassetteFile.write(download(body), to: path, bodyFileThreshold: 1000)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(#""file": "download.json.bodies/"#))
        #expect(!text.contains(body.base64EncodedString()))
        let files = try FileManager.default.contentsOfDirectory(atPath: path + ".bodies")
        #expect(files.count == 1)
        #expect(files.first?.count == 68)
        #expect(try CassetteFile.read(path).interactions.first?.response.body == body)

        // Writing the same cassette again changes nothing; dropping the body removes its file and folder.
        try CassetteFile.write(download(body), to: path, bodyFileThreshold: 1000)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        try CassetteFile.write(download(Data("small".utf8)), to: path, bodyFileThreshold: 1000)
        #expect(!FileManager.default.fileExists(atPath: path + ".bodies"))
    }

    @Test("a body file that is missing or outside the cassette's folder is an error naming the body")
    func badReferences() throws {
        let (directory, path) = try temporaryCassette()
        defer { try? FileManager.default.removeItem(at: directory) }
        try CassetteFile.write(download(randomBytes(3000)), to: path, bodyFileThreshold: 1000)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try FileManager.default.removeItem(atPath: path + ".bodies")
        let missing = #expect(throws: CassetteFileError.self) { try CassetteFile.read(path) }
        #expect(missing?.description.contains("interactions[0].response.body.file") == true)
        #expect(missing?.description.contains("restore it beside the cassette or re-record") == true)

        for reference in ["../../etc/passwd", "/etc/passwd", "download.json.bodies/../../x.bin", "x.bin"] {
            let edited = text.replacingOccurrences(
                of: #"download\.json\.bodies/[0-9a-f]{64}\.bin"#, with: reference, options: .regularExpression)
            try edited.write(toFile: path, atomically: true, encoding: .utf8)
            let error = #expect(throws: CassetteFileError.self) { try CassetteFile.read(path) }
            #expect(error?.description.contains("must be a path inside the cassette's folder") == true, "\(reference)")
        }
    }

    @Test("a spool keeps small bodies in memory and streams large ones to their file")
    func spool() throws {
        let (directory, path) = try temporaryCassette()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bodies = BodyFiles(cassettePath: path, threshold: 1000)
        let small = BodySpool(bodies: bodies)
        try Data("hello".utf8).withUnsafeBytes { try small.append($0) }
        #expect(try small.finish() == Data("hello".utf8))
        #expect(!FileManager.default.fileExists(atPath: bodies.folder.path))

        let body = randomBytes(10_000)
        let large = BodySpool(bodies: bodies)
        for start in stride(from: 0, to: body.count, by: 700) {
            try body[start..<min(start + 700, body.count)].withUnsafeBytes { try large.append($0) }
            if start >= 1400 {
                // Past the threshold, the bytes so far are in a partial file rather than in memory, sealed piece by
                // piece (each piece carries a length, a nonce and a tag).
                let part = try #require(
                    try FileManager.default.contentsOfDirectory(atPath: bodies.folder.path).first {
                        $0.hasSuffix(".part")
                    })
                let size =
                    try FileManager.default.attributesOfItem(
                        atPath: bodies.folder.appendingPathComponent(part).path)[.size] as? Int
                let pieces = (start - 1400) / 700 + 3
                #expect(size == min(start + 700, body.count) + pieces * 32)
            }
        }
        #expect(try large.finish() == body)
        #expect(
            try bodies.store(body) == bodies.folderName + "/"
                + FileManager.default.contentsOfDirectory(
                    atPath: bodies.folder.path)[0])
    }

    @Test("a journal keeps large bodies in files too, and recovery reads them back")
    func journal() throws {
        let (directory, path) = try temporaryCassette()
        defer { try? FileManager.default.removeItem(at: directory) }
        let body = randomBytes(4000)
        let journal = try CassetteJournal(cassettePath: path, bodyFileThreshold: 1000)
        try journal.append(download(body).interactions[0])
        let line = try String(contentsOfFile: journal.journalPath, encoding: .utf8)
        #expect(line.contains(#""file":"download.json.bodies/"#))
        let recovered = try #require(try CassetteJournal.recover(cassette: path, bodyFileThreshold: 1000))
        #expect(recovered.cassette.interactions.first?.response.body == body)
    }

    @Test("lint reports a body file whose bytes changed since it was recorded")
    func lintFindsEditedBodyFiles() throws {
        let (directory, path) = try temporaryCassette()
        defer { try? FileManager.default.removeItem(at: directory) }
        try CassetteFile.write(download(randomBytes(1_500_000)), to: path)
        #expect(CassetteLinter().lint(file: path).isEmpty)
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: path + ".bodies").first)
        try Data("tampered".utf8).write(to: URL(fileURLWithPath: path + ".bodies/" + name))
        let findings = CassetteLinter().lint(file: path)
        #expect(findings.map(\.rule) == [.malformed])
        #expect(findings.first?.description.contains("does not hold the bytes it was recorded with") == true)
    }
}
