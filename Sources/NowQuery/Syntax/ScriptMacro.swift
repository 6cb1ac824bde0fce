/// A `javascript:` value the platform evaluates, such as `javascript:gs.daysAgoStart(0)`.
///
/// Only calls the evaluator can resolve are accepted; anything else is a parse error that names the call.
public struct ScriptMacro: Sendable, Hashable {
    /// The function called, such as `gs.daysAgoStart` or `getMyGroups`.
    public var function: String
    /// The arguments, in order.
    public var arguments: [Argument]

    /// An argument to a macro call.
    public enum Argument: Sendable, Hashable {
        /// A whole number, printed bare.
        case integer(Int)
        /// Text, printed in single quotes.
        case string(String)
    }

    /// Creates a macro call.
    public init(_ function: String, _ arguments: [Argument] = []) {
        self.function = function
        self.arguments = arguments
    }

    /// The functions the evaluator understands, and the arguments each takes.
    public static let signatures: [String: [ArgumentKind]] = {
        var table: [String: [ArgumentKind]] = [
            "gs.dateGenerate": [.string, .string],
            "gs.datePart": [.string, .string, .string],
            "gs.getUserID": [],
            "gs.getUserName": [],
            "getMyGroups": [],
        ]
        for period in [
            "Today", "Yesterday", "Tomorrow", "ThisWeek", "LastWeek", "NextWeek", "ThisMonth",
            "LastMonth", "NextMonth", "ThisQuarter", "LastQuarter", "NextQuarter", "ThisYear", "LastYear", "NextYear",
        ] {
            table["gs.beginningOf\(period)"] = []
            table["gs.endOf\(period)"] = []
        }
        for unit in ["minutes", "hours", "days", "months", "quarters", "years"] {
            for suffix in ["Ago", "AgoStart", "AgoEnd"] {
                table["gs.\(unit)\(suffix)"] = [.integer]
            }
        }
        return table
    }()

    /// Functions whose trailing arguments may be left out, with how many they need at least.
    /// `gs.dateGenerate('2000-01-01 00:00:00')`, with the date and time in one argument, is what pysnow sends.
    public static let minimumArgumentCounts: [String: Int] = ["gs.dateGenerate": 1]

    /// The kind of an argument in a signature.
    public enum ArgumentKind: Sendable {
        case integer, string
    }

    /// The text after `javascript:`, in canonical form (`gs.dateGenerate('2024-01-31','23:59:59')`).
    public var callText: String {
        let rendered = arguments.map { argument -> String in
            switch argument {
            case .integer(let value): return String(value)
            case .string(let value): return "'\(value)'"
            }
        }
        return "\(function)(\(rendered.joined(separator: ",")))"
    }

    /// The full operand text, `javascript:` prefix included.
    public var text: String { "javascript:" + callText }
}
