import NowTapeEmbedded
import NowTapeTesting
import Testing

@Suite(.nowTape(embedded: .instance()))
struct EachTableTests {
    @Test(arguments: ["incident", "problem", "change_request"])
    func listsEachTable(table: String) async throws {
        try await NowTape.withCassette("list-\(table)") { client in
            let records = try await client.table.fetchList(table, query: [("sysparm_limit", "1")])
            #expect(records.count == 1)
        }
    }
}
