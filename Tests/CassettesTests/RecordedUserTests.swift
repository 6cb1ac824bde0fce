import Cassettes
import Foundation
import TestSupport
import Testing

@Suite("Cassettes: the user a request signed in as")
struct RecordedUserTests {
    @Test("redaction keeps the user name of Basic credentials and of the session they opened, never the password")
    func keptFromBasicAndSession() throws {
        var redactor = Redactor()
        let redacted = redactor.redact(Fixtures.session)
        #expect(redacted.interactions.map(\.request.user) == ["john.doe", "john.doe", nil, nil])
        let text = CassetteCoder.encode(redacted)
        #expect(text.contains(#""user": "john.doe""#))
        #expect(!text.contains("Sup3r-Secret-Passw0rd"))
        #expect(!text.contains(Fixtures.basicToken))
    }

    @Test("a rule drops the user name, and nothing names a user a request did not sign in as")
    func ruleDropsIt() {
        var rules = RedactionRules()
        rules.keepsUserName = false
        var redactor = Redactor(rules: rules)
        #expect(redactor.redact(Fixtures.session).interactions.allSatisfy { $0.request.user == nil })
        // A session cookie no signed-in answer set names nobody.
        var fresh = Redactor()
        let stranger = Interaction(
            request: RecordedRequest(
                method: "GET", url: Fixtures.base + "/api/now/table/incident",
                headers: ["Cookie": "JSESSIONID=\(Fixtures.sessionID)"]),
            response: RecordedResponse(status: 200), recordedAt: Date(timeIntervalSince1970: 0), duration: 0)
        #expect(fresh.redact(stranger).request.user == nil)
    }

    @Test("the user round-trips through a cassette file and a journal, and a user that is not a string is refused")
    func roundTrip() throws {
        var redactor = Redactor()
        let redacted = redactor.redact(Fixtures.session)
        let decoded = try CassetteCoder.decode(Data(CassetteCoder.encode(redacted).utf8))
        #expect(decoded.interactions.map(\.request.user) == redacted.interactions.map(\.request.user))
        let bad = CassetteCoder.encode(redacted).replacingOccurrences(
            of: #""user": "john.doe""#, with: #""user": 42"#)
        #expect {
            try CassetteCoder.decode(Data(bad.utf8))
        } throws: { error in
            "\(error)".contains("request.user") && "\(error)".contains("user name")
        }
        let directory = TestScratch.url("recorded-user-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("session.json").path
        let journal = try CassetteJournal(cassettePath: path)
        for interaction in redacted.interactions { try journal.append(interaction) }
        let recovered = try #require(try CassetteJournal.recover(cassette: path))
        #expect(recovered.cassette.interactions.map(\.request.user) == redacted.interactions.map(\.request.user))
    }
}
