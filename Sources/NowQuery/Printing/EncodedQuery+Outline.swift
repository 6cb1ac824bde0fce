extension EncodedQuery {
    /// A readable outline of the query's logic, one line per `^NQ` group, for explaining a query to a person.
    public var outline: String {
        var lines: [String] = []
        if let keywords {
            lines.append("keywords: \(keywords)")
        }
        for (index, group) in groups.enumerated() {
            let clauses = group.clauses.map { clause -> String in
                let text = clause.alternatives.map(\.readable).joined(separator: " OR ")
                return clause.alternatives.count > 1 && group.clauses.count > 1 ? "(\(text))" : text
            }
            lines.append((index == 0 ? "where " : "or where ") + clauses.joined(separator: " AND "))
        }
        for related in relatedListQueries {
            let inner =
                related.conditions.hasNoConditions
                ? "" : " that match (" + related.conditions.outline.replacingLineBreaks() + ")"
            lines.append(
                "and with \(related.comparison.rawValue) \(related.count) \(related.table) records whose "
                    + "\(related.field) is this record\(inner)")
        }
        for order in ordering {
            lines.append("sort by \(order.field) \(order.descending ? "descending" : "ascending")")
        }
        return lines.isEmpty ? "all records" : lines.joined(separator: "\n")
    }
}

extension QueryCondition {
    /// `field OPERATOR operand`, spaced for reading.
    var readable: String {
        let operandText = operand.encoded
        return operandText.isEmpty ? "\(field) \(op.token)" : "\(field) \(op.token) \(operandText)"
    }
}

extension String {
    fileprivate func replacingLineBreaks() -> String {
        split(separator: "\n").joined(separator: "; ")
    }
}
