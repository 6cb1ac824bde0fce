import UpdateSetKit

/// Defines staging tables from an update set: a table is a staging table when its `sys_db_object` extends
/// `sys_import_set_row` or a transform map reads from it, and its columns are its `sys_dictionary` entries.
struct ImportSetDefinitions {
    let repository: RecordRepository

    /// Defines (or widens) each staging table the records describe; returns the tables defined.
    func define(from records: [UpdateRecord]) throws -> [String] {
        var staging = Set<String>()
        var labels: [String: String] = [:]
        for record in records where record.table == "sys_db_object" {
            let name = record["name"] ?? ""
            labels[name] = record["label"]
            let parent = record.displayValue(of: "super_class") ?? record["super_class"] ?? ""
            if parent == ImportSetTables.rowTable { staging.insert(name) }
        }
        for record in records where record.table == "sys_transform_map" {
            if let source = record["source_table"], !source.isEmpty { staging.insert(source) }
        }
        var columns: [String: [FieldDefinition]] = [:]
        for record in records where record.table == "sys_dictionary" {
            let table = record["name"] ?? ""
            guard staging.contains(table) else { continue }
            let element = record["element"] ?? ""
            let label = record["column_label"].flatMap { $0.isEmpty ? nil : $0 }
            if element.isEmpty {
                if let label { labels[table] = label }
                continue
            }
            let type = record.displayValue(of: "internal_type") ?? record["internal_type"] ?? "string"
            columns[table, default: []].append(FieldDefinition(element, Self.kind(type), label: label))
        }
        let inherited = Set(repository.dictionary.fields(of: ImportSetTables.rowTable).map(\.name))
        var defined: [String] = []
        for table in staging.sorted() where !table.isEmpty {
            var fields = repository.dictionary.table(table)?.fields ?? []
            for field in columns[table] ?? [] where !inherited.contains(field.name) {
                fields.removeAll { $0.name == field.name }
                fields.append(field)
            }
            try repository.define(
                TableDefinition(
                    table, label: labels[table] ?? table, parent: ImportSetTables.rowTable,
                    displayField: "sys_import_row", fields: fields))
            defined.append(table)
        }
        return defined
    }

    /// The field kind for a dictionary `internal_type`.
    static func kind(_ type: String) -> FieldKind {
        switch type.lowercased() {
        case "integer", "longint": return .integer
        case "decimal", "float", "currency", "price": return .decimal
        case "boolean": return .boolean
        case "glide_date_time", "due_date": return .dateTime
        case "glide_date": return .date
        default: return .string
        }
    }
}
