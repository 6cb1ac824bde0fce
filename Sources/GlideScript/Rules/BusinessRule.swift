/// A business rule (`sys_script`): a script, a template or an abort that runs when a record of its table (or of a
/// table extending it) is inserted, updated, deleted or queried, before or after the database operation.
public struct BusinessRule: Sendable, Hashable {
    /// When the rule runs relative to the database operation.
    public enum When: String, Sendable, Hashable {
        /// Before the write, with changes to `current` saved by it; the only time a rule can abort.
        case before
        /// After the write.
        case after
        /// After the write, queued by the platform; here it runs at once after the `after` rules.
        case async
        /// When a form loads; it never runs for API calls.
        case display

        /// The `when` value of a `sys_script` record; `async_always` is an async rule too.
        public init?(field: String) {
            let value = field.trimmingCharacters(in: .whitespaces).lowercased()
            self.init(rawValue: value == "async_always" ? "async" : value)
        }
    }

    /// The database operation a rule runs on.
    public enum Operation: String, Sendable, Hashable, CaseIterable {
        case insert, update, delete, query
    }

    public var sysID: String
    public var name: String
    /// The table the rule is defined on (`collection`).
    public var table: String
    public var when: When
    /// Rules run in ascending order; the platform's default is 100.
    public var order: Int
    public var operations: Set<Operation>
    /// The encoded query the record must meet (`filter_condition`), empty for none.
    public var filterCondition: String
    /// The JavaScript expression that must be true (`condition`), empty for none.
    public var condition: String
    /// The script, when the rule is advanced.
    public var script: String
    /// `field=value^field=value` assignments the rule makes to `current` (`template`).
    public var template: String
    /// Whether the rule aborts the operation (`abort_action`).
    public var abortsAction: Bool
    /// The message added when the rule runs (`message`, when `add_message` is set), empty for none.
    public var message: String
    /// The application scope the rule belongs to, which decides what `require()` and bare include names reach.
    public var scope: String
    /// The JavaScript mode its script and condition run in.
    public var mode: ScriptMode

    /// Creates a rule.
    public init(
        sysID: String, name: String, table: String, when: When, order: Int = 100, operations: Set<Operation>,
        filterCondition: String = "", condition: String = "", script: String = "", template: String = "",
        abortsAction: Bool = false, message: String = "", scope: String = "global", mode: ScriptMode? = nil
    ) {
        self.sysID = sysID
        self.name = name
        self.table = table
        self.when = when
        self.order = order
        self.operations = operations
        self.filterCondition = filterCondition
        self.condition = condition
        self.script = script
        self.template = template
        self.abortsAction = abortsAction
        self.message = message
        self.scope = scope
        self.mode = mode ?? ScriptMode.applicationDefault(scope: scope)
    }

    /// The name its script and condition run under in logs and errors.
    public var fileName: String { "sys_script:\(name)" }
}

/// The active business rules of an instance, by the table each is defined on.
public struct BusinessRules: Sendable, Hashable {
    private let byTable: [String: [BusinessRule]]

    /// Rules kept in the order they run: by `order`, then by name.
    public init(_ rules: [BusinessRule] = []) {
        byTable = Dictionary(grouping: rules, by: \.table).mapValues { $0.sorted(by: Self.runsEarlier) }
    }

    /// Every rule, table by table.
    public var all: [BusinessRule] { byTable.keys.sorted().flatMap { byTable[$0] ?? [] } }

    /// Whether there are no rules at all.
    public var isEmpty: Bool { byTable.isEmpty }

    /// The rules that run on `operation` of a record whose table has `lineage` (the table first, then the tables it
    /// extends), in the order they run: a rule on `task` runs for an incident too.
    public func matching(lineage: [String], operation: BusinessRule.Operation) -> [BusinessRule] {
        let found = lineage.flatMap { byTable[$0] ?? [] }.filter { $0.operations.contains(operation) }
        guard lineage.count > 1 else { return found }
        return found.sorted(by: Self.runsEarlier)
    }

    /// Whether `first` runs before `second`: by `order`, then by name.
    private static func runsEarlier(_ first: BusinessRule, _ second: BusinessRule) -> Bool {
        (first.order, first.name, first.sysID) < (second.order, second.name, second.sysID)
    }

    /// Whether any rule that runs outside a form (before, after or async) runs on `operation` for `lineage`.
    public func apply(to lineage: [String], _ operation: BusinessRule.Operation) -> Bool {
        lineage.contains { table in
            byTable[table]?.contains { $0.when != .display && $0.operations.contains(operation) } ?? false
        }
    }
}
