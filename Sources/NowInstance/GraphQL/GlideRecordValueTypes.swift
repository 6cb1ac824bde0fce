import GraphQL

/// The types every table shares: one `{ value displayValue }` type per kind of column, choices, table metadata and
/// the pagination input. They are built once per schema, because a schema holds each type name once.
struct GlideRecordValueTypes {
    let string: GraphQLObjectType
    let dateTime: GraphQLObjectType
    let date: GraphQLObjectType
    let integer: GraphQLObjectType
    let decimal: GraphQLObjectType
    let boolean: GraphQLObjectType
    let choice: GraphQLObjectType
    let choiceOption: GraphQLObjectType
    /// A reference to a table the dictionary does not hold, so it has no `_reference`.
    let unknownReference: GraphQLObjectType
    let tableMetadata: GraphQLObjectType
    let pagination: GraphQLInputObjectType

    init() throws {
        string = try Self.valueType("GlideRecord_StringField", GraphQLString) { $0 }
        dateTime = try Self.valueType("GlideRecord_DateTimeField", GraphQLString) { $0 }
        date = try Self.valueType("GlideRecord_DateField", GraphQLString) { $0 }
        integer = try Self.valueType("GlideRecord_IntegerField", GraphQLInt) { Int($0) }
        decimal = try Self.valueType("GlideRecord_DecimalField", GraphQLFloat) { Double($0) }
        boolean = try Self.valueType("GlideRecord_BooleanField", GraphQLBoolean) { text in
            text.isEmpty ? nil : text.lowercased() == "true" || text == "1"
        }
        choiceOption = try GraphQLObjectType(
            name: "GlideRecord_Choice",
            description: "One option of a choice column.",
            fields: [
                "value": GraphQLField(type: GraphQLNonNull(GraphQLString)) { source, _, _, _ in
                    (source as? Choice)?.value
                },
                "displayValue": GraphQLField(type: GraphQLNonNull(GraphQLString)) { source, _, _, _ in
                    (source as? Choice)?.label
                },
            ])
        var choiceFields = Self.valueFields(GraphQLString) { $0 }
        choiceFields["_choices"] = GraphQLField(type: GraphQLNonNull(GraphQLList(GraphQLNonNull(choiceOption)))) {
            source, _, _, _ in
            guard let column = source as? GraphQLColumn, case .choice(let choices) = column.field.kind else {
                return [Choice]()
            }
            return choices
        }
        choice = try GraphQLObjectType(
            name: "GlideRecord_ChoiceField", description: "A choice column and its options.", fields: choiceFields)
        var referenceFields = Self.valueFields(GraphQLString) { $0 }
        referenceFields["referenceTableName"] = Self.referenceTableNameField
        unknownReference = try GraphQLObjectType(
            name: "GlideRecord_ReferenceField",
            description: "A reference to a table this instance does not define.", fields: referenceFields)
        tableMetadata = try Self.tableMetadataType()
        pagination = try GraphQLInputObjectType(
            name: "GlideRecord_Pagination",
            description: "Which page of records to return.",
            fields: [
                "limit": InputObjectField(type: GraphQLInt, description: "How many records; 100 when not given."),
                "offset": InputObjectField(type: GraphQLInt, description: "How many records to skip first."),
            ])
    }

    /// The object type for a column of `kind`.
    func type(for kind: FieldKind, references: (String) -> GraphQLObjectType?) -> GraphQLObjectType {
        switch kind {
        case .string, .journal: return string
        case .dateTime: return dateTime
        case .date: return date
        case .integer: return integer
        case .decimal: return decimal
        case .boolean: return boolean
        case .choice: return choice
        case .reference(let target): return references(target) ?? unknownReference
        }
    }

    /// `value` (typed by `convert`, which turns an empty stored value into null for numbers and booleans) and
    /// `displayValue`, read from a `GraphQLColumn`.
    static func valueFields(
        _ valueType: GraphQLOutputType, convert: @escaping @Sendable (String) -> (any Sendable)?
    ) -> GraphQLFieldMap {
        [
            "value": GraphQLField(type: valueType) { source, _, _, _ in
                guard let column = source as? GraphQLColumn else { return nil }
                return convert(column.value)
            },
            "displayValue": GraphQLField(type: GraphQLString) { source, _, context, _ in
                guard let column = source as? GraphQLColumn, let context = context as? GraphQLRequestContext else {
                    return nil
                }
                return try await context.displayValue(column.value, field: column.field)
            },
        ]
    }

    static let referenceTableNameField = GraphQLField(type: GraphQLString) { source, _, _, _ in
        guard let column = source as? GraphQLColumn, case .reference(let target) = column.field.kind else { return nil }
        return target
    }

    private static func valueType(
        _ name: String, _ valueType: GraphQLScalarType, convert: @escaping @Sendable (String) -> (any Sendable)?
    ) throws -> GraphQLObjectType {
        try GraphQLObjectType(
            name: name, description: "A column's stored value and the value shown to people.",
            fields: valueFields(valueType, convert: convert))
    }

    private static func tableMetadataType() throws -> GraphQLObjectType {
        func permission(_ operation: AccessRules.Operation) -> GraphQLField {
            GraphQLField(type: GraphQLNonNull(GraphQLBoolean)) { source, _, context, _ in
                guard let table = source as? GraphQLTableMetadata, let context = context as? GraphQLRequestContext
                else { return false }
                return context.operations.access.allows(operation, on: table.name, for: context.user)
            }
        }
        return try GraphQLObjectType(
            name: "GlideRecord_TableMetadata",
            description: "The table's label and what the caller may do with it.",
            fields: [
                "label": GraphQLField(type: GraphQLNonNull(GraphQLString)) { source, _, _, _ in
                    (source as? GraphQLTableMetadata)?.label
                },
                "canRead": permission(.read), "canWrite": permission(.write), "canCreate": permission(.create),
                "canDelete": permission(.delete),
            ])
    }
}

/// The source of `_table_metadata`.
struct GraphQLTableMetadata: Sendable {
    let name: String
    let label: String
}
