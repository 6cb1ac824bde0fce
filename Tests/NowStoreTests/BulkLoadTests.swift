import Foundation
import NowQuery
import NowStore
import TestSupport
import Testing

@Suite("Bulk loading and temporary stores")
struct BulkLoadTests {
    private struct Stop: Error {}

    private func request(_ query: EncodedQuery, limit: Int? = 25) -> RecordQuery {
        RecordQuery(
            soup: "incident", query: query, fieldTypes: RecordFixtures.types, displayField: "number",
            context: RecordFixtures.context, limit: limit, offset: 0)
    }

    private static func withoutMetadata(_ entry: SoupEntry) -> SoupEntry {
        entry.filter { !$0.key.hasPrefix("_soup") }
    }

    /// The sys_ids and totals 150 generated queries select.
    private func answers(_ store: NowStore) throws -> [String] {
        var generator = RecordQueryGenerator(rng: SeededGenerator(seed: 11))
        return try (0..<150).map { _ in
            let query = generator.query()
            let result = try store.find(request(query))
            return "\(query.encoded): \(result.entries.compactMap { $0["sys_id"]?.text }) of \(result.totalCount)"
        }
    }

    @Test(
        "a soup loaded in prepared batches with its indexes built at the end answers as one loaded row by row",
        arguments: [true, false])
    func bulkMatchesRowByRow(handingEntriesBack: Bool) async throws {
        try await onOwnThread {
            let entries = RecordFixtures.entries(count: 600)
            let reference = try RecordFixtures.makeStore(count: 600)
            let bulk = try NowStore.temporary()
            try bulk.registerSoup("incident", indexSpecs: RecordFixtures.specs)
            try bulk.loadingInBulk(into: "incident") {
                for start in stride(from: 0, to: entries.count, by: 64) {
                    let batch = try bulk.prepare(
                        Array(entries[start..<min(entries.count, start + 64)]), for: "incident")
                    if handingEntriesBack {
                        try bulk.upsert(batch)
                    } else {
                        try bulk.write(batch)
                    }
                }
            }
            #expect(try bulk.count("incident") == 600)
            #expect(try answers(bulk) == answers(reference))
            // Every value reads back as the row-by-row store holds it: empty text, numbers, and full-text fields.
            let everything = try EncodedQuery(parsing: "ORDERBYnumber")
            let stored = try bulk.find(request(everything, limit: nil)).entries.map(Self.withoutMetadata)
            #expect(stored == (try reference.find(request(everything, limit: nil)).entries.map(Self.withoutMetadata)))
            #expect(stored.count == 600)
            for word in ["email", "50%_off", "vpn"] {
                let keyword = try EncodedQuery(parsing: "123TEXTQUERY321=\(word)")
                #expect(try bulk.find(request(keyword)).totalCount == reference.find(request(keyword)).totalCount)
            }
            // A soup that already holds entries is loaded as usual, and the entries keep coming.
            _ = try bulk.loadingInBulk(into: "incident") {
                try bulk.upsert(bulk.prepare(RecordFixtures.entries(count: 3), for: "incident"))
            }
            #expect(try bulk.count("incident") == 603)
        }
    }

    @Test("after a bulk load, a lookup by a unique field narrowed to a value most entries share uses the unique index")
    func bulkLoadLeavesPlannerStatistics() async throws {
        try await onOwnThread {
            // As a task soup: every entry is an incident, and the number picks one of them.
            let entries = Self.oneClass(2_000)
            let store = try NowStore.temporary()
            try store.registerSoup("incident", indexSpecs: RecordFixtures.specs)
            try store.loadingInBulk(into: "incident") {
                try store.write(store.prepare(entries, for: "incident"))
            }
            let query = try EncodedQuery(parsing: "categoryINnetwork^number=INC0011500")
            let plan = try store.explain(request(query)).count
            #expect(plan.first?.hasPrefix("SEARCH") == true && plan.first?.contains("(idx_0=?)") == true, "\(plan)")
            #expect(!plan.contains { $0.hasPrefix("SCAN") }, "\(plan)")
            #expect(try store.find(request(query)).entries.compactMap { $0["number"]?.text } == ["INC0011500"])
        }
    }

    @Test("a file store written entry by entry plans the same lookup by the unique index once reopened")
    func reopenedStoreTakesPlannerStatistics() async throws {
        try await onOwnThread {
            let folder = TestScratch.url(UUID().uuidString)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("store.sqlite").path
            do {
                let store = try NowStore(path: path)
                try store.registerSoup("incident", indexSpecs: RecordFixtures.specs)
                try store.upsert(Self.oneClass(2_000), into: "incident")
            }
            let query = try EncodedQuery(parsing: "categoryINnetwork^number=INC0011500")
            let plan = try NowStore(path: path).explain(request(query)).count
            #expect(plan.first?.hasPrefix("SEARCH") == true && plan.first?.contains("(idx_0=?)") == true, "\(plan)")
            #expect(!plan.contains { $0.hasPrefix("SCAN") }, "\(plan)")
        }
    }

    @Test("a store that grows by single writes after its statistics were taken takes them again as it grows")
    func growthRetakesPlannerStatistics() async throws {
        try await onOwnThread {
            // An instance that starts with no incidents, then gets them one request at a time.
            let store = try NowStore.temporary()
            try store.registerSoup("incident", indexSpecs: RecordFixtures.specs)
            try store.loadingInBulk(into: "incident") {}
            for entry in Self.oneClass(2_000) {
                try store.upsert([entry], into: "incident")
            }
            let query = try EncodedQuery(parsing: "categoryINnetwork^number=INC0011500")
            let plan = try store.explain(request(query)).count
            #expect(plan.first?.hasPrefix("SEARCH") == true && plan.first?.contains("(idx_0=?)") == true, "\(plan)")
            #expect(try store.find(request(query)).entries.compactMap { $0["number"]?.text } == ["INC0011500"])
        }
    }

    @Test(
        "a keyword search in insertion order walks the full-text matches in order and stops after the page",
        arguments: ["email", "email^category=network", "vpn^ORDERBYnumber", "laptop^ORDERBYDESCpriority"])
    func keywordPageWalksMatches(_ rest: String) async throws {
        try await onOwnThread {
            let store = try NowStore.temporary()
            try store.registerSoup("incident", indexSpecs: RecordFixtures.specs)
            try store.loadingInBulk(into: "incident") {
                try store.write(store.prepare(RecordFixtures.entries(count: 2_000), for: "incident"))
            }
            let query = try EncodedQuery(parsing: "123TEXTQUERY321=\(rest)")
            var page = request(query)
            page.limit = 7
            page.offset = 5
            var evaluated = page
            evaluated.forceEvaluator = true
            let found = try store.find(page)
            let expected = try store.find(evaluated)
            #expect(found.entries.count == 7)
            #expect(
                found.entries.compactMap { $0["sys_id"]?.text } == expected.entries.compactMap { $0["sys_id"]?.text })
            #expect(found.totalCount == expected.totalCount)
            let plan = try store.explain(page).page
            // The walk reads the full-text matches as its outer loop, with no list of them and no sort.
            let walks =
                plan.first?.contains("_fts VIRTUAL TABLE") == true
                && !plan.contains { $0.contains("LIST SUBQUERY") || $0.contains("TEMP B-TREE") }
            // With an order of its own, the page is sorted as before; in insertion order it walks the matches.
            #expect(walks == !rest.contains("ORDERBY"), "\(plan)")
        }
    }

    /// Entries that all share one category, as a task soup's entries share a class.
    private static func oneClass(_ count: Int) -> [SoupEntry] {
        RecordFixtures.entries(count: count).map { entry in
            entry.merging(["category": "network"]) { _, class_ in class_ }
        }
    }

    @Test("a load that fails keeps what it stored, and the soup still answers queries")
    func failedLoad() async throws {
        try await onOwnThread {
            let entries = RecordFixtures.entries(count: 200)
            let store = try NowStore.temporary()
            try store.registerSoup("incident", indexSpecs: RecordFixtures.specs)
            #expect(throws: Stop.self) {
                try store.loadingInBulk(into: "incident") {
                    try store.upsert(store.prepare(Array(entries.prefix(120)), for: "incident"))
                    throw Stop()
                }
            }
            let reference = try RecordFixtures.makeStore(count: 120)
            #expect(try answers(store) == answers(reference))
        }
    }

    @Test(
        "entries prepared before their soup gained a column are prepared again, and fill the new column",
        arguments: [true, false])
    func preparedBeforeWidening(handingEntriesBack: Bool) throws {
        let store = try NowStore()
        try store.registerSoup("incident", indexSpecs: RecordFixtures.specs)
        let prepared = try store.prepare(RecordFixtures.entries(count: 10), for: "incident")
        try store.registerSoup(
            "incident", indexSpecs: RecordFixtures.specs + [IndexSpec(path: "sys_id", type: .string)])
        if handingEntriesBack {
            try store.upsert(prepared)
        } else {
            try store.write(prepared)
        }
        let query = try EncodedQuery(parsing: "sys_id=\(String(format: "%032x", 3))")
        let found = try store.find(
            RecordQuery(
                soup: "incident", query: query, fieldTypes: ["sys_id": .string], displayField: "number",
                context: RecordFixtures.context, limit: nil, offset: 0))
        #expect(found.entries.compactMap { $0["number"]?.text } == ["INC0010002"])
    }

    @Test("a temporary store's folder goes with the store, and folders left by processes that are gone are removed")
    func temporaryFolders() throws {
        let parent = FileManager.default.temporaryDirectory
        // A process id above the kernel's limit names no running process.
        let abandoned = parent.appendingPathComponent("nowtape-store-99999999-\(UUID().uuidString)")
        let live = parent.appendingPathComponent("nowtape-store-\(getpid())-\(UUID().uuidString)")
        for folder in [abandoned, live] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(at: live) }
        var store: NowStore? = try NowStore.temporary()
        try store?.registerSoup("incident", indexSpecs: RecordFixtures.specs)
        let folder = try #require(store?.temporaryFolderPath)
        #expect(FileManager.default.fileExists(atPath: folder + "/store.sqlite"))
        #expect(!FileManager.default.fileExists(atPath: abandoned.path))
        #expect(FileManager.default.fileExists(atPath: live.path))
        #expect(try NowStore().temporaryFolderPath == nil)
        store = nil
        #expect(!FileManager.default.fileExists(atPath: folder))
    }
}
