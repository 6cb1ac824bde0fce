import Cassettes
import Foundation
import InstanceLearning
import JSONText
import NowInstance
import NowQuery
import Testing

@Suite("A learned instance answers what the recordings never asked, through the instance's own engines")
struct LearnedInstanceTests {
    static func instance(_ interactions: [Interaction]) async throws -> (EmbeddedInstance, LearnedInstance) {
        let learned = try InstanceLearner().learn(try LearningFixtures.sources(interactions))
        var configuration = InstanceConfiguration(clock: { UTCTimestamp(year: 2026, month: 2, day: 1) })
        configuration.content = learned.content
        return (try await EmbeddedInstance.prepare(configuration), learned)
    }

    static func get(_ instance: EmbeddedInstance, _ target: String) async -> (
        status: Int, json: JSONValue?, total: String?
    ) {
        let headers: HTTPFields = [
            .authorization: "Basic " + Data("admin:admin".utf8).base64EncodedString(), .accept: "application/json",
        ]
        let answer = await instance.inProcess(origin: LearningFixtures.origin).respond(
            method: "GET", target: target, headers: headers, body: Data())
        return (
            answer.status, try? JSONParser.parse(answer.body),
            answer.headers["X-Total-Count"]
        )
    }

    static let recorded = [
        LearningFixtures.get("/api/now/table/u_gadget?sysparm_display_value=all", LearningFixtures.gadgets)
    ]

    @Test("filters, sorting, paging, display values and dot-walking work on learned records")
    func unrecordedQueries() async throws {
        let (instance, _) = try await Self.instance(Self.recorded)
        let heavy = await Self.get(
            instance, "/api/now/table/u_gadget?sysparm_query=u_weight>10^ORDERBYDESCu_weight&sysparm_fields=u_name")
        #expect(heavy.status == 200)
        #expect(heavy.json?["result"]?.arrayValue?.compactMap { $0["u_name"]?.stringValue } == ["Lathe", "Drill"])
        let page = await Self.get(
            instance,
            "/api/now/table/u_gadget?sysparm_query=ORDERBYnumber&sysparm_limit=1&sysparm_offset=1&sysparm_fields=number"
        )
        #expect(page.json?["result"]?[0]?["number"]?.stringValue == "GDG0001002")
        #expect(page.total == "3")
        let labels = await Self.get(
            instance,
            "/api/now/table/u_gadget?sysparm_query=u_active=true^ORDERBYnumber&sysparm_display_value=true"
                + "&sysparm_fields=u_state,u_owner")
        #expect(labels.json?["result"]?[0]?["u_state"]?.stringValue == "New")
        #expect(labels.json?["result"]?[0]?["u_owner"]?["display_value"]?.stringValue == "Abel Tuter")
        let walked = await Self.get(
            instance, "/api/now/table/u_gadget?sysparm_query=u_owner.name=Beth Anglin&sysparm_fields=u_name")
        #expect(walked.json?["result"]?.arrayValue?.compactMap { $0["u_name"]?.stringValue } == ["Saw"])
        let counted = await Self.get(instance, "/api/now/stats/u_gadget?sysparm_count=true&sysparm_group_by=u_active")
        #expect(counted.status == 200)
        #expect(counted.json?["result"]?.arrayValue?.count == 2)
    }

    @Test("a write to a learned table gets the next number in the learned series")
    func writesNumberOnward() async throws {
        let (instance, _) = try await Self.instance(Self.recorded)
        let headers: HTTPFields = [
            .authorization: "Basic " + Data("admin:admin".utf8).base64EncodedString(), .accept: "application/json",
            .contentType: "application/json",
        ]
        let created = await instance.inProcess(origin: LearningFixtures.origin).respond(
            method: "POST", target: "/api/now/table/u_gadget", headers: headers, body: Data(#"{"u_name":"Vice"}"#.utf8))
        #expect(created.status == 201)
        let record = try JSONParser.parse(created.body)
        #expect(record["result"]?["number"]?.stringValue == "GDG0001004")
    }

    @Test("--check reproduces a recorded read of the learned records exactly, and explains a read of another time")
    func check() async throws {
        let id = LearningFixtures.thing1
        let interactions =
            Self.recorded + [
                LearningFixtures.get(
                    "/api/now/table/u_gadget?sysparm_query=u_active=true^ORDERBYnumber&sysparm_fields=number", total: 2,
                    #"{"result":[{"number":"GDG0001001"},{"number":"GDG0001003"}]}"#),
                // An older version than the list showed, by its sys_mod_count.
                LearningFixtures.get(
                    "/api/now/table/u_gadget/\(id)?sysparm_fields=sys_id,u_name,sys_mod_count",
                    #"{"result":{"sys_id":"\#(id)","u_name":"Old drill","sys_mod_count":"0"}}"#),
            ]
        let sources = try LearningFixtures.sources(interactions)
        let (instance, learned) = try await Self.instance(interactions)
        let summary = await LearningCheck.run(
            sources, learned: learned, instance: instance, user: "admin", password: "admin")
        #expect(summary.total == 3)
        #expect(summary.exact == 1, "\(summary.causes)")
        #expect(summary.causes.allSatisfy { !$0.cause.hasPrefix("unexplained") }, "\(summary.causes)")
    }
}

@Suite("People the recordings show, as accounts of the learned instance")
struct LearnedAccountsTests {
    @Test("a user record signs in with the learned password, holding the roles its role grants name")
    func accounts() async throws {
        let (abel, beth) = (LearningFixtures.user1, LearningFixtures.user2)
        let role = "0123456789abcdef0123456789abcdef"
        let link = { (table: String, id: String, display: String) in
            #"{"value":"\#(id)","display_value":"\#(display)","link":"\#(LearningFixtures.origin)/api/now/table/\#(table)/\#(id)"}"#
        }
        let (instance, learned) = try await LearnedInstanceTests.instance([
            LearningFixtures.get(
                "/api/now/table/sys_user",
                #"{"result":[{"sys_id":"\#(abel)","user_name":"abel.tuter","first_name":"Abel","last_name":"Tuter"},"#
                    + #"{"sys_id":"\#(beth)","user_name":"beth.anglin","first_name":"Beth","last_name":"Anglin"}]}"#),
            LearningFixtures.get(
                "/api/now/table/sys_user_has_role?sysparm_display_value=all",
                #"{"result":[{"sys_id":"\#(LearningFixtures.thing3)","user":\#(link("sys_user", abel, "Abel Tuter")),"#
                    + #""role":\#(link("sys_user_role", role, "itil"))}]}"#),
        ])
        let account = try #require(learned.content.accounts.first { $0.userName == "abel.tuter" })
        #expect(account.roles == ["itil"])
        #expect(learned.content.accounts.first { $0.userName == "beth.anglin" }?.roles == [])
        let responder = instance.inProcess(origin: LearningFixtures.origin)
        let signIn = { (user: String, password: String) async -> Int in
            let headers: HTTPFields = [
                .authorization: "Basic " + Data("\(user):\(password)".utf8).base64EncodedString(),
                .accept: "application/json",
            ]
            return await responder.respond(
                method: "GET", target: "/api/now/table/incident?sysparm_limit=1", headers: headers, body: Data()
            ).status
        }
        #expect(await signIn("abel.tuter", "password") == 200)
        #expect(await signIn("abel.tuter", "wrong") == 401)
        #expect(await signIn("admin", "admin") == 200, "the demo accounts stay")
    }
}

@Suite("Attachments the recordings show, in the learned instance")
struct LearnedAttachmentTests {
    @Test("metadata and downloaded content are learned; an attachment never downloaded answers 404, saying why")
    func attachments() async throws {
        let (photo, notes, parent) = (LearningFixtures.thing1, LearningFixtures.thing2, LearningFixtures.thing3)
        let metadata = { (id: String, name: String) in
            #"{"result":{"sys_id":"\#(id)","file_name":"\#(name)","content_type":"text/plain","table_name":"incident","#
                + #""table_sys_id":"\#(parent)","size_bytes":"5","download_link":"x","sys_created_on":"2026-01-01 00:00:00"}}"#
        }
        let download = Interaction(
            request: RecordedRequest(
                method: "GET", url: LearningFixtures.origin + "/api/now/attachment/\(photo)/file",
                headers: [.accept: "*/*"]),
            response: RecordedResponse(status: 200, headers: [.contentType: "text/plain"], body: Data("hello".utf8)),
            recordedAt: Date(), duration: 0)
        let (instance, learned) = try await LearnedInstanceTests.instance([
            LearningFixtures.get(
                "/api/now/table/incident/\(parent)", #"{"result":{"sys_id":"\#(parent)","number":"INC0000001"}}"#),
            LearningFixtures.get("/api/now/attachment/\(photo)", metadata(photo, "photo.txt")),
            LearningFixtures.get("/api/now/attachment/\(notes)", metadata(notes, "notes.txt")), download,
        ])
        #expect(learned.content.attachmentFiles[photo] == Data("hello".utf8))
        let headers: HTTPFields = [
            .authorization: "Basic " + Data("admin:admin".utf8).base64EncodedString(), .accept: "application/json",
        ]
        let responder = instance.inProcess(origin: LearningFixtures.origin)
        let listed = await responder.respond(
            method: "GET", target: "/api/now/attachment?sysparm_query=table_sys_id=\(parent)^ORDERBYfile_name",
            headers: headers, body: Data())
        let names = try JSONParser.parse(listed.body)["result"]?.arrayValue?.compactMap { $0["file_name"]?.stringValue }
        #expect(names == ["notes.txt", "photo.txt"])
        let content = await responder.respond(
            method: "GET", target: "/api/now/attachment/\(photo)/file", headers: headers, body: Data())
        #expect(content.status == 200 && content.body == Data("hello".utf8))
        let missing = await responder.respond(
            method: "GET", target: "/api/now/attachment/\(notes)/file", headers: headers, body: Data())
        #expect(missing.status == 404)
        #expect(String(decoding: missing.body, as: UTF8.self).contains("is not stored here"))
    }
}

@Suite("--check follows the recordings in order")
struct LearningCheckOrderTests {
    @Test("a list read before a record was created, and one read after, are both reproduced exactly")
    func readsBeforeAndAfterACreation() async throws {
        let record = { (id: String, name: String) in #"{"sys_id":"\#(id)","u_name":"\#(name)","sys_mod_count":"0"}"# }
        let (one, two, three) = (LearningFixtures.thing1, LearningFixtures.thing2, LearningFixtures.thing3)
        let list = "/api/now/table/u_gadget?sysparm_query=ORDERBYu_name&sysparm_fields=sys_id,u_name,sys_mod_count"
        let interactions = [
            LearningFixtures.get(list, total: 2, #"{"result":[\#(record(one, "Drill")),\#(record(two, "Saw"))]}"#),
            LearningFixtures.post(
                "/api/now/table/u_gadget", sent: #"{"u_name":"Vice"}"#, #"{"result":\#(record(three, "Vice"))}"#),
            LearningFixtures.get(
                list, total: 3,
                #"{"result":[\#(record(one, "Drill")),\#(record(two, "Saw")),\#(record(three, "Vice"))]}"#),
        ]
        let sources = try LearningFixtures.sources(interactions)
        let (instance, learned) = try await LearnedInstanceTests.instance(interactions)
        let summary = await LearningCheck.run(
            sources, learned: learned, instance: instance, user: "admin", password: "admin")
        #expect(summary.total == 2)
        #expect(summary.exact == 2, "\(summary.causes.map(\.cause))")
    }
}
