import Foundation
import NowQuery

/// A stand-in data source for checking scripts outside an instance: every table has one sample record with the
/// fields task-like and approval-like records carry, and writes are refused.
public final class SampleRecordData: GlideDataSource {
    /// The sample record's sys_id.
    public static let sampleSysID = "5a3b1c9d2e4f60718293a4b5c6d7e8f9"
    private let logger: (GlideLogLevel, String, String) -> Void

    /// Creates the data source; log lines go to `log`.
    public init(log: @escaping (GlideLogLevel, String, String) -> Void = { _, _, _ in }) {
        self.logger = log
    }

    public let user = GlideUserInfo(
        sysID: "6816f79cc0a8016401c5a33be04be441", userName: "admin", name: "System Administrator",
        firstName: "System", lastName: "Administrator", email: "admin@example.com", roles: ["admin"])

    public var now: UTCTimestamp { UTCTimestamp(date: .now) }

    private static let plainFields = [
        "sys_id", "number", "short_description", "description", "state", "priority", "active", "name",
        "source_table", "document_id", "sys_created_on", "sys_updated_on", "sys_class_name",
    ]
    private static let referenceFields = [
        "assigned_to": "sys_user", "opened_by": "sys_user", "caller_id": "sys_user", "approver": "sys_user",
        "sysapproval": "task", "assignment_group": "sys_user_group",
    ]

    public func table(_ name: String) -> GlideTableInfo? {
        var fields: [String: GlideFieldInfo] = [:]
        for field in Self.plainFields { fields[field] = GlideFieldInfo(label: field) }
        for (field, target) in Self.referenceFields {
            fields[field] = GlideFieldInfo(label: field, reference: target, needsLookup: true)
        }
        return GlideTableInfo(name: name, label: name, displayField: "number", fields: fields)
    }

    public func query(table: String, encodedQuery: String, limit: Int?, secure: Bool) throws -> [[String: String]] {
        var record = [
            "sys_id": Self.sampleSysID, "number": "SAMPLE0001", "short_description": "Sample \(table) record",
            "description": "A sample record for checking scripts", "state": "1", "priority": "3", "active": "true",
            "name": "Sample", "sys_class_name": table, "sys_created_on": now.description,
            "sys_updated_on": now.description,
        ]
        for field in Self.referenceFields.keys { record[field] = Self.sampleSysID }
        return [record]
    }

    /// One group over the sample record: counts of 1, and its own values as averages, bounds and sums.
    public func aggregate(_ request: GlideAggregateRequest) throws -> [GlideAggregateRow] {
        let record =
            try query(table: request.table, encodedQuery: request.encodedQuery, limit: 1, secure: false)
            .first ?? [:]
        var aggregates: [String: String] = [:]
        for aggregate in request.aggregates {
            let value = record[aggregate.field] ?? ""
            aggregates[aggregate.key] = aggregate.function == "COUNT" ? "1" : value
        }
        let values = Dictionary(request.groupBy.map { ($0, record[$0] ?? "") }, uniquingKeysWith: { first, _ in first })
        return [GlideAggregateRow(values: values, aggregates: aggregates)]
    }

    public func insert(table: String, values: [String: String], secure: Bool) throws -> [String: String]? { nil }
    /// Writes are refused outside an instance, attachments included.
    public func writeAttachment(table: String, sysID: String, fileName: String, contentType: String, content: Data)
        throws -> String?
    { nil }
    /// The sample attachment's content is empty.
    public func attachmentContent(sysID: String) throws -> Data? { sysID == Self.sampleSysID ? Data() : nil }
    public func deleteAttachment(sysID: String) throws -> Bool { false }
    public func update(table: String, sysID: String, values: [String: String], secure: Bool) throws -> [String: String]?
    { nil }
    public func delete(table: String, sysID: String, secure: Bool) throws -> Bool { false }
    public func displayValue(table: String, field: String, value: String) -> String { "Sample \(field)" }
    public func can(_ access: GlideAccess, table: String) -> Bool { access == .read }
    public func property(_ name: String) -> String? { name == "glide.servlet.uri" ? "https://instance.example/" : nil }
    public func log(_ level: GlideLogLevel, _ message: String, source: String) { logger(level, message, source) }
    public func newSysID() -> String { UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased() }
}
