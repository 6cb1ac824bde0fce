/// A part of an encoded query the parser could not read, with where it starts and what to do about it.
public struct QueryParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The zero-based character offset in the query where the unreadable text starts.
    public var position: Int
    /// The `^`-separated part that holds the problem; lenient parsing drops exactly this part.
    public var fragment: String
    /// What is wrong.
    public var reason: Reason

    /// Creates an error.
    public init(position: Int, fragment: String, reason: Reason) {
        self.position = position
        self.fragment = fragment
        self.reason = reason
    }

    /// The kinds of problem the parser reports.
    public enum Reason: Sendable, Hashable {
        /// Two `^` in a row, or a `^` at either end.
        case emptyPart
        /// The part starts with an operator or value instead of a field name.
        case missingField
        /// The field name holds an empty dot-walk step or a character field names cannot have.
        case invalidField(String)
        /// A field name with no operator after it.
        case missingOperator(field: String)
        /// The text after the field is not an operator the platform knows.
        case unknownOperator(field: String, text: String)
        /// An operator that takes no value was followed by text.
        case unexpectedOperand(QueryOperator, text: String)
        /// An operator that needs a value had none.
        case missingOperand(QueryOperator)
        /// The value does not have the shape the operator needs.
        case malformedOperand(QueryOperator, text: String, expected: String)
        /// A `javascript:` value calls a function the evaluator does not know.
        case unsupportedScript(String)
        /// A `javascript:` call is malformed or has the wrong arguments.
        case malformedScript(String, expected: String)
        /// `^OR` with no condition before it in the same group.
        case orWithoutCondition
        /// `^NQ` with no condition before it.
        case newQueryWithoutCondition
        /// `123TEXTQUERY321=` with no keywords.
        case emptyKeywords
        /// A second `123TEXTQUERY321=` part.
        case duplicateKeywords
        /// `ORDERBY` or `ORDERBYDESC` without a valid field.
        case invalidOrderBy(String)
        /// An `RLQUERY` header that is not `<table>.<field>,<comparison><count>`.
        case malformedRelatedList(String)
        /// An `RLQUERY` with no `ENDRLQUERY` after it, or an `ENDRLQUERY` with no `RLQUERY` before it.
        case unbalancedRelatedList
    }

    /// A one-line explanation that says what to change.
    public var description: String {
        "cannot read '\(fragment)' at position \(position): \(explanation)"
    }

    /// The explanation part of the message, without the position.
    public var explanation: String {
        switch reason {
        case .emptyPart:
            return "empty condition; remove the extra '^'"
        case .missingField:
            return "a condition must start with a field name such as 'active'"
        case .invalidField(let name):
            return
                "'\(name)' is not a field name; use lower-case letters, digits and '_', with '.' between dot-walk steps"
        case .missingOperator(let field):
            return "field '\(field)' has no operator; add one such as '=', 'LIKE' or 'ISEMPTY'"
        case .unknownOperator(let field, let text):
            return "'\(text)' after field '\(field)' starts with no known operator; check the spelling ('=', '!=', "
                + "'LIKE', 'IN', 'ISEMPTY', 'BETWEEN', 'ON', …) and that the field name is lower case"
        case .unexpectedOperand(let op, let text):
            return "operator '\(op.token)' takes no value, but '\(text)' follows it; remove the value"
        case .missingOperand(let op):
            return "operator '\(op.token)' needs a value after it"
        case .malformedOperand(let op, let text, let expected):
            return "'\(text)' is not a valid value for '\(op.token)'; expected \(expected)"
        case .unsupportedScript(let call):
            return "'javascript:\(call)' is not a supported macro; use a gs date macro such as "
                + "gs.daysAgoStart(0) or gs.beginningOfToday(), or a literal value"
        case .malformedScript(let call, let expected):
            return "'javascript:\(call)' is malformed; expected \(expected)"
        case .orWithoutCondition:
            return "'^OR' needs a condition before it to OR with"
        case .newQueryWithoutCondition:
            return "'^NQ' needs a condition before it; remove it or add a condition first"
        case .emptyKeywords:
            return "'123TEXTQUERY321=' needs keywords after '='"
        case .duplicateKeywords:
            return "a query takes one '123TEXTQUERY321=' part; merge the keywords into one"
        case .invalidOrderBy(let text):
            return "'\(text)' is not a field to sort by; write ORDERBY<field> or ORDERBYDESC<field>"
        case .malformedRelatedList(let text):
            return
                "'\(text)' is not a related-list header; write RLQUERY<table>.<reference field>,<comparison><count>, "
                + "as in RLQUERYincident.problem_id,>=1"
        case .unbalancedRelatedList:
            return "RLQUERY and ENDRLQUERY must come in pairs; close each RLQUERY…^ENDRLQUERY block"
        }
    }
}
