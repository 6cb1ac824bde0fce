import Foundation

/// Reads the operand that follows an operator, according to the shape the operator needs.
enum OperandParser {
    typealias Fail = (QueryParseError.Reason) -> QueryParseError

    static func parse(_ text: Substring, for op: QueryOperator, fail: Fail) throws(QueryParseError) -> QueryOperand {
        switch op.operandKind {
        case .none:
            guard text.isEmpty else { throw fail(.unexpectedOperand(op, text: String(text))) }
            return .none
        case .optionalValue:
            return .value(try value(text, fail: fail))
        case .value:
            guard !text.isEmpty else { throw fail(.missingOperand(op)) }
            return .value(try value(text, fail: fail))
        case .list:
            return try list(text, op: op, fail: fail)
        case .range:
            let bounds = try pieces(text, count: 2, op: op, expected: "two values joined by '@', as in 1@5", fail: fail)
            return .range(try value(bounds[0], fail: fail), try value(bounds[1], fail: fail))
        case .field:
            return try fieldOperand(text, op: op, fail: fail)
        case .hierarchy:
            return try hierarchy(text, op: op, fail: fail)
        case .sysID:
            guard SysID.isValid(text) else {
                throw fail(.malformedOperand(op, text: String(text), expected: "a 32-character lower-case hex sys_id"))
            }
            return .sysID(String(text))
        case .table:
            guard !text.isEmpty, text.allSatisfy(FieldPath.isNameCharacter) else {
                throw fail(.malformedOperand(op, text: String(text), expected: "a table name such as 'task'"))
            }
            return .table(String(text))
        case .dateRange:
            let expected =
                "<label>@<start>@<end>, as in Today@javascript:gs.beginningOfToday()@javascript:gs.endOfToday()"
            let parts = try pieces(text, count: 3, op: op, expected: expected, fail: fail, allowEmptyFirst: true)
            return .dateRange(
                label: String(parts[0]), start: try value(parts[1], fail: fail), end: try value(parts[2], fail: fail))
        case .datePart:
            return try datePart(text, op: op, fail: fail)
        case .relative:
            return .relative(try relative(text, op: op, fail: fail))
        case .fieldOffset:
            return try fieldOffset(text, op: op, fail: fail)
        }
    }

    /// A literal, or a `javascript:` macro.
    static func value(_ text: Substring, fail: Fail) throws(QueryParseError) -> QueryValue {
        guard text.hasPrefix(MacroParser.prefix) else { return .literal(String(text)) }
        return .macro(try MacroParser.parse(text.dropFirst(MacroParser.prefix.count), fail: fail))
    }

    /// `other`, or for `SAMEAS` and `NSAMEAS` on dates `other@day` (any `DateGranularity`).
    private static func fieldOperand(_ text: Substring, op: QueryOperator, fail: Fail) throws(QueryParseError)
        -> QueryOperand
    {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        let takesUnit = op == .sameAs || op == .notSameAs
        let units = DateGranularity.allCases.map(\.rawValue).joined(separator: "|")
        let expected = takesUnit ? "another field's name, optionally with @<\(units)>" : "another field's name"
        guard parts.count <= (takesUnit ? 2 : 1), let field = FieldPath.parse(parts[0]) else {
            throw fail(.malformedOperand(op, text: String(text), expected: expected))
        }
        guard parts.count == 2 else { return .field(field) }
        guard let unit = DateGranularity(rawValue: String(parts[1])) else {
            throw fail(.malformedOperand(op, text: String(text), expected: expected))
        }
        return .fieldWithin(field, unit)
    }

    /// `<hierarchy sys_id>@<start>`. The platform's own documentation shows the `@` percent-encoded as `%40`, as it
    /// appears in a list URL, so that spelling is read too.
    private static func hierarchy(_ text: Substring, op: QueryOperator, fail: Fail) throws(QueryParseError)
        -> QueryOperand
    {
        let startName = op == .inHierarchyDynamic ? "<dynamic filter sys_id>" : "<start sys_id>"
        let expected = "<hierarchy sys_id>@\(startName)"
        guard !text.isEmpty else { throw fail(.missingOperand(op)) }
        let separated = text.replacingOccurrences(of: "%40", with: "@")
        let parts = separated.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, SysID.isValid(parts[0]), SysID.isValid(parts[1]) else {
            throw fail(.malformedOperand(op, text: String(text), expected: expected))
        }
        return .hierarchy(hierarchy: String(parts[0]), start: String(parts[1]))
    }

    private static func list(_ text: Substring, op: QueryOperator, fail: Fail) throws(QueryParseError) -> QueryOperand {
        guard !text.isEmpty else { throw fail(.missingOperand(op)) }
        if text.hasPrefix(MacroParser.prefix) {
            return .value(try value(text, fail: fail))
        }
        return .list(text.split(separator: ",", omittingEmptySubsequences: false).map(String.init))
    }

    private static func pieces(
        _ text: Substring, count: Int, op: QueryOperator, expected: String, fail: Fail, allowEmptyFirst: Bool = false
    ) throws(QueryParseError) -> [Substring] {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        let emptyIndex = parts.indices.first { parts[$0].isEmpty && !(allowEmptyFirst && $0 == 0) }
        guard !text.isEmpty else { throw fail(.missingOperand(op)) }
        guard parts.count == count, emptyIndex == nil else {
            throw fail(.malformedOperand(op, text: String(text), expected: expected))
        }
        return parts
    }

    private static func datePart(_ text: Substring, op: QueryOperator, fail: Fail) throws(QueryParseError)
        -> QueryOperand
    {
        let expected = "<label>@javascript:gs.datePart('<part>','<value>','<EE|NE|GT|GE|LT|LE>')"
        let parts = try pieces(text, count: 2, op: op, expected: expected, fail: fail, allowEmptyFirst: true)
        guard case .macro(let macro) = try value(parts[1], fail: fail), macro.function == "gs.datePart",
            macro.arguments.count == 3,
            case .string(let part) = macro.arguments[0], case .string(let partValue) = macro.arguments[1],
            case .string(let comparison) = macro.arguments[2],
            DatePartSpec.comparisons.contains(comparison), DatePartSpec.parts.contains(part)
        else {
            throw fail(.malformedOperand(op, text: String(text), expected: expected))
        }
        return .datePart(
            label: String(parts[0]), part: DatePartSpec(part: part, value: partValue, comparison: comparison))
    }

    private static func relative(_ text: Substring, op: QueryOperator, fail: Fail) throws(QueryParseError)
        -> RelativeOffset
    {
        let expected = "@<unit>@ago|ahead@<count>, as in @hour@ago@1"
        guard text.first == "@" else {
            throw fail(
                text.isEmpty ? .missingOperand(op) : .malformedOperand(op, text: String(text), expected: expected))
        }
        let parts = try pieces(text.dropFirst(), count: 3, op: op, expected: expected, fail: fail)
        guard let offset = offset(parts, directions: [.ago, .ahead]) else {
            throw fail(.malformedOperand(op, text: String(text), expected: expected))
        }
        return offset
    }

    private static func fieldOffset(_ text: Substring, op: QueryOperator, fail: Fail) throws(QueryParseError)
        -> QueryOperand
    {
        let expected = "<field>@<unit>@before|after@<count>, as in sys_created_on@hour@after@1"
        let parts = try pieces(text, count: 4, op: op, expected: expected, fail: fail)
        guard let field = FieldPath.parse(parts[0]),
            let offset = offset(parts.dropFirst(), directions: [.before, .after])
        else {
            throw fail(.malformedOperand(op, text: String(text), expected: expected))
        }
        return .fieldOffset(field, offset)
    }

    private static func offset(_ parts: ArraySlice<Substring>, directions: Set<RelativeDirection>) -> RelativeOffset? {
        let values = Array(parts)
        guard values.count == 3, let unit = TimeUnit(rawValue: String(values[0])),
            let direction = RelativeDirection(rawValue: String(values[1])), directions.contains(direction),
            values[2].allSatisfy({ $0.isASCII && $0.isNumber }), let count = Int(values[2]), count >= 0
        else { return nil }
        return RelativeOffset(unit: unit, direction: direction, count: count)
    }

    private static func offset(_ parts: [Substring], directions: Set<RelativeDirection>) -> RelativeOffset? {
        offset(parts[...], directions: directions)
    }
}
