import Foundation
import NowClient
import NowTapeEmbedded
import NowTapeTransports
import PlatformLimits
import Testing

@Suite("NowTapeEmbedded: a fresh embedded instance per session, on a clock the test moves")
struct EmbeddedInstanceTargetTests {
    static func client(_ started: StartedInstance) throws -> NowClient {
        try NowClient(
            baseURL: started.origin, authentication: .basic(user: "admin", password: "admin"),
            transport: started.transport)
    }

    @Test("each start is a fresh instance with the seeded incidents, answering in process")
    func freshInstances() async throws {
        let target = EmbeddedInstanceTarget.instance(seedIncidents: 5)
        let first = try await target.start(limits: .none)
        let client = try Self.client(first)
        _ = try await client.table.create("incident", values: ["short_description": .string("Only here")])
        #expect(try await client.table.fetchList("incident").count == 6)
        await first.stop()

        let second = try await target.start(limits: .none)
        #expect(try await Self.client(second).table.fetchList("incident").count == 5)
        await second.stop()
    }

    @Test("the clock starts at the seed's time every run, and a test's wait moves it on at once")
    func stoppedClock() async throws {
        let started = try await EmbeddedInstanceTarget.instance(seedIncidents: 1).start(limits: .none)
        let client = try Self.client(started)
        let before = try await client.table.create("incident", values: ["short_description": .string("Before")])
        started.advanceClock?(3600)
        let after = try await client.table.create("incident", values: ["short_description": .string("After")])
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        formatter.timeZone = TimeZone(identifier: "UTC")
        let first = try #require(before["sys_created_on"]?.text.flatMap(formatter.date(from:)))
        let second = try #require(after["sys_created_on"]?.text.flatMap(formatter.date(from:)))
        #expect(second.timeIntervalSince(first) == 3600)
        await started.stop()
    }
}
