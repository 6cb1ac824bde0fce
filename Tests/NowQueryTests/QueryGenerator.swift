import NowQuery
import TestSupport

/// Builds random, valid encoded-query ASTs for property tests.
///
/// Values avoid only what the platform itself cannot express: `^` anywhere, `@` where it separates parts, `,` in
/// lists, a leading `javascript:` in literals, and a literal that would extend the operator (`<` followed by `=`).
struct QueryGenerator<G: RandomNumberGenerator> {
    var rng: G

    mutating func query() -> EncodedQuery {
        let groups = (0..<int(0...3)).map { _ in group() }
        let ordering = (0..<int(0...2)).map { _ in QueryOrdering(field: path(), descending: bool()) }
        return EncodedQuery(
            keywords: bool(0.2) ? text(1...12, avoiding: "^") : nil,
            groups: groups, hasEndMarker: bool(0.3), ordering: ordering)
    }

    mutating func group() -> QueryGroup {
        QueryGroup(
            clauses: (0..<int(1...4)).map { _ in QueryClause(alternatives: (0..<int(1...3)).map { _ in condition() }) })
    }

    mutating func condition() -> QueryCondition {
        let op = QueryOperator.allCases.randomElement(using: &rng) ?? .equals
        return QueryCondition(field: path(), op: op, operand: operand(for: op))
    }

    mutating func operand(for op: QueryOperator) -> QueryOperand {
        switch op {
        case .isEmpty, .isNotEmpty, .anything, .emptyString, .valueChanges:
            return .none
        case .equals, .notEquals:
            return .value(bool(0.2) ? .macro(macro()) : .literal(text(0...10, avoiding: "^")))
        case .lessThan, .greaterThan:
            return .value(bool(0.3) ? .macro(macro()) : .literal("x" + text(0...8, avoiding: "^")))
        case .lessThanOrEquals, .greaterThanOrEquals, .like, .notLike, .startsWith, .endsWith, .changesFrom, .changesTo:
            return .value(bool(0.2) ? .macro(macro()) : .literal(text(1...10, avoiding: "^")))
        case .isOneOf, .isNotOneOf:
            if bool(0.1) { return .value(.macro(ScriptMacro("getMyGroups"))) }
            return .list((0..<int(1...4)).map { _ in "v" + text(0...5, avoiding: "^,") })
        case .between:
            return .range(value(), value())
        case .sameAs, .notSameAs:
            guard bool(0.3) else { return .field(path()) }
            return .fieldWithin(path(), DateGranularity.allCases.randomElement(using: &rng) ?? .day)
        case .greaterThanField, .lessThanField, .greaterThanOrEqualsField, .lessThanOrEqualsField:
            return .field(path())
        case .dynamic, .doesNotHave, .excluding:
            return .sysID(sysID())
        case .inHierarchy, .inHierarchyDynamic:
            return .hierarchy(hierarchy: sysID(), start: sysID())
        case .instanceOf:
            return .table(name())
        case .on, .notOn:
            return .dateRange(label: text(0...8, avoiding: "^@"), start: value(), end: value())
        case .datePart:
            let part = DatePartSpec.parts.sorted().randomElement(using: &rng) ?? "month"
            let comparison = DatePartSpec.comparisons.sorted().randomElement(using: &rng) ?? "EE"
            return .datePart(
                label: text(0...8, avoiding: "^@"),
                part: DatePartSpec(part: part, value: name(), comparison: comparison))
        case .relativeAfter, .relativeBefore, .relativeAtOrAfter, .relativeAtOrBefore, .relativeOn:
            return .relative(offset([.ago, .ahead]))
        case .moreThan, .lessThanDuration:
            return .fieldOffset(path(), offset([.before, .after]))
        }
    }

    mutating func sysID() -> String {
        String((0..<32).map { _ in "0123456789abcdef".randomElement(using: &rng) ?? "0" })
    }

    mutating func value() -> QueryValue {
        bool(0.4) ? .macro(macro()) : .literal("d" + text(0...10, avoiding: "^@"))
    }

    mutating func macro() -> ScriptMacro {
        let names = ScriptMacro.signatures.keys.filter { $0 != "gs.datePart" }.sorted()
        let function = names.randomElement(using: &rng) ?? "gs.beginningOfToday"
        let signature = ScriptMacro.signatures[function] ?? []
        return ScriptMacro(
            function,
            signature.map { kind in
                kind == .integer ? .integer(int(-30...30)) : .string(text(0...10, avoiding: "^@',()"))
            })
    }

    mutating func offset(_ directions: [RelativeDirection]) -> RelativeOffset {
        RelativeOffset(
            unit: TimeUnit.allCases.randomElement(using: &rng) ?? .hour,
            direction: directions.randomElement(using: &rng) ?? .ago, count: int(0...1_000))
    }

    mutating func path() -> FieldPath {
        FieldPath(components: (0..<int(1...3)).map { _ in name() })
    }

    mutating func name() -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz_0123456789")
        return String((0..<int(1...12)).map { _ in letters[int(0...letters.count - 1)] })
    }

    /// Printable text with spaces, punctuation, upper case and non-ASCII letters, minus the excluded characters.
    mutating func text(_ length: ClosedRange<Int>, avoiding excluded: String) -> String {
        let alphabet = Array("abcXYZ019 -_.:=!<>@,'\"()|%&*/\\éü日本").filter { !excluded.contains($0) }
        let text = String((0..<int(length)).map { _ in alphabet[int(0...alphabet.count - 1)] })
        return text.hasPrefix("javascript:") ? "_" + text : text
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func bool(_ probability: Double = 0.5) -> Bool { Double.random(in: 0..<1, using: &rng) < probability }
}
