/// One condition: a field, an operator and its operand, as in `priority<=2` or `caller_id.vip=true`.
public struct QueryCondition: Sendable, Hashable {
    /// The field tested, possibly dot-walked.
    public var field: FieldPath
    /// The operator.
    public var op: QueryOperator
    /// The operand; its case must suit the operator.
    public var operand: QueryOperand

    /// Creates a condition.
    public init(field: FieldPath, op: QueryOperator, operand: QueryOperand = .none) {
        self.field = field
        self.op = op
        self.operand = operand
    }

    /// Creates a condition with a single literal value, as in `active=true`.
    public init(_ field: FieldPath, _ op: QueryOperator, _ value: String) {
        self.init(field: field, op: op, operand: .value(.literal(value)))
    }
}
