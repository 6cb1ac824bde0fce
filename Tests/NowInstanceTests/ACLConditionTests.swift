import Foundation
import NowInstance
import TestSupport
import Testing
import UpdateSetKit

@Suite("Applications' ACL conditions grant records, not whole tables", .stopsServers)
struct ACLConditionTests {
    static let john = "ea2bc1b14f4212008a5ab895f110c7d1"
    static let abel = "62826bf03710200044e0bfc8bcbe5df1"
    static func id(_ number: Int) -> String { String(format: "%032x", 0xBEE000 + number) }

    /// Notes with an owner and a state: anyone reads public notes, fulfillers read their own too, owners write
    /// theirs, anyone creates public notes only, and only admins delete.
    static func folder() throws -> URL {
        let folder = TestScratch.url("notes-\(UUID().uuidString)")
        let update = folder.appendingPathComponent("update")
        func acl(_ number: Int, _ operation: String, condition: String) -> (String, Int, [RecordFileWriter.Field]) {
            (
                "sys_security_acl", number,
                [
                    ("name", "x_acme_note", nil), ("operation", operation, operation), ("type", "record", "record"),
                    ("active", "true", nil), ("condition", condition, nil),
                ]
            )
        }
        let records: [(String, Int, [RecordFileWriter.Field])] = [
            ("sys_db_object", 1, [("name", "x_acme_note", nil), ("label", "Note", nil)]),
            (
                "sys_dictionary", 2,
                [("name", "x_acme_note", nil), ("element", "title", nil), ("internal_type", "string", nil)]
            ),
            (
                "sys_dictionary", 3,
                [
                    ("name", "x_acme_note", nil), ("element", "owner", nil), ("internal_type", "reference", nil),
                    ("reference", "sys_user", nil),
                ]
            ),
            (
                "sys_dictionary", 4,
                [("name", "x_acme_note", nil), ("element", "state", nil), ("internal_type", "string", nil)]
            ),
            acl(10, "read", condition: "state=public^EQ"),
            acl(11, "read", condition: "owner=javascript:gs.getUserID()^EQ"),
            ("sys_security_acl_role", 12, [("sys_security_acl", id(11), nil), ("sys_user_role", "itil", "itil")]),
            acl(13, "write", condition: "owner=javascript:gs.getUserID()^EQ"),
            acl(14, "create", condition: "state=public^EQ"),
            acl(15, "delete", condition: ""),
            ("sys_security_acl_role", 16, [("sys_security_acl", id(15), nil), ("sys_user_role", "admin", "admin")]),
            ("x_acme_note", 20, [("title", "Public, Abel's", nil), ("state", "public", nil), ("owner", abel, nil)]),
            ("x_acme_note", 21, [("title", "John's", nil), ("state", "private", nil), ("owner", john, nil)]),
            ("x_acme_note", 22, [("title", "Abel's", nil), ("state", "private", nil), ("owner", abel, nil)]),
        ]
        for (table, number, fields) in records {
            try RecordFileWriter.write(
                table: table, action: nil, fields: [("sys_id", id(number), nil)] + fields, sysID: id(number), in: update
            )
        }
        return folder
    }

    static func titles(_ reply: HTTPTestClient.Reply) -> [String] {
        let object = try? JSONSerialization.jsonObject(with: reply.body) as? [String: Any]
        return ((object?["result"] as? [[String: Any]]) ?? []).compactMap { $0["title"] as? String }.sorted()
    }

    @Test("reads show the records some admitting ACL's condition grants, by role and by javascript: condition")
    func readsFollowConditions() async throws {
        let configuration = InstanceConfiguration(
            clock: { SeedData.referenceDate }, updateSets: [try Self.folder().path])
        try await withInstance(configuration) { client in
            let list = "/api/now/table/x_acme_note?sysparm_fields=title"
            #expect(Self.titles(try await client.request(list, user: "guest.user")) == ["Public, Abel's"])
            #expect(Self.titles(try await client.request(list, user: "john.doe")) == ["John's", "Public, Abel's"])
            #expect(Self.titles(try await client.request(list, user: "abel.tuter")) == ["Abel's", "Public, Abel's"])
            #expect(Self.titles(try await client.request(list, user: "admin", password: "admin")).count == 3)
            let count = try await client.request("/api/now/table/x_acme_note?sysparm_limit=1", user: "john.doe")
            #expect(count.headers["x-total-count"] == "2")
            let hidden = try await client.request("/api/now/table/x_acme_note/\(Self.id(22))", user: "john.doe")
            #expect(hidden.status == 404)
            let graph = try await client.request(
                "/api/now/graphql", method: "POST", user: "guest.user", headers: ["Content-Type": "application/json"],
                body: Data(
                    #"{"query":"{ GlideRecord_Query { x_acme_note { _results { title { value } } } } }"}"#.utf8))
            let text = String(decoding: graph.body, as: UTF8.self)
            #expect(text.contains("Public, Abel's") && !text.contains("John's"), "\(text)")
        }
    }

    @Test("writes, creates and deletes are granted record by record, and refused as the platform refuses them")
    func writesFollowConditions() async throws {
        let configuration = InstanceConfiguration(
            clock: { SeedData.referenceDate }, updateSets: [try Self.folder().path])
        try await withInstance(configuration) { client in
            let json = ["Content-Type": "application/json"]
            let own = try await client.request(
                "/api/now/table/x_acme_note/\(Self.id(21))", method: "PATCH", user: "john.doe", headers: json,
                body: Data(#"{"title":"John's, edited"}"#.utf8))
            #expect(own.status == 200)
            let others = try await client.request(
                "/api/now/table/x_acme_note/\(Self.id(20))", method: "PATCH", user: "john.doe", headers: json,
                body: Data(#"{"title":"Not mine"}"#.utf8))
            #expect(others.status == 403)
            #expect(String(decoding: others.body, as: UTF8.self).contains("ACL Exception Update Failed"))
            let privateNote = try await client.request(
                "/api/now/table/x_acme_note", method: "POST", user: "guest.user", headers: json,
                body: Data(#"{"title":"Secret","state":"private"}"#.utf8))
            #expect(privateNote.status == 403)
            let publicNote = try await client.request(
                "/api/now/table/x_acme_note", method: "POST", user: "guest.user", headers: json,
                body: Data(#"{"title":"Hello","state":"public"}"#.utf8))
            #expect(publicNote.status == 201)
            let delete = try await client.request(
                "/api/now/table/x_acme_note/\(Self.id(21))", method: "DELETE", user: "john.doe")
            #expect(delete.status == 403)
        }
    }

    @Test("inspect shows each ACL's condition, and marks an ACL whose script the instance does not run")
    func inspectShowsConditions() throws {
        let folder = try Self.folder()
        try RecordFileWriter.write(
            table: "sys_security_acl", action: nil,
            fields: [
                ("sys_id", Self.id(30), nil), ("name", "x_acme_note", nil), ("operation", "read", "read"),
                ("type", "record", "record"), ("advanced", "true", nil), ("script", "answer = gs.hasRole('x');", nil),
            ], sysID: Self.id(30), in: folder.appendingPathComponent("update"))
        let text = UpdateSetInspection.inspect(file: folder.path).text
        #expect(text.contains("record x_acme_note read: itil, where owner=javascript:gs.getUserID()^EQ"), "\(text)")
        #expect(text.contains("record x_acme_note read: any signed-in user (its script is not run"), "\(text)")
    }
}
