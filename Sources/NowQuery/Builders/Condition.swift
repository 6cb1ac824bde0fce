/// One typed condition, built the way the Mobile SDK builds them: `Condition.boolean(field: "active", .is(true))`.
public struct Condition: QueryProviding, Hashable {
    /// The condition this builder produced.
    public let condition: QueryCondition

    /// Wraps a condition.
    public init(_ condition: QueryCondition) {
        self.condition = condition
    }

    public var clauses: [QueryClause] { [QueryClause(condition)] }

    private init<Kind>(_ field: String, _ op: ConditionOperator<Kind>) {
        self.init(QueryCondition(field: FieldPath(field), op: op.op, operand: op.operand))
    }

    /// A condition on a true/false field.
    public static func boolean(field: String, _ op: ConditionOperator<BooleanField>) -> Condition {
        Condition(field, op)
    }

    /// A condition on a text field.
    public static func string(field: String, _ op: ConditionOperator<StringField>) -> Condition {
        Condition(field, op)
    }

    /// A condition on an integer or decimal field.
    public static func numeric(field: String, _ op: ConditionOperator<NumericField>) -> Condition {
        Condition(field, op)
    }

    /// A condition on a date-time field.
    public static func dateTime(field: String, _ op: ConditionOperator<DateTimeField>) -> Condition {
        Condition(field, op)
    }

    /// A condition on a reference field, by sys_id or display value.
    public static func reference(field: String, _ op: ConditionOperator<ReferenceField>) -> Condition {
        Condition(field, op)
    }

    /// A condition on a choice field, by choice value.
    public static func choice(field: String, _ op: ConditionOperator<ChoiceField>) -> Condition {
        Condition(field, op)
    }
}

/// Several conditions combined: `.or([a, b])` is `a^ORb`; `.and([a, b])` is `a^b`.
public struct CompoundCondition: QueryProviding, Hashable {
    public let clauses: [QueryClause]

    /// Any of `conditions` holds.
    public static func or(_ conditions: [Condition]) -> CompoundCondition {
        CompoundCondition(clauses: [QueryClause(alternatives: conditions.map(\.condition))])
    }

    /// Every one of `items` holds.
    public static func and(_ items: [any QueryProviding]) -> CompoundCondition {
        CompoundCondition(clauses: items.flatMap(\.clauses))
    }

    public static func == (lhs: CompoundCondition, rhs: CompoundCondition) -> Bool { lhs.clauses == rhs.clauses }
    public func hash(into hasher: inout Hasher) { hasher.combine(clauses) }
}

/// A set of conditions that must all hold; `Filter(criteria:)` ORs several of them with `^NQ`.
public struct Criteria: Sendable, Hashable {
    /// The group this criteria stands for.
    public let group: QueryGroup

    /// All of `conditions` hold.
    public init(conditions: [any QueryProviding]) {
        group = QueryGroup(clauses: conditions.flatMap(\.clauses))
    }

    /// `condition` holds.
    public init(condition: any QueryProviding) {
        self.init(conditions: [condition])
    }

    /// The encoded text of this criteria alone.
    public var query: String { EncodedQuery(groups: [group]).encoded }
}

/// A sort key: `Sort.asc(f)` is `ORDERBYf`; `Sort.desc(f)` is `ORDERBYDESCf`.
public struct Sort: Sendable, Hashable {
    /// The key in the query's terms.
    public let ordering: QueryOrdering

    /// Ascending by `field`.
    public static func asc(_ field: String) -> Sort { Sort(ordering: QueryOrdering(field: FieldPath(field))) }
    /// Descending by `field`.
    public static func desc(_ field: String) -> Sort {
        Sort(ordering: QueryOrdering(field: FieldPath(field), descending: true))
    }

    /// The encoded text, such as `ORDERBYDESCnumber`.
    public var query: String { ordering.encoded }
}
