import Foundation

/// What the evaluator needs from outside the record: the clock, the current user, and a way to follow references.
public struct QueryContext: Sendable {
    /// The clock that `javascript:gs.*` date macros and relative operators are resolved against.
    public var now: @Sendable () -> UTCTimestamp
    /// Finds a record by table and sys_id, to dot-walk through references and compare them by display value.
    public var lookup: @Sendable (_ table: String, _ sysID: String) -> (any QueryRecord)?
    /// The sys_id of the user the query runs as, for `gs.getUserID()` and the "Me" dynamic filter.
    public var userID: String?
    /// The user name of the user the query runs as, for `gs.getUserName()`.
    public var userName: String?
    /// The sys_ids of the user's groups, for `getMyGroups()` and the "One of My Groups" dynamic filter.
    public var userGroups: [String]
    /// Whether `table` is `ancestor` or extends it, for `INSTANCEOF`.
    public var tableExtends: @Sendable (_ table: String, _ ancestor: String) -> Bool
    /// The sys_ids of the tags (`label` records) on the record with `sysID`, for `sys_tags.<tag>` conditions.
    public var tags: @Sendable (_ sysID: String) -> Set<String>
    /// The records of `table` whose reference `field` holds `sysID`, for `RLQUERY` conditions; nil when the table or
    /// field does not exist, and the condition is then ignored as the platform ignores a bad part.
    public var relatedRecords: @Sendable (_ table: String, _ field: String, _ sysID: String) -> [any QueryRecord]?
    /// Whether a condition on a field the table does not have is ignored, as the platform does, rather than failing.
    public var ignoresUnknownFields: Bool

    /// The sys_id of the platform's "Me" dynamic filter option.
    public static let meDynamicFilterID = "90d1921e5f510100a9ad2572f2b477fe"
    /// The sys_id of the platform's "One of My Groups" dynamic filter option.
    public static let myGroupsDynamicFilterID = "d6435e965f510100a9ad2572f2b47744"

    /// Creates a context. With no arguments it uses the system clock and cannot follow references.
    public init(
        now: @escaping @Sendable () -> UTCTimestamp = { UTCTimestamp(date: Date()) },
        lookup: @escaping @Sendable (_ table: String, _ sysID: String) -> (any QueryRecord)? = { _, _ in nil },
        userID: String? = nil,
        userName: String? = nil,
        userGroups: [String] = [],
        tableExtends: @escaping @Sendable (_ table: String, _ ancestor: String) -> Bool = { $0 == $1 },
        tags: @escaping @Sendable (_ sysID: String) -> Set<String> = { _ in [] },
        relatedRecords: @escaping @Sendable (_ table: String, _ field: String, _ sysID: String) -> [any QueryRecord]? =
            {
                _, _, _ in nil
            },
        ignoresUnknownFields: Bool = true
    ) {
        self.relatedRecords = relatedRecords
        self.tags = tags
        self.now = now
        self.lookup = lookup
        self.userID = userID
        self.userName = userName
        self.userGroups = userGroups
        self.tableExtends = tableExtends
        self.ignoresUnknownFields = ignoresUnknownFields
    }

    /// The values a `DYNAMIC` filter option stands for, or nil when the option is unknown.
    func dynamicValues(_ sysID: String) -> [String]? {
        switch sysID {
        case Self.meDynamicFilterID: return userID.map { [$0] } ?? []
        case Self.myGroupsDynamicFilterID: return userGroups
        default: return nil
        }
    }
}

extension UTCTimestamp {
    /// The timestamp of a Foundation date, truncated to whole seconds.
    public init(date: Date) {
        self.init(secondsSince1970: Int(date.timeIntervalSince1970.rounded(.down)))
    }
}
