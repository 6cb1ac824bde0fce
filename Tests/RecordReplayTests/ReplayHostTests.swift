import Cassettes
import Foundation
import RecordReplay
import Testing

@Suite("Record and replay: one listener for many replays")
struct ReplayHostTests {
    static func cassette(_ body: String) -> Cassette {
        let origin = "http://instance.nowtape.invalid"
        return Cassette(
            upstream: origin,
            interactions: [
                Interaction(
                    request: RecordedRequest(method: "GET", url: origin + "/api/now/table/incident?sysparm_limit=1"),
                    response: RecordedResponse(
                        status: 200, headers: ["Content-Type": "application/json"], body: Data(body.utf8)),
                    recordedAt: Date(), duration: 0)
            ])
    }

    @Test("each mounted replay answers under its own prefix, with links pointing back under it; unmounted is 404")
    func mountedReplaysAreSeparate() async throws {
        let host = ReplayHost()
        let running = try await host.start()
        let first = host.mount(
            ReplayServer(
                cassettes: [
                    (
                        "a",
                        Self.cassette(
                            #"{"result":[{"link":"http://instance.nowtape.invalid/api/now/table/incident/1"}]}"#)
                    )
                ], onMiss: { _ in }))
        let second = host.mount(
            ReplayServer(cassettes: [("b", Self.cassette(#"{"result":[]}"#))], onMiss: { _ in }))
        #expect(first != second)

        let client = JarClient(baseURL: running.baseURL)
        let one = try await client.request(first + "/api/now/table/incident?sysparm_limit=1")
        #expect(one.status == 200)
        #expect(one.text.contains(running.baseURL + first + "/api/now/table/incident/1"))
        let two = try await client.request(second + "/api/now/table/incident?sysparm_limit=1")
        #expect(two.text == #"{"result":[]}"#)

        let miss = try await client.request(second + "/api/now/table/problem")
        #expect(miss.status == ReplayServer.missStatus)

        host.unmount(first)
        let gone = try await client.request(first + "/api/now/table/incident?sysparm_limit=1")
        #expect(gone.status == 404)
        #expect(gone.text.contains("/_replay/"))
        let outside = try await client.request("/api/now/table/incident")
        #expect(outside.status == 404)
        await running.stop()
    }

    @Test("responses built ahead for the host's URL are the ones served; a client using another name gets its own")
    func preparedResponses() async throws {
        let host = ReplayHost()
        let running = try await host.start()
        let body = #"{"result":[{"link":"http://instance.nowtape.invalid/api/now/table/incident/1"}]}"#
        let server = ReplayServer(cassettes: [("a", Self.cassette(body))], onMiss: { _ in })
        let base = host.mount(server)
        server.prepareResponses(forBaseURL: running.baseURL + base)

        let prepared = try await JarClient(baseURL: running.baseURL).request(
            base + "/api/now/table/incident?sysparm_limit=1")
        #expect(
            prepared.text
                == body.replacingOccurrences(of: "http://instance.nowtape.invalid", with: running.baseURL + base))
        let otherName = running.baseURL.replacingOccurrences(of: "127.0.0.1", with: "localhost")
        let other = try await JarClient(baseURL: otherName).request(base + "/api/now/table/incident?sysparm_limit=1")
        #expect(other.text.contains(otherName + base + "/api/now/table/incident/1"))
        await running.stop()
    }
}
