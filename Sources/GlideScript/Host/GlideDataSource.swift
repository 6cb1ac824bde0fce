import Foundation
import NowQuery

/// A field as scripts see it.
public struct GlideFieldInfo: Sendable, Hashable {
    public var label: String
    /// The referenced table, for reference fields.
    public var reference: String?
    /// Whether the display value differs from the stored value (choices and references).
    public var needsLookup: Bool

    /// Creates a field description.
    public init(label: String, reference: String? = nil, needsLookup: Bool = false) {
        self.label = label
        self.reference = reference
        self.needsLookup = needsLookup
    }
}

/// A table as scripts see it: its label, display field and fields (inherited ones included).
public struct GlideTableInfo: Sendable, Hashable {
    public var name: String
    public var label: String
    public var displayField: String
    public var fields: [String: GlideFieldInfo]
    /// The table, then the tables it extends in turn; whose business rules run on its records.
    public var lineage: [String]

    /// Creates a table description; without a `lineage`, the table extends none.
    public init(
        name: String, label: String, displayField: String, fields: [String: GlideFieldInfo], lineage: [String] = []
    ) {
        self.name = name
        self.label = label
        self.displayField = displayField
        self.fields = fields
        self.lineage = lineage.isEmpty ? [name] : lineage
    }
}

/// The user a script runs as.
public struct GlideUserInfo: Sendable, Hashable {
    public var sysID: String
    public var userName: String
    public var name: String
    public var firstName: String
    public var lastName: String
    public var email: String
    public var roles: [String]

    /// Creates a user description.
    public init(
        sysID: String, userName: String, name: String = "", firstName: String = "", lastName: String = "",
        email: String = "", roles: [String] = []
    ) {
        self.sysID = sysID
        self.userName = userName
        self.name = name
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.roles = roles
    }
}

/// An ACL-checked operation on a table.
public enum GlideAccess: String, Sendable {
    case read, write, create, delete
}

/// How loud a log line is.
public enum GlideLogLevel: String, Sendable {
    case debug, info, warn, error
}

/// The records, users and properties behind the Glide API. The embedded instance implements it over its store;
/// `secure` asks for the calling user's ACLs, as `GlideRecordSecure` does.
public protocol GlideDataSource {
    /// The user the script runs as.
    var user: GlideUserInfo { get }
    /// The instance clock.
    var now: UTCTimestamp { get }
    /// The table called `name`, or nil when there is none.
    func table(_ name: String) -> GlideTableInfo?
    /// The records of `table` matching `encodedQuery` (conditions and sorts), at most `limit` of them.
    func query(table: String, encodedQuery: String, limit: Int?, secure: Bool) throws -> [[String: String]]
    /// ``query(table:encodedQuery:limit:secure:)``, as rows a script reads field by field: a source that keeps
    /// records as JSON hands them over undecoded. By default, the rows of `query`.
    func queryRows(table: String, encodedQuery: String, limit: Int?, secure: Bool) throws -> [GlideRow]
    /// Inserts a record, returning it; nil when the ACLs refuse a secure insert.
    func insert(table: String, values: [String: String], secure: Bool) throws -> [String: String]?
    /// Updates a record, returning it; nil when it is gone or the ACLs refuse a secure update.
    func update(table: String, sysID: String, values: [String: String], secure: Bool) throws -> [String: String]?
    /// Deletes a record; false when it is gone or the ACLs refuse a secure delete.
    func delete(table: String, sysID: String, secure: Bool) throws -> Bool
    /// The groups and aggregates a `GlideAggregate` asks for, in its order.
    func aggregate(_ request: GlideAggregateRequest) throws -> [GlideAggregateRow]
    /// Attaches `content` to the record `sysID` of `table`, returning the attachment's sys_id; nil when there is no
    /// such record.
    func writeAttachment(table: String, sysID: String, fileName: String, contentType: String, content: Data) throws
        -> String?
    /// The content of the attachment `sysID`; nil when there is none.
    func attachmentContent(sysID: String) throws -> Data?
    /// Removes the attachment `sysID`; false when there is none.
    func deleteAttachment(sysID: String) throws -> Bool
    /// The display value of `value` in `field` of `table`: a choice label or a referenced record's display value.
    func displayValue(table: String, field: String, value: String) -> String
    /// Whether the user may do `access` on `table`.
    func can(_ access: GlideAccess, table: String) -> Bool
    /// A system property, or nil.
    func property(_ name: String) -> String?
    /// Writes to the instance log.
    func log(_ level: GlideLogLevel, _ message: String, source: String)
    /// A fresh sys_id.
    func newSysID() -> String
    /// Whether a record of `table` with `values` (and `previous` values, for a change) meets `encodedQuery`: a
    /// business rule's filter condition.
    func matches(table: String, encodedQuery: String, values: [String: String], previous: [String: String]?) -> Bool
}

extension GlideDataSource {
    /// Evaluates the query over the values as text; a query that does not parse matches nothing.
    public func matches(table: String, encodedQuery: String, values: [String: String], previous: [String: String]?)
        -> Bool
    {
        guard let query = try? EncodedQuery(parsing: encodedQuery) else { return false }
        let record = DictionaryRecord(
            values: values, types: values.mapValues { _ in .string }, previousValues: previous)
        let moment = now
        return QueryEvaluator(query: query, context: QueryContext(now: { moment })).matches(record)
    }

    /// The rows of ``query(table:encodedQuery:limit:secure:)``, each of its values.
    public func queryRows(table: String, encodedQuery: String, limit: Int?, secure: Bool) throws -> [GlideRow] {
        try query(table: table, encodedQuery: encodedQuery, limit: limit, secure: secure).map(GlideRow.init)
    }
}
