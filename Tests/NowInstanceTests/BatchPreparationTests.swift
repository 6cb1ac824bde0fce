import NowInstance
import NowQuery
import NowStore
import Testing

@Suite("Records prepared in batches")
struct BatchPreparationTests {
    private static let moment = UTCTimestamp(year: 2026, month: 3, day: 18, hour: 12)

    private func repository() throws -> RecordRepository {
        try RecordRepository(
            store: NowStore(), dictionary: StandardTables.dictionary, seed: 7, clock: { Self.moment })
    }

    /// Incident values as a seed makes them, some giving their own number.
    private func values(_ count: Int) -> [[String: String]] {
        (0..<count).map { index in
            var values = [
                "short_description": "Case \(index)", "priority": String(1 + index % 5),
                "state": index % 3 == 0 ? "" : "2", "active": "true",
            ]
            if index % 97 == 5 { values["number"] = "INC9\(String(index).leftPadded(to: 6))" }
            return values
        }
    }

    @Test("a batch large enough to be made on several cores gives the records one insert after another gives")
    func batchMatchesOneByOne() throws {
        let batch = values(1_500)
        #expect(ParallelSlices(count: batch.count, cores: 2).count == 2)
        let oneByOne = try repository()
        let inOrder = try batch.map { try oneByOne.insert("incident", values: $0, user: "system") }
        let batched = try repository()
        let prepared = try batched.prepareAll("incident", values: batch, user: "system")
        try batched.insert(prepared)
        #expect(prepared.records.map(\.values) == inOrder.map(\.values))
        // The stored records read back the same, numbers handed out in order past the ones the values gave.
        let query = try EncodedQuery(parsing: "ORDERBYnumber")
        let stored = try batched.find("incident", query: query, context: QueryContext()).records.map(\.values)
        #expect(stored == (try oneByOne.find("incident", query: query, context: QueryContext()).records.map(\.values)))
        #expect(stored.count == 1_500)
        #expect(prepared.records.first?["number"] == "INC0010001")
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
