import Foundation

/// What one row of the conformance table found wrong on one target; empty when the row holds.
struct RowCheck: Sendable {
    private(set) var problems: [String] = []

    mutating func expect(_ holds: Bool, _ what: @autoclosure () -> String) {
        if !holds { problems.append(what()) }
    }

    mutating func expect(_ actual: String?, equals expected: String, _ what: String) {
        if actual != expected { problems.append("\(what): expected \(quoted(expected)), got \(quoted(actual))") }
    }

    mutating func expect(_ actual: Int, equals expected: Int, _ what: String) {
        if actual != expected { problems.append("\(what): expected \(expected), got \(actual)") }
    }

    /// `actual` matches the whole of the regular expression `pattern`.
    mutating func expect(_ actual: String?, matches pattern: String, _ what: String) {
        guard let regex = try? Regex(pattern) else {
            problems.append("\(what): the pattern \(pattern) is not a regular expression")
            return
        }
        guard let actual, actual.wholeMatch(of: regex) != nil else {
            problems.append("\(what): expected the form \(pattern), got \(quoted(actual))")
            return
        }
    }

    mutating func expectAbsent(_ actual: String?, _ what: String) {
        if let actual { problems.append("\(what): expected none, got \(quoted(actual))") }
    }

    private func quoted(_ value: String?) -> String { value.map { "\"\($0)\"" } ?? "nothing" }
}
