import Foundation
import NowQuery
import UpdateSetKit

/// Installs update sets into the instance: every record is stored in its table (tables the instance lacks are
/// created from the set's fields), DELETE entries remove records, and scripted REST definitions, versions,
/// operations and script includes are registered so their routes answer at once, and ACLs and roles are enforced.
struct UpdateSetInstaller {
    let repository: RecordRepository
    let registry: ScriptedRESTRegistry
    let security: ApplicationSecurity

    /// Fields the repository fills itself: never defined as a table's own fields, never reported as skipped.
    private static let systemFieldNames = Set(TableDictionary.systemFields.map(\.name) + ["sys_class_name"])

    func install(file: String) throws -> UpdateSetInstallation {
        let document = UpdateSetReader.load(file: file)
        let problems = document.problems.map(\.description)
        guard !document.updates.isEmpty || problems.isEmpty else {
            throw UpdateSetInstallError(file: file, problems: problems)
        }
        var installation = UpdateSetInstallation(
            file: file, applied: 0, deleted: 0, createdTables: [], skippedFields: [], problems: problems)
        let writes = document.updates.filter { $0.action != .delete }.compactMap(\.records.first)
        // The application's own tables come first, typed from its dictionary, as the platform installs them.
        installation.createdTables = try ApplicationTables(repository: repository).define(from: writes)
        installation.createdTables += try defineMissingTables(for: writes)
        installation.createdTables += try ImportSetDefinitions(repository: repository).define(from: writes)
        var skipped = Set<String>()
        for update in document.updates {
            guard let record = update.records.first else { continue }
            if update.action == .delete {
                registry.remove(table: record.table, sysID: record.sysID)
                security.remove(table: record.table, sysID: record.sysID)
                if repository.dictionary.table(record.table) != nil,
                    try repository.delete(record.table, sysID: record.sysID)
                {
                    installation.deleted += 1
                }
            } else {
                let record = try RoleGrantUsers(repository: repository).resolved(record)
                registry.apply(record)
                security.apply(record)
                skipped.formUnion(try store(record))
                installation.applied += 1
            }
        }
        installation.skippedFields = skipped.sorted()
        return installation
    }

    /// Registers the scripted REST definitions, versions, operations and script includes already in the store, so
    /// an instance restarted on its data folder answers the routes of the update sets installed before, unchanged.
    func restoreRegistry() throws {
        let dictionary = repository.dictionary
        for table in ScriptedRESTRegistry.tables + ApplicationSecurity.tables where dictionary.table(table) != nil {
            for record in try repository.find(table, query: EncodedQuery(), context: QueryContext()).records {
                let fields = record.values.sorted { $0.key < $1.key }.map { UpdateField(name: $0.key, value: $0.value) }
                let record = UpdateRecord(table: table, fields: fields)
                registry.apply(record)
                security.apply(record)
            }
        }
    }

    /// Defines each table the instance lacks, with every field its records carry.
    private func defineMissingTables(for records: [UpdateRecord]) throws -> [String] {
        var fieldsByTable: [String: [String]] = [:]
        for record in records where repository.dictionary.table(record.table) == nil {
            var names = fieldsByTable[record.table, default: []]
            for field in record.fields where !names.contains(field.name) { names.append(field.name) }
            fieldsByTable[record.table] = names
        }
        for (table, names) in fieldsByTable.sorted(by: { $0.key < $1.key }) {
            let fields = names.filter { !Self.systemFieldNames.contains($0) }.map {
                FieldDefinition($0, .string)
            }
            let display = ["name", "api_name", "version_id", "sys_name"].first(where: names.contains) ?? "sys_id"
            try repository.define(TableDefinition(table, label: table, displayField: display, fields: fields))
        }
        return fieldsByTable.keys.sorted()
    }

    /// Removes the dictionary entry for the same column under another sys_id: a column is one entry, keyed by its
    /// table and element, and a `dictionary/` file and an entry's own record may both describe it. The one installed
    /// last wins, as on the platform.
    private func replaceSameColumn(as record: UpdateRecord) throws {
        guard record.table == "sys_dictionary", let table = record["name"], let element = record["element"],
            repository.dictionary.table("sys_dictionary") != nil
        else { return }
        let query = EncodedQuery().narrowed(by: QueryClause(QueryCondition(FieldPath("name"), .equals, table)))
            .narrowed(by: QueryClause(QueryCondition(FieldPath("element"), .equals, element)))
        for existing in try repository.find("sys_dictionary", query: query, context: QueryContext()).records
        where existing.sysID != record.sysID && existing["element"] == element {
            _ = try repository.delete("sys_dictionary", sysID: existing.sysID)
        }
    }

    /// Inserts or updates the record under its own sys_id; returns the fields its table has no place for.
    private func store(_ record: UpdateRecord) throws -> Set<String> {
        let dictionary = repository.dictionary
        var values: [String: String] = [:]
        var skipped = Set<String>()
        for field in record.fields where field.name != "sys_id" {
            if dictionary.field(field.name, of: record.table) != nil {
                values[field.name] = field.value
            } else if !Self.systemFieldNames.contains(field.name) {
                skipped.insert("\(record.table).\(field.name)")
            }
        }
        let author = record["sys_updated_by"].flatMap { $0.isEmpty ? nil : $0 } ?? "system"
        try replaceSameColumn(as: record)
        if !record.sysID.isEmpty, try repository.record(record.table, sysID: record.sysID) != nil {
            _ = try repository.update(record.table, sysID: record.sysID, values: values, user: author)
        } else {
            try repository.insert(
                record.table, values: values, user: author, sysID: record.sysID.isEmpty ? nil : record.sysID)
        }
        return skipped
    }
}
