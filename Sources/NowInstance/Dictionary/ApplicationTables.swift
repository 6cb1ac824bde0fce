import UpdateSetKit

/// Defines the tables an application brings, as the platform installs them before their records: each table from
/// its `sys_db_object` record (name, label, the table it extends), its columns from its `sys_dictionary` entries
/// (type, label, reference, literal default, which column names a record, its choices from `sys_choice`), and its
/// numbering (prefix, start and digits) from its `sys_number` record. A `dictionary/` file's tables arrive as the
/// same records. Tables the instance already has are left as they are, and staging tables are left to
/// ``ImportSetDefinitions``.
struct ApplicationTables {
    let repository: RecordRepository

    /// Defines each new table `records` describe, a parent before the tables that extend it; returns their names.
    func define(from records: [UpdateRecord]) throws -> [String] {
        let dictionary = repository.dictionary
        var tables: [String: (label: String, parent: String?)] = [:]
        // A table is its `sys_db_object` record, or else the `collection` entry a dictionary file gives it.
        let tableRecords =
            records.filter { $0.table == "sys_db_object" }
            + records.filter { $0.table == "sys_dictionary" && $0["internal_type"] == "collection" }
        for record in tableRecords {
            guard let name = record["name"], !name.isEmpty, dictionary.table(name) == nil, tables[name] == nil
            else { continue }
            let parent = (record.displayValue(of: "super_class") ?? record["super_class"]).flatMap {
                $0.isEmpty ? nil : $0
            }
            guard parent != ImportSetTables.rowTable else { continue }
            let label = record["label"] ?? record["column_label"]
            tables[name] = (label.flatMap { $0.isEmpty ? nil : $0 } ?? name, parent)
        }
        let choices = Self.choices(in: records)
        let numbering = Dictionary(
            records.filter { $0.table == "sys_number" }.compactMap { record -> (String, UpdateRecord)? in
                guard let table = record["category"], let prefix = record["prefix"], !prefix.isEmpty else { return nil }
                return (table, record)
            }, uniquingKeysWith: { first, _ in first })
        let prefixes = numbering.compactMapValues { $0["prefix"] }
        var columns: [String: [FieldDefinition]] = [:]
        var displayFields: [String: String] = [:]
        let known = { (name: String) in tables[name] != nil || dictionary.table(name) != nil }
        for record in records where record.table == "sys_dictionary" {
            guard let table = record["name"], tables[table] != nil, let element = record["element"], !element.isEmpty,
                columns[table]?.contains(where: { $0.name == element }) != true
            else { continue }
            let label = record["column_label"].flatMap { $0.isEmpty ? nil : $0 }
            let literal = record["default_value"].flatMap {
                $0.isEmpty || ($0.hasPrefix("javascript:") && $0 != FieldDefinition.nowDefault) ? nil : $0
            }
            let listed = choices["\(table).\(element)"] ?? []
            let kind = listed.isEmpty ? Self.kind(of: record, known: known) : .choice(listed)
            columns[table, default: []].append(FieldDefinition(element, kind, label: label, defaultValue: literal))
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
                        numberPrefix: prefixes[name], numberStart: numbering[name]?["number"].flatMap { Int($0) },
                        numberDigits: numbering[name]?["maximum_digits"].flatMap { Int($0) }.map {
                            min(max($0, 1), 40)
                        },
                        fields: fields))
                defined.append(name)
            }
        }
        return defined
    }

    /// The active choices of each column (`table.element`), from `sys_choice` records, in their sequence.
    static func choices(in records: [UpdateRecord]) -> [String: [Choice]] {
        var listed: [String: [(sequence: Int, choice: Choice)]] = [:]
        for record in records where record.table == "sys_choice" && !record.flag("inactive") {
            guard let table = record["name"], let element = record["element"], let value = record["value"] else {
                continue
            }
            let label = record["label"].flatMap { $0.isEmpty ? nil : $0 } ?? value
            listed["\(table).\(element)", default: []].append(
                (Int(record["sequence"] ?? "") ?? 0, Choice(value, label)))
        }
        return listed.mapValues { $0.sorted { $0.sequence < $1.sequence }.map(\.choice) }
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
