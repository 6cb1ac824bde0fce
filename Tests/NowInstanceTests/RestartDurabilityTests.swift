import Foundation
import NowInstance
import TestSupport
import Testing

@Suite("Embedded instance: a restart on the same data folder", .stopsServers)
struct RestartDurabilityTests {
    /// Starts an instance on `configuration`, runs `body` against it, and stops it.
    func withRunning<T>(
        _ configuration: InstanceConfiguration, _ body: (HTTPTestClient) async throws -> T
    ) async throws -> T {
        let instance = try await EmbeddedInstance.prepare(configuration)
        let running = try await instance.start()
        let client = HTTPTestClient(baseURL: running.baseURL)
        do {
            let result = try await body(client)
            await running.stop()
            return result
        } catch {
            await running.stop()
            throw error
        }
    }

    /// A body as text, with the instance's own address (which differs between runs) taken out.
    func shown(_ body: Data, _ client: HTTPTestClient) -> String {
        String(decoding: body, as: UTF8.self).replacingOccurrences(of: client.baseURL, with: "{base}")
    }

    @Test("keeps the installed update set: its route answers the same, and its records are unchanged")
    func keepsInstalledUpdateSet() async throws {
        let folder = TestScratch.url(
            "nowtape-restart-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var first = InstanceConfiguration(
            dataDirectory: folder.path, clock: { SeedData.referenceDate }, updateSets: [myWorkUpdateSet])
        first.seedIncidents = 20
        let route = "/api/x_snc_my_work/v1/tracker/task"
        let operations =
            "/api/now/table/sys_ws_operation?sysparm_fields=sys_id,name,sys_mod_count&sysparm_query=ORDERBYname"
        let (before, recordsBefore) = try await withRunning(first) { client in
            let reply = try await client.request(route, user: "john.doe")
            let records = try await client.request(operations, user: "admin", password: "admin")
            return (shown(reply.body, client), shown(records.body, client))
        }
        #expect(before.contains("CHG0010001"))
        #expect(recordsBefore.contains(#""sys_mod_count":"0""#))

        // The same folder, without the update set on the command line.
        var second = first
        second.updateSets = []
        let (after, recordsAfter) = try await withRunning(second) { client in
            let reply = try await client.request(route, user: "john.doe")
            let records = try await client.request(operations, user: "admin", password: "admin")
            return (shown(reply.body, client), shown(records.body, client))
        }
        #expect(after == before)
        #expect(recordsAfter == recordsBefore)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("defined-tables.json").path))
    }

    @Test("a defined-tables file that cannot be read stops the start with what to do")
    func damagedDefinitions() async throws {
        let folder = TestScratch.url(
            "nowtape-restart-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: folder.appendingPathComponent("defined-tables.json"))
        var configuration = InstanceConfiguration(dataDirectory: folder.path, clock: { SeedData.referenceDate })
        configuration.seedIncidents = 5
        await #expect {
            _ = try await EmbeddedInstance.prepare(configuration)
        } throws: { error in
            "\(error)".contains("defined-tables.json") && "\(error)".contains("install the update sets again")
        }
    }

    @Test("records created after a restart get sys_ids and numbers of their own, never ones a stored record has")
    func newSysIDsAfterRestart() async throws {
        let folder = TestScratch.url(
            "nowtape-restart-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var configuration = InstanceConfiguration(dataDirectory: folder.path, clock: { SeedData.referenceDate })
        configuration.seedIncidents = 5
        let create = { (client: HTTPTestClient, text: String) in
            try await client.request(
                "/api/now/table/incident", method: "POST", user: "john.doe",
                body: Data(#"{"short_description":"\#(text)"}"#.utf8))
        }
        let first = try await withRunning(configuration) { client in
            try #require(try await create(client, "before the restart").result["sys_id"] as? String)
        }
        let users = "/api/now/table/sys_user?sysparm_fields=sys_id,user_name&sysparm_query=ORDERBYuser_name"
        let (usersBefore, second, usersAfter, both) = try await withRunning(configuration) { client in
            let usersBefore = shown(try await client.request(users, user: "admin", password: "admin").body, client)
            let reply = try await create(client, "after the restart")
            #expect(reply.status == 201)
            let second = try #require(reply.result["sys_id"] as? String)
            let usersAfter = shown(try await client.request(users, user: "admin", password: "admin").body, client)
            let both = try await client.request(
                "/api/now/table/incident?sysparm_query=short_descriptionLIKEthe restart&sysparm_fields=sys_id",
                user: "john.doe")
            // No other stored record, in any table, holds the new record's sys_id.
            var holders: [String] = []
            for table in ["sys_user", "sys_user_group", "cmn_department", "task", "kb_knowledge", "sys_choice"] {
                let found = try await client.request(
                    "/api/now/table/\(table)?sysparm_query=sys_id=\(second)&sysparm_fields=sys_id", user: "admin",
                    password: "admin")
                holders += found.results.map { _ in table }
            }
            #expect(holders == ["task"])
            // Nor does any other incident have its number.
            let number = try #require(reply.result["number"] as? String)
            let sameNumber = try await client.request(
                "/api/now/table/incident?sysparm_query=number=\(number)&sysparm_fields=sys_id", user: "john.doe")
            #expect(sameNumber.results.count == 1, "\(number) is used twice")
            return (usersBefore, second, usersAfter, both.results.compactMap { $0["sys_id"] as? String })
        }
        #expect(first != second)
        #expect(Set(both) == [first, second])
        #expect(usersAfter == usersBefore)
    }
}
