import NowQuery
import NowStore

/// The parameters of `GET /api/now/stats/{table}`, checked against the table's fields.
struct StatsParameters {
    var query: EncodedQuery
    var count = false
    var terms: [AggregateQuery.Term] = []
    var groupBy: [String] = []
    var having: [AggregateQuery.Having] = []
    var ordering: [(key: AggregateQuery.SortKey, descending: Bool)] = []
    var displayValue: DisplayValueMode

    static let fieldLists: [(parameter: String, function: AggregateQuery.Function)] = [
        ("sysparm_avg_fields", .avg), ("sysparm_min_fields", .min), ("sysparm_max_fields", .max),
        ("sysparm_sum_fields", .sum),
    ]

    /// Reads the parameters; a field the table lacks, or a malformed `sysparm_having` or `sysparm_order_by`, is a
    /// bad request that names it.
    init(_ items: [(String, String)], table: String, dictionary: TableDictionary) throws {
        let tableParameters = TableParameters(items, tableFields: dictionary.fields(of: table))
        query = tableParameters.query
        displayValue = tableParameters.displayValue
        let known = Set(dictionary.fields(of: table).map(\.name))
        func field(_ name: String, in parameter: String) throws -> String {
            guard known.contains(name) else {
                throw InstanceError.badRequest(
                    message: "Invalid field \(name) in \(parameter)",
                    detail: "Table \(table) has no field \(name); name fields of \(table) in \(parameter)")
            }
            return name
        }
        for (name, value) in items {
            switch name {
            case "sysparm_count": count = TableParameters.flag(value)
            case "sysparm_group_by":
                groupBy += try Self.list(value).map { try field($0, in: name) }
            case "sysparm_having":
                having += try Self.list(value).map { try Self.having($0, field: { try field($0, in: name) }) }
            case "sysparm_order_by":
                ordering += try Self.list(value).map { try Self.sortKey($0, field: { try field($0, in: name) }) }
            default:
                guard let function = Self.fieldLists.first(where: { $0.parameter == name })?.function else { continue }
                terms += try Self.list(value).map { AggregateQuery.Term(function, try field($0, in: name)) }
            }
        }
        if count { terms.insert(AggregateQuery.Term(.count, nil), at: 0) }
    }

    static func list(_ value: String) -> [String] {
        value.split(separator: ",").map { String($0).trimmedOfSpaces() }.filter { !$0.isEmpty }
    }

    /// `aggregate^field^operator^value`, such as `count^priority^>^3`.
    static func having(_ text: String, field: (String) throws -> String) throws -> AggregateQuery.Having {
        let parts = text.split(separator: "^", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 4, let function = AggregateQuery.Function(rawValue: parts[0].uppercased()),
            AggregateQuery.Having.comparisons.contains(parts[2]), let value = Double(parts[3])
        else {
            throw InstanceError.badRequest(
                message: "Invalid sysparm_having \(text)",
                detail: "Write sysparm_having as aggregate^field^operator^value, such as count^priority^>^3, with "
                    + "aggregate one of count, avg, min, max, sum and operator one of =, !=, <, <=, >, >=")
        }
        let term =
            function == .count
            ? AggregateQuery.Term(.count, nil) : AggregateQuery.Term(function, try field(parts[1]))
        return AggregateQuery.Having(term, parts[2], value)
    }

    /// `field`, `field^DESC`, `COUNT`, `COUNT^DESC`, `AVG^field` or `AVG^field^DESC`.
    static func sortKey(_ text: String, field: (String) throws -> String) throws
        -> (key: AggregateQuery.SortKey, descending: Bool)
    {
        var parts = text.split(separator: "^").map(String.init)
        var descending = false
        if let last = parts.last?.uppercased(), last == "DESC" || last == "ASC" {
            descending = last == "DESC"
            parts.removeLast()
        }
        if let first = parts.first, let function = AggregateQuery.Function(rawValue: first.uppercased()) {
            if function == .count, parts.count == 1 {
                return (.aggregate(AggregateQuery.Term(.count, nil)), descending)
            }
            if parts.count == 2 { return (.aggregate(AggregateQuery.Term(function, try field(parts[1]))), descending) }
        } else if parts.count == 1 {
            return (.field(try field(parts[0])), descending)
        }
        throw InstanceError.badRequest(
            message: "Invalid sysparm_order_by \(text)",
            detail: "Order by a grouped field (category, category^DESC) or an aggregate (COUNT^DESC, AVG^priority)")
    }
}
