import Foundation
import NowQuery
import NowStore
import TestSupport
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
    func sqlMatchesEvaluator() async throws {
        let (mismatches, plans) = try await onOwnThread { [self] in
            let store = try RecordFixtures.makeStore()
            var generator = RecordQueryGenerator(rng: SeededGenerator(seed: 7))
            var plans: [RecordQueryResult.Plan: Int] = [:]
            var mismatches: [String] = []
            for _ in 0..<600 {
                let query = generator.query()
                let limit = Bool.random(using: &generator.rng) ? Int.random(in: 1...30, using: &generator.rng) : nil
                let offset = Int.random(in: 0...10, using: &generator.rng)
                let compiled = try store.find(request(query, limit: limit, offset: offset))
                let evaluated = try store.find(request(query, limit: limit, offset: offset, evaluator: true))
                plans[compiled.plan, default: 0] += 1
                if ids(compiled) != ids(evaluated) || compiled.totalCount != evaluated.totalCount {
                    mismatches.append(
                        "\(query.encoded): SQL \(ids(compiled)) of \(compiled.totalCount), "
                            + "evaluator \(ids(evaluated)) of \(evaluated.totalCount)")
                }
            }
            return (mismatches, plans)
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5).joined(separator: "\n"))")
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

    @Test("a remembered count is dropped when the soup is written, so paging after a write sees the new total")
    func countsFollowWrites() throws {
        let store = try RecordFixtures.makeStore()
        let query = try EncodedQueryParser.parse("active=true^ORDERBYnumber")
        let before = try store.find(request(query, limit: 5))
        #expect(try store.find(request(query, limit: 5, offset: 5)).totalCount == before.totalCount)
        let added = try store.upsert(
            [
                [
                    "sys_id": .string("f0000000000000000000000000000001"), "number": .string("INC9999999"),
                    "active": .string("true"),
                ]
            ],
            into: "incident")
        let afterInsert = try store.find(request(query, limit: 5))
        #expect(afterInsert.totalCount == before.totalCount + 1)
        let id = try #require(added.first?["_soupEntryId"]?.text.flatMap { Int64($0) })
        try store.remove([id], from: "incident")
        #expect(try store.find(request(query, limit: 5)).totalCount == before.totalCount)
    }

    @Test("a page of a large result walks the sort index, and gives the same page as sorting every match")
    func orderedPageWalksIndex() throws {
        let store = try RecordFixtures.makeStore(count: 2_000)
        for text in ["active=true^ORDERBYDESCopened_at", "ORDERBYnumber", "priority<=4^ORDERBYshort_description", ""] {
            let query = try EncodedQueryParser.parse(text)
            for offset in [0, 37, 1_990] {
                let page = try store.find(request(query, limit: 20, offset: offset))
                let full = try store.find(request(query, limit: 20, offset: offset, evaluator: true))
                #expect(ids(page) == ids(full), "\(text) at \(offset)")
                #expect(page.totalCount == full.totalCount, "\(text)")
            }
        }
    }

    @Test(
        "ties come oldest first under an ascending first key and newest first under a descending one, from the index",
        arguments: ["ORDERBYDESCactive", "ORDERBYactive", "priority<=4^ORDERBYDESCactive^ORDERBYnumber"])
    func tiesFollowFirstKey(_ text: String) throws {
        let store = try RecordFixtures.makeStore(count: 2_000)
        let query = try EncodedQueryParser.parse(text)
        let descending = text.contains("ORDERBYDESCactive")
        for offset in [0, 37, 1_500] {
            let page = try store.find(request(query, limit: 20, offset: offset))
            let full = try store.find(request(query, limit: 20, offset: offset, evaluator: true))
            #expect(ids(page) == ids(full), "\(text) at \(offset)")
            // Within one value of active, sys_ids (made from insertion order) run the way the first key does.
            let runs = Dictionary(grouping: page.entries) { $0["active"]?.text ?? "" }.values
            for run in runs where !text.contains("ORDERBYnumber") {
                let ordered = run.compactMap { $0["sys_id"]?.text }
                #expect(ordered == (descending ? ordered.sorted(by: >) : ordered.sorted()), "\(text)")
            }
        }
        if !text.contains("ORDERBYnumber") {
            let plan = try store.explain(request(query, limit: 20)).page
            #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
        }
    }

    @Test("a query shape asked again with other values, limits and offsets, and after writes, answers as the evaluator")
    func repeatedShapeRebinds() throws {
        let store = try RecordFixtures.makeStore(count: 400)
        for round in 0..<2 {
            for priority in 1...4 {
                let query = try EncodedQueryParser.parse("active=true^priority<=\(priority)^ORDERBYDESCopened_at")
                for (limit, offset) in [(5, 0), (3, 7), (20, 390), (1, 0)] {
                    let page = try store.find(request(query, limit: limit, offset: offset))
                    let full = try store.find(request(query, limit: limit, offset: offset, evaluator: true))
                    #expect(ids(page) == ids(full), "round \(round), priority \(priority), \(limit) at \(offset)")
                    #expect(page.totalCount == full.totalCount)
                }
            }
            _ = try store.upsert(RecordFixtures.entries(count: 30), into: "incident")
        }
    }

    @Test("a choice field whose index lists its values in choice order walks the index; any other is sorted")
    func choiceOrderWalksIndexWhenItCan() throws {
        let store = try RecordFixtures.makeStore(count: 2_000)
        func check(_ text: String, walks: Bool) throws {
            let query = try EncodedQueryParser.parse(text)
            for offset in [0, 250, 1_990] {
                let page = try store.find(request(query, limit: 20, offset: offset))
                let full = try store.find(request(query, limit: 20, offset: offset, evaluator: true))
                #expect(ids(page) == ids(full), "\(text) at \(offset)")
            }
            let plan = try store.explain(request(query, limit: 20)).page
            #expect(plan.contains { $0.contains("TEMP B-TREE") } == !walks, "\(text): \(plan)")
        }
        // States are 1 to 8: their text order is their numeric order. Categories mix 9, 10 and words.
        try check("ORDERBYstate", walks: true)
        try check("ORDERBYDESCstate", walks: true)
        try check("ORDERBYcategory", walks: false)
        // A state of 10 sorts before 2 in the index, so the next page sorts again.
        let entry: SoupEntry = ["sys_id": .string(String(repeating: "f", count: 32)), "state": "10", "number": "X1"]
        try store.upsert([entry], into: "incident")
        try check("ORDERBYstate", walks: false)
    }

    @Test("keywords run on the FTS5 index: whole words, prefixes, phrases and alternatives, any case")
    func keywordsOnFullText() throws {
        let store = try RecordFixtures.makeStore()
        let cases: [(String, (String) -> Bool)] = [
            ("BROKEN", { RecordFixtures.hasWord($0, "broken") }),
            ("brok*", { RecordFixtures.hasWord($0, "broken") }),
            ("brok", { _ in false }),
            ("\"slow email\"", { $0.lowercased().contains("slow email") }),
            ("vpn | laptop", { RecordFixtures.hasWord($0, "vpn") || RecordFixtures.hasWord($0, "laptop") }),
            ("50%_off", { $0.contains("50%_off") }),
        ]
        for (keywords, expected) in cases {
            let query = try EncodedQueryParser.parse("123TEXTQUERY321=\(keywords)^ORDERBYnumber")
            let result = try store.find(request(query))
            #expect(result.plan == .sql, "\(keywords)")
            let all = try store.find(request(try EncodedQueryParser.parse("ORDERBYnumber")))
            let wanted = all.entries.filter { expected($0["short_description"]?.text ?? "") }
            #expect(ids(result) == wanted.compactMap { $0["sys_id"]?.text }, "\(keywords)")
            #expect(!wanted.isEmpty || keywords == "brok", "\(keywords)")
        }
    }

    @Test("choice fields order in SQL as the evaluator orders them: empty first, then numbers by value, then text")
    func choiceOrderInSQL() throws {
        let store = try RecordFixtures.makeStore(count: 600)
        for text in [
            "ORDERBYcategory", "ORDERBYDESCcategory^ORDERBYnumber", "active=true^ORDERBYstate", "ORDERBYDESCstate",
        ] {
            let query = try EncodedQueryParser.parse(text)
            for (limit, offset) in [(20, 0), (15, 300), (600, 0)] {
                let page = try store.find(request(query, limit: limit, offset: offset))
                let evaluated = try store.find(request(query, limit: limit, offset: offset, evaluator: true))
                #expect(page.plan == .sql, "\(text)")
                #expect(ids(page) == ids(evaluated), "\(text), \(limit) at \(offset)")
            }
        }
        let categories = try store.find(request(try EncodedQueryParser.parse("ORDERBYcategory"))).entries
            .compactMap { $0["category"]?.text }.filter { !$0.isEmpty }
        var seen: [String] = []
        for category in categories where seen.last != category { seen.append(category) }
        #expect(seen == ["2.5", "9", "10", "Hardware", "inquiry", "network", "software"])
    }

    @Test("a file store, reopened, orders by a choice field in SQL too: every connection has the ordering function")
    func choiceOrderInFileStore() throws {
        let path = TestScratch.url("nowtape-choice-\(UUID()).sqlite").path
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        do {
            let store = try NowStore(path: path)
            try store.registerSoup("incident", indexSpecs: RecordFixtures.specs)
            try store.upsert(RecordFixtures.entries(count: 200), into: "incident")
        }
        let reopened = try NowStore(path: path)
        let query = try EncodedQueryParser.parse("ORDERBYDESCcategory^ORDERBYstate")
        let page = try reopened.find(request(query, limit: 25, offset: 10))
        #expect(page.plan == .sql)
        #expect(ids(page) == ids(try reopened.find(request(query, limit: 25, offset: 10, evaluator: true))))
    }

    @Test("dot-walks and references ordered by display value fall back to the evaluator")
    func evaluatorPlan() throws {
        let store = try RecordFixtures.makeStore()
        for text in [
            "assigned_to=Abel Tuter", "assigned_to.vip=true^123TEXTQUERY321=broken", "stateIN2,7^ORDERBYassigned_to",
        ] {
            let result = try store.find(request(try EncodedQueryParser.parse(text)))
            #expect(result.plan == .sqlThenEvaluator, "\(text)")
        }
    }
}
