import NowQuery

/// How field values come back, from `sysparm_display_value`.
public enum DisplayValueMode: Sendable, Hashable {
    case actual, display, both
}

/// The `sysparm_*` parameters of a Table API request, read loosely as real clients send them.
struct TableParameters {
    var query: EncodedQuery = EncodedQuery()
    var droppedQueryParts: [QueryParseError] = []
    var fields: [String]?
    var displayValue: DisplayValueMode = .actual
    var excludeReferenceLink = false
    var limit = 10_000
    /// Whether the request sent `sysparm_limit`: only then does a list answer with `Link`, as the platform's do.
    var limitGiven = false
    var offset = 0
    var noCount = false
    var suppressPaginationHeader = false
    var inputDisplayValue = false
    /// Name-value parameters that name no field of the table, which the platform ignores.
    var ignoredParameters: [String] = []

    /// Reads the parameters; plain `field=value` pairs become extra `=` conditions, as on the platform. A choice
    /// field's pair may give the choice's label instead of its value (`state=Closed`, `state=closed`), as the
    /// platform's documentation allows; a reference's may give the referenced record's display value, which the
    /// query evaluator already compares by.
    init(_ items: [(String, String)], tableFields: [FieldDefinition] = []) {
        // Built only for a request with plain pairs: most have none, and a table has dozens of fields.
        var fieldsByName: [String: FieldDefinition]?
        var plainFilters: [QueryCondition] = []
        for (name, value) in items {
            switch name {
            case "sysparm_query":
                let parsed = ParsedQueries.leniently(value)
                query = parsed.query
                droppedQueryParts = parsed.dropped
            case "sysparm_fields":
                let list = value.split(separator: ",").map { String($0).trimmedOfSpaces() }.filter { !$0.isEmpty }
                fields = list.isEmpty ? nil : list
            case "sysparm_display_value":
                switch value.lowercased() {
                case "true": displayValue = .display
                case "all": displayValue = .both
                default: displayValue = .actual
                }
            case "sysparm_exclude_reference_link": excludeReferenceLink = Self.flag(value)
            case "sysparm_limit":
                limit = Int(value).map { max(0, $0) } ?? limit
                limitGiven = true
            case "sysparm_offset": offset = Int(value).map { max(0, $0) } ?? offset
            case "sysparm_no_count": noCount = Self.flag(value)
            case "sysparm_suppress_pagination_header": suppressPaginationHeader = Self.flag(value)
            case "sysparm_input_display_value": inputDisplayValue = Self.flag(value)
            default:
                guard !name.hasPrefix("sysparm_") else { continue }
                let byName =
                    fieldsByName
                    ?? Dictionary(tableFields.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
                fieldsByName = byName
                guard let field = byName[name] else {
                    ignoredParameters.append(name)
                    continue
                }
                plainFilters.append(QueryCondition(FieldPath(name), .equals, Self.storedValue(value, of: field)))
            }
        }
        for filter in plainFilters {
            query = query.narrowed(by: QueryClause(filter))
        }
    }

    /// The choice value for a choice label; any other value as given.
    static func storedValue(_ value: String, of field: FieldDefinition) -> String {
        guard case .choice(let choices) = field.kind, !choices.contains(where: { $0.value == value }),
            let choice = choices.first(where: { $0.label.lowercased() == value.lowercased() })
        else { return value }
        return choice.value
    }

    /// `true`, `True` and `TRUE` are all true; anything else, including empty, is false.
    static func flag(_ value: String) -> Bool { value.lowercased() == "true" }
}

extension String {
    func trimmedOfSpaces() -> String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
