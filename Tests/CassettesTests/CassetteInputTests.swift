import Cassettes
import Foundation
import TestSupport
import Testing

/// A folder of its own for one test, removed afterwards.
func scratchFolder() throws -> URL {
    let folder = TestScratch.url("nowtape-input-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// A one-interaction cassette's text with `interaction` spliced in as its only interaction's extra members.
func cassetteText(extra: String = "", version: String = "1", headers: String = "{}") -> String {
    """
    {"nowtape_cassette": \(version), "upstream": "https://dev12345.service-now.com", "interactions": [
      {"request": {"method": "GET", "url": "https://dev12345.service-now.com/api/now/table/incident",
                   "headers": \(headers)},
       "response": {"status": 200, "body": {"json": {"result": []}}}\(extra)}
    ]}
    """
}

@Suite("Cassette and HAR files are input too: damaged ones give errors that say where and what to do")
struct CassetteInputTests {
    @Test(
        "a duration no recording can have is an error naming the field, not a trap", arguments: ["1e308", "-5", "1e12"])
    func hugeDuration(duration: String) {
        #expect {
            _ = try CassetteCoder.decode(Data(cassetteText(extra: #", "duration_ms": \#(duration)"#).utf8))
        } throws: { error in
            "\(error)".contains("interactions[0].duration_ms") && "\(error)".contains("milliseconds")
        }
    }

    @Test(
        "a request's user that is not a user name is an error naming the field, not a trap",
        arguments: ["42", "null", "{}", "[\"admin\"]", "true"])
    func userNotAName(user: String) {
        let text = cassetteText().replacingOccurrences(
            of: #""headers": {}}"#, with: #""headers": {}, "user": \#(user)}"#)
        #expect {
            _ = try CassetteCoder.decode(Data(text.utf8))
        } throws: { error in
            "\(error)".contains("interactions[0].request.user") && "\(error)".contains("user name")
        }
    }

    @Test("durations are written within range whatever an interaction built in code says")
    func durationsWrittenInRange() throws {
        var interaction = Fixtures.interaction("GET", "/api/now/table/incident")
        for seconds in [1e308, -1, .nan, .infinity] {
            interaction.duration = seconds
            let text = CassetteCoder.encode(Cassette(upstream: Fixtures.base, interactions: [interaction]))
            let back = try CassetteCoder.decode(Data(text.utf8))
            #expect(back.interactions.count == 1)
            _ = HARExport.export(back)
        }
    }

    @Test("a HAR time of 1e308 is an error naming the entry; -1 (unknown) reads as 0")
    func harTime() throws {
        func har(time: String, status: Int = 200) -> Data {
            Data(
                """
                {"log": {"version": "1.2", "entries": [{"startedDateTime": "2026-03-18T12:00:00.000Z", "time": \(time),
                  "request": {"method": "GET", "url": "https://dev12345.service-now.com/api/now/table/incident",
                              "headers": []},
                  "response": {"status": \(status), "headers": [], "content": {"text": "{}"}}}]}}
                """.utf8)
        }
        #expect { _ = try HARImport.cassette(from: har(time: "1e308")) } throws: { error in
            "\(error)".contains("entries[0].time")
        }
        #expect(try HARImport.cassette(from: har(time: "-1")).interactions.first?.duration == 0)
        #expect { _ = try HARImport.cassette(from: har(time: "10", status: 0)) } throws: { error in
            "\(error)".contains("status 0") && "\(error)".contains("got none")
        }
    }

    @Test(
        "a format version that is not a whole number is reported as wrong, not as missing",
        arguments: ["1e40", #""1""#, "1.5", "0"])
    func wrongVersion(version: String) {
        #expect {
            _ = try CassetteCoder.decode(Data(cassetteText(version: version).utf8))
        } throws: { error in
            let text = "\(error)"
            return text.contains("nowtape_cassette") && !text.contains("missing")
        }
    }

    @Test(
        "a recorded header holding CR or LF is refused at load with its place",
        arguments: [
            #"{"X-Evil": "a\r\nSet-Cookie: b=c"}"#, #"{"X-Evil": ["ok", "a\nb"]}"#, #"{"Bad Name": "x"}"#,
        ])
    func headerInjection(headers: String) {
        #expect {
            _ = try CassetteCoder.decode(Data(cassetteText(headers: headers).utf8))
        } throws: { error in
            "\(error)".contains("interactions[0].request.headers.")
        }
    }

    @Test("a body file that is a symbolic link out of the cassette's folder is refused")
    func symlinkedBodyFile() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outside = folder.appendingPathComponent("outside.txt")
        try Data("private".utf8).write(to: outside)
        let cassettes = folder.appendingPathComponent("cassettes")
        let bodies = cassettes.appendingPathComponent("c.json.bodies")
        try FileManager.default.createDirectory(at: bodies, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: bodies.appendingPathComponent("x.bin"), withDestinationURL: outside)
        let path = cassettes.appendingPathComponent("c.json").path
        let text = cassetteText().replacingOccurrences(
            of: #""body": {"json": {"result": []}}"#, with: #""body": {"file": "c.json.bodies/x.bin"}"#)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        #expect { _ = try CassetteFile.read(path) } throws: { error in
            "\(error)".contains("symbolic link")
        }
    }

    @Test("a folder, a missing file and an unreadable file are explained in words")
    func unreadableFiles() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect { _ = try CassetteFile.read(folder.path) } throws: { error in
            "\(error)".contains("is a folder") && !"\(error)".contains("NSCocoaErrorDomain")
        }
        #expect { _ = try CassetteFile.read(folder.appendingPathComponent("none.json").path) } throws: { error in
            "\(error)".contains("no such file") && "\(error)".contains("nowtape record")
        }
    }

    @Test("compacting a journal that holds nothing writes no cassette, and leaves an existing one as it was")
    func noEmptyCassette() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("empty.json").path
        let journal = try CassetteJournal(cassettePath: path)
        _ = try journal.compact(into: Cassette(upstream: Fixtures.base))
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(!FileManager.default.fileExists(atPath: CassetteJournal.journalPath(for: path)))
        try CassetteFile.write(Fixtures.session, to: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let again = try CassetteJournal(cassettePath: path)
        _ = try again.compact(into: Cassette(upstream: Fixtures.base))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
}

@Suite("cassette diff: what changes between recordings and what is noise")
struct CassetteDiffNoiseTests {
    @Test("the recording proxy's own port in Link and Location is not a difference; another host is")
    func loopbackPortIgnored() {
        func cassette(_ link: String) -> Cassette {
            Cassette(
                upstream: Fixtures.base,
                interactions: [
                    Fixtures.interaction(
                        "GET", "/api/now/table/incident",
                        responseHeaders: [
                            "Link": "<\(link)/api/now/table/incident?sysparm_offset=0>;rel=\"first\"",
                            "Location": link + "/x",
                        ])
                ])
        }
        let diff = CassetteDiff()
        #expect(diff.changes(from: cassette("http://127.0.0.1:50001"), to: cassette("http://127.0.0.1:61234")).isEmpty)
        #expect(diff.changes(from: cassette("http://localhost:1"), to: cassette("http://localhost:2")).isEmpty)
        #expect(diff.changes(from: cassette("http://127.0.0.1:5"), to: cassette("http://10.0.0.1:5")).count == 2)
    }
}
