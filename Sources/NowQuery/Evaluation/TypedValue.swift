/// A field value converted for comparison according to its field type.
enum TypedValue {
    case number(Double)
    case time(Int)
    case bool(Bool)
    case text(String)

    /// Reads `text` as a value of `type`; nil when it is not a value of that type (such as `abc` for an integer).
    init?(_ text: String, as type: QueryFieldType) {
        switch type {
        case .integer, .decimal:
            guard let number = Double(text.trimmingSpaces) else { return nil }
            self = .number(number)
        case .boolean:
            switch text.asciiLowercased {
            case "true", "1": self = .bool(true)
            case "false", "0": self = .bool(false)
            default: return nil
            }
        case .dateTime:
            guard let timestamp = UTCTimestamp(parsing: text) else { return nil }
            self = .time(timestamp.secondsSince1970)
        case .choice:
            switch ChoiceSortKey(text) {
            case .number(let number): self = .number(number)
            case .text(let folded): self = .text(folded)
            }
        case .string, .reference:
            self = .text(text.asciiLowercased)
        }
    }

    /// -1, 0 or 1; nil when the two values are of different kinds.
    func compare(to other: TypedValue) -> Int? {
        switch (self, other) {
        case (.number(let a), .number(let b)): return Self.order(a, b)
        case (.time(let a), .time(let b)): return Self.order(a, b)
        case (.bool(let a), .bool(let b)): return Self.order(a ? 1 : 0, b ? 1 : 0)
        case (.text(let a), .text(let b)): return Self.order(a, b)
        default: return nil
        }
    }

    private static func order<T: Comparable>(_ a: T, _ b: T) -> Int {
        a < b ? -1 : (a == b ? 0 : 1)
    }
}

extension StringProtocol {
    var trimmingSpaces: Substring {
        let text = Substring(self)
        let start = text.firstIndex { $0 != " " } ?? text.endIndex
        let end = text.lastIndex { $0 != " " }.map { text.index(after: $0) } ?? start
        return text[start..<end]
    }
}

extension String {
    /// The string with A–Z folded to a–z and every other character kept, as SQLite's NOCASE and LIKE fold.
    ///
    /// The evaluator and the store's SQL must agree on case, so both fold ASCII letters only.
    public var asciiLowercased: String {
        guard utf8.contains(where: { $0 >= 65 && $0 <= 90 }) else { return self }
        return String(decoding: utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
    }
}
