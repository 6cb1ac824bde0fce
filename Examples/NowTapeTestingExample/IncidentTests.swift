import NowClient
import NowTapeEmbedded
import NowTapeTesting
import Testing

@Suite(.nowTape(user: .basic(user: "john.doe", password: "password"), embedded: .instance()))
struct IncidentTests {
    @Test(.cassette) func listsJohnsIncidents() async throws {
        let incidents = try await NowTape.client().table.fetchList(
            "incident", query: [("sysparm_query", "active=true^ORDERBYnumber"), ("sysparm_limit", "2")])
        #expect(incidents.count == 2)
    }
}
