/// Follows a self-referencing field up its chain, for `IN_HIERARCHY` and `IN_HIERARCHY_DYNAMIC`.
///
/// The hierarchy is the chain the condition's own field forms: for `managerIN_HIERARCHY<h>@<start>` on `sys_user`,
/// a record matches when its manager is `start`, or its manager's manager is, and so on up. The start is included,
/// as the condition builder's default ("which is Included") has it.
struct HierarchyWalk {
    let field: ResolvedField
    let context: QueryContext

    /// How many steps up the walk goes before it stops; a cycle stops it sooner.
    static let maximumDepth = 64

    /// Whether the field's value, or any value up its chain, is one of `starts`.
    func reaches(_ starts: [String]) -> Bool {
        guard !starts.isEmpty, case .reference(let table) = field.type, var current = field.raw, !current.isEmpty
        else { return false }
        var seen: Set<String> = []
        for _ in 0..<Self.maximumDepth {
            if starts.contains(current) { return true }
            guard seen.insert(current).inserted,
                let parent = context.lookup(table, current)?.value(of: field.name), !parent.isEmpty
            else { return false }
            current = parent
        }
        return false
    }
}
