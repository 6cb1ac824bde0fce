import Cassettes
import Foundation
import InstanceLearning
import NowInstance
import TestSupport
import Testing

@Suite("Learning from recordings that are wrong or odd: a clear error or a reported skip, never a crash")
struct LearningBadInputTests {
    func learned(_ interactions: [Interaction]) throws -> LearnedInstance {
        try InstanceLearner().learn(try LearningFixtures.sources(interactions))
    }

    static let valid = LearningFixtures.get(
        "/api/now/table/u_gadget", #"{"result":[{"sys_id":"\#(LearningFixtures.thing1)","u_name":"Drill"}]}"#)

    @Test(
        "rate-limit headers that are not numbers, GraphQL bodies that are not JSON and attribute answers of another shape teach nothing, and break nothing"
    )
    func oddHeadersAndBodies() throws {
        var limited = LearningFixtures.get("/api/now/stats/incident?sysparm_count=true", #"{"result":{"stats":{}}}"#)
        limited.response.headers["X-RateLimit-Rule"] = "rule"
        limited.response.headers["X-RateLimit-Limit"] = "lots"
        limited.response.headers["X-RateLimit-Reset"] = "soon"
        limited.request.user = "ada.lovelace"
        var negative = limited
        negative.response.headers["X-RateLimit-Limit"] = "-3"
        let graphQL = LearningFixtures.post("/api/now/graphql", sent: "{ not json", #"{"data":{"x":"GDG0001009"}}"#)
        let attributes = LearningFixtures.get(
            "/api/now/attachment/\(LearningFixtures.thing2)/attributes", #"{"result":[{"key":7},"text",{"value":"x"}]}"#
        )
        let learned = try learned([Self.valid, limited, negative, graphQL, attributes])
        #expect(learned.limits.rateLimits.isEmpty)
        #expect(!learned.content.records.contains { $0.table == "sys_attachment_attribute" })
        #expect(learned.content.records.contains { $0.sysID == LearningFixtures.thing1 })
    }

    @Test("a column whose links name two tables is learned as a reference to the more common, with the conflict")
    func conflictingReferences() throws {
        let link = { (table: String, id: String) in
            #"{"value":"\#(id)","link":"\#(LearningFixtures.origin)/api/now/table/\#(table)/\#(id)"}"#
        }
        let learned = try learned([
            LearningFixtures.get(
                "/api/now/table/u_gadget",
                #"{"result":[{"sys_id":"\#(LearningFixtures.thing1)","u_holder":\#(link("sys_user", LearningFixtures.user1))},"#
                    + #"{"sys_id":"\#(LearningFixtures.thing2)","u_holder":\#(link("sys_user", LearningFixtures.user2))},"#
                    + #"{"sys_id":"\#(LearningFixtures.thing3)","u_holder":\#(link("sys_user_group", LearningFixtures.user1))}]}"#
            )
        ])
        let holder = try #require(
            learned.tables.first { $0.name == "u_gadget" }?.columns.first { $0.name == "u_holder" })
        #expect(holder.kind == "reference to sys_user")
        #expect(holder.conflict?.contains("sys_user_group (1)") == true)
    }

    @Test("a column with links and values that are not sys_ids is learned as text, with the conflict")
    func referenceWithText() throws {
        let learned = try learned([
            LearningFixtures.get(
                "/api/now/table/u_gadget",
                #"{"result":[{"sys_id":"\#(LearningFixtures.thing1)","u_holder":{"value":"Abel","link":"\#(LearningFixtures.origin)/api/now/table/sys_user/x"}}]}"#
            )
        ])
        let holder = try #require(
            learned.tables.first { $0.name == "u_gadget" }?.columns.first { $0.name == "u_holder" })
        #expect(holder.kind == "string")
        #expect(holder.conflict != nil)
    }

    @Test("a reference to a table no recording reads defines that table, and the report says so")
    func referenceToUnseenTable() throws {
        let id = LearningFixtures.user1
        let learned = try learned([
            LearningFixtures.get(
                "/api/now/table/u_gadget",
                #"{"result":[{"sys_id":"\#(LearningFixtures.thing1)","u_site":{"value":"\#(id)","display_value":"Oslo","link":"\#(LearningFixtures.origin)/api/now/table/u_site/\#(id)"}}]}"#
            )
        ])
        #expect(learned.content.tables.contains { $0.name == "u_site" })
        #expect(
            learned.skipped.contains { $0.subject == "table u_site" && $0.reason.contains("no recording reads it") })
    }

    @Test("one sys_id in two tables neither of which extends the other is learned once, and reported")
    func sysIDInTwoTables() throws {
        let id = LearningFixtures.thing1
        let learned = try learned([
            LearningFixtures.get("/api/now/table/u_gadget/\(id)", #"{"result":{"sys_id":"\#(id)","u_name":"a"}}"#),
            LearningFixtures.get("/api/now/table/u_widget/\(id)", #"{"result":{"sys_id":"\#(id)","u_name":"b"}}"#),
        ])
        #expect(learned.content.records.filter { $0.sysID == id }.count == 1)
        #expect(learned.skipped.contains { $0.subject == "record \(id)" && $0.reason.contains("neither of which") })
    }

    @Test("truncated and binary bodies are skipped with their reason; the rest is learned")
    func truncatedAndBinary() throws {
        let learned = try learned([
            Self.valid,
            LearningFixtures.raw(
                "/api/now/table/u_gadget?sysparm_offset=1", body: Data(#"{"result":[{"sys_id":"#.utf8)),
            LearningFixtures.raw(
                "/api/now/table/u_gadget?sysparm_offset=2", body: Data([0x89, 0x50, 0x4e, 0x47, 0, 1])),
        ])
        #expect(learned.recordCount == 1)
        #expect(learned.skipped.contains { $0.reason.contains("not whole JSON") })
        #expect(learned.skipped.contains { $0.reason.contains("binary") })
    }

    @Test(
        "a file that is not a cassette is skipped with why; a path that does not exist is an error saying what to give")
    func unreadableSources() throws {
        let folder = TestScratch.url("nowtape-learn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{not a cassette".utf8).write(to: folder.appendingPathComponent("broken.json"))
        try CassetteFile.write(
            Cassette(upstream: LearningFixtures.origin, interactions: [Self.valid]),
            to: folder.appendingPathComponent("good.json").path)
        let sources = try LearningSources.read([folder.path])
        #expect(sources.recordings.count == 1)
        #expect(sources.skipped.first?.source.hasSuffix("broken.json") == true)
        #expect(try InstanceLearner().learn(sources).recordCount == 1)
        #expect {
            try LearningSources.read([folder.appendingPathComponent("missing").path])
        } throws: { error in
            "\(error)".contains("There is no cassette, HAR file or folder") && "\(error)".contains("give recordings")
        }
    }

    @Test("recordings with no Table API record are an error that says what to record")
    func nothingToLearn() throws {
        let other = LearningFixtures.get("/api/now/stats/incident", #"{"result":{"stats":{"count":"3"}}}"#)
        #expect {
            try InstanceLearner().learn(try LearningFixtures.sources([other]))
        } throws: { error in
            "\(error)".contains("No Table API answer with records") && "\(error)".contains("record a session")
        }
    }
}
