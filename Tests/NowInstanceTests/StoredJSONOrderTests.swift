import Foundation
import GRDB
import NowInstance
import TestSupport
import Testing

@Suite("Table API: stored records whose JSON the store did not write", .stopsServers)
struct StoredJSONOrderTests {
    @Test("a record whose stored names are out of order or repeated lists as it reads alone, the last value winning")
    func unsortedStoredJSON() async throws {
        let folder = TestScratch.url(
            "nowtape-stored-json-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var configuration = InstanceConfiguration(dataDirectory: folder.path, clock: { SeedData.referenceDate })
        configuration.seedIncidents = 3
        let first = try await EmbeddedInstance.prepare(configuration).start()
        await first.stop()

        // Rewrite one incident's JSON by hand, as another tool or an older store might have: names out of order,
        // and `short_description` twice.
        let database = try DatabaseQueue(path: folder.appendingPathComponent("instance.sqlite").path)
        let sysID = try await database.write { db -> String in
            let row = try #require(
                try Row.fetchOne(db, sql: #"SELECT id, soup FROM "soup_task" WHERE soup LIKE '%"INC%' LIMIT 1"#))
            let soup: String = row["soup"]
            let values = try #require(try JSONSerialization.jsonObject(with: Data(soup.utf8)) as? [String: Any])
            var members = values.keys.sorted().reversed().map { key in
                let value = try? JSONSerialization.data(withJSONObject: [key: values[key] ?? ""])
                return String(decoding: value ?? Data(), as: UTF8.self).dropFirst().dropLast()
            }
            members.append(#""short_description":"the \"last\" one""#)
            let id: Int64 = row["id"]
            try db.execute(
                sql: #"UPDATE "soup_task" SET soup = ? WHERE id = ?"#,
                arguments: ["{" + members.joined(separator: ",") + "}", id])
            return try #require(values["sys_id"] as? String)
        }
        try database.close()

        let second = try await EmbeddedInstance.prepare(configuration).start()
        let client = HTTPTestClient(baseURL: second.baseURL)
        let one = try await client.request("/api/now/table/incident/\(sysID)", user: "admin", password: "admin")
        let list = try await client.request(
            "/api/now/table/incident?sysparm_query=sys_id=\(sysID)", user: "admin", password: "admin")
        #expect(one.result["short_description"] as? String == #"the "last" one"#)
        let single = String(decoding: one.body, as: UTF8.self)
        #expect(
            String(decoding: list.body, as: UTF8.self)
                == #"{"result":["# + single.dropFirst(#"{"result":"#.count).dropLast() + "]}")
        await second.stop()
    }
}
