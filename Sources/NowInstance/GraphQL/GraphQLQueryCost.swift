import GraphQL

/// Measures a parsed GraphQL operation's depth and estimated cost, following fragments, so that queries over the
/// limits are refused before they run.
struct GraphQLQueryCost {
    /// The nesting depth of the deepest selection.
    private(set) var depth = 0
    /// The estimated number of values the query would produce.
    private(set) var cost = 0

    private let fragments: [String: FragmentDefinition]
    private let variables: [String: Map]
    private let limits: GraphQLLimits

    /// Measures `operation`; variables feed page sizes given as `$variables`.
    init(
        operation: OperationDefinition, fragments: [String: FragmentDefinition], variables: [String: Map],
        limits: GraphQLLimits
    ) {
        self.fragments = fragments
        self.variables = variables
        self.limits = limits
        measure(operation.selectionSet, level: 1, multiplier: 1, visiting: [])
    }

    /// The errors for every limit the query exceeds; empty when it may run.
    func violations(at operation: OperationDefinition) -> [GraphQLError] {
        var errors: [GraphQLError] = []
        if depth > limits.maximumDepth {
            errors.append(
                GraphQLError(
                    message: "The query is nested \(depth) levels deep, over the limit of \(limits.maximumDepth). "
                        + "Select fewer levels of _reference, or split the query in two.",
                    nodes: [operation]))
        }
        if cost > limits.maximumCost {
            errors.append(
                GraphQLError(
                    message: "The query's estimated cost is \(cost), over the limit of \(limits.maximumCost). "
                        + "Ask for fewer fields or smaller pages (pagination: {limit: …}).",
                    nodes: [operation]))
        }
        return errors
    }

    private mutating func measure(_ selectionSet: SelectionSet, level: Int, multiplier: Int, visiting: Set<String>) {
        depth = max(depth, level)
        for selection in selectionSet.selections {
            switch selection {
            case let field as Field:
                cost = Self.saturatingAdd(cost, multiplier)
                guard let children = field.selectionSet else { continue }
                let rows = Self.producesRows(field) ? pageSize(of: field) : 1
                measure(
                    children, level: level + 1, multiplier: Self.saturatingMultiply(multiplier, max(rows, 1)),
                    visiting: visiting)
            case let spread as FragmentSpread:
                let name = spread.name.value
                guard !visiting.contains(name), let fragment = fragments[name] else { continue }
                measure(fragment.selectionSet, level: level, multiplier: multiplier, visiting: visiting.union([name]))
            case let inline as InlineFragment:
                measure(inline.selectionSet, level: level, multiplier: multiplier, visiting: visiting)
            default:
                continue
            }
        }
    }

    /// Table queries are the fields that take `queryConditions` or `pagination`, or whose results are pages.
    private static func producesRows(_ field: Field) -> Bool {
        field.arguments.contains { ["queryConditions", "pagination"].contains($0.name.value) }
    }

    private func pageSize(of field: Field) -> Int {
        guard let argument = field.arguments.first(where: { $0.name.value == "pagination" }) else {
            return limits.defaultPageSize
        }
        let limit: Int?
        switch argument.value {
        case let object as ObjectValue:
            limit = object.fields.first { $0.name.value == "limit" }.flatMap { integer($0.value) }
        case let variable as Variable:
            limit = variables[variable.name.value]?.dictionary?["limit"]?.int
        default:
            limit = nil
        }
        return min(limit ?? limits.defaultPageSize, limits.maximumPageSize)
    }

    private func integer(_ value: Value) -> Int? {
        switch value {
        case let literal as IntValue: return Int(literal.value)
        case let variable as Variable: return variables[variable.name.value]?.int
        default: return nil
        }
    }

    private static func saturatingAdd(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }

    private static func saturatingMultiply(_ a: Int, _ b: Int) -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? Int.max : product
    }
}
