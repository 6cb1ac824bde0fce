/// Reads one condition (`<field><operator><operand>`) out of a query part.
enum ConditionParser {
    /// Parses `part`. Errors carry `whole` as their fragment when the part had a prefix such as `OR` removed.
    static func parse(_ part: QueryPart, whole: QueryPart? = nil) throws(QueryParseError) -> QueryCondition {
        let context = PartContext(part: part, whole: whole ?? part)
        let text = part.text
        let fieldEnd = text.firstIndex { !(FieldPath.isNameCharacter($0) || $0 == ".") } ?? text.endIndex
        let fieldText = text[..<fieldEnd]
        guard !fieldText.isEmpty else {
            throw context.error(.missingField, at: 0)
        }
        guard let field = FieldPath.parse(fieldText) else {
            throw context.error(.invalidField(String(fieldText)), at: 0)
        }
        let rest = text[fieldEnd...]
        let operatorOffset = fieldText.count
        guard !rest.isEmpty else {
            throw context.error(.missingOperator(field: field.description), at: operatorOffset)
        }
        guard let spelling = QueryOperator.spellings.first(where: { rest.hasPrefix($0.text) }) else {
            throw context.error(
                .unknownOperator(field: field.description, text: String(rest)), at: operatorOffset)
        }
        let operandText = rest.dropFirst(spelling.text.count)
        let operandOffset = operatorOffset + spelling.text.count
        let operand = try OperandParser.parse(operandText, for: spelling.op) { reason in
            context.error(reason, at: operandOffset)
        }
        return QueryCondition(field: field, op: spelling.op, operand: operand)
    }
}

/// Where a condition sits in the query, so that errors report the right position and fragment.
struct PartContext {
    var part: QueryPart
    var whole: QueryPart

    func error(_ reason: QueryParseError.Reason, at offsetInPart: Int) -> QueryParseError {
        QueryParseError(position: part.offset + offsetInPart, fragment: String(whole.text), reason: reason)
    }
}
