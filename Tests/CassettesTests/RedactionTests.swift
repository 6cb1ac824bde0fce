import Cassettes
import Foundation
import JSONText
import Testing

@Suite("Cassettes: redaction")
struct RedactionTests {
    @Test("no credential from a Basic, cookie and OAuth session reaches the cassette text")
    func noSecretsByDefault() {
        var redactor = Redactor()
        let text = CassetteCoder.encode(redactor.redact(Fixtures.session))
        for secret in [
            Fixtures.basicToken, Fixtures.sessionID, Fixtures.accessToken, Fixtures.refreshToken, Fixtures.clientSecret,
            "Sup3r-Secret-Passw0rd", "glide.0f1e2d3c4b5a69788796a5b4c3d2e1f0",
        ] {
            #expect(!text.contains(secret), "\(secret) leaked")
        }
        #expect(text.contains("Basic NOWTAPE_REDACTED_1"))
        #expect(text.contains("john.doe"))
    }

    @Test("the same secret becomes the same placeholder, so a replayed session still lines up")
    func stablePlaceholders() throws {
        var redactor = Redactor()
        let redacted = redactor.redact(Fixtures.session)
        let setCookie = redacted.interactions[0].response.headers.values("set-cookie")[0]
        let cookie = try #require(redacted.interactions[1].request.headers["cookie"])
        let issued = String(setCookie.prefix { $0 != ";" })
        #expect(Placeholder.isPlaceholder(String(issued.dropFirst("JSESSIONID=".count))))
        #expect(cookie.hasPrefix(issued + ";"))
        #expect(setCookie.hasSuffix("; Path=/; HttpOnly"))
        let grant = try JSONParser.parse(redacted.interactions[2].response.body)
        let token = try #require(grant["access_token"]?.stringValue)
        #expect(redacted.interactions[3].request.headers["authorization"] == "Bearer \(token)")
        #expect(grant["expires_in"] == .number("1799"))
        let echoed = try JSONParser.parse(redacted.interactions[3].response.body)
        #expect(echoed["echo"]?.stringValue == String(issued.dropFirst("JSESSIONID=".count)))
    }

    @Test("re-redacting the same session gives the same file")
    func deterministic() {
        var first = Redactor()
        var second = Redactor()
        #expect(
            CassetteCoder.encode(first.redact(Fixtures.session))
                == CassetteCoder.encode(second.redact(Fixtures.session)))
    }

    @Test("headers, query parameters and JSON paths the user names are redacted too")
    func userRules() throws {
        var redactor = Redactor(
            rules: RedactionRules(headers: ["X-Api-Key"], queryParameters: ["sig"], jsonPaths: ["result.*.ssn"]))
        let interaction = Fixtures.interaction(
            "GET", "/api/x_acme/v1/people?sig=abc123&limit=5", requestHeaders: ["X-Api-Key": "key-42"],
            responseBody: #"{"result":[{"name":"Ann","ssn":"123-45-6789"},{"name":"Bo","ssn":"987-65-4321"}]}"#)
        let redacted = redactor.redact(interaction)
        let text = CassetteCoder.encode(Cassette(interactions: [redacted]))
        for secret in ["abc123", "key-42", "123-45-6789", "987-65-4321"] { #expect(!text.contains(secret)) }
        #expect(redacted.request.url.hasSuffix("?sig=NOWTAPE_REDACTED_2&limit=5"))
        #expect(text.contains(#""name": "Ann""#))
    }

    @Test("a redacted body's Content-Length is corrected")
    func contentLength() {
        var redactor = Redactor()
        let interaction = Fixtures.interaction(
            "POST", "/oauth_token.do",
            requestHeaders: [.contentType: "application/x-www-form-urlencoded", .contentLength: "40"],
            requestBody: "grant_type=password&password=hunter2hunter2")
        let redacted = redactor.redact(interaction)
        #expect(redacted.request.headers["content-length"] == String(redacted.request.body.count))
    }

    @Test("placeholders continue after those already in a cassette")
    func continuesNumbering() {
        var first = Redactor()
        let existing = first.redact(Fixtures.session)
        var next = Redactor(continuing: existing)
        let added = next.redact(
            Fixtures.interaction(
                "GET", "/api/now/table/incident", requestHeaders: [.authorization: "Basic bmV3OnVzZXI="]))
        #expect(
            added.request.headers["authorization"]
                == "Basic NOWTAPE_REDACTED_\(Placeholder.occurrences(in: CassetteCoder.encode(existing)).compactMap { $0 }.max()! + 1)"
        )
    }
}
