import NowInstance
import NowQuery

/// A column's kind worked out from its evidence, with the reason, and any conflict the evidence holds.
struct InferredColumn: Sendable, Hashable {
    let kind: FieldKind
    /// The evidence in a sentence: "12 values, all true or false".
    let reason: String
    /// When the evidence points two ways: what was seen, and which way was taken.
    let conflict: String?
}

enum ColumnInference {
    /// The kind `evidence` shows for the column `name`.
    static func infer(_ name: String, _ evidence: ColumnEvidence) -> InferredColumn {
        let values = Array(evidence.values.keys)
        let count = evidence.values.values.reduce(0, +)
        if !evidence.linkedTables.isEmpty {
            let ranked = evidence.linkedTables.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
            let table = ranked[0].key
            let conflict =
                ranked.count > 1
                ? "links name \(ranked.map { "\($0.key) (\($0.value))" }.joined(separator: ", ")); learned as a "
                    + "reference to \(table)" : nil
            let nonIDs = values.filter { !SysID.isValid($0) }
            if !nonIDs.isEmpty {
                return InferredColumn(
                    kind: .string, reason: "links to \(table), but values that are not sys_ids (\(nonIDs.prefix(3)))",
                    conflict: "a reference with values that are not sys_ids: learned as a string")
            }
            return InferredColumn(
                kind: .reference(table), reason: "\(evidence.linkedTables.values.reduce(0, +)) links to \(table)",
                conflict: conflict)
        }
        if isJournal(name, values) {
            return InferredColumn(kind: .journal, reason: "a journal field's name or entries", conflict: nil)
        }
        guard !values.isEmpty else {
            return InferredColumn(kind: .string, reason: "only empty values were seen", conflict: nil)
        }
        if !evidence.labels.isEmpty, values.count <= 64, !values.allSatisfy(isDateTime) {
            let choices = values.sorted(by: choiceOrder).map { Choice($0, evidence.labels[$0] ?? $0) }
            return InferredColumn(
                kind: .choice(choices),
                reason: "\(values.count) values, \(evidence.labels.count) with a display value of their own",
                conflict: nil)
        }
        if values.allSatisfy({ $0 == "true" || $0 == "false" }) {
            return InferredColumn(kind: .boolean, reason: "\(count) values, all true or false", conflict: nil)
        }
        if values.allSatisfy(isDateTime) {
            if values.allSatisfy({ $0.hasPrefix("1970-01-") }) {
                return InferredColumn(
                    kind: .string, reason: "\(count) durations (1970-01-01 plus the length), kept as text",
                    conflict: nil)
            }
            return InferredColumn(kind: .dateTime, reason: "\(count) date-times in the platform's form", conflict: nil)
        }
        if values.allSatisfy(isDate) {
            return InferredColumn(kind: .date, reason: "\(count) dates in the platform's form", conflict: nil)
        }
        if values.allSatisfy(isInteger) {
            return InferredColumn(kind: .integer, reason: "\(count) values, all whole numbers", conflict: nil)
        }
        if values.allSatisfy({ isInteger($0) || isDecimal($0) }) {
            return InferredColumn(kind: .decimal, reason: "\(count) values, all numbers", conflict: nil)
        }
        return InferredColumn(kind: .string, reason: "\(count) values of text", conflict: nil)
    }

    /// A date-time in the platform's form, `yyyy-MM-dd HH:mm:ss`.
    static func isDateTime(_ text: String) -> Bool {
        text.utf8.count == 19 && text.utf8.dropFirst(10).first == 32 && UTCTimestamp(parsing: text) != nil
    }

    /// A date in the platform's form, `yyyy-MM-dd`.
    static func isDate(_ text: String) -> Bool {
        text.utf8.count == 10 && UTCTimestamp(parsing: text) != nil
    }

    static func isInteger(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") ? Substring(text.dropFirst()) : Substring(text)
        guard !digits.isEmpty, digits.utf8.allSatisfy(isDigit) else { return false }
        return digits == "0" || !digits.hasPrefix("0")
    }

    static func isDecimal(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 2 && isInteger(String(parts[0])) && !parts[1].isEmpty && parts[1].utf8.allSatisfy(isDigit)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }

    /// Journal fields by the platform's names, or values in a journal's entry form.
    private static func isJournal(_ name: String, _ values: [String]) -> Bool {
        if ["comments", "work_notes", "comments_and_work_notes"].contains(name) { return true }
        return !values.isEmpty
            && values.allSatisfy { value in
                value.count > 22 && isDateTime(String(value.prefix(19))) && value.dropFirst(19).hasPrefix(" - ")
                    && value.contains(")\n")
            }
    }

    /// Choices in number order where they are numbers, else in text order.
    private static func choiceOrder(_ a: String, _ b: String) -> Bool {
        switch (Int(a), Int(b)) {
        case (let x?, let y?): return x < y
        default: return a < b
        }
    }
}
