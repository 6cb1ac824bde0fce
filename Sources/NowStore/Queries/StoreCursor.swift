import GRDB

/// One row of a query result: the whole entry, or the selected paths' values in order.
public enum QueryRow: Sendable, Hashable {
    case entry(SoupEntry)
    case values([JSONValue])
}

/// Pages through a query's results, SmartStore style.
public struct StoreCursor: Sendable {
    /// The query.
    public let spec: QuerySpec
    /// How many rows the query matches.
    public let totalEntries: Int
    private let store: NowStore

    /// The number of pages.
    public var totalPages: Int { (totalEntries + spec.pageSize - 1) / spec.pageSize }

    init(store: NowStore, spec: QuerySpec) throws {
        self.store = store
        self.spec = spec
        self.totalEntries = try store.count(spec)
    }

    /// The rows of page `index` (0-based); empty past the last page.
    public func page(_ index: Int) throws -> [QueryRow] {
        try store.query(spec, pageIndex: index)
    }
}

extension NowStore {
    /// Opens a cursor over the query's results.
    public func cursor(_ spec: QuerySpec) throws -> StoreCursor {
        try StoreCursor(store: self, spec: spec)
    }

    /// One page of the query's results.
    public func query(_ spec: QuerySpec, pageIndex: Int = 0) throws -> [QueryRow] {
        let compiled = try spec.compile(in: self)
        // Smart SQL may carry its own LIMIT, so page over it as a subquery.
        let base = compiled.returnsEntries || spec.selectPaths != nil ? compiled.sql : "SELECT * FROM (\(compiled.sql))"
        let sql = "\(base) LIMIT \(spec.pageSize) OFFSET \(max(0, pageIndex) * spec.pageSize)"
        return try run(sql: sql, arguments: compiled.arguments, entries: compiled.returnsEntries, original: spec)
    }

    /// How many rows the query matches.
    public func count(_ spec: QuerySpec) throws -> Int {
        let compiled = try spec.compile(in: self)
        return try runSQL(spec) { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM (\(compiled.sql))", arguments: compiled.arguments) ?? 0
        }
    }

    private func run(sql: String, arguments: StatementArguments, entries: Bool, original: QuerySpec) throws
        -> [QueryRow]
    {
        try runSQL(original) { db in
            try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
                entries ? .entry(try SoupWriter.entry(from: row)) : .values(row.databaseValues.map(Self.json(from:)))
            }
        }
    }

    private func runSQL<T>(_ spec: QuerySpec, _ body: (Database) throws -> T) throws -> T {
        do {
            return try writer.read(body)
        } catch let error as DatabaseError {
            if case .smartSQL(let sql) = spec.kind {
                throw StoreError.invalidSmartSQL(sql, reason: error.message ?? "\(error)")
            }
            throw error
        }
    }

    /// A column value as JSON; a `_soup` column becomes the entry object.
    static func json(from value: DatabaseValue) -> JSONValue {
        switch value.storage {
        case .null: return .null
        case .int64(let number): return .number(String(number))
        case .double(let number): return number.isFinite ? .number(number.description) : .null
        case .blob(let data): return .string(data.base64EncodedString())
        case .string(let text):
            if text.hasPrefix("{"), let object = try? JSONCoding.decode(text) { return JSONValue(sortingKeys: object) }
            return .string(text)
        }
    }
}
