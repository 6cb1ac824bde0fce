extension EncodedQuery {
    /// Parses an encoded query strictly. See `EncodedQueryParser.parse(_:)`.
    public init(parsing text: String) throws(QueryParseError) {
        self = try EncodedQueryParser.parse(text)
    }

    /// The query in canonical encoded form: keywords, groups joined by `^NQ`, related-list conditions, `^EQ`, then
    /// sort keys.
    ///
    /// Parsing a canonical string and printing it gives back the same string.
    public var encoded: String {
        var parts: [String] = []
        if let keywords {
            parts.append(KeywordSearch.prefix + keywords)
        }
        var printedGroup = false
        for group in groups where !group.clauses.isEmpty {
            for (clauseIndex, clause) in group.clauses.enumerated() {
                for (alternativeIndex, condition) in clause.alternatives.enumerated() {
                    let joiner: String
                    if alternativeIndex > 0 {
                        joiner = "OR"
                    } else if clauseIndex == 0 && printedGroup {
                        joiner = "NQ"
                    } else {
                        joiner = ""
                    }
                    parts.append(joiner + condition.encoded)
                }
            }
            printedGroup = true
        }
        parts.append(contentsOf: relatedListQueries.map(\.encoded))
        if hasEndMarker {
            parts.append("EQ")
        }
        parts.append(contentsOf: ordering.map(\.encoded))
        return parts.joined(separator: "^")
    }
}

extension QueryOrdering {
    /// `ORDERBY<field>` or `ORDERBYDESC<field>`.
    public var encoded: String {
        (descending ? "ORDERBYDESC" : "ORDERBY") + field.description
    }
}

extension QueryCondition {
    /// The condition as it appears in an encoded query, such as `priority<=2`.
    public var encoded: String {
        field.description + op.token + operand.encoded
    }
}

extension QueryOperand {
    /// The operand text that follows the operator.
    public var encoded: String {
        switch self {
        case .none: return ""
        case .value(let value): return value.encoded
        case .list(let items): return items.joined(separator: ",")
        case .range(let low, let high): return low.encoded + "@" + high.encoded
        case .field(let field): return field.description
        case .fieldWithin(let field, let unit): return "\(field.description)@\(unit.rawValue)"
        case .hierarchy(let hierarchy, let start): return "\(hierarchy)@\(start)"
        case .sysID(let id): return id
        case .table(let table): return table
        case .dateRange(let label, let start, let end): return "\(label)@\(start.encoded)@\(end.encoded)"
        case .datePart(let label, let spec):
            let macro = ScriptMacro("gs.datePart", [.string(spec.part), .string(spec.value), .string(spec.comparison)])
            return "\(label)@\(macro.text)"
        case .relative(let offset): return "@" + offset.encoded
        case .fieldOffset(let field, let offset): return "\(field.description)@\(offset.encoded)"
        }
    }
}

extension QueryValue {
    /// The literal text, or `javascript:<call>` for a macro.
    public var encoded: String {
        switch self {
        case .literal(let text): return text
        case .macro(let macro): return macro.text
        }
    }
}

extension RelativeOffset {
    /// `<unit>@<direction>@<count>`, without the leading `@`.
    public var encoded: String { "\(unit.rawValue)@\(direction.rawValue)@\(count)" }
}
