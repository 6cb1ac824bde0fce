import Cassettes
import Foundation
import Testing

@Suite("Query strings in cassettes: matching and diffs decode as the instance does")
struct QueryStringMatchingTests {
    @Test("a request recorded with %20 matches one sent with `+`, and the other way round")
    func matchingAgreesOnSpaces() {
        let base = "https://dev.service-now.com/api/now/table/incident?sysparm_query="
        let percent = RecordedRequest(method: "GET", url: base + "short_description%3DShared%20drive")
        let plus = RecordedRequest(method: "GET", url: base + "short_description%3DShared+drive")
        #expect(percent.queryItems.map(\.value) == plus.queryItems.map(\.value))
        let matcher = RequestMatcher(rules: MatchRules())
        for (recorded, sent) in [(percent, plus), (plus, percent)] {
            let interaction = Interaction(
                request: recorded, response: RecordedResponse(status: 200), recordedAt: Date(), duration: 0)
            #expect(matcher.matches(sent, interaction))
        }
    }

    @Test("cassette diff sees no change between %20 and `+`, and still sees a changed value")
    func diffAgreesOnSpaces() {
        let base = "https://dev.service-now.com/api/now/table/incident?sysparm_query="
        func cassette(_ query: String) -> Cassette {
            Cassette(interactions: [
                Interaction(
                    request: RecordedRequest(method: "GET", url: base + query), response: RecordedResponse(status: 200),
                    recordedAt: Date(timeIntervalSince1970: 0), duration: 0)
            ])
        }
        let diff = CassetteDiff()
        let percent = cassette("short_description%3DShared%20drive")
        #expect(diff.changes(from: percent, to: cassette("short_description%3DShared+drive")).isEmpty)
        let changed = diff.changes(from: percent, to: cassette("short_description%3DShared+drives"))
        #expect(changed.map(\.field) == ["request.url"])
    }
}
