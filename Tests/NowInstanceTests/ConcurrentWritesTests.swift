import Foundation
import NowInstance
import Testing

@Suite("Embedded instance: concurrent writers")
struct ConcurrentWritesTests {
    @Test("64 clients updating the same records at once lose no update: each sys_mod_count ends exactly right")
    func noLostUpdates() async throws {
        try await withInstance(InstanceConfiguration(clock: { SeedData.referenceDate })) { client in
            var ids: [String] = []
            for number in 0..<4 {
                let body = try JSONSerialization.data(withJSONObject: ["short_description": "shared \(number)"])
                let created = try await client.request(
                    "/api/now/table/incident", method: "POST", user: "john.doe", body: body)
                ids.append(try #require(created.result["sys_id"] as? String))
            }
            let targets = ids
            let writers = 64
            let rounds = 4
            let statuses = try await withThrowingTaskGroup(of: [Int].self) { group in
                for writer in 0..<writers {
                    group.addTask {
                        var statuses: [Int] = []
                        for round in 0..<rounds {
                            let id = targets[(writer + round) % targets.count]
                            let body = try JSONSerialization.data(withJSONObject: [
                                "work_notes": "writer \(writer) round \(round)"
                            ])
                            let reply = try await client.request(
                                "/api/now/table/incident/\(id)", method: "PATCH", user: "john.doe", body: body)
                            statuses.append(reply.status)
                        }
                        return statuses
                    }
                }
                return try await group.reduce(into: []) { $0 += $1 }
            }
            #expect(statuses.allSatisfy { $0 == 200 })
            var total = 0
            for id in ids {
                let read = try await client.request(
                    "/api/now/table/incident/\(id)?sysparm_fields=sys_mod_count", user: "john.doe")
                let count = Int(read.result["sys_mod_count"] as? String ?? "") ?? -1
                #expect(count == writers * rounds / ids.count, "sys_mod_count of \(id)")
                total += count
            }
            #expect(total == writers * rounds)
            let notes = try await client.request(
                "/api/now/table/sys_journal_field?sysparm_query=element=work_notes^valueSTARTSWITHwriter&sysparm_limit=1000"
                    + "&sysparm_fields=sys_id",
                user: "admin", password: "admin")
            #expect(notes.results.count == writers * rounds)
        }
    }
}
