/// Anything that contributes conditions to a filter: a `Condition` or a `CompoundCondition`.
public protocol QueryProviding: Sendable {
    /// The clauses this item adds to a group, ANDed together.
    var clauses: [QueryClause] { get }
}

extension QueryProviding {
    /// The encoded query text for this item alone, such as `active=true` or `a^ORb`.
    public var query: String {
        EncodedQuery(groups: [QueryGroup(clauses: clauses)]).encoded
    }
}
