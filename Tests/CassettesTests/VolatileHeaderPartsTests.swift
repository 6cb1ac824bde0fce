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
