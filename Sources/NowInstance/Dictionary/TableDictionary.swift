import NowQuery

/// The instance's tables and fields, with inheritance: a child table has its parent's fields and shares its storage.
public struct TableDictionary: Sendable {
    private var tables: [String: TableDefinition] {
        didSet {
            resolved = Self.resolve(tables)
            revision += 1
        }
    }
    /// Counts the changes made since the dictionary was created, so what is built from it (such as the GraphQL
    /// schema) knows when to rebuild.
    public private(set) var revision = 0
    /// Each table's fields with inheritance worked out, rebuilt whenever a table is defined, so lookups made for
    /// every field of every rendered row cost a hash lookup.
    private var resolved: [String: ResolvedTable] = [:]

    private struct ResolvedTable: Sendable {
        var fields: [FieldDefinition]
        var byName: [String: FieldDefinition]
        /// What every query of the table asks for again: its storage table, its descendants and its query types.
        var storageTable: String
        var descendants: [String]
        var queryTypes: [String: QueryFieldType]
        var isHierarchical: Bool
    }

    /// The system fields every record has.
    public static let systemFields: [FieldDefinition] = [
        FieldDefinition("sys_id", .string, label: "Sys ID", readOnly: true),
        FieldDefinition("sys_created_on", .dateTime, label: "Created", readOnly: true),
        FieldDefinition("sys_created_by", .string, label: "Created by", readOnly: true),
        FieldDefinition("sys_updated_on", .dateTime, label: "Updated", readOnly: true),
        FieldDefinition("sys_updated_by", .string, label: "Updated by", readOnly: true),
        FieldDefinition("sys_mod_count", .integer, label: "Updates", readOnly: true),
    ]

    /// Creates a dictionary from table definitions.
    public init(_ tables: [TableDefinition]) {
        self.tables = Dictionary(tables.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
        self.resolved = Self.resolve(self.tables)
    }

    private static func resolve(_ tables: [String: TableDefinition]) -> [String: ResolvedTable] {
        let unresolved = TableDictionary(unresolved: tables)
        var result: [String: ResolvedTable] = [:]
        for name in tables.keys {
            let fields = unresolved.computeFields(of: name)
            result[name] = ResolvedTable(
                fields: fields,
                byName: Dictionary(fields.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }),
                storageTable: unresolved.storageTable(name), descendants: unresolved.descendants(of: name),
                queryTypes: queryTypes(of: fields), isHierarchical: unresolved.isHierarchical(name))
        }
        return result
    }

    private init(unresolved tables: [String: TableDefinition]) {
        self.tables = tables
    }

    /// Adds or replaces a table, such as one an update set installs.
    public mutating func define(_ table: TableDefinition) {
        tables[table.name] = table
    }

    /// The table named `name`, if it exists.
    public func table(_ name: String) -> TableDefinition? { tables[name] }

    /// Every table name, sorted.
    public var tableNames: [String] { tables.keys.sorted() }

    /// The chain from `name` up to its root, `name` first.
    public func lineage(_ name: String) -> [TableDefinition] {
        var chain: [TableDefinition] = []
        var current = tables[name]
        while let table = current, !chain.contains(where: { $0.name == table.name }) {
            chain.append(table)
            current = table.parent.flatMap { tables[$0] }
        }
        return chain
    }

    /// The table whose soup stores `name`'s records: the root of its hierarchy.
    public func storageTable(_ name: String) -> String {
        resolved[name]?.storageTable ?? lineage(name).last?.name ?? name
    }

    /// Whether `name` is a hierarchy with more than one class, so records carry `sys_class_name`.
    public func isHierarchical(_ name: String) -> Bool {
        if let known = resolved[name]?.isHierarchical { return known }
        let root = storageTable(name)
        return tables.values.contains { $0.parent != nil && storageTable($0.name) == root }
    }

    /// `name` and every table that extends it, directly or not.
    public func descendants(of name: String) -> [String] {
        if let known = resolved[name]?.descendants { return known }
        return tables.keys.filter { candidate in lineage(candidate).contains { $0.name == name } }.sorted()
    }

    /// Whether `table` is `ancestor` or extends it.
    public func extends(_ table: String, _ ancestor: String) -> Bool {
        lineage(table).contains { $0.name == ancestor }
    }

    /// Every field of `name`: system fields, then inherited fields from the root down, then its own.
    public func fields(of name: String) -> [FieldDefinition] {
        resolved[name]?.fields ?? computeFields(of: name)
    }

    private func computeFields(of name: String) -> [FieldDefinition] {
        var result = Self.systemFields
        if isHierarchical(name) {
            let classes = descendants(of: storageTable(name)).compactMap { tables[$0] }
            result.append(
                FieldDefinition(
                    "sys_class_name", .choice(classes.map { Choice($0.name, $0.label) }), label: "Class", readOnly: true
                ))
        }
        for table in lineage(name).reversed() {
            result.append(contentsOf: table.fields)
        }
        return result
    }

    /// The field named `field` on `table`.
    public func field(_ field: String, of table: String) -> FieldDefinition? {
        if let resolved = resolved[table] { return resolved.byName[field] }
        return computeFields(of: table).first { $0.name == field }
    }

    /// Every field stored in the soup that holds `name`: the union over the whole hierarchy.
    public func storedFields(of name: String) -> [FieldDefinition] {
        var seen = Set<String>()
        var result: [FieldDefinition] = []
        for table in descendants(of: storageTable(name)) {
            for field in fields(of: table) where seen.insert(field.name).inserted {
                result.append(field)
            }
        }
        return result
    }

    /// The NowQuery types of `name`'s fields.
    public func queryTypes(of name: String) -> [String: QueryFieldType] {
        resolved[name]?.queryTypes ?? Self.queryTypes(of: fields(of: name))
    }

    private static func queryTypes(of fields: [FieldDefinition]) -> [String: QueryFieldType] {
        Dictionary(fields.map { ($0.name, $0.kind.queryType) }, uniquingKeysWith: { $1 })
    }

    /// The display field of `name`, inherited when the table does not set its own.
    public func displayField(of name: String) -> String {
        lineage(name).first?.displayField ?? "sys_id"
    }
}
