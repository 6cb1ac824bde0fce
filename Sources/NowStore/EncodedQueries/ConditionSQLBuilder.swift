import Foundation
import GRDB
import NowQuery

/// Builds the SQL for one condition on one column, or nil when SQL would not mean what the evaluator means.
struct ConditionSQLBuilder {
    let column: String
    /// The value as stored in the entry's JSON, where an empty string and a missing value still differ.
    let storedValue: String
    let type: QueryFieldType
    let context: QueryContext

    private var empty: String { "(\(column) IS NULL OR \(column) = '')" }
    private var present: String { "(\(column) IS NOT NULL AND \(column) <> '')" }

    func build(_ op: QueryOperator, _ operand: QueryOperand) -> SQLFragment? {
        switch (op, operand) {
        case (.isEmpty, _), (.equals, .value(.literal(""))): return SQLFragment(sql: empty)
        case (.isNotEmpty, _), (.notEquals, .value(.literal(""))): return SQLFragment(sql: present)
        case (.anything, _): return .alwaysTrue
        case (.emptyString, _): return type == .string ? SQLFragment(sql: "\(storedValue) = ''") : nil
        case (.equals, .value(let value)):
            return literal(value).flatMap(key).map { SQLFragment(sql: "\(column) = ?", arguments: [$0]) }
        case (.notEquals, .value(let value)):
            return literal(value).flatMap(key).map {
                SQLFragment(sql: "\(present) AND \(column) <> ?", arguments: [$0])
            }
        case (.isOneOf, .list(let items)):
            return list(items).map { SQLFragment(sql: "\(present) AND \(column) IN (\(marks($0)))", arguments: $0) }
        case (.isNotOneOf, .list(let items)):
            return list(items).map { SQLFragment(sql: "\(present) AND \(column) NOT IN (\(marks($0)))", arguments: $0) }
        case (.lessThan, .value(let value)): return comparison("<", value)
        case (.lessThanOrEquals, .value(let value)): return comparison("<=", value)
        case (.greaterThan, .value(let value)): return comparison(">", value)
        case (.greaterThanOrEquals, .value(let value)): return comparison(">=", value)
        case (.between, .range(let low, let high)):
            guard let lower = comparison(">=", low), let upper = comparison("<=", high) else { return nil }
            return SQLFragment(sql: "\(lower.sql) AND \(upper.sql)", arguments: lower.arguments + upper.arguments)
        case (.like, .value(let value)): return pattern(value, "%", "%", negated: false)
        case (.notLike, .value(let value)): return pattern(value, "%", "%", negated: true)
        case (.startsWith, .value(let value)): return pattern(value, "", "%", negated: false)
        case (.endsWith, .value(let value)): return pattern(value, "%", "", negated: false)
        case (.on, .dateRange(_, let start, let end)):
            guard type == .dateTime, let low = timestamp(start), let high = timestamp(end) else { return nil }
            return SQLFragment(sql: "\(column) >= ? AND \(column) <= ?", arguments: [low, high])
        default:
            return nil
        }
    }

    /// The literal text of a value, resolving date macros against the context's clock.
    private func literal(_ value: QueryValue) -> String? {
        switch value {
        case .literal(let text): return text
        case .macro: return type == .dateTime ? timestamp(value) : nil
        }
    }

    private func timestamp(_ value: QueryValue) -> String? {
        switch value {
        case .literal(let text): return UTCTimestamp(parsing: text)?.description
        case .macro(let macro):
            return macro.resolvedTimestamp(in: context)?.description
        }
    }

    /// The value as stored for comparison in this column's type, or nil when SQL would compare differently.
    private func key(_ text: String) -> DatabaseValueConvertible? {
        switch type {
        case .string: return text
        case .integer, .decimal: return Double(text.trimmingCharacters(in: .whitespaces))
        case .boolean:
            switch text.asciiLowercased {
            case "true", "1": return "true"
            case "false", "0": return "false"
            default: return nil
            }
        case .dateTime: return UTCTimestamp(parsing: text)?.description
        case .reference: return SysID.isValid(text) ? text : nil
        case .choice: return isCanonicalChoice(text) ? text : nil
        }
    }

    private func list(_ items: [String]) -> [DatabaseValueConvertible?]? {
        guard type != .boolean else { return nil }
        var keys: [DatabaseValueConvertible?] = []
        for item in items {
            guard !item.isEmpty else { continue }
            guard let key = key(item) else { return nil }
            keys.append(key)
        }
        return keys.isEmpty ? nil : keys
    }

    private func comparison(_ symbol: String, _ value: QueryValue) -> SQLFragment? {
        switch type {
        case .string, .integer, .decimal, .dateTime: break
        default: return nil
        }
        guard let text = literal(value), let key = key(text) else { return nil }
        return SQLFragment(sql: "\(present) AND \(column) \(symbol) ?", arguments: [key])
    }

    private func pattern(_ value: QueryValue, _ prefix: String, _ suffix: String, negated: Bool) -> SQLFragment? {
        guard type == .string, case .literal(let text) = value, !text.isEmpty else { return nil }
        var escaped = ""
        for character in text {
            if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        let like = "\(column) \(negated ? "NOT LIKE" : "LIKE") ? ESCAPE '\\'"
        return SQLFragment(sql: "\(present) AND \(like)", arguments: [prefix + escaped + suffix])
    }

    private func marks(_ values: [DatabaseValueConvertible?]) -> String {
        Array(repeating: "?", count: values.count).joined(separator: ", ")
    }

    /// Text that is not a number, or an integer written the one way (`0`, `3`, `-12`): the forms for which text
    /// equality and the evaluator's numeric equality agree on canonically stored choices.
    private func isCanonicalChoice(_ text: String) -> Bool {
        guard Double(text) != nil else { return !text.isEmpty }
        guard let number = Int(text) else { return false }
        return String(number) == text
    }
}
