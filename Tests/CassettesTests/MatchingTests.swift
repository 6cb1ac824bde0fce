import Cassettes
import Foundation
import Testing

@Suite("Cassettes: matching")
struct MatchingTests {
    func request(_ method: String = "GET", _ target: String, headers: HTTPFields = [:], body: String = "")
        -> RecordedRequest
    {
        RecordedRequest(method: method, url: Fixtures.base + target, headers: headers, body: Data(body.utf8))
    }

    let recorded = Fixtures.interaction(
        "POST", "/api/now/table/incident?sysparm_fields=number,state&sysparm_display_value=true",
        requestHeaders: [.accept: "application/json", "X-Trace": "one"],
        requestBody: #"{"short_description":"Printer","urgency":"2"}"#)

    @Test("the query compares in any order, and JSON bodies by meaning")
    func defaults() {
        let matcher = RequestMatcher()
        let same = request(
            "POST", "/api/now/table/incident?sysparm_display_value=true&sysparm_fields=number,state",
            body: #"{ "urgency": "2", "short_description": "Printer" }"#)
        #expect(matcher.matches(same, recorded))
        let inOrder = "/api/now/table/incident?sysparm_fields=number,state&sysparm_display_value="
        #expect(
            matcher.matches(
                request("POST", inOrder + "true", body: #"{"urgency":"2","short_description":"Printer"}"#), recorded))
        #expect(
            matcher.differences(
                request("POST", inOrder + "all", body: #"{"urgency":"2","short_description":"Printer"}"#), recorded
            )
            .map(\.field) == ["query.sysparm_display_value"])
        let differences = matcher.differences(
            request("PUT", "/api/now/table/problem?sysparm_display_value=false", body: #"{"urgency":"3"}"#), recorded)
        #expect(
            differences.map(\.field) == [
                "method", "path", "query.sysparm_fields", "query.sysparm_display_value", "body.short_description",
                "body.urgency",
            ])
        #expect(
            differences.first { $0.field == "body.urgency" }?.description == #"body.urgency: recorded "2", got "3""#)
    }

    @Test("exact modes, chosen headers, ignored parameters and a custom matcher")
    func configured() {
        let reordered = request(
            "POST", "/api/now/table/incident?sysparm_display_value=true&sysparm_fields=number,state",
            headers: ["X-Trace": "two"], body: #"{"urgency":"2","short_description":"Printer"}"#)
        #expect(
            RequestMatcher(rules: MatchRules(query: .exact)).differences(reordered, recorded).map(\.field).contains(
                "query"))
        #expect(
            RequestMatcher(rules: MatchRules(body: .exact)).differences(reordered, recorded).map(\.field).contains(
                "body"))
        #expect(
            RequestMatcher(rules: MatchRules(headers: ["x-trace"])).differences(reordered, recorded).map(\.field) == [
                "header.x-trace"
            ])
        #expect(
            RequestMatcher(rules: MatchRules(query: .ignore, body: .ignore)).matches(
                request("POST", "/api/now/table/incident?anything=1"), recorded))
        #expect(
            RequestMatcher(rules: MatchRules(ignoredQueryParameters: ["_"])).matches(
                request("GET", "/api/now/table/incident?_=123&a=1"),
                Fixtures.interaction("GET", "/api/now/table/incident?a=1&_=999")))
        let custom = RequestMatcher(rules: MatchRules(custom: { request, _ in request.headers["x-trace"] == "one" }))
        #expect(!custom.matches(reordered, recorded))
    }

    @Test("redacted values match anything, in headers, queries and bodies")
    func placeholdersAreWildcards() {
        let redacted = Fixtures.interaction(
            "POST", "/oauth_token.do?token=NOWTAPE_REDACTED_3",
            requestHeaders: [.cookie: "JSESSIONID=NOWTAPE_REDACTED_1; route=NOWTAPE_REDACTED_2"],
            requestBody: "grant_type=password&password=NOWTAPE_REDACTED_4")
        let matcher = RequestMatcher(rules: MatchRules(headers: ["Cookie"]))
        let live = request(
            "POST", "/oauth_token.do?token=xyz", headers: [.cookie: "JSESSIONID=abc; route=def"],
            body: "grant_type=password&password=real")
        #expect(matcher.differences(live, redacted).isEmpty)
        #expect(Placeholder.matches(recorded: "a NOWTAPE_REDACTED_1 b", actual: "a anything b"))
        #expect(!Placeholder.matches(recorded: "a NOWTAPE_REDACTED_1 b", actual: "x anything b"))
    }

    @Test("the closest interactions come first")
    func closest() {
        let candidates = [
            ("c#0", Fixtures.interaction("GET", "/api/now/table/problem")),
            ("c#1", Fixtures.interaction("GET", "/api/now/table/incident?sysparm_limit=5")),
            ("c#2", Fixtures.interaction("DELETE", "/api/now/table/incident/abc")),
        ]
        let ranked = RequestMatcher().closest(
            to: request("GET", "/api/now/table/incident?sysparm_limit=10"), in: candidates.map { ($0.0, $0.1) })
        #expect(ranked.map(\.label) == ["c#1", "c#0", "c#2"])
        #expect(ranked[0].differences.map(\.description) == [#"query.sysparm_limit: recorded "5", got "10""#])
    }
}
