import GlideScript
import NowQuery

/// The Glide API's view of the embedded instance for one request: records through the same operations as the
/// Table API (with ACLs for `GlideRecordSecure`, without for `GlideRecord`), the calling user, and properties such as
/// `glide.servlet.uri`, which points at the base URL the client used.
final class InstanceGlideData: GlideDataSource {
    let operations: TableOperations
    let instanceUser: InstanceUser
    private let dictionary: TableDictionary
    private let references: ReferencedRecords
    private let properties: [String: String]
    private let instanceLog: InstanceLog
    /// Read from sys_user only when a script asks who it runs as.
    lazy var user: GlideUserInfo = {
        let record = (try? operations.repository.record("sys_user", sysID: instanceUser.sysID)) ?? nil
        return GlideUserInfo(
            sysID: instanceUser.sysID, userName: instanceUser.userName, name: record?["name"] ?? instanceUser.userName,
            firstName: record?["first_name"] ?? "", lastName: record?["last_name"] ?? "",
            email: record?["email"] ?? "", roles: instanceUser.roles.sorted())
    }()

    init(
        operations: TableOperations, user: InstanceUser, baseURL: String, properties: [String: String],
        log: InstanceLog
    ) {
        // Scripts run business rules in their own heap, around each GlideRecord write.
        self.operations = operations.withoutRules
        self.instanceUser = user
        let dictionary = operations.repository.dictionary
        self.dictionary = dictionary
        self.references = ReferencedRecords(repository: operations.repository, dictionary: dictionary)
        var merged = ["glide.servlet.uri": baseURL + "/", "instance_name": "nowtape"]
        merged.merge(properties) { _, configured in configured }
        self.properties = merged
        self.instanceLog = log
    }

    var now: UTCTimestamp { operations.repository.clock() }

    func table(_ name: String) -> GlideTableInfo? {
        guard let table = dictionary.table(name) else { return nil }
        var fields: [String: GlideFieldInfo] = [:]
        for field in dictionary.fields(of: name) {
            switch field.kind {
            case .reference(let target):
                fields[field.name] = GlideFieldInfo(label: field.label, reference: target, needsLookup: true)
            case .choice:
                fields[field.name] = GlideFieldInfo(label: field.label, needsLookup: true)
            default:
                fields[field.name] = GlideFieldInfo(label: field.label)
            }
        }
        return GlideTableInfo(
            name: name, label: table.label, displayField: dictionary.displayField(of: name), fields: fields,
            lineage: dictionary.lineage(name).map(\.name))
    }

    func matches(table: String, encodedQuery: String, values: [String: String], previous: [String: String]?) -> Bool {
        let parsed = ParsedQueries.leniently(encodedQuery)
        for dropped in parsed.dropped {
            log(.warn, "A business rule's filter condition on \(table) ignored: \(dropped)", source: "sys_script")
        }
        let record = DictionaryRecord(
            values: values.filter { !$0.value.isEmpty }, types: dictionary.queryTypes(of: table),
            displayField: dictionary.displayField(of: table), previousValues: previous)
        return QueryEvaluator(query: parsed.query, context: operations.context(for: instanceUser, dictionary))
            .matches(record)
    }

    func query(table: String, encodedQuery: String, limit: Int?, secure: Bool) throws -> [[String: String]] {
        try queryRows(table: table, encodedQuery: encodedQuery, limit: limit, secure: secure).map(\.values)
    }

    /// The matching records as the store keeps them, so a script decodes only the fields it reads.
    func queryRows(table: String, encodedQuery: String, limit: Int?, secure: Bool) throws -> [GlideRow] {
        let parsed = ParsedQueries.leniently(encodedQuery)
        for dropped in parsed.dropped {
            log(.warn, "GlideRecord on \(table) ignored part of its query: \(dropped)", source: "GlideRecord")
        }
        let found: (soups: [String], storageTable: String, total: Int)
        if secure {
            do {
                found = try operations.listSoups(
                    table, query: parsed.query, user: instanceUser, limit: limit, offset: 0, dictionary: dictionary)
            } catch let error as InstanceError where error.kind == .readDenied {
                return []
            }
        } else {
            found = try operations.repository.findSoups(
                table, query: parsed.query, context: operations.context(for: instanceUser, dictionary), limit: limit)
        }
        return try found.soups.map { try GlideRow(storedJSON: $0, classWhenUnnamed: found.storageTable) }
    }

    func insert(table: String, values: [String: String], secure: Bool) throws -> [String: String]? {
        if secure {
            do {
                return row(
                    try operations.insert(
                        table, values: values, displayValues: false, user: instanceUser, dictionary: dictionary))
            } catch let error as InstanceError where error.kind == .writeDenied {
                return nil
            }
        }
        return row(try operations.repository.insert(table, values: values, user: instanceUser.userName))
    }

    func update(table: String, sysID: String, values: [String: String], secure: Bool) throws -> [String: String]? {
        if secure {
            do {
                return row(
                    try operations.update(
                        table, sysID: sysID, values: values, displayValues: false, user: instanceUser,
                        dictionary: dictionary))
            } catch let error as InstanceError where [.writeDenied, .recordNotFound].contains(error.kind) {
                return nil
            }
        }
        return try operations.repository.update(table, sysID: sysID, values: values, user: instanceUser.userName)
            .map(row)
    }

    func delete(table: String, sysID: String, secure: Bool) throws -> Bool {
        if secure {
            do {
                try operations.delete(table, sysID: sysID, user: instanceUser, dictionary: dictionary)
                return true
            } catch let error as InstanceError where [.writeDenied, .recordNotFound].contains(error.kind) {
                return false
            }
        }
        return try operations.repository.delete(table, sysID: sysID)
    }

    func displayValue(table: String, field: String, value: String) -> String {
        guard let definition = dictionary.field(field, of: table) else { return value }
        return references.displayText(value, field: definition)
    }

    func can(_ access: GlideAccess, table: String) -> Bool {
        guard let operation = AccessRules.Operation(rawValue: access.rawValue) else { return false }
        return operations.access.allows(operation, on: table, for: instanceUser)
    }

    func property(_ name: String) -> String? {
        if let configured = properties[name] { return configured }
        guard dictionary.table("sys_properties") != nil else { return nil }
        let query = EncodedQuery.matching("name", equals: name)
        let found = try? operations.repository.find("sys_properties", query: query, context: QueryContext(), limit: 1)
        return found?.records.first?["value"]
    }

    func log(_ level: GlideLogLevel, _ message: String, source: String) {
        instanceLog.write(level: level.rawValue, source: source, message: message)
    }

    func newSysID() -> String { operations.repository.ids.next() }

    /// A record's values as scripts see them, with its class. Stored records name their class, so their values are
    /// shared as they are; only a record that does not is copied to add it.
    private func row(_ record: InstanceRecord) -> [String: String] {
        guard record.values["sys_class_name"] == nil else { return record.values }
        var values = record.values
        values["sys_class_name"] = record.table
        return values
    }
}
