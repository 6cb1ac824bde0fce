import Foundation
import GlideScript
import NowQuery

/// A small in-memory data source: users and tasks, with a row rule for `secure` reads (non-itil users see only
/// the tasks they opened).
final class MemoryDataSource: GlideDataSource {
    var user: GlideUserInfo
    let now = UTCTimestamp(year: 2026, month: 11, day: 23, hour: 10)
    var rows: [String: [[String: String]]]
    var logs: [(GlideLogLevel, String, String)] = []
    var nextID = 0

    init(roles: [String] = ["itil"]) {
        user = GlideUserInfo(
            sysID: "u1", userName: "john.doe", name: "John Doe", firstName: "John", lastName: "Doe",
            email: "john@example.com", roles: roles)
        rows = [
            "sys_user": [
                ["sys_id": "u1", "user_name": "john.doe", "name": "John Doe", "email": "john@example.com"],
                ["sys_id": "u2", "user_name": "jane.roe", "name": "Jane Roe", "email": "jane@example.com"],
            ],
            "task": [
                [
                    "sys_id": "t1", "number": "INC0001", "short_description": "Printer", "assigned_to": "u1",
                    "opened_by": "u2", "active": "true", "priority": "1", "sys_class_name": "incident",
                ],
                [
                    "sys_id": "t2", "number": "PRB0001", "short_description": "Outage", "assigned_to": "u1",
                    "opened_by": "u1", "active": "true", "priority": "2", "sys_class_name": "problem",
                ],
                [
                    "sys_id": "t3", "number": "INC0002", "short_description": "Old", "assigned_to": "u2",
                    "opened_by": "u2", "active": "false", "priority": "3", "sys_class_name": "incident",
                ],
            ],
        ]
    }

    private let fields: [String: [String: GlideFieldInfo]] = [
        "sys_user": [
            "sys_id": GlideFieldInfo(label: "Sys ID"), "user_name": GlideFieldInfo(label: "User ID"),
            "name": GlideFieldInfo(label: "Name"), "email": GlideFieldInfo(label: "Email"),
        ],
        "task": [
            "sys_id": GlideFieldInfo(label: "Sys ID"), "number": GlideFieldInfo(label: "Number"),
            "short_description": GlideFieldInfo(label: "Short description"),
            "assigned_to": GlideFieldInfo(label: "Assigned to", reference: "sys_user", needsLookup: true),
            "opened_by": GlideFieldInfo(label: "Opened by", reference: "sys_user", needsLookup: true),
            "active": GlideFieldInfo(label: "Active"), "priority": GlideFieldInfo(label: "Priority", needsLookup: true),
            "sys_class_name": GlideFieldInfo(label: "Class", needsLookup: true),
            "work_notes": GlideFieldInfo(label: "Work notes"),
        ],
    ]

    func table(_ name: String) -> GlideTableInfo? {
        fields[name].map {
            GlideTableInfo(
                name: name, label: name == "task" ? "Task" : "User", displayField: name == "task" ? "number" : "name",
                fields: $0)
        }
    }

    /// Attachments are kept as rows of `sys_attachment` with their content beside them.
    var attachmentBytes: [String: Data] = [:]

    func writeAttachment(table: String, sysID: String, fileName: String, contentType: String, content: Data) throws
        -> String?
    {
        guard rows[table]?.contains(where: { $0["sys_id"] == sysID }) == true else { return nil }
        let id = newSysID()
        rows["sys_attachment", default: []].append([
            "sys_id": id, "table_name": table, "table_sys_id": sysID, "file_name": fileName,
            "content_type": contentType, "size_bytes": String(content.count),
        ])
        attachmentBytes[id] = content
        return id
    }

    func attachmentContent(sysID: String) throws -> Data? { attachmentBytes[sysID] }

    func deleteAttachment(sysID: String) throws -> Bool {
        guard attachmentBytes.removeValue(forKey: sysID) != nil else { return false }
        rows["sys_attachment"]?.removeAll { $0["sys_id"] == sysID }
        return true
    }

    /// Groups the matching rows in memory: counts, and numeric averages, bounds and sums.
    func aggregate(_ request: GlideAggregateRequest) throws -> [GlideAggregateRow] {
        let matched = try query(table: request.table, encodedQuery: request.encodedQuery, limit: nil, secure: false)
        let groups = Dictionary(grouping: matched) { row in request.groupBy.map { row[$0] ?? "" } }
        return groups.keys.sorted { $0.joined(separator: "\u{1}") < $1.joined(separator: "\u{1}") }.map { key in
            let rows = groups[key] ?? []
            var aggregates: [String: String] = [:]
            for aggregate in request.aggregates {
                let numbers = rows.compactMap { Double($0[aggregate.field] ?? "") }
                switch aggregate.function {
                case "COUNT": aggregates[aggregate.key] = String(rows.count)
                case "SUM": aggregates[aggregate.key] = String(numbers.reduce(0, +))
                case "MIN": aggregates[aggregate.key] = numbers.min().map { String($0) } ?? ""
                case "MAX": aggregates[aggregate.key] = numbers.max().map { String($0) } ?? ""
                default:
                    aggregates[aggregate.key] =
                        numbers.isEmpty ? "" : String(numbers.reduce(0, +) / Double(numbers.count))
                }
            }
            return GlideAggregateRow(
                values: Dictionary(uniqueKeysWithValues: zip(request.groupBy, key)), aggregates: aggregates)
        }
    }

    func query(table: String, encodedQuery: String, limit: Int?, secure: Bool) throws -> [[String: String]] {
        let query = try EncodedQuery(parsing: encodedQuery)
        let types = (fields[table] ?? [:]).mapValues { _ in QueryFieldType.string }
        var records = (rows[table] ?? []).map { DictionaryRecord(values: $0, types: types) }
        if secure, table == "task", !user.roles.contains("itil") {
            records = records.filter { $0.values["opened_by"] == user.sysID }
        }
        let moment = now
        let matched = QueryEvaluator(query: query, context: QueryContext(now: { moment })).apply(to: records)
        return Array(matched.prefix(limit ?? Int.max)).map(\.values)
    }

    func insert(table: String, values: [String: String], secure: Bool) throws -> [String: String]? {
        if secure, !can(.create, table: table) { return nil }
        nextID += 1
        var record = values
        record["sys_id"] = "new\(nextID)"
        rows[table, default: []].append(record)
        return record
    }

    func update(table: String, sysID: String, values: [String: String], secure: Bool) throws -> [String: String]? {
        let root = rows[table] == nil ? "task" : table
        guard let index = rows[root]?.firstIndex(where: { $0["sys_id"] == sysID }) else { return nil }
        if secure, !can(.write, table: root) { return nil }
        rows[root]?[index].merge(values) { _, new in new }
        return rows[root]?[index]
    }

    func delete(table: String, sysID: String, secure: Bool) throws -> Bool {
        if secure, !can(.delete, table: table) { return false }
        let before = rows[table]?.count ?? 0
        rows[table]?.removeAll { $0["sys_id"] == sysID }
        return (rows[table]?.count ?? 0) < before
    }

    func displayValue(table: String, field: String, value: String) -> String {
        switch field {
        case "assigned_to", "opened_by": return rows["sys_user"]?.first { $0["sys_id"] == value }?["name"] ?? value
        case "sys_class_name": return value == "incident" ? "Incident" : "Problem"
        case "priority": return ["1": "1 - Critical", "2": "2 - High"][value] ?? value
        default: return value
        }
    }

    func can(_ access: GlideAccess, table: String) -> Bool {
        access == .read || user.roles.contains("admin") || (table == "task" && user.roles.contains("itil"))
    }

    func property(_ name: String) -> String? {
        name == "glide.servlet.uri" ? "http://127.0.0.1:8080/" : nil
    }

    func log(_ level: GlideLogLevel, _ message: String, source: String) {
        logs.append((level, message, source))
    }

    func newSysID() -> String { "guid\(nextID)" }
}
