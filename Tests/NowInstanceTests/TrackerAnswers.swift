import Foundation
import NowInstance
import Testing

/// The Task Tracker GET's answers, as john.doe, on a fresh instance with `updateSet` installed, one per query; each
/// instance's own address in links is written as `BASE`, so answers from two instances compare.
func trackerAnswers(updateSet: String, queries: [String]) async throws -> [String] {
    let configuration = InstanceConfiguration(clock: { SeedData.referenceDate }, updateSets: [updateSet])
    return try await withInstance(configuration) { client in
        var bodies: [String] = []
        for query in queries {
            let reply = try await client.request("/api/x_snc_my_work/v1/tracker/task" + query, user: "john.doe")
            #expect(reply.status == 200)
            bodies.append(
                String(decoding: reply.body, as: UTF8.self).replacingOccurrences(of: client.baseURL, with: "BASE"))
        }
        return bodies
    }
}
