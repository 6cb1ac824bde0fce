import Foundation
import NowStore
import TestSupport
import Testing

@Suite("Soups and query specs")
struct SoupTests {
    static let specs = [
        IndexSpec(path: "name", type: .string), IndexSpec(path: "age", type: .integer),
        IndexSpec(path: "salary", type: .floating), IndexSpec(path: "bio", type: .fullText),
        IndexSpec(path: "dept.code", type: .json1),
    ]

    static func employees() throws -> NowStore {
        let store = try NowStore()
        try store.registerSoup("employees", indexSpecs: specs)
        try store.upsert(
            [
                [
                    "name": "Ada Lovelace", "age": 36, "salary": 1200.5, "bio": "mathematician and writer",
                    "dept": ["code": "ENG"],
                ],
                [
                    "name": "Alan Turing", "age": 41, "salary": 1500, "bio": "computer scientist, broke codes",
                    "dept": ["code": "ENG"],
                ],
                [
                    "name": "grace hopper", "age": 85, "salary": 900, "bio": "admiral and compiler writer",
                    "dept": ["code": "NAV"],
                ],
                ["name": "Edsger Dijkstra", "age": 72, "bio": "structured programming", "dept": ["code": "ENG"]],
            ], into: "employees")
        return store
    }

    private func names(_ rows: [QueryRow]) -> [String] {
        rows.compactMap { row in
            if case .entry(let entry) = row { return entry["name"]?.text }
            return nil
        }
    }

    @Test("every entry gets a _soupEntryId, and lookup by it returns the entry")
    func soupEntryIDs() throws {
        let store = try Self.employees()
        let stored = try store.upsert(
            [["name": "Barbara Liskov", "age": 84, "turing": true, "tags": ["a", 1.5]]], into: "employees")
        let id = try #require(stored.first?["_soupEntryId"]?.text.flatMap { Int64($0) })
        #expect(id == 5)
        let retrieved = try store.retrieve([id, 999], from: "employees")
        #expect(retrieved.count == 1)
        #expect(retrieved.first?["name"] == "Barbara Liskov")
        #expect(retrieved.first?["turing"] == .bool(true))
        #expect(retrieved.first?["age"] == 84)
        #expect(retrieved.first?["tags"] == ["a", 1.5])
        #expect(try store.count("employees") == 5)
    }

    @Test("upsert updates by _soupEntryId or by an external id path")
    func upsertUpdates() throws {
        let store = try Self.employees()
        try store.upsert([["_soupEntryId": 1, "name": "Ada King", "age": 37]], into: "employees")
        try store.upsert([["name": "Alan Turing", "age": 42]], into: "employees", externalIDPath: "name")
        #expect(try store.count("employees") == 4)
        #expect(try store.retrieve([1], from: "employees").first?["name"] == "Ada King")
        #expect(names(try store.query(.exact("employees", path: "age", matchKey: 42))) == ["Alan Turing"])
    }

    @Test("all, exact, like and range queries with order and paging")
    func parameterisedQueries() throws {
        let store = try Self.employees()
        #expect(
            names(try store.query(.all("employees", orderPath: "age", order: .descending))) == [
                "grace hopper", "Edsger Dijkstra", "Alan Turing", "Ada Lovelace",
            ])
        #expect(names(try store.query(.exact("employees", path: "name", matchKey: "GRACE HOPPER"))) == ["grace hopper"])
        #expect(
            names(try store.query(.like("employees", path: "name", likeKey: "a%"))) == ["Ada Lovelace", "Alan Turing"])
        #expect(
            names(try store.query(.like("employees", path: "name", likeKey: "%ra%"))) == [
                "Edsger Dijkstra", "grace hopper",
            ])
        #expect(
            names(try store.query(.range("employees", path: "age", beginKey: 40, endKey: 80))) == [
                "Alan Turing", "Edsger Dijkstra",
            ])
        #expect(
            names(try store.query(.range("employees", path: "age", beginKey: 70, endKey: nil))) == [
                "Edsger Dijkstra", "grace hopper",
            ])
        #expect(
            names(try store.query(.range("employees", path: "salary", beginKey: nil, endKey: 1200.5))) == [
                "grace hopper", "Ada Lovelace",
            ])
        #expect(names(try store.query(.exact("employees", path: "dept.code", matchKey: "NAV"))) == ["grace hopper"])
    }

    @Test("match runs full-text search on FTS5")
    func fullText() throws {
        let store = try Self.employees()
        #expect(
            names(try store.query(.match("employees", path: "bio", matchKey: "writer", orderPath: "name"))) == [
                "Ada Lovelace", "grace hopper",
            ])
        #expect(
            names(try store.query(.match("employees", path: "bio", matchKey: "writer AND compiler"))) == [
                "grace hopper"
            ])
        #expect(throws: StoreError.notFullText(soup: "employees", path: "name")) {
            try store.query(.match("employees", path: "name", matchKey: "x"))
        }
    }

    @Test("selectPaths narrows the result to values")
    func selectPaths() throws {
        let store = try Self.employees()
        let rows = try store.query(.exact("employees", path: "age", matchKey: 36, selectPaths: ["name", "dept.code"]))
        #expect(rows == [.values(["Ada Lovelace", "ENG"])])
    }

    @Test("Smart SQL substitutes soups and paths, counts and joins")
    func smartSQL() throws {
        let store = try Self.employees()
        try store.registerSoup(
            "departments",
            indexSpecs: [IndexSpec(path: "code", type: .string), IndexSpec(path: "title", type: .string)])
        try store.upsert(
            [["code": "ENG", "title": "Engineering"], ["code": "NAV", "title": "Navy"]], into: "departments")
        let count = try store.query(.smartSQL("SELECT COUNT(*) FROM {employees} WHERE {employees:age} > 40"))
        #expect(count == [.values([3])])
        let joined = try store.query(
            .smartSQL(
                "SELECT {employees:name}, {departments:title} FROM {employees}, {departments} "
                    + "WHERE {departments:code} = {employees:dept.code} ORDER BY {employees:age} LIMIT 2"))
        #expect(joined == [.values(["Ada Lovelace", "Engineering"]), .values(["Alan Turing", "Engineering"])])
        let whole = try store.query(
            .smartSQL("SELECT {employees:_soup} FROM {employees} WHERE {employees:_soupEntryId} = 3"))
        guard case .values(let values) = whole.first, let entry = values.first, case .object = entry else {
            Issue.record("expected the entry object, got \(whole)")
            return
        }
        #expect(entry["name"] == "grace hopper")
    }

    @Test("bad Smart SQL and unknown soups say what to fix")
    func smartSQLErrors() throws {
        let store = try Self.employees()
        #expect(throws: StoreError.self) { try store.query(.smartSQL("SELECT * FROM {nobody}")) }
        #expect(throws: StoreError.self) { try store.query(.smartSQL("SELECT * FROM {employees")) }
        #expect(throws: StoreError.self) { try store.query(.smartSQL("SELEKT {employees:name} FROM {employees}")) }
        #expect(throws: StoreError.unknownSoup("ghosts")) { try store.query(.all("ghosts")) }
        #expect(throws: StoreError.invalidSoupName("bad name")) { try store.registerSoup("bad name", indexSpecs: []) }
    }

    @Test("a cursor pages through the results")
    func cursorPaging() throws {
        let store = try Self.employees()
        let cursor = try store.cursor(.all("employees", orderPath: "name", pageSize: 3))
        #expect(cursor.totalEntries == 4)
        #expect(cursor.totalPages == 2)
        #expect(names(try cursor.page(0)) == ["Ada Lovelace", "Alan Turing", "Edsger Dijkstra"])
        #expect(names(try cursor.page(1)) == ["grace hopper"])
        #expect(try cursor.page(2).isEmpty)
    }

    @Test("remove deletes entries and their full-text rows")
    func removal() throws {
        let store = try Self.employees()
        try store.remove([3], from: "employees")
        #expect(names(try store.query(.match("employees", path: "bio", matchKey: "compiler"))).isEmpty)
        #expect(try store.count("employees") == 3)
    }

    @Test("a file store keeps committed entries across reopening")
    func persistence() throws {
        let path = TestScratch.url("nowstore-\(UUID()).sqlite").path
        do {
            let store = try NowStore(path: path)
            try store.registerSoup("notes", indexSpecs: [IndexSpec(path: "title", type: .string)])
            try store.upsert([["title": "kept"]], into: "notes")
        }
        let reopened = try NowStore(path: path)
        #expect(reopened.soupExists("notes"))
        #expect(try reopened.query(.exact("notes", path: "title", matchKey: "kept")).count == 1)
        #expect(throws: StoreError.self) { try NowStore(path: "/nonexistent-dir/x/store.sqlite") }
    }
}
