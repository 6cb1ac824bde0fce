import GraphQL
import OrderedCollections

/// Builds the GraphQL schema from the table dictionary: `GlideRecord_Query` with a field per table, and
/// `GlideRecord_Mutation` with an insert, update and delete per table. It is not changed once built, so it may
/// be shared between requests.
final class GlideRecordSchema: @unchecked Sendable {
    private let dictionary: TableDictionary
    private let values: GlideRecordValueTypes
    private var rowTypes: [String: GraphQLObjectType] = [:]
    private var referenceTypes: [String: GraphQLObjectType] = [:]
    /// The tables whose names GraphQL accepts: letters, digits and underscores, not starting with a digit or `__`.
    private let tables: [String]

    private init(dictionary: TableDictionary) throws {
        self.dictionary = dictionary
        self.values = try GlideRecordValueTypes()
        self.tables = dictionary.tableNames.filter(Self.isValidName)
    }

    /// The schema, built from the dictionary. Its types read their fields through this builder, so keep the
    /// builder for as long as the schema is in use.
    private(set) var schema = GraphQLSchema?.none

    /// Builds the schema for `dictionary`.
    static func build(_ dictionary: TableDictionary) throws -> GlideRecordSchema {
        let builder = try GlideRecordSchema(dictionary: dictionary)
        builder.schema = try builder.makeSchema()
        return builder
    }

    static func isValidName(_ name: String) -> Bool {
        guard let first = name.utf8.first, !name.hasPrefix("__"), !(48...57).contains(first) else { return false }
        return name.utf8.allSatisfy {
            $0 == 95 || (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0)
        }
    }

    private func makeSchema() throws -> GraphQLSchema {
        for table in tables {
            rowTypes[table] = try rowType(table)
            referenceTypes[table] = try referenceType(table)
        }
        var queryFields = GraphQLFieldMap()
        var mutationFields = GraphQLFieldMap()
        for table in tables {
            guard let row = rowTypes[table] else { continue }
            queryFields[table] = try tableQueryField(table, row: row)
            for (name, field) in try writeFields(table, row: row) {
                mutationFields[name] = field
            }
        }
        let glideQuery = try GraphQLObjectType(
            name: "GlideRecord_Query", description: "Reads records, a field per table.", fields: queryFields)
        let glideMutation = try GraphQLObjectType(
            name: "GlideRecord_Mutation", description: "Inserts, updates and deletes records.", fields: mutationFields)
        let query = try GraphQLObjectType(
            name: "Query",
            fields: ["GlideRecord_Query": GraphQLField(type: GraphQLNonNull(glideQuery)) { _, _, _, _ in "" }])
        let mutation = try GraphQLObjectType(
            name: "Mutation",
            fields: ["GlideRecord_Mutation": GraphQLField(type: GraphQLNonNull(glideMutation)) { _, _, _, _ in "" }])
        return try GraphQLSchema(query: query, mutation: mutation)
    }

    /// `<table>_GlideRecord`: a field per column. Its fields are read lazily, so references can point at any table.
    private func rowType(_ table: String) throws -> GraphQLObjectType {
        let dictionary = self.dictionary
        return try GraphQLObjectType(
            name: table + "_GlideRecord",
            description: "A record of \(dictionary.table(table)?.label ?? table).",
            fields: { [unowned self] in
                var fields = GraphQLFieldMap()
                for column in dictionary.fields(of: table) where Self.isValidName(column.name) {
                    let type = values.type(for: column.kind) { self.referenceTypes[$0] }
                    fields[column.name] = GraphQLField(type: type, description: column.label) { source, _, _, _ in
                        (source as? InstanceRecord).map { GraphQLColumn(record: $0, field: column) }
                    }
                }
                return fields
            })
    }

    /// `<table>_GlideRecord_ReferenceField`: a reference to `table`, with `_reference` walking into the record.
    private func referenceType(_ table: String) throws -> GraphQLObjectType {
        var fields = GlideRecordValueTypes.valueFields(GraphQLString) { $0 }
        fields["referenceTableName"] = GlideRecordValueTypes.referenceTableNameField
        return try GraphQLObjectType(
            name: table + "_GlideRecord_ReferenceField",
            description: "A reference to a record of \(table).",
            fields: { [unowned self] in
                var all = fields
                if let row = self.rowTypes[table] {
                    all["_reference"] = GraphQLField(type: row) { source, _, context, _ in
                        guard let column = source as? GraphQLColumn, let context = context as? GraphQLRequestContext
                        else { return nil }
                        return try await context.referenced(table, column.value)
                    }
                }
                return all
            })
    }

    /// `GlideRecord_Query.<table>(queryConditions:pagination:sys_id:)`.
    private func tableQueryField(_ table: String, row: GraphQLObjectType) throws -> GraphQLField {
        let label = dictionary.table(table)?.label ?? table
        let page = try GraphQLObjectType(
            name: table + "_GlideRecord_Query",
            description: "A page of \(label) records.",
            fields: [
                "_rowCount": GraphQLField(
                    type: GraphQLNonNull(GraphQLInt),
                    description: "How many records match, including any the caller's ACLs hide."
                ) { source, _, _, _ in (source as? GraphQLTablePage)?.rowCount },
                "_results": GraphQLField(type: GraphQLNonNull(GraphQLList(GraphQLNonNull(row)))) { source, _, _, _ in
                    (source as? GraphQLTablePage)?.rows ?? []
                },
                "_table_metadata": GraphQLField(type: GraphQLNonNull(values.tableMetadata)) { _, _, _, _ in
                    GraphQLTableMetadata(name: table, label: label)
                },
            ])
        return GraphQLField(
            type: page,
            description: "Reads \(label) records.",
            args: [
                "queryConditions": GraphQLArgument(
                    type: GraphQLString, description: "An encoded query, such as active=true^ORDERBYDESCnumber."),
                "pagination": GraphQLArgument(type: values.pagination),
                "sys_id": GraphQLArgument(type: GraphQLString, description: "Reads only the record with this sys_id."),
            ]
        ) { _, arguments, context, info in
            guard let context = context as? GraphQLRequestContext else { return nil }
            return try await GlideRecordResolvers.query(table, arguments: arguments, context: context, info: info)
        }
    }

    /// `insert_<table>`, `update_<table>` and `delete_<table>`.
    private func writeFields(_ table: String, row: GraphQLObjectType) throws -> GraphQLFieldMap {
        var inputs = InputObjectFieldMap()
        for column in dictionary.fields(of: table) where Self.isValidName(column.name) {
            guard !column.readOnly || column.name == "number" else { continue }
            inputs[column.name] = InputObjectField(type: GraphQLString, description: column.label)
        }
        var fields = GraphQLFieldMap()
        let sysID = GraphQLArgument(type: GraphQLNonNull(GraphQLString), description: "The record's sys_id.")
        if !inputs.isEmpty {
            let input = try GraphQLInputObjectType(
                name: table + "_GlideRecord_Input", description: "Values to write to a \(table) record.",
                fields: inputs)
            let values = GraphQLArgument(type: GraphQLNonNull(input))
            fields["insert_" + table] = GraphQLField(
                type: row, description: "Inserts a \(table) record.", args: ["values": values]
            ) { _, arguments, context, info in
                try await GlideRecordResolvers.write(.insert, table, arguments: arguments, context: context, info: info)
            }
            fields["update_" + table] = GraphQLField(
                type: row, description: "Updates a \(table) record.", args: ["sys_id": sysID, "values": values]
            ) { _, arguments, context, info in
                try await GlideRecordResolvers.write(.update, table, arguments: arguments, context: context, info: info)
            }
        }
        fields["delete_" + table] = GraphQLField(
            type: row, description: "Deletes a \(table) record and returns it as it was.", args: ["sys_id": sysID]
        ) { _, arguments, context, info in
            try await GlideRecordResolvers.write(.delete, table, arguments: arguments, context: context, info: info)
        }
        return fields
    }
}
