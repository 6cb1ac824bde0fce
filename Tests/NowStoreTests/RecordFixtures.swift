import NowQuery
import NowStore

/// A small seeded random number generator for reproducible data and queries.
struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A soup of incident-like records with every field type, some values empty, stored canonically.
enum RecordFixtures {
    static let types: [String: QueryFieldType] = [
        "number": .string, "short_description": .string, "priority": .integer, "cost": .decimal,
        "active": .boolean, "opened_at": .dateTime, "assigned_to": .reference(table: "sys_user"),
        "state": .choice, "category": .choice,
    ]
    static let specs: [IndexSpec] = [
        IndexSpec(path: "number", type: .string), IndexSpec(path: "short_description", type: .fullText),
        IndexSpec(path: "priority", type: .integer), IndexSpec(path: "cost", type: .floating),
        IndexSpec(path: "active", type: .string), IndexSpec(path: "opened_at", type: .string),
        IndexSpec(path: "assigned_to", type: .string), IndexSpec(path: "state", type: .string),
        IndexSpec(path: "category", type: .string),
    ]
    static let users = [
        "a8f98bb0eb32010045e1a5115206fe3a", "62826bf03710200044e0bfc8bcbe5df1", "46d44a5dc0a8010e0000e8f9e38e4e7c",
    ]
    static let words = ["Email", "email", "VPN", "printer", "broken", "Slow", "laptop", "iOS", "down", "50%_off"]
    /// Text and numbers mixed, as a choice list may be: numbers sort numerically and before text.
    static let categories = ["network", "Hardware", "software", "inquiry", "10", "9", "2.5"]

    /// Whether `text` holds `word` as a whole word, ignoring case.
    static func hasWord(_ text: String, _ word: String) -> Bool {
        text.lowercased().split(separator: " ").contains { $0 == word }
    }
    static let now = UTCTimestamp(year: 2026, month: 3, day: 18, hour: 12)
    static let context = QueryContext(now: { now }, userID: users[0])

    static func makeStore(count: Int = 240) throws -> NowStore {
        let store = try NowStore()
        try store.registerSoup("incident", indexSpecs: specs)
        try store.upsert(entries(count: count), into: "incident")
        return store
    }

    /// The entries ``makeStore(count:)`` stores.
    static func entries(count: Int) -> [SoupEntry] {
        var rng = SeededGenerator(seed: 42)
        var entries: [SoupEntry] = []
        for index in 0..<count {
            var entry: SoupEntry = [
                "sys_id": .string(String(format: "%032x", index + 1)),
                "number": .string(String(format: "INC%07d", 10_000 + index)),
            ]
            func maybe(_ value: String) -> JSONValue? {
                Int.random(in: 0..<10, using: &rng) == 0 ? (Bool.random(using: &rng) ? nil : "") : .string(value)
            }
            let words = (0..<Int.random(in: 1...3, using: &rng)).map { _ in Self.words.randomElement(using: &rng) ?? ""
            }
            entry["short_description"] = maybe(words.joined(separator: " "))
            entry["priority"] = maybe(String(Int.random(in: 1...12, using: &rng)))
            entry["cost"] = maybe(String(Double(Int.random(in: 0...4000, using: &rng)) / 4))
            entry["active"] = maybe(Bool.random(using: &rng) ? "true" : "false")
            let opened = now.adding(seconds: -Int.random(in: 0...(86_400 * 60), using: &rng))
            entry["opened_at"] = maybe(opened.description)
            entry["assigned_to"] = maybe(users.randomElement(using: &rng) ?? "")
            entry["state"] = maybe(String(Int.random(in: 1...8, using: &rng)))
            entry["category"] = maybe(categories.randomElement(using: &rng) ?? "")
            entries.append(entry.compactMapValues { $0 })
        }
        return entries
    }
}

/// Generates encoded queries over `RecordFixtures`' fields, mixing parts SQL can run with parts it cannot.
struct RecordQueryGenerator {
    var rng: SeededGenerator

    mutating func query() -> EncodedQuery {
        let groups = (0..<Int.random(in: 1...2, using: &rng)).map { _ in
            QueryGroup(
                clauses: (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                    QueryClause(alternatives: (0..<Int.random(in: 1...2, using: &rng)).map { _ in condition() })
                })
        }
        let sortable = [
            "number", "priority", "cost", "active", "opened_at", "state", "category", "assigned_to",
            "short_description", "nope",
        ]
        let ordering = (0..<Int.random(in: 0...2, using: &rng)).map { _ in
            QueryOrdering(
                field: FieldPath(sortable.randomElement(using: &rng) ?? "number"), descending: Bool.random(using: &rng))
        }
        let keywords = Int.random(in: 0..<6, using: &rng) == 0 ? keywordSearch() : nil
        return EncodedQuery(keywords: keywords, groups: groups, ordering: ordering)
    }

    /// Words, prefixes, quoted pairs and `|` alternatives, in the shapes search boxes send.
    mutating func keywordSearch() -> String {
        let term = { (generator: inout Self) -> String in
            let word = generator.pick(RecordFixtures.words)
            switch Int.random(in: 0..<4, using: &generator.rng) {
            case 0: return String(word.prefix(3)) + "*"
            case 1: return "\"\(word) \(generator.pick(RecordFixtures.words))\""
            case 2: return word.uppercased()
            default: return word
            }
        }
        var text = term(&self)
        if Bool.random(using: &rng) { text += " " + term(&self) }
        if Int.random(in: 0..<3, using: &rng) == 0 { text += " | " + term(&self) }
        return text
    }

    private mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }

    mutating func condition() -> QueryCondition {
        let field = pick([
            "short_description", "priority", "cost", "active", "opened_at", "assigned_to", "state", "category",
            "unknown_field",
        ])
        let value = sample(field)
        let op: QueryOperator
        switch field {
        case "short_description":
            op = pick([
                .equals, .notEquals, .like, .notLike, .startsWith, .endsWith, .isEmpty, .isNotEmpty, .lessThan,
                .greaterThanOrEquals, .emptyString, .anything,
            ])
        case "priority", "cost":
            op = pick([
                .equals, .notEquals, .lessThan, .lessThanOrEquals, .greaterThan, .greaterThanOrEquals, .between,
                .isOneOf, .isNotOneOf, .isEmpty, .isNotEmpty,
            ])
        case "opened_at":
            op = pick([.greaterThanOrEquals, .lessThan, .between, .on, .isEmpty, .relativeAfter, .equals])
        case "active":
            op = pick([.equals, .notEquals, .isEmpty])
        default:
            op = pick([.equals, .notEquals, .isOneOf, .isNotOneOf, .isEmpty, .isNotEmpty, .like, .greaterThan])
        }
        switch op {
        case .isEmpty, .isNotEmpty, .anything, .emptyString:
            return QueryCondition(field: FieldPath(field), op: op)
        case .isOneOf, .isNotOneOf:
            return QueryCondition(field: FieldPath(field), op: op, operand: .list([sample(field), sample(field)]))
        case .between:
            let (a, b) = (sample(field), sample(field))
            return QueryCondition(
                field: FieldPath(field), op: op, operand: .range(.literal(min(a, b)), .literal(max(a, b))))
        case .on:
            return QueryCondition(
                field: FieldPath(field), op: op,
                operand: .dateRange(
                    label: "Day",
                    start: .macro(ScriptMacro("gs.daysAgoStart", [.integer(Int.random(in: 0...20, using: &rng))])),
                    end: .macro(ScriptMacro("gs.endOfToday"))))
        case .relativeAfter:
            return QueryCondition(
                field: FieldPath(field), op: op,
                operand: .relative(
                    RelativeOffset(unit: .dayofweek, direction: .ago, count: Int.random(in: 1...30, using: &rng))))
        case .greaterThanOrEquals where field == "opened_at" && Bool.random(using: &rng):
            return QueryCondition(
                field: FieldPath(field), op: op,
                operand: .value(.macro(ScriptMacro("gs.daysAgoStart", [.integer(Int.random(in: 0...30, using: &rng))])))
            )
        default:
            return QueryCondition(field: FieldPath(field), op: op, operand: .value(.literal(value)))
        }
    }

    private mutating func sample(_ field: String) -> String {
        switch field {
        case "short_description": return pick(RecordFixtures.words + ["EMAIL", "broken printer", "%", "x"])
        case "priority": return pick(["1", "3", "7", "12", "5.0", "abc"])
        case "cost": return pick(["0", "12.5", "250", "999.75", "1e2"])
        case "active": return pick(["true", "false", "TRUE", "1", "0", "maybe"])
        case "opened_at":
            return RecordFixtures.now.adding(seconds: -Int.random(in: 0...(86_400 * 60), using: &rng)).description
        case "assigned_to": return pick(RecordFixtures.users + ["Abel Tuter", "A8F98BB0EB32010045E1A5115206FE3A"])
        case "state": return pick(["1", "2", "7", "02", "2.0", "new"])
        case "category": return pick(RecordFixtures.categories + ["NETWORK", "hard"])
        default: return "x"
        }
    }
}
