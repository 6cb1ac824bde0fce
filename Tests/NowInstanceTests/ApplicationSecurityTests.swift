import Foundation
import NowInstance
import TestSupport
import Testing

@Suite("Applications' ACLs and roles", .stopsServers)
struct ApplicationSecurityTests {
    /// A folder with a parent and a child table, one read ACL on the parent for `x_acme.reader`, a lead role that
    /// contains the reader role, and john.doe made a lead by a grant that names him only by his name.
    static func folder() throws -> URL {
        let folder = TestScratch.url("acme-\(UUID().uuidString)")
        let update = folder.appendingPathComponent("update")
        func id(_ number: Int) -> String { String(format: "%032x", 0xACE000 + number) }
        let records: [(String, Int, [RecordFileWriter.Field])] = [
            ("sys_db_object", 1, [("name", "x_acme_parent", nil), ("label", "Parent", nil)]),
            (
                "sys_db_object", 2,
                [("name", "x_acme_child", nil), ("label", "Child", nil), ("super_class", id(1), "x_acme_parent")]
            ),
            (
                "sys_dictionary", 3,
                [("name", "x_acme_parent", nil), ("element", "title", nil), ("internal_type", "string", nil)]
            ),
            ("sys_user_role", 4, [("name", "x_acme.reader", nil)]),
            ("sys_user_role", 5, [("name", "x_acme.lead", nil)]),
            ("sys_user_role_contains", 6, [("role", id(5), "x_acme.lead"), ("contains", id(4), "x_acme.reader")]),
            (
                "sys_user_has_role", 7,
                [("user", String(repeating: "9", count: 32), "John Doe"), ("role", id(5), "x_acme.lead")]
            ),
            (
                "sys_security_acl", 8,
                [
                    ("name", "x_acme_parent", nil), ("operation", "read", "read"), ("type", "record", "record"),
                    ("active", "true", nil),
                ]
            ),
            (
                "sys_security_acl_role", 9,
                [("sys_security_acl", id(8), "x_acme_parent"), ("sys_user_role", id(4), "x_acme.reader")]
            ),
            // A field ACL is read, and does not decide whole operations.
            (
                "sys_security_acl", 10,
                [("name", "x_acme_parent.title", nil), ("operation", "write", "write"), ("type", "record", "record")]
            ),
            ("x_acme_child", 11, [("title", "A child", nil)]),
        ]
        for (table, number, fields) in records {
            try RecordFileWriter.write(
                table: table, action: nil, fields: [("sys_id", id(number), nil)] + fields, sysID: id(number), in: update
            )
        }
        return folder
    }

    @Test("a role contained in a granted role passes an ACL inherited from the parent table, through every API")
    func containmentAndInheritance() async throws {
        let folder = try Self.folder()
        let configuration = InstanceConfiguration(clock: { SeedData.referenceDate }, updateSets: [folder.path])
        try await withInstance(configuration) { client in
            let john = try await client.request("/api/now/table/x_acme_child?sysparm_fields=title", user: "john.doe")
            #expect(john.status == 200)
            #expect(String(decoding: john.body, as: UTF8.self) == #"{"result":[{"title":"A child"}]}"#)
            let abel = try await client.request("/api/now/table/x_acme_child", user: "abel.tuter")
            #expect(abel.status == 403)
            let stats = try await client.request("/api/now/stats/x_acme_child?sysparm_count=true", user: "abel.tuter")
            #expect(stats.status == 403)
            let counted = try await client.request("/api/now/stats/x_acme_child?sysparm_count=true", user: "john.doe")
            #expect(counted.status == 200)
            // No ACL grants write: the application's table denies it to all but admin.
            let write = try await client.request(
                "/api/now/table/x_acme_child", method: "POST", user: "john.doe",
                headers: ["Content-Type": "application/json"], body: Data(#"{"title":"new"}"#.utf8))
            #expect(write.status == 403)
            let admin = try await client.request(
                "/api/now/table/x_acme_child", method: "POST", user: "admin", password: "admin",
                headers: ["Content-Type": "application/json"], body: Data(#"{"title":"new"}"#.utf8))
            #expect(admin.status == 201)
            for (user, sees) in [("john.doe", true), ("abel.tuter", false)] {
                let graphQL = try await client.request(
                    "/api/now/graphql", method: "POST", user: user, headers: ["Content-Type": "application/json"],
                    body: Data(
                        #"{"query":"{ GlideRecord_Query { x_acme_child { _results { title { value } } } } }"}"#.utf8))
                let text = String(decoding: graphQL.body, as: UTF8.self)
                #expect(text.contains("A child") == sees, "\(user): \(text)")
                #expect(text.contains("Insufficient rights") != sees, "\(user): \(text)")
            }
        }
    }
}
