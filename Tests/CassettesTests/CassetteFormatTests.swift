import Cassettes
import Foundation
import JSONText
import TestSupport
import Testing

@Suite("Cassettes: the file format")
struct CassetteFormatTests {
    @Test("a cassette file written a megabyte at a time holds exactly the cassette's text, and reads back whole")
    func fileInPieces() throws {
        let (directory, path) = try JournalTests().temporaryCassette()
        defer { try? FileManager.default.removeItem(at: directory) }
        let body = #"{"result":{"short_description":""# + String(repeating: "chunked ", count: 400) + #""}}"#
        let cassette = Cassette(
            upstream: Fixtures.base,
            interactions: (0..<700).map {
                Fixtures.interaction("GET", "/api/now/table/incident/\($0)", responseBody: body)
            })
        try CassetteFile.write(cassette, to: path)
        let written = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(written.count > 2 << 20)
        #expect(written == Data(CassetteCoder.encode(cassette).utf8))
        #expect(try CassetteFile.read(path) == cassette)
    }

    @Test("a cassette written interaction by interaction is the text of the whole cassette written at once")
    func streamedText() {
        let interactions = [
            Fixtures.interaction("GET", "/api/now/table/incident", responseBody: #"{"result":[]}"#),
            Fixtures.interaction("POST", "/api/now/table/incident", responseBody: #"{"result":{"a":"b\u0000"}}"#),
            Fixtures.interaction("GET", "/robots.txt", responseHeaders: [.contentType: "text/plain"]),
        ]
        for count in 0...interactions.count {
            var cassette = Cassette(upstream: Fixtures.base, interactions: Array(interactions.prefix(count)))
            cassette.volatileHeaders = count > 1 ? ["x-request-id"] : []
            var members: [(String, JSONValue)] = [
                ("nowtape_cassette", .number(String(Cassette.formatVersion))), ("upstream", .string(Fixtures.base)),
            ]
            if count > 1 { members.append(("volatile_headers", .array([.string("x-request-id")]))) }
            members.append(("interactions", .array(cassette.interactions.map { CassetteCoder.encode($0) })))
            #expect(
                CassetteCoder.encode(cassette) == JSONWriter.pretty(.object(members)) + "\n", "\(count) interactions")
        }
    }

    @Test("JSON bodies are stored as JSON, text as text and binary as base64, and read back byte for byte")
    func bodyForms() throws {
        let binary = Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF, 0x10])
        var cassette = Cassette(interactions: [
            Fixtures.interaction(
                "GET", "/api/now/table/incident", responseBody: #"{"result":[{"number":"INC0010001"}]}"#),
            Fixtures.interaction(
                "GET", "/robots.txt", responseHeaders: [.contentType: "text/plain"],
                responseBody: "line one\nline two"),
            Fixtures.interaction("GET", "/spaced", responseBody: "{ \"spaced\" : true }"),
        ])
        cassette.interactions.append(
            Interaction(
                request: RecordedRequest(method: "GET", url: Fixtures.base + "/attachment"),
                response: RecordedResponse(status: 200, headers: [.contentType: "image/png"], body: binary),
                recordedAt: Fixtures.date, duration: 0.001))
        let text = CassetteCoder.encode(cassette)
        #expect(text.contains(#""json": {"#))
        #expect(text.contains(#""number": "INC0010001""#))
        #expect(text.contains(#""text": "line one\nline two""#))
        #expect(text.contains(#""text": "{ \"spaced\" : true }""#))
        #expect(text.contains(#""base64": "iVBORwD/EA==""#))
        let decoded = try CassetteCoder.decode(Data(text.utf8))
        #expect(decoded == cassette)
        #expect(decoded.interactions[3].response.body == binary)
    }

    @Test("keys come out in a stable order: encoding twice, or after a decode, gives the same text")
    func stableOrder() throws {
        let cassette = Fixtures.session
        let first = CassetteCoder.encode(cassette)
        let again = CassetteCoder.encode(try CassetteCoder.decode(Data(first.utf8)))
        #expect(first == again)
        let headers = try #require(first.range(of: #""Content-Type": "application/json","#))
        let cookie = try #require(first.range(of: #""Set-Cookie": ["#))
        #expect(headers.lowerBound < cookie.lowerBound)
        #expect(first.hasPrefix("{\n  \"nowtape_cassette\": 1,\n  \"upstream\": "))
    }

    @Test("repeated headers keep every value in order")
    func repeatedHeaders() throws {
        let cassette = Fixtures.session
        let decoded = try CassetteCoder.decode(Data(CassetteCoder.encode(cassette).utf8))
        #expect(decoded.interactions[0].response.headers.values("set-cookie").count == 2)
        #expect(decoded.interactions[0].response.headers.values("Set-Cookie").first?.hasPrefix("JSESSIONID=") == true)
    }

    @Test(
        "a malformed cassette names the line and column, or the field, and says how to fix it",
        arguments: [
            ("{\n  \"nowtape_cassette\": 1,\n  \"interactions\": [\n    {\"request\": }\n  ]\n}", "line 4, column 17"),
            (
                #"{"nowtape_cassette": 1, "interactions": [{"request": {"method": "GET", "url": "http://x/"}, "response": {"status": 999}}]}"#,
                "interactions[0].response.status"
            ),
            (
                #"{"nowtape_cassette": 1, "interactions": [{"request": {"url": "http://x/"}, "response": {"status": 200}}]}"#,
                "interactions[0].request.method"
            ),
            (
                #"{"nowtape_cassette": 1, "interactions": [{"request": {"method": "GET", "url": "http://x/", "body": {"base64": "%%"}}, "response": {"status": 200}}]}"#,
                "interactions[0].request.body.base64"
            ),
            (#"{"interactions": []}"#, "nowtape_cassette"),
            (#"{"nowtape_cassette": 9, "interactions": []}"#, "update NowTape"),
        ])
    func malformed(text: String, names: String) {
        #expect {
            _ = try CassetteCoder.decode(Data(text.utf8))
        } throws: { error in
            let message = String(describing: error)
            return message.contains(names) && (message.contains("re-record") || message.contains("update NowTape"))
        }
    }

    @Test("a cassette file that cannot be read names the file")
    func unreadableFile() throws {
        let directory = TestScratch.url("nowtape-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("broken.json").path
        try Data("{\"nowtape_cassette\": 1,\n \"interactions\": [".utf8).write(to: URL(fileURLWithPath: path))
        #expect {
            _ = try CassetteFile.read(path)
        } throws: { error in
            String(describing: error).hasPrefix(path + ": line 2, column")
        }
        #expect {
            _ = try CassetteFile.read(directory.appendingPathComponent("missing.json").path)
        } throws: { error in
            String(describing: error).contains("missing.json")
        }
        #expect(throws: CassetteFileError.self) { try CassetteFile.read(directory.path) }
        let empty = directory.appendingPathComponent("empty.json").path
        try Data().write(to: URL(fileURLWithPath: empty))
        #expect {
            _ = try CassetteFile.read(empty)
        } throws: { error in
            String(describing: error).hasPrefix(empty + ": line 1, column 1")
        }
    }

    @Test("writing is atomic: the file is complete and no temporary file is left")
    func atomicWrite() throws {
        let directory = TestScratch.url("nowtape-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Cassettes/session.json").path
        try CassetteFile.write(Fixtures.session, to: path)
        try CassetteFile.write(Fixtures.session, to: path)
        #expect(try CassetteFile.read(path) == Fixtures.session)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Cassettes").path) == [
                "session.json"
            ])
    }
}

@Suite("Cassettes: times")
struct TimestampTests {
    @Test("a recorded time read back from a file prints the same, for every millisecond")
    func timesRoundTrip() throws {
        for millisecond in 0..<1000 {
            let date = Date(timeIntervalSince1970: 1_795_000_000 + Double(millisecond) / 1000)
            let cassette = Cassette(interactions: [
                Interaction(
                    request: RecordedRequest(method: "GET", url: "http://x/"), response: RecordedResponse(status: 200),
                    recordedAt: date, duration: 0)
            ])
            let text = CassetteCoder.encode(cassette)
            #expect(CassetteCoder.encode(try CassetteCoder.decode(Data(text.utf8))) == text, "\(millisecond)")
        }
    }

    @Test(
        "recorded times in the written form read as ISO 8601 reads them; other ISO 8601 forms still read",
        arguments: [
            "2024-02-29T23:59:59.999Z", "1999-12-31T00:00:00.000Z", "2026-11-23T13:50:45.782Z",
            "1970-01-01T00:00:00.001Z",
            "2026-11-23T13:50:45Z", "2026-11-23T14:50:45.5+01:00",
        ])
    func timeForms(text: String) throws {
        let expected =
            (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text))
            ?? (try? Date.ISO8601FormatStyle().parse(text))
        let file =
            #"{"nowtape_cassette":1,"interactions":[{"recorded_at":"\#(text)","duration_ms":0,"#
            + #""request":{"method":"GET","url":"http://x/"},"response":{"status":200}}]}"#
        let cassette = try CassetteCoder.decode(Data(file.utf8))
        let read = try #require(cassette.interactions.first?.recordedAt)
        #expect(abs(read.timeIntervalSince1970 - (expected?.timeIntervalSince1970 ?? .nan)) < 0.0005)
    }

    @Test(
        "recorded times are written in UTC with milliseconds, rounded, padded, and before 1970 too",
        arguments: [
            (0.0, "1970-01-01T00:00:00.000Z"), (951_868_799.9994, "2000-02-29T23:59:59.999Z"),
            (1_795_435_845.7825, "2026-11-23T12:10:45.783Z"), (-1.5, "1969-12-31T23:59:58.500Z"),
            (-30_610_224_000.0, "1000-01-01T00:00:00.000Z"),
        ])
    func writtenTimes(seconds: Double, text: String) {
        let interaction = Interaction(
            request: RecordedRequest(method: "GET", url: "http://x/"), response: RecordedResponse(status: 200),
            recordedAt: Date(timeIntervalSince1970: seconds), duration: 0)
        #expect(CassetteCoder.encode(Cassette(interactions: [interaction])).contains("\"\(text)\""))
    }
}
