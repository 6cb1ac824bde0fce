import Cassettes
import Foundation
import JSONText
import Testing

@Suite("Cassettes: HAR 1.2 export and import")
struct HARTests {
    @Test("a cassette survives export to HAR and import back unchanged, binary and decoded bodies included")
    func lossless() throws {
        var cassette = Fixtures.session
        cassette.interactions.append(
            Interaction(
                request: RecordedRequest(
                    method: "POST", url: Fixtures.base + "/api/now/attachment/file?file_name=a.bin",
                    headers: [.contentType: "application/octet-stream"], body: Data([0, 1, 2, 0xFE, 0xFF])),
                response: RecordedResponse(
                    status: 201, headers: [.contentType: "application/json"], body: Data(#"{"result":{}}"#.utf8),
                    decodedFrom: "gzip"),
                recordedAt: Fixtures.date, duration: 0.25))
        cassette.volatileHeaders = ["x-request-id"]
        let har = HARExport.export(cassette)
        let root = try JSONParser.parse(har)
        #expect(root["log"]?["version"]?.stringValue == "1.2")
        #expect(root["log"]?["entries"]?.arrayValue?.count == cassette.interactions.count)
        #expect(try HARImport.cassette(from: Data(har.utf8)) == cassette)
    }

    @Test("a browser capture imports: pseudo-headers dropped, decoded bodies kept, form params and base64 read")
    func browserCapture() throws {
        let har = #"""
            {"log": {"version": "1.2", "creator": {"name": "WebInspector", "version": "537.36"}, "pages": [],
              "entries": [
                {"startedDateTime": "2026-03-18T13:00:00.123+01:00", "time": 42.5,
                 "request": {"method": "POST", "url": "https://dev12345.service-now.com/oauth_token.do",
                   "httpVersion": "h2", "headers": [{"name": ":authority", "value": "dev12345.service-now.com"},
                     {"name": "content-type", "value": "application/x-www-form-urlencoded"}],
                   "queryString": [], "cookies": [],
                   "postData": {"mimeType": "application/x-www-form-urlencoded",
                     "params": [{"name": "grant_type", "value": "password"}, {"name": "username", "value": "john.doe"}]},
                   "headersSize": -1, "bodySize": 0},
                 "response": {"status": 200, "statusText": "", "httpVersion": "h2",
                   "headers": [{"name": "content-encoding", "value": "gzip"}, {"name": "content-type", "value": "application/json"}],
                   "cookies": [], "content": {"size": 15, "mimeType": "application/json", "text": "eyJvayI6dHJ1ZX0=", "encoding": "base64"},
                   "redirectURL": "", "headersSize": -1, "bodySize": -1},
                 "cache": {}, "timings": {"send": 1, "wait": 40, "receive": 1.5}}]}}
            """#
        let cassette = try HARImport.cassette(from: Data(har.utf8))
        let interaction = try #require(cassette.interactions.first)
        #expect(interaction.request.headers.map(\.name.rawName) == ["content-type"])
        #expect(String(decoding: interaction.request.body, as: UTF8.self) == "grant_type=password&username=john.doe")
        #expect(String(decoding: interaction.response.body, as: UTF8.self) == #"{"ok":true}"#)
        #expect(interaction.response.decodedFrom == "gzip")
        #expect(!interaction.response.headers.contains("content-encoding"))
        #expect(abs(interaction.recordedAt.timeIntervalSince1970 - 1_773_835_200.123) < 0.0005)
        #expect(abs(interaction.duration - 0.0425) < 0.000_001)
    }

    @Test("a file that is not HAR says so")
    func notHAR() {
        #expect {
            _ = try HARImport.cassette(from: Data(#"{"entries": []}"#.utf8))
        } throws: { error in
            String(describing: error).contains("HAR 1.2 is expected")
        }
        #expect(throws: HARImportError.self) { _ = try HARImport.cassette(from: Data("<html>".utf8)) }
    }

    @Test("a header name that is not a token is refused, naming the header and where it is")
    func badHeaderName() {
        let har = #"""
            {"log": {"version": "1.2", "creator": {"name": "x", "version": "1"}, "entries": [
              {"startedDateTime": "2026-03-18T13:00:00.000Z", "time": 1,
               "request": {"method": "GET", "url": "https://dev12345.service-now.com/api/now/table/incident",
                 "httpVersion": "HTTP/1.1", "headers": [{"name": "Bad Name", "value": "x"}], "queryString": [],
                 "cookies": [], "headersSize": -1, "bodySize": 0},
               "response": {"status": 200, "statusText": "OK", "httpVersion": "HTTP/1.1", "headers": [], "cookies": [],
                 "content": {"size": 0, "mimeType": "application/json"}, "redirectURL": "", "headersSize": -1,
                 "bodySize": 0},
               "cache": {}, "timings": {"send": 0, "wait": 1, "receive": 0}}]}}
            """#
        #expect {
            _ = try HARImport.cassette(from: Data(har.utf8))
        } throws: { error in
            let text = String(describing: error)
            return text.contains("\"Bad Name\" is not a valid header name") && text.contains("headers")
        }
    }
}
