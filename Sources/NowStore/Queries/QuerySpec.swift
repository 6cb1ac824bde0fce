/// The sort order of a query.
public enum SortOrder: String, Sendable, Hashable {
    case ascending, descending
}

/// A SmartStore-style query: which entries of a soup, which paths to return, the order, and the page size.
public struct QuerySpec: Sendable, Hashable {
    /// The kind of query and its keys.
    public enum Kind: Sendable, Hashable {
        /// Every entry.
        case all
        /// Entries whose `path` equals `matchKey`.
        case exact(path: String, matchKey: JSONValue)
        /// Entries whose `path` is like `likeKey`, with `%` wildcards.
        case like(path: String, likeKey: String)
        /// Entries whose `path` lies between the keys, inclusive; a nil key leaves that end open.
        case range(path: String, beginKey: JSONValue?, endKey: JSONValue?)
        /// Entries whose full-text `path` matches an FTS5 query such as `broken AND email`.
        case match(path: String, matchKey: String)
        /// A Smart SQL statement with `{soup}` and `{soup:path}` references.
        case smartSQL(String)
    }

    /// The soup queried (unused by Smart SQL, which names its soups).
    public var soup: String
    /// The kind of query.
    public var kind: Kind
    /// The paths to return for each entry; nil returns whole entries.
    public var selectPaths: [String]?
    /// The path to sort by; nil does not sort.
    public var orderPath: String?
    /// The sort order.
    public var order: SortOrder
    /// Entries per page.
    public var pageSize: Int

    /// Creates a query spec.
    public init(
        soup: String, kind: Kind, selectPaths: [String]? = nil, orderPath: String? = nil,
        order: SortOrder = .ascending, pageSize: Int = 10
    ) {
        self.soup = soup
        self.kind = kind
        self.selectPaths = selectPaths
        self.orderPath = orderPath
        self.order = order
        self.pageSize = max(1, pageSize)
    }

    /// Every entry of `soup`, sorted by `orderPath`.
    public static func all(
        _ soup: String, orderPath: String? = nil, order: SortOrder = .ascending, pageSize: Int = 10,
        selectPaths: [String]? = nil
    ) -> QuerySpec {
        QuerySpec(
            soup: soup, kind: .all, selectPaths: selectPaths, orderPath: orderPath, order: order, pageSize: pageSize)
    }

    /// Entries whose `path` equals `matchKey`, sorted by `orderPath` (the path itself by default).
    public static func exact(
        _ soup: String, path: String, matchKey: JSONValue, orderPath: String? = nil, order: SortOrder = .ascending,
        pageSize: Int = 10, selectPaths: [String]? = nil
    ) -> QuerySpec {
        QuerySpec(
            soup: soup, kind: .exact(path: path, matchKey: matchKey), selectPaths: selectPaths,
            orderPath: orderPath ?? path, order: order, pageSize: pageSize)
    }

    /// Entries whose `path` is like `likeKey` (`foo%`, `%foo`, `%foo%`).
    public static func like(
        _ soup: String, path: String, likeKey: String, orderPath: String? = nil, order: SortOrder = .ascending,
        pageSize: Int = 10, selectPaths: [String]? = nil
    ) -> QuerySpec {
        QuerySpec(
            soup: soup, kind: .like(path: path, likeKey: likeKey), selectPaths: selectPaths,
            orderPath: orderPath ?? path, order: order, pageSize: pageSize)
    }

    /// Entries whose `path` lies between `beginKey` and `endKey`; nil leaves an end open.
    public static func range(
        _ soup: String, path: String, beginKey: JSONValue?, endKey: JSONValue?, orderPath: String? = nil,
        order: SortOrder = .ascending, pageSize: Int = 10, selectPaths: [String]? = nil
    ) -> QuerySpec {
        QuerySpec(
            soup: soup, kind: .range(path: path, beginKey: beginKey, endKey: endKey), selectPaths: selectPaths,
            orderPath: orderPath ?? path, order: order, pageSize: pageSize)
    }

    /// Entries whose full-text `path` matches `matchKey`.
    public static func match(
        _ soup: String, path: String, matchKey: String, orderPath: String? = nil, order: SortOrder = .ascending,
        pageSize: Int = 10, selectPaths: [String]? = nil
    ) -> QuerySpec {
        QuerySpec(
            soup: soup, kind: .match(path: path, matchKey: matchKey), selectPaths: selectPaths,
            orderPath: orderPath ?? path, order: order, pageSize: pageSize)
    }

    /// A Smart SQL query, such as `SELECT {employees:name} FROM {employees} WHERE {employees:dept} = 'IT'`.
    public static func smartSQL(_ sql: String, pageSize: Int = 10) -> QuerySpec {
        QuerySpec(soup: "", kind: .smartSQL(sql), pageSize: pageSize)
    }
}
