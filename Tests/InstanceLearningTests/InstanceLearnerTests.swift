import Cassettes
import Foundation
import InstanceLearning
import NowInstance
import TestSupport
import Testing

@Suite("Learning an instance from recordings: tables, columns, records")
struct InstanceLearnerTests {
    func learned(_ interactions: [Interaction]) throws -> LearnedInstance {
        try InstanceLearner().learn(try LearningFixtures.sources(interactions))
    }

    func column(_ learned: LearnedInstance, _ table: String, _ name: String) -> LearnedInstance.Column? {
        learned.tables.first { $0.name == table }?.columns.first { $0.name == name }
    }

    @Test("a custom table's columns get their kinds from the values and display forms, each with its evidence")
    func columnKinds() throws {
        let learned = try learned([
            LearningFixtures.get("/api/now/table/u_gadget?sysparm_display_value=all", LearningFixtures.gadgets)
        ])
        let kinds = [
            "u_name": "string", "u_weight": "integer", "u_active": "boolean", "u_bought": "date",
            "u_checked": "date-time", "u_uptime": "string", "u_owner": "reference to sys_user",
            "u_state": "choice (1, 2, 3)",
        ]
        for (name, kind) in kinds {
            #expect(column(learned, "u_gadget", name)?.kind == kind, "\(name)")
        }
        #expect(column(learned, "u_gadget", "u_uptime")?.reason.contains("durations") == true)
        let definition = try #require(learned.content.tables.first { $0.name == "u_gadget" })
        let state = try #require(definition.fields.first { $0.name == "u_state" })
        #expect(state.choiceLabel("2") == "In use")
        #expect(definition.numberPrefix == "GDG" && definition.numberDigits == 7)
        #expect(definition.displayField == "number")
        #expect(learned.tables.first { $0.name == "u_gadget" }?.records == 3)
    }

    @Test("a class under another table's path extends it; the most specific class seen wins for a record")
    func hierarchy() throws {
        let id = LearningFixtures.thing1
        let learned = try learned([
            LearningFixtures.get(
                "/api/now/table/task?sysparm_fields=sys_id,number",
                #"{"result":[{"sys_id":"\#(id)","number":"FIX0010001"}]}"#),
            LearningFixtures.get(
                "/api/now/table/task/\(id)",
                #"{"result":{"sys_id":"\#(id)","number":"FIX0010001","sys_class_name":"u_field_fix","u_crew":"3"}}"#),
        ])
        let table = try #require(learned.tables.first { $0.name == "u_field_fix" })
        #expect(table.parent == "task")
        #expect(table.records == 1)
        #expect(learned.content.records.first { $0.sysID == id }?.table == "u_field_fix")
    }

    @Test("the latest version of a record wins, and older versions fill the fields it was read without")
    func versions() throws {
        let id = LearningFixtures.thing1
        let learned = try learned([
            LearningFixtures.get(
                "/api/now/table/u_gadget/\(id)",
                #"{"result":{"sys_id":"\#(id)","u_name":"Drill","u_note":"new","sys_mod_count":"0"}}"#),
            LearningFixtures.get(
                "/api/now/table/u_gadget/\(id)?sysparm_fields=sys_id,u_name,sys_mod_count",
                #"{"result":{"sys_id":"\#(id)","u_name":"Drill press","sys_mod_count":"2"}}"#),
            LearningFixtures.get(
                "/api/now/table/u_gadget/\(id)",
                #"{"result":{"sys_id":"\#(id)","u_name":"Hand drill","u_note":"older","sys_mod_count":"1"}}"#),
        ])
        let record = try #require(learned.content.records.first { $0.sysID == id })
        #expect(record["u_name"] == "Drill press")
        #expect(record["u_note"] == "older")
        #expect(record["sys_mod_count"] == "2")
    }

    @Test("a record read without its sys_id is told apart by its number, joined to the same record read with one")
    func numberKeyed() throws {
        let id = LearningFixtures.thing1
        let learned = try learned([
            LearningFixtures.get(
                "/api/now/table/u_gadget?sysparm_fields=number,u_name",
                #"{"result":[{"number":"GDG0001001","u_name":"Drill"},{"number":"GDG0001009","u_name":"Vice"}]}"#),
            LearningFixtures.get(
                "/api/now/table/u_gadget/\(id)?sysparm_fields=sys_id,number",
                #"{"result":{"sys_id":"\#(id)","number":"GDG0001001"}}"#),
        ])
        #expect(learned.content.records.first { $0.sysID == id }?["u_name"] == "Drill")
        let vice = try #require(learned.content.records.first { $0["number"] == "GDG0001009" })
        #expect(vice.sysID.count == 32)
        #expect(learned.skipped.contains { $0.subject == "record GDG0001009" && $0.reason.contains("made-up sys_id") })
    }

    @Test("a field no POST sent that every answer held with one value is that table's default; others are computed")
    func defaultsFromWrites() throws {
        let answer = { (id: String, number: String) in
            #"{"result":{"sys_id":"\#(id)","number":"\#(number)","u_name":"x","u_status":"draft","u_code":"\#(number)-c"}}"#
        }
        let learned = try learned([
            LearningFixtures.post(
                "/api/now/table/u_gadget", sent: #"{"u_name":"x"}"#, answer(LearningFixtures.thing1, "GDG0001001")),
            LearningFixtures.post(
                "/api/now/table/u_gadget", sent: #"{"u_name":"x"}"#, answer(LearningFixtures.thing2, "GDG0001002")),
        ])
        let table = try #require(learned.tables.first { $0.name == "u_gadget" })
        #expect(table.defaults == ["u_status": "draft"])
        #expect(table.computed == ["u_code"])
        let definition = try #require(learned.content.tables.first { $0.name == "u_gadget" })
        #expect(definition.fields.first { $0.name == "u_status" }?.defaultValue == "draft")
    }

    @Test("referenced records never read keep their display values in a record of their own")
    func referencedStubs() throws {
        let learned = try learned([
            LearningFixtures.get("/api/now/table/u_gadget?sysparm_display_value=all", LearningFixtures.gadgets)
        ])
        let owner = try #require(learned.content.records.first { $0.sysID == LearningFixtures.user2 })
        #expect(owner.table == "sys_user")
        #expect(owner["name"] == "Beth Anglin")
    }
}

@Suite("Update sets over a learned instance")
struct LearnedUpdateSetTests {
    @Test("a column the update set defines otherwise, or lacks, is reported; the update set's definition wins")
    func disagreements() throws {
        let learned = try InstanceLearner().learn(
            try LearningFixtures.sources([
                LearningFixtures.get(
                    "/api/now/table/u_gadget",
                    #"{"result":[{"sys_id":"\#(LearningFixtures.thing1)","u_name":"Drill","u_weight":"12"}]}"#)
            ]))
        var dictionary = StandardTables.dictionary
        dictionary.define(
            TableDefinition(
                "u_gadget", label: "Gadget", displayField: "u_weight", fields: [FieldDefinition("u_weight", .string)]))
        let found = learned.disagreements(with: dictionary)
        #expect(found.map(\.subject).sorted() == ["u_gadget.u_name", "u_gadget.u_weight"])
        #expect(found.first { $0.subject == "u_gadget.u_weight" }?.reason.contains("defines it as string") == true)
        #expect(learned.disagreements(with: StandardTables.dictionary).isEmpty)
    }
}

@Suite("Records the recording deleted")
struct LearnedDeletionTests {
    @Test("a record deleted after its last read is not learned, and the report says so; one read again is")
    func deletedRecords() throws {
        let (gone, back) = (LearningFixtures.thing1, LearningFixtures.thing2)
        let delete = { (id: String) in
            Interaction(
                request: RecordedRequest(
                    method: "DELETE", url: LearningFixtures.origin + "/api/now/table/u_gadget/\(id)"),
                response: RecordedResponse(status: 204), recordedAt: Date(timeIntervalSince1970: 1_790_000_000),
                duration: 0)
        }
        let read = { (id: String) in
            LearningFixtures.get("/api/now/table/u_gadget/\(id)", #"{"result":{"sys_id":"\#(id)","u_name":"x"}}"#)
        }
        let learned = try InstanceLearner().learn(
            try LearningFixtures.sources([read(gone), read(back), delete(gone), delete(back), read(back)]))
        #expect(learned.content.records.map(\.sysID) == [back])
        #expect(learned.skipped.contains { $0.subject == "record \(gone)" && $0.reason.contains("deleted") })
    }
}

@Suite("Learning from HAR files")
struct LearningFromHARTests {
    @Test("a browser's HAR export teaches the same tables and records as the cassette it came from")
    func harFile() throws {
        let cassette = Cassette(
            upstream: LearningFixtures.origin,
            interactions: [
                LearningFixtures.get("/api/now/table/u_gadget?sysparm_display_value=all", LearningFixtures.gadgets)
            ])
        let folder = TestScratch.url("nowtape-har-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let har = folder.appendingPathComponent("session.har")
        try Data(HARExport.export(cassette).utf8).write(to: har)
        let fromHAR = try InstanceLearner().learn(try LearningSources.read([har.path]))
        let fromCassette = try InstanceLearner().learn(try LearningFixtures.sources(cassette.interactions))
        #expect(fromHAR.content.records == fromCassette.content.records)
        #expect(fromHAR.tables == fromCassette.tables)
    }

    @Test("a HAR file's credentials are redacted as a recording's are, keeping the user each request signed in as")
    func harCredentials() throws {
        var read = LearningFixtures.get("/api/now/table/u_gadget?sysparm_display_value=all", LearningFixtures.gadgets)
        let basic = Data("ada.lovelace:Secret-Passw0rd-42".utf8).base64EncodedString()
        read.request.headers[.authorization] = "Basic \(basic)"
        let folder = TestScratch.url("nowtape-har-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let har = folder.appendingPathComponent("session.har")
        try Data(HARExport.export(Cassette(upstream: LearningFixtures.origin, interactions: [read])).utf8).write(
            to: har)
        let sources = try LearningSources.read([har.path])
        let request = try #require(sources.recordings.first?.cassette.interactions.first?.request)
        #expect(request.user == "ada.lovelace")
        #expect(request.headers[.authorization]?.contains(basic) == false)
    }
}
