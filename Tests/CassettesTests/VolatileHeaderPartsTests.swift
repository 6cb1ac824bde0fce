import Cassettes
import Foundation
import Testing

@Suite("Volatile header parts: what changes from call to call is left out of comparisons")
struct VolatileHeaderPartsTests {
    static func interaction(cookie: String, date: String) -> Interaction {
        Interaction(
            request: RecordedRequest(method: "GET", url: "https://dev1.service-now.com/api/now/table/incident"),
            response: RecordedResponse(
                status: 200,
                headers: ["set-cookie": cookie, "date": date, "content-type": "application/json"],
                body: Data(#"{"result":[]}"#.utf8)),
            recordedAt: Date(timeIntervalSince1970: 0), duration: 0.01)
    }

    static let earlier = interaction(
        cookie: "glide_session_store=NOWTAPE_REDACTED_1; Max-Age=1800; Expires=Sat, 28-Nov-2026 13:14:15 GMT; Path=/",
        date: "Sat, 28 Nov 2026 12:44:15 GMT")
    static let later = interaction(
        cookie: "glide_session_store=NOWTAPE_REDACTED_1; Max-Age=1800; Expires=Sat, 28-Nov-2026 14:00:00 GMT; Path=/",
        date: "Sat, 28 Nov 2026 13:30:00 GMT")

    @Test("a cookie's Expires is left out, its other attributes are kept")
    func cookieExpiry() {
        #expect(
            VolatileHeaderParts.stable(
                "a=1; Max-Age=1800; Expires=Sat, 28-Nov-2026 13:14:15 GMT; Path=/; HttpOnly", header: "Set-Cookie")
                == "a=1; Max-Age=1800; Path=/; HttpOnly")
        #expect(VolatileHeaderParts.stable("max-age=0, expires=x", header: "Cache-Control") == "max-age=0, expires=x")
    }

    @Test("answers that differ only in their date and their cookies' expiry are the same exchange, and diff is empty")
    func sameExchange() {
        #expect(Self.earlier.sameExchange(as: Self.later))
        let diff = CassetteDiff().changes(
            from: Cassette(interactions: [Self.earlier]), to: Cassette(interactions: [Self.later]))
        #expect(diff.isEmpty, "\(diff)")
    }

    @Test("a cookie whose lifetime changed is still a change")
    func lifetimeChange() {
        let shorter = Self.interaction(
            cookie: "glide_session_store=NOWTAPE_REDACTED_1; Max-Age=60; Expires=Sat, 28-Nov-2026 13:14:15 GMT; Path=/",
            date: "Sat, 28 Nov 2026 12:44:15 GMT")
        #expect(!Self.earlier.sameExchange(as: shorter))
        let diff = CassetteDiff().changes(
            from: Cassette(interactions: [Self.earlier]), to: Cassette(interactions: [shorter]))
        #expect(diff.map(\.field) == ["response.headers.set-cookie"])
    }
}

@Suite("Volatile headers a cassette marks: found by lint, kept in the file, left out by diff and re-recording")
struct MarkedVolatileHeadersTests {
    static func answer(_ url: String, headers: HTTPFields, body: String = #"{"result":[]}"#) -> Interaction {
        Interaction(
            request: RecordedRequest(method: "GET", url: url),
            response: RecordedResponse(status: 200, headers: headers, body: Data(body.utf8)),
            recordedAt: Date(timeIntervalSince1970: 0), duration: 0.01)
    }

    static let polled = Cassette(interactions: [
        answer(
            "https://dev1.service-now.com/api/now/table/incident",
            headers: ["x-gateway-hop": "a1", "x-request-id": "r1"]),
        answer(
            "https://dev1.service-now.com/api/now/table/incident",
            headers: ["x-gateway-hop": "b2", "x-request-id": "r2"]),
        answer(
            "https://dev1.service-now.com/api/now/table/problem",
            headers: ["x-gateway-hop": "c3", "x-request-id": "r3", "x-transaction-id": "0123456789ab"]),
    ])

    @Test("a header that differs between identical answers, or names a call and never repeats, is found")
    func found() {
        let findings = VolatileHeaderFinder.findings(in: Self.polled)
        #expect(findings.map(\.header) == ["x-gateway-hop", "x-request-id"])
        #expect(findings.first?.evidence.contains("2 identical answers to GET") == true)
        var marked = Self.polled
        marked.volatileHeaders = ["x-gateway-hop", "x-request-id"]
        #expect(VolatileHeaderFinder.findings(in: marked).isEmpty)
        let steady = Cassette(interactions: [
            Self.answer("https://dev1.service-now.com/a", headers: ["x-request-id": "same"]),
            Self.answer("https://dev1.service-now.com/b", headers: ["x-request-id": "same"]),
        ])
        #expect(VolatileHeaderFinder.findings(in: steady).isEmpty)
    }

    @Test("the marks survive writing and reading, and diff leaves the marked headers out")
    func keptAndHonoured() throws {
        var marked = Self.polled
        marked.volatileHeaders = ["x-request-id"]
        let decoded = try CassetteCoder.decode(Data(CassetteCoder.encode(marked).utf8))
        #expect(decoded.volatileHeaders == ["x-request-id"])
        var changed = Self.polled
        changed.interactions[0].response.headers = ["x-gateway-hop": "a1", "x-request-id": "other"]
        #expect(
            CassetteDiff().changes(from: Self.polled, to: changed).map(\.field) == ["response.headers.x-request-id"])
        #expect(CassetteDiff().changes(from: marked, to: changed).isEmpty)
        #expect(changed.keepingTimes(of: marked.interactions).interactions[0] != marked.interactions[0])
        var markedChange = changed
        markedChange.volatileHeaders = ["x-request-id"]
        #expect(markedChange.keepingTimes(of: marked.interactions).interactions[0] == marked.interactions[0])
    }

    @Test("a volatile_headers member that is not a list of names is refused, saying what to write")
    func malformed() {
        for (text, path) in [
            (#"{"nowtape_cassette":1,"volatile_headers":"x-request-id","interactions":[]}"#, "volatile_headers"),
            (#"{"nowtape_cassette":1,"volatile_headers":[1],"interactions":[]}"#, "volatile_headers[0]"),
        ] {
            #expect {
                try CassetteCoder.decode(Data(text.utf8))
            } throws: { error in
                "\(error)".contains(path)
            }
        }
    }
}
