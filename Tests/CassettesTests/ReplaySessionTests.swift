import Cassettes
import Foundation
import JSONText
import Testing

@Suite("Cassettes: replay order, repeats and misses")
struct ReplaySessionTests {
    let cassette = Cassette(interactions: [
        Fixtures.interaction("GET", "/api/now/table/incident/abc", responseBody: #"{"result":{"state":"1"}}"#),
        Fixtures.interaction("PATCH", "/api/now/table/incident/abc", requestBody: #"{"state":"2"}"#),
        Fixtures.interaction("GET", "/api/now/table/incident/abc", responseBody: #"{"result":{"state":"2"}}"#),
    ])

    func request(_ method: String, _ target: String, body: String = "") -> RecordedRequest {
        RecordedRequest(method: method, url: "http://127.0.0.1:9999" + target, body: Data(body.utf8))
    }

    func body(_ outcome: ReplaySession.Outcome) -> String? {
        guard case .hit(let entry) = outcome else { return nil }
        return String(decoding: entry.interaction.response.body, as: UTF8.self)
    }

    @Test("identical requests replay in recorded order, then the last one repeats")
    func recordedOrder() {
        var session = ReplaySession(cassettes: [("flow", cassette)])
        let get = request("GET", "/api/now/table/incident/abc")
        #expect(body(session.next(for: get)) == #"{"result":{"state":"1"}}"#)
        #expect(session.unplayed.map(\.label) == ["flow#1", "flow#2"])
        #expect(body(session.next(for: get)) == #"{"result":{"state":"2"}}"#)
        #expect(body(session.next(for: get)) == #"{"result":{"state":"2"}}"#)
        #expect(session.unplayed.map(\.label) == ["flow#1"])
        #expect(session.misses.isEmpty)
    }

    @Test("with repeats off, a request after the last match is a miss that says so")
    func repeatsOff() {
        var session = ReplaySession(cassettes: [("flow", cassette)], repeatPolicy: .miss)
        let get = request("GET", "/api/now/table/incident/abc")
        _ = session.next(for: get)
        _ = session.next(for: get)
        guard case .miss(let report) = session.next(for: get) else {
            Issue.record("expected a miss")
            return
        }
        #expect(report.allPlayed)
        #expect(report.text.contains("already played"))
        #expect(session.misses.count == 1)
    }

    @Test("a miss names the closest interactions with a field-by-field diff, as JSON and as text")
    func missReport() throws {
        var session = ReplaySession(cassettes: [("flow", cassette)])
        guard
            case .miss(let report) = session.next(
                for: request("PATCH", "/api/now/table/incident/abc", body: #"{"state":"3"}"#))
        else {
            Issue.record("expected a miss")
            return
        }
        #expect(report.closest.first?.label == "flow#1")
        #expect(report.closest.first?.differences.map(\.description) == [#"body.state: recorded "2", got "3""#])
        let json = JSONWriter.compact(report.json)
        #expect(json.contains(#""field":"body.state","recorded":"2","actual":"3""#))
        #expect(json.contains(#""interaction":"flow#1""#))
        #expect(report.text.contains("closest: flow#1 PATCH /api/now/table/incident/abc"))
    }

    @Test("several cassettes replay together, each interaction labelled by its cassette")
    func severalCassettes() {
        let other = Cassette(interactions: [Fixtures.interaction("GET", "/api/now/table/problem")])
        var session = ReplaySession(cassettes: [("flow", cassette), ("problems", other)])
        guard case .hit(let entry) = session.next(for: request("GET", "/api/now/table/problem")) else {
            Issue.record("expected a hit")
            return
        }
        #expect(entry.label == "problems#0")
    }
}
