import UpdateSetKit

/// Defines the tables an application brings, as the platform installs them before their records: each table from
/// its `sys_db_object` record (name, label, the table it extends), its columns from its `sys_dictionary` entries
/// (type, label, reference, literal default, which column names a record), and its number prefix from its
/// `sys_number` record. Tables the instance already has are left as they are, and staging tables are left to
/// ``ImportSetDefinitions``.
struct ApplicationTables {
    let repository: RecordRepository

    /// Defines each new table `records` describe, a parent before the tables that extend it; returns their names.
    func define(from records: [UpdateRecord]) throws -> [String] {
        let dictionary = repository.dictionary
        var tables: [String: (label: String, parent: String?)] = [:]
        for record in records where record.table == "sys_db_object" {
            guard let name = record["name"], !name.isEmpty, dictionary.table(name) == nil else { continue }
            let parent = (record.displayValue(of: "super_class") ?? record["super_class"]).flatMap {
                $0.isEmpty ? nil : $0
            }
            guard parent != ImportSetTables.rowTable else { continue }
            tables[name] = (record["label"].flatMap { $0.isEmpty ? nil : $0 } ?? name, parent)
        }
        let prefixes = Dictionary(
            records.filter { $0.table == "sys_number" }.compactMap { record -> (String, String)? in
                guard let table = record["category"], let prefix = record["prefix"], !prefix.isEmpty else { return nil }
                return (table, prefix)
            }, uniquingKeysWith: { first, _ in first })
        var columns: [String: [FieldDefinition]] = [:]
        var displayFields: [String: String] = [:]
        let known = { (name: String) in tables[name] != nil || dictionary.table(name) != nil }
        for record in records where record.table == "sys_dictionary" {
            guard let table = record["name"], tables[table] != nil, let element = record["element"], !element.isEmpty
            else { continue }
            let label = record["column_label"].flatMap { $0.isEmpty ? nil : $0 }
            let literal = record["default_value"].flatMap { $0.isEmpty || $0.hasPrefix("javascript:") ? nil : $0 }
            columns[table, default: []].append(
                FieldDefinition(element, Self.kind(of: record, known: known), label: label, defaultValue: literal))
            if record.flag("display") { displayFields[table] = element }
        }
        var defined: [String] = []
        var remaining = tables
        while !remaining.isEmpty {
            // A table is defined once the table it extends is: one the instance has, or one defined before it.
            let ready = remaining.keys.sorted().filter { name in
                guard let parent = remaining[name]?.parent else { return true }
                return remaining[parent] == nil
            }
            for name in ready.isEmpty ? remaining.keys.sorted() : ready {
                guard let table = remaining.removeValue(forKey: name) else { continue }
                let parent = table.parent.flatMap { repository.dictionary.table($0) == nil ? nil : $0 }
                let fields = columns[name] ?? []
                let display =
                    displayFields[name] ?? (prefixes[name] != nil ? "number" : nil)
                    ?? (fields.contains { $0.name == "name" } ? "name" : "sys_id")
                try repository.define(
                    TableDefinition(
                        name, label: table.label, parent: parent, displayField: display,
                        numberPrefix: prefixes[name], fields: fields))
                defined.append(name)
            }
        }
        return defined
    }

    /// The field kind of a `sys_dictionary` entry; a reference to a table nobody defines stays a plain value.
    static func kind(of record: UpdateRecord, known: (String) -> Bool) -> FieldKind {
        let type = (record["internal_type"].flatMap { $0.isEmpty ? nil : $0 } ?? "string").lowercased()
        switch type {
        case "reference":
            guard let target = record["reference"], !target.isEmpty, known(target) else { return .string }
            return .reference(target)
        case "journal", "journal_input": return .journal
        default: return ImportSetDefinitions.kind(type)
        }
    }
}
