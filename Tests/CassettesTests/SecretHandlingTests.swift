import Cassettes
import Foundation
import JSONText
import Testing

@Suite("Secrets: one rule set for recording, lint and miss reports, and none on disk while a body spools")
struct SecretHandlingTests {
    static let secret = "Hunter2-Is-A-Long-Secret"

    /// Interactions whose secret the recorder redacts, each in a place lint once missed.
    static let leaky: [(String, Interaction)] = [
        (
            "user_password in a sys_user body",
            Fixtures.interaction(
                "POST", "/api/now/table/sys_user", requestHeaders: [.contentType: "application/json"],
                requestBody: #"{"user_name":"new.user","user_password":"\#(secret)"}"#)
        ),
        (
            "X-API-Key header",
            Fixtures.interaction("GET", "/api/now/table/incident", requestHeaders: ["X-API-Key": secret])
        ),
        (
            "userinfo in the URL",
            Fixtures.interaction("GET", "/api/now/table/incident").withURL(
                "https://admin:\(secret)@dev12345.service-now.com/api/now/table/incident")
        ),
        ("a percent-encoded query name", Fixtures.interaction("GET", "/api/now/table/incident?pass%77ord=\(secret)")),
        (
            "Basic credentials in a text body",
            Fixtures.interaction(
                "POST", "/api/x_test/v1/log", requestHeaders: [.contentType: "text/plain"],
                requestBody: "sent Authorization: Basic \(Data("admin:\(secret)".utf8).base64EncodedString())")
        ),
    ]

    @Test("lint finds each secret the recorder redacts, and nothing once it is redacted", arguments: leaky.map(\.0))
    func lintMatchesRecorder(name: String) throws {
        let interaction = try #require(Self.leaky.first { $0.0 == name }?.1)
        var redactor = Redactor()
        let redacted = redactor.redact(interaction)
        let text = CassetteCoder.encode(Cassette(upstream: Fixtures.base, interactions: [redacted]))
        #expect(!text.contains(Self.secret), "the recorder kept the secret of \(name)")
        #expect(!text.contains(Data("admin:\(Self.secret)".utf8).base64EncodedString()))
        let raw = CassetteLinter().lint(Cassette(upstream: Fixtures.base, interactions: [interaction]))
        #expect(raw.contains { $0.rule == .leakedSecret }, "lint missed \(name)")
        let clean = CassetteLinter().lint(Cassette(upstream: Fixtures.base, interactions: [redacted]))
        #expect(!clean.contains { $0.rule == .leakedSecret }, "\(clean)")
    }

    @Test("a miss report shows the request's query and JSON secrets redacted")
    func missReportRedacts() {
        var session = ReplaySession(cassettes: [("c", Fixtures.session)])
        let request = RecordedRequest(
            method: "POST", url: Fixtures.base + "/oauth_token.do?password=\(Self.secret)",
            headers: [.contentType: "application/json", .authorization: "Bearer \(Self.secret)"],
            body: Data(#"{"password":"\#(Self.secret)","client_secret":"\#(Self.secret)"}"#.utf8))
        guard case .miss(let report) = session.next(for: request) else {
            Issue.record("expected a miss")
            return
        }
        #expect(!report.text.contains(Self.secret), "\(report.text)")
        #expect(!JSONWriterText.text(report.json).contains(Self.secret))
    }

    @Test("a body spilled past the threshold never reaches the disk in clear, and reads back whole")
    func spoolIsSealed() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bodies = BodyFiles(cassettePath: folder.appendingPathComponent("c.json").path, threshold: 64)
        let spool = BodySpool(bodies: bodies)
        let text = String(repeating: #"{"access_token":"\#(Self.secret)"},"#, count: 400)
        let bytes = Array(text.utf8)
        for start in stride(from: 0, to: bytes.count, by: 100) {
            try bytes[start..<min(start + 100, bytes.count)].withUnsafeBytes { try spool.append($0) }
            // At every moment of the recording, no file in the body folder holds the secret.
            for name in (try? FileManager.default.contentsOfDirectory(atPath: bodies.folder.path)) ?? [] {
                let data = try Data(contentsOf: bodies.folder.appendingPathComponent(name))
                #expect(!String(decoding: data, as: UTF8.self).contains(Self.secret))
            }
        }
        let body = try spool.finish()
        #expect(body == Data(text.utf8))
        // Text comes back to memory for redaction; nothing is left in the folder.
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: bodies.folder.path)) ?? []).isEmpty)
    }

    @Test("a binary body spilled past the threshold ends as its content-addressed body file")
    func binarySpool() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bodies = BodyFiles(cassettePath: folder.appendingPathComponent("c.json").path, threshold: 64)
        let spool = BodySpool(bodies: bodies)
        let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7 | 0x80) }
        for start in stride(from: 0, to: bytes.count, by: 999) {
            try bytes[start..<min(start + 999, bytes.count)].withUnsafeBytes { try spool.append($0) }
        }
        let body = try spool.finish()
        #expect(body == Data(bytes))
        let names = try FileManager.default.contentsOfDirectory(atPath: bodies.folder.path)
        #expect(names.count == 1)
        #expect(names.first.map { BodyFiles.matchesName(body, reference: "c.json.bodies/" + $0) } == true)
    }
}

extension Interaction {
    /// The same interaction sent to another URL.
    func withURL(_ url: String) -> Interaction {
        var copy = self
        copy.request.url = url
        return copy
    }
}

/// JSON values as text, for searching a report.
enum JSONWriterText {
    static func text(_ value: JSONValue) -> String { JSONWriter.compact(value) }
}
