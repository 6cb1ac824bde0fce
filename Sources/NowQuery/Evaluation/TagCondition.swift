/// A condition on a record's tags: `sys_tags.<tag>=<tag>` (has the tag), `sys_tags.<tag>DOESNOTHAVE<tag>` (has some
/// tag, but not this one) and `sys_tags.<tag>EXCLUDING<tag>` (does not have this tag, tagged or not), as the
/// platform's operator table defines them. Tags come from the context, by the record's sys_id.
struct TagCondition {
    /// The pseudo-field every table answers tag conditions on.
    static let field = "sys_tags"

    let tag: String
    let op: QueryOperator

    /// The tag condition `condition` is, or nil when it is not one.
    init?(_ condition: QueryCondition) {
        guard condition.field.components.count == 2, condition.field.head == Self.field,
            [.equals, .doesNotHave, .excluding].contains(condition.op)
        else { return nil }
        switch condition.operand {
        case .sysID(let id), .value(.literal(let id)):
            tag = id.isEmpty ? condition.field.components[1] : id
        default:
            tag = condition.field.components[1]
        }
        op = condition.op
    }

    func matches(_ record: any QueryRecord, context: QueryContext) -> Bool {
        guard let sysID = record.value(of: "sys_id"), !sysID.isEmpty else { return false }
        let tags = context.tags(sysID)
        switch op {
        case .equals: return tags.contains(tag)
        case .doesNotHave: return !tags.isEmpty && !tags.contains(tag)
        default: return !tags.contains(tag)
        }
    }
}
