import Foundation
import NowQuery
import NowStore
import Testing

@Suite("Encoded queries over soups")
struct FindTests {
    private func ids(_ result: RecordQueryResult) -> [String] {
        result.entries.compactMap { $0["sys_id"]?.text }
    }

    private func request(_ query: EncodedQuery, limit: Int? = nil, offset: Int = 0, evaluator: Bool = false)
        -> RecordQuery
    {
        RecordQuery(
            soup: "incident", query: query, fieldTypes: RecordFixtures.types, displayField: "number",
            context: RecordFixtures.context, limit: limit, offset: offset, forceEvaluator: evaluator)
    }

    @Test("SQL and the evaluator select the same records in the same order over 600 generated queries")
    func sqlMatchesEvaluator() throws {
        let store = try RecordFixtures.makeStore()
        var generator = RecordQueryGenerator(rng: SeededGenerator(seed: 7))
        var plans: [RecordQueryResult.Plan: Int] = [:]
        for _ in 0..<600 {
            let query = generator.query()
            let limit = Bool.random(using: &generator.rng) ? Int.random(in: 1...30, using: &generator.rng) : nil
            let offset = Int.random(in: 0...10, using: &generator.rng)
            let compiled = try store.find(request(query, limit: limit, offset: offset))
            let evaluated = try store.find(request(query, limit: limit, offset: offset, evaluator: true))
            plans[compiled.plan, default: 0] += 1
            #expect(ids(compiled) == ids(evaluated), "\(query.encoded)")
            #expect(compiled.totalCount == evaluated.totalCount, "\(query.encoded)")
        }
        // Both paths must really be exercised.
        #expect(plans[.sql, default: 0] > 100)
        #expect(plans[.sqlThenEvaluator, default: 0] > 100)
    }

    @Test("a fully compilable query runs in SQL, pages, and counts")
    func sqlPlan() throws {
        let store = try RecordFixtures.makeStore()
        let query = try EncodedQueryParser.parse("active=true^priority<=3^ORDERBYDESCnumber")
        let page = try store.find(request(query, limit: 5, offset: 2))
        #expect(page.plan == .sql)
        #expect(page.entries.count == 5)
        let all = try store.find(request(query))
        #expect(page.totalCount == all.entries.count)
        #expect(ids(page) == Array(ids(all)[2..<7]))
        let numbers = all.entries.compactMap { $0["number"]?.text }
        #expect(numbers == numbers.sorted(by: >))
    }

    @Test("dot-walks, keywords and reference display values fall back to the evaluator")
    func evaluatorPlan() throws {
        let store = try RecordFixtures.makeStore()
        for text in ["assigned_to=Abel Tuter", "123TEXTQUERY321=broken", "stateIN2,7^ORDERBYstate"] {
            let result = try store.find(request(try EncodedQueryParser.parse(text)))
            #expect(result.plan == .sqlThenEvaluator, "\(text)")
        }
    }
}
