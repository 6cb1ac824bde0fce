import Foundation

/// The Aggregate API (`/api/now/stats/{table}`): counts, averages, minimums, maximums and sums, grouped or not.
public struct NowStatsService: Sendable {
    let client: NowClient

    /// What to aggregate.
    public struct Request: Sendable, Hashable {
        /// An encoded query choosing the records.
        public var query: String?
        public var count: Bool
        public var average: [String]
        public var minimum: [String]
        public var maximum: [String]
        public var sum: [String]
        public var groupBy: [String]
        /// `aggregate^field^operator^value` terms, such as `count^priority^>^3`.
        public var having: [String]
        /// Grouped fields or aggregates, such as `COUNT^DESC`.
        public var orderBy: [String]
        /// `true`, `false` or `all`, for grouped values.
        public var displayValue: String?

        /// Creates a request; with no arguments it counts every record.
        public init(
            query: String? = nil, count: Bool = true, average: [String] = [], minimum: [String] = [],
            maximum: [String] = [], sum: [String] = [], groupBy: [String] = [], having: [String] = [],
            orderBy: [String] = [], displayValue: String? = nil
        ) {
            self.query = query
            self.count = count
            self.average = average
            self.minimum = minimum
            self.maximum = maximum
            self.sum = sum
            self.groupBy = groupBy
            self.having = having
            self.orderBy = orderBy
            self.displayValue = displayValue
        }

        /// The `sysparm_…` parameters the request sends.
        public var parameters: [(String, String)] {
            var items: [(String, String)] = []
            if let query { items.append(("sysparm_query", query)) }
            if count { items.append(("sysparm_count", "true")) }
            for (name, fields) in [
                ("sysparm_avg_fields", average), ("sysparm_min_fields", minimum), ("sysparm_max_fields", maximum),
                ("sysparm_sum_fields", sum), ("sysparm_group_by", groupBy), ("sysparm_having", having),
                ("sysparm_order_by", orderBy),
            ] where !fields.isEmpty {
                items.append((name, fields.joined(separator: ",")))
            }
            if let displayValue { items.append(("sysparm_display_value", displayValue)) }
            return items
        }
    }

    /// One group's figures, every value as the instance sent it.
    public struct Group: Sendable, Hashable {
        /// The grouped fields' values (display values when asked for); empty without grouping.
        public var fields: [String: String]
        public var count: Int?
        public var average: [String: String]
        public var minimum: [String: String]
        public var maximum: [String: String]
        public var sum: [String: String]
    }

    /// The path of `table`'s stats.
    public static func path(_ table: String) -> String { "/api/now/stats/" + FormEncoding.escape(table) }

    /// The groups for `request` over `table`: one group without `groupBy`.
    public func aggregate(_ table: String, _ request: Request = Request()) async throws(NowClientError) -> [Group] {
        let response = try await client.perform(
            "GET", path: Self.path(table), query: request.parameters)
        let result = try NowTableService.result(of: response)
        if let groups = result.arrayValue { return groups.map(Self.group) }
        return [Self.group(result)]
    }

    static func group(_ entry: JSONValue) -> Group {
        let stats = entry["stats"] ?? .null
        func strings(_ key: String) -> [String: String] {
            guard case .object(let members) = stats[key] ?? .null else { return [:] }
            var strings: [String: String] = [:]
            for (name, value) in members { strings[name] = value.text }
            return strings
        }
        var fields: [String: String] = [:]
        for field in entry["groupby_fields"]?.arrayValue ?? [] {
            if let name = field["field"]?.text { fields[name] = field["value"]?.text ?? "" }
        }
        return Group(
            fields: fields, count: stats["count"]?.text.flatMap { Int($0) }, average: strings("avg"),
            minimum: strings("min"), maximum: strings("max"), sum: strings("sum"))
    }
}
