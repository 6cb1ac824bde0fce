import Cassettes
import Foundation
import HTTPTypes
import Testing

@testable import nowtape

@Suite("The request nowtape replay suggests")
struct ReplayExampleTests {
    static func cassette(_ requests: [RecordedRequest]) -> Cassette {
        Cassette(
            interactions: requests.map {
                Interaction(request: $0, response: RecordedResponse(status: 200), recordedAt: Date(), duration: 0)
            })
    }

    @Test("a recorded GET comes first, at the replay server's address")
    func prefersGET() {
        let cassette = Self.cassette([
            RecordedRequest(method: "POST", url: "https://dev1.service-now.com/api/now/table/incident"),
            RecordedRequest(method: "GET", url: "https://dev1.service-now.com/api/now/table/incident?sysparm_limit=1"),
        ])
        #expect(
            ReplayExample.curl(for: [cassette], at: "http://127.0.0.1:8080")
                == "curl 'http://127.0.0.1:8080/api/now/table/incident?sysparm_limit=1'")
    }

    @Test("with no GET, the first request with its method, type and body, quoted for the shell")
    func otherMethods() {
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        let cassette = Self.cassette([
            RecordedRequest(
                method: "POST", url: "https://dev1.service-now.com/api/now/table/incident", headers: headers,
                body: Data(#"{"short_description":"it's down"}"#.utf8))
        ])
        #expect(
            ReplayExample.curl(for: [cassette], at: "http://127.0.0.1:8080")
                == #"curl -X POST -H 'Content-Type: application/json' --data-binary '{"short_description":"it'\''s down"}' 'http://127.0.0.1:8080/api/now/table/incident'"#
        )
    }

    @Test("no interaction, no suggestion")
    func empty() {
        #expect(ReplayExample.curl(for: [Self.cassette([])], at: "http://127.0.0.1:8080") == nil)
    }
}
