import Cassettes
import Foundation
import InstanceLearning
import JSONText
import NowInstance
import NowQuery
import Testing

/// Recordings of one session, each exchange answered one second after the one before, by a `Date` the check reads.
private struct Session {
    var interactions: [Interaction] = []
    var second = 0

    static let start = 1_790_000_000

    mutating func add(
        _ method: String, _ target: String, user: String? = "admin", sent: String = "", status: Int = 200,
        headers: HTTPFields = [:], _ body: String = ""
    ) {
        var responseHeaders: HTTPFields = [.contentType: "application/json;charset=UTF-8"]
        for field in headers { responseHeaders.append(field) }
        let moment = Date(timeIntervalSince1970: TimeInterval(Self.start + second))
        responseHeaders[.date] = HTTPDateText.string(moment)
        interactions.append(
            Interaction(
                request: RecordedRequest(
                    method: method, url: LearningFixtures.origin + target,
                    headers: [.accept: "application/json", .authorization: "Basic NOWTAPE_REDACTED_1"],
                    body: Data(sent.utf8), user: user),
                response: RecordedResponse(status: status, headers: responseHeaders, body: Data(body.utf8)),
                recordedAt: moment, duration: 0.01))
        second += 1
    }

    /// The learned instance on a clock `--check` sets, and the check's summary.
    func check() async throws -> (LearningCheck.Summary, LearnedInstance) {
        let sources = try LearningFixtures.sources(interactions)
        let learned = try InstanceLearner().learn(sources)
        let clock = RecordedClock()
        var configuration = InstanceConfiguration(clock: { clock.now() })
        learned.apply(to: &configuration)
        let instance = try await EmbeddedInstance.prepare(configuration)
        let summary = await LearningCheck.run(
            sources, learned: learned, instance: instance, user: "admin", password: "admin", clock: clock)
        return (summary, learned)
    }
}

/// `Date` header text, as an instance writes it.
private enum HTTPDateText {
    static func string(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }
}

private func causes(_ summary: LearningCheck.Summary) -> String {
    summary.causes.map { "\($0.cause): \($0.requests)" }.joined(separator: "\n")
}

@Suite("Learning what the recordings imply, and checking reads at their moment and as their user")
struct LearningInferenceTests {
    static let (one, two, three) = (LearningFixtures.thing1, LearningFixtures.thing2, LearningFixtures.thing3)

    static func device(_ id: String, _ tag: String, _ status: String, modCount: Int) -> String {
        #"{"sys_id":"\#(id)","u_asset_tag":"\#(tag)","u_status":"\#(status)","sys_mod_count":"\#(modCount)","#
            + #""sys_created_on":"2026-09-01 00:00:00"}"#
    }

    @Test(
        "a read without sys_id or number joins the record one of its values identifies, and is newer than reads before it"
    )
    func keylessReadJoins() async throws {
        var session = Session()
        let all =
            "/api/now/table/u_device?sysparm_query=ORDERBYu_asset_tag"
            + "&sysparm_fields=sys_id,u_asset_tag,u_status,sys_mod_count,sys_created_on"
        session.add(
            "GET", all, headers: ["X-Total-Count": "2"],
            #"{"result":[\#(Self.device(Self.one, "LD-001", "available", modCount: 3)),"#
                + #"\#(Self.device(Self.two, "LD-002", "available", modCount: 1))]}"#)
        // A scripted REST write lends LD-001; its answer shows no device.
        session.add("POST", "/api/x_desk/loans", sent: #"{"tag":"LD-001"}"#, status: 201, #"{"result":"lent"}"#)
        session.add(
            "GET", "/api/now/table/u_device?sysparm_query=ORDERBYu_asset_tag&sysparm_fields=u_asset_tag,u_status",
            headers: ["X-Total-Count": "2"],
            #"{"result":[{"u_asset_tag":"LD-001","u_status":"lent"},{"u_asset_tag":"LD-002","u_status":"available"}]}"#)
        let (summary, learned) = try await session.check()
        #expect(summary.exact == summary.total, "\(causes(summary))")
        let lent = learned.content.records.first { $0.sysID == Self.one }
        #expect(lent?["u_status"] == "lent")
        #expect(!learned.skipped.contains { $0.subject.contains("u_device") })
    }

    @Test("a query's field=value conditions give the fields its answer left out")
    func queryEqualities() async throws {
        var session = Session()
        session.add(
            "GET", "/api/now/table/u_loan?sysparm_query=number=LOAN0001002^u_active=true&sysparm_fields=sys_id,u_name",
            headers: ["X-Total-Count": "1"], #"{"result":[{"sys_id":"\#(Self.one)","u_name":"Loan of an iPad"}]}"#)
        session.add(
            "GET", "/api/now/table/u_loan?sysparm_query=number=LOAN0001003^ORnumber=LOAN0001002&sysparm_fields=sys_id",
            headers: ["X-Total-Count": "1"], #"{"result":[{"sys_id":"\#(Self.one)"}]}"#)
        let (summary, learned) = try await session.check()
        #expect(summary.exact == summary.total, "\(causes(summary))")
        let loan = try #require(learned.content.records.first { $0.sysID == Self.one })
        #expect(loan["number"] == "LOAN0001002")
        #expect(loan["u_active"] == "true")
        #expect(learned.tables.first { $0.name == "u_loan" }?.numberPrefix == "LOAN")
    }

    @Test("a GraphQL query names records without creating them; a mutation creates what it names")
    func graphQLReads() async throws {
        var session = Session()
        let list = "/api/now/table/u_gadget?sysparm_query=ORDERBYnumber&sysparm_fields=sys_id,number"
        let record = { (id: String, number: String) in #"{"sys_id":"\#(id)","number":"\#(number)"}"# }
        session.add(
            "GET", list, headers: ["X-Total-Count": "2"],
            #"{"result":[\#(record(Self.one, "GDG0001001")),\#(record(Self.two, "GDG0001002"))]}"#)
        session.add(
            "POST", "/api/now/graphql",
            sent: ##"{"query":"# query the gadgets\n{ GlideRecord_Query { u_gadget { number } } }"}"##,
            #"{"data":{"GlideRecord_Query":{"u_gadget":{"_results":[{"number":"GDG0001001"},{"number":"GDG0001002"}]}}}}"#
        )
        session.add(
            "POST", "/api/now/graphql",
            sent: #"{"query":"mutation { GlideRecord_Mutation { insert_u_gadget { number } } }"}"#,
            #"{"data":{"GlideRecord_Mutation":{"insert_u_gadget":{"number":"GDG0001003","sys_id":"\#(Self.three)"}}}}"#)
        session.add(
            "GET", list, headers: ["X-Total-Count": "3"],
            #"{"result":[\#(record(Self.one, "GDG0001001")),\#(record(Self.two, "GDG0001002")),"#
                + #"\#(record(Self.three, "GDG0001003"))]}"#)
        let (summary, _) = try await session.check()
        #expect(summary.total == 2)
        #expect(summary.exact == 2, "\(causes(summary))")
    }

    @Test("a record created after the moment of a read was not there at that read, though no write shows it made")
    func createdAfterTheRead() async throws {
        var session = Session()
        let list = "/api/now/table/u_gadget?sysparm_query=ORDERBYsys_created_on&sysparm_fields=sys_id,sys_created_on"
        let record = { (id: String, created: String) in #"{"sys_id":"\#(id)","sys_created_on":"\#(created)"}"# }
        session.add(
            "GET", list, headers: ["X-Total-Count": "1"], #"{"result":[\#(record(Self.one, "2026-09-01 00:00:00"))]}"#)
        // Another client, not recorded, creates a gadget a minute later.
        session.second += 60
        session.add(
            "GET", list, headers: ["X-Total-Count": "2"],
            #"{"result":[\#(record(Self.one, "2026-09-01 00:00:00")),\#(record(Self.two, "2026-09-21 14:13:40"))]}"#)
        let (summary, _) = try await session.check()
        #expect(summary.exact == 2, "\(causes(summary))")
    }

    @Test("reads whose answers' dates go back in time are each checked at their own moment")
    func momentsOutOfOrder() async throws {
        var session = Session()
        let list = "/api/now/table/u_gadget?sysparm_query=ORDERBYsys_created_on&sysparm_fields=sys_id,sys_created_on"
        let record = { (id: String, created: String) in #"{"sys_id":"\#(id)","sys_created_on":"\#(created)"}"# }
        let (first, second) = (record(Self.one, "2026-09-01 00:00:00"), record(Self.two, "2026-09-21 14:13:25"))
        session.second = 10
        session.add("GET", list, headers: ["X-Total-Count": "2"], #"{"result":[\#(first),\#(second)]}"#)
        session.add("GET", list, headers: ["X-Total-Count": "1"], #"{"result":[\#(first)]}"#)
        session.add("GET", list, headers: ["X-Total-Count": "2"], #"{"result":[\#(first),\#(second)]}"#)
        // The second read was answered by a node whose clock runs behind: dated before the second gadget was made.
        session.interactions[1].response.headers[.date] = HTTPDateText.string(
            Date(timeIntervalSince1970: TimeInterval(Session.start + 2)))
        let (summary, _) = try await session.check()
        #expect(summary.exact == 3, "\(causes(summary))")
    }

    @Test("a write to a journal field adds the entry no answer shows, once, as the user who wrote it")
    func journalEntries() async throws {
        var session = Session()
        let incident =
            #"{"sys_id":"\#(Self.one)","number":"INC0010001","sys_class_name":"incident","#
            + #""sys_updated_on":"2026-09-21 14:13:20","sys_updated_by":"abel.tuter","work_notes":""}"#
        session.add(
            "GET", "/api/now/table/sys_journal_field?sysparm_fields=sys_id", headers: ["X-Total-Count": "0"],
            #"{"result":[]}"#)
        session.add(
            "PATCH", "/api/now/table/incident/\(Self.one)", user: "abel.tuter", sent: #"{"work_notes":"Picked up."}"#,
            #"{"result":\#(incident)}"#)
        session.add(
            "GET", "/api/now/table/sys_journal_field?sysparm_fields=element,value,sys_created_by",
            headers: ["X-Total-Count": "1"],
            #"{"result":[{"element":"work_notes","value":"Picked up.","sys_created_by":"abel.tuter"}]}"#)
        let (summary, learned) = try await session.check()
        #expect(summary.exact == 2, "\(causes(summary))")
        let entries = learned.content.records.filter { $0.table == "sys_journal_field" }
        #expect(entries.count == 1)
        #expect(entries.first?["element_id"] == Self.one)
        #expect(entries.first?["name"] == "incident")
        #expect(entries.first?["sys_created_on"] == "2026-09-21 14:13:20")
    }

    @Test("an attachment's attributes are learned from the Attachment API, through their addition and deletion")
    func attachmentAttributes() async throws {
        var session = Session()
        let attachment = Self.two
        session.add(
            "GET", "/api/now/table/incident/\(Self.one)?sysparm_fields=sys_id,number",
            #"{"result":{"sys_id":"\#(Self.one)","number":"INC0010001"}}"#)
        session.add(
            "GET",
            "/api/now/table/sys_attachment/\(attachment)?sysparm_fields=sys_id,file_name,table_name,table_sys_id",
            #"{"result":{"sys_id":"\#(attachment)","file_name":"desk.jpg","table_name":"incident","#
                + #""table_sys_id":"\#(Self.one)"}}"#)
        session.add(
            "POST", "/api/now/attachment/\(attachment)/attributes", sent: #"{"key":"alt_text","value":"A desk"}"#,
            status: 201, #"{"result":{"key":"alt_text","value":"A desk"}}"#)
        session.add(
            "GET", "/api/now/attachment/\(attachment)/attributes", #"{"result":[{"key":"alt_text","value":"A desk"}]}"#)
        session.add("DELETE", "/api/now/attachment/\(attachment)/attributes/alt_text", status: 204)
        session.add("GET", "/api/now/attachment/\(attachment)/attributes", #"{"result":[]}"#)
        let (summary, learned) = try await session.check()
        #expect(summary.total == 4)
        #expect(summary.exact == 4, "\(causes(summary))")
        #expect(!learned.content.records.contains { $0.table == "sys_attachment_attribute" }, "deleted at the end")
        #expect(!learned.content.records.contains { $0.table == "sys_attachment" && $0["key"] == "alt_text" })
    }

    @Test("a read runs as the user it was recorded as, at the moment it was answered")
    func userAndMoment() async throws {
        var session = Session()
        let people =
            #"{"sys_id":"\#(LearningFixtures.user1)","user_name":"ada.lovelace","name":"Ada Lovelace","#
            + #""roles":"itil"},{"sys_id":"\#(LearningFixtures.user2)","user_name":"admin","name":"System Administrator","#
            + #""roles":"admin"}"#
        session.add(
            "GET", "/api/now/table/sys_user?sysparm_fields=sys_id,user_name,name,roles",
            headers: ["X-Total-Count": "2"],
            "{\"result\":[\(people)]}")
        session.add(
            "GET", "/api/now/table/sys_user?sysparm_query=sys_id=javascript:gs.getUserID()&sysparm_fields=user_name",
            user: "ada.lovelace", headers: ["X-Total-Count": "1"], #"{"result":[{"user_name":"ada.lovelace"}]}"#)
        let created = { (id: String) in
            #"{"sys_id":"\#(id)","sys_created_on":"2026-09-21 14:13:21"}"#
        }
        session.add(
            "GET", "/api/now/table/u_gadget?sysparm_fields=sys_id,sys_created_on", headers: ["X-Total-Count": "1"],
            #"{"result":[\#(created(Self.one))]}"#)
        session.add(
            "GET",
            "/api/now/table/u_gadget?sysparm_query=sys_created_on>=javascript:gs.daysAgoStart(0)"
                + "&sysparm_fields=sys_id,sys_created_on",
            headers: ["X-Total-Count": "1"], #"{"result":[\#(created(Self.one))]}"#)
        let (summary, _) = try await session.check()
        #expect(summary.exact == summary.total, "\(causes(summary))")
    }

    @Test("a rate limit the answers show is learned for the user it limited, and refuses as it did")
    func rateLimits() async throws {
        var session = Session()
        let limited = { (reset: Int) -> HTTPFields in
            ["X-RateLimit-Limit": "2", "X-RateLimit-Reset": String(reset), "X-RateLimit-Rule": "0123456789abcdef"]
        }
        let end = (Session.start / 60 + 1) * 60
        let count = "/api/now/stats/incident?sysparm_count=true"
        session.add("GET", count, user: "ada.lovelace", headers: limited(end), #"{"result":{"stats":{"count":"0"}}}"#)
        session.add("GET", count, user: "ada.lovelace", headers: limited(end), #"{"result":{"stats":{"count":"0"}}}"#)
        var refused = limited(end)
        refused[.retryAfter] = "57"
        session.add(
            "GET", count, user: "ada.lovelace", status: 429, headers: refused,
            #"{"error":{"message":"Rate limit exceeded","detail":"Rate limit of 2 requests per minute for "#
                + #"Aggregate API exceeded"},"status":"failure"}"#)
        session.second = end - Session.start + 1
        session.add(
            "GET", count, user: "ada.lovelace", headers: limited(end + 60), #"{"result":{"stats":{"count":"0"}}}"#)
        session.add(
            "GET", "/api/now/table/sys_user?sysparm_fields=sys_id,user_name,roles", headers: ["X-Total-Count": "1"],
            #"{"result":[{"sys_id":"\#(LearningFixtures.user1)","user_name":"ada.lovelace","roles":"itil"}]}"#)
        let (summary, learned) = try await session.check()
        #expect(learned.limits.rateLimits.count == 1)
        #expect(learned.limits.rateLimitWindow == 60)
        #expect(learned.limits.rateLimits.first?.api == "stats")
        #expect(summary.exact == summary.total, "\(causes(summary))")

        // The same user's count answered without the rule elsewhere: the recordings contradict it.
        session.add("GET", count, user: "ada.lovelace", #"{"result":{"stats":{"count":"0"}}}"#)
        let (_, contradicted) = try await session.check()
        #expect(contradicted.limits.rateLimits.isEmpty)
        #expect(contradicted.skipped.contains { $0.subject.hasPrefix("rate limit rule") })
    }
}
