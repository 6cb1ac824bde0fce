import Cassettes
import Foundation
import NowClient
import NowTapeTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A rule of the user's own: the API version header must agree.
struct SameAPIVersion: MatchRule {
    var headersRead: [String] { ["X-API-Version"] }

    func differences(_ actual: PreparedRequest, _ recorded: PreparedRequest, _ interaction: Interaction)
        -> [MatchDifference]
    {
        let want = recorded.request.headers.values("X-API-Version").first
        let got = actual.request.headers.values("X-API-Version").first
        return want == got ? [] : [MatchDifference(field: "header.x-api-version", recorded: want, actual: got)]
    }

    func indexKey(_ request: PreparedRequest, recorded: Bool) -> MatchIndexKey {
        .value(request.request.headers.values("X-API-Version").first ?? "")
    }
}

@Suite struct OwnMatchRuleTests {
    /// The newest incident's number, asked for with `version` in the header the rule compares.
    static func newestNumber(version: String) async throws -> String? {
        let session = URLSession(configuration: try NowTape.urlSessionConfiguration)
        let url =
            try NowTape.baseURL
            + "/api/now/table/incident?sysparm_query=ORDERBYDESCnumber&sysparm_limit=1&sysparm_fields=number"
        var request = URLRequest(url: try #require(URL(string: url)))
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue(
            "Basic " + Data("admin:admin".utf8).base64EncodedString(), forHTTPHeaderField: "Authorization")
        request.setValue(version, forHTTPHeaderField: "X-API-Version")
        let (data, _) = try await session.data(for: request)
        return try JSONValue(parsing: data)["result"]?.arrayValue?.first?["number"]?.text
    }

    @Test("a rule added through the settings decides which recording answers, first time and every time after")
    func honouredOnReplay() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        var recording = folder.settings(.record)
        recording.matchRules = recording.matchRules.adding(SameAPIVersion())
        let recorded = try await NowTape.withCassette("versions", settings: recording) { client in
            let before = try await Self.newestNumber(version: "1")
            _ = try await client.table.create("incident", values: ["short_description": .string("Newest")])
            return (before, try await Self.newestNumber(version: "2"))
        }
        #expect(recorded.0 != nil && recorded.1 != nil && recorded.0 != recorded.1)

        var replaying = folder.settings(.replay)
        replaying.matchRules = replaying.matchRules.adding(SameAPIVersion())
        let replayed = try await NowTape.withCassette("versions", settings: replaying) { client in
            // Version 2 first: without the rule, the first unplayed recording of the URL, version 1's, would answer.
            let second = try await Self.newestNumber(version: "2")
            _ = try await client.table.create("incident", values: ["short_description": .string("Newest")])
            let first = try await Self.newestNumber(version: "1")
            // Asked again, the remembered match still tells the versions apart.
            return (first, second, try await Self.newestNumber(version: "2"), try await Self.newestNumber(version: "1"))
        }
        #expect(replayed.0 == recorded.0)
        #expect(replayed.1 == recorded.1)
        #expect(replayed.2 == recorded.1)
        #expect(replayed.3 == recorded.0)
    }
}
