import Cassettes
import Foundation
import Testing

@Suite("Rebasing a cassette onto another origin")
struct CassetteRebasingTests {
    private static let linkBody = #"{"result":{"link":"\#(Fixtures.base)/api/now/table/incident/1"}}"#

    @Test("a Content-Length that gave a rewritten body's length gives its new length")
    func contentLengthFollowsTheBody() throws {
        let body = Self.linkBody
        let interaction = Fixtures.interaction(
            "POST", "/api/now/table/incident", requestHeaders: [.contentLength: String(body.utf8.count)],
            requestBody: body,
            responseHeaders: [.contentType: "application/json", .contentLength: String(body.utf8.count)],
            responseBody: body)
        let rebased = Cassette(upstream: Fixtures.base, interactions: [interaction])
            .rebased(onto: Cassette.placeholderOrigin)
        let result = try #require(rebased.interactions.first)
        #expect(result.response.body != interaction.response.body)
        #expect(result.response.headers[.contentLength] == String(result.response.body.count))
        #expect(result.request.headers[.contentLength] == String(result.request.body.count))
    }

    @Test("a Content-Length that gave another length, as a compressed body's did, is left as it was")
    func otherLengthsStay() throws {
        let interaction = Fixtures.interaction(
            "GET", "/api/now/table/incident/1",
            responseHeaders: [.contentType: "application/json", .contentLength: "17"], responseBody: Self.linkBody)
        let rebased = Cassette(upstream: Fixtures.base, interactions: [interaction])
            .rebased(onto: Cassette.placeholderOrigin)
        #expect(rebased.interactions.first?.response.headers[.contentLength] == "17")
        #expect(rebased.interactions.first?.response.body != interaction.response.body)
    }
}
