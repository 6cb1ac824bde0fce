/// One `sysparm_*` query parameter.
public struct SysparmParameter: Sendable, Hashable {
    /// The parameter name, such as `sysparm_query`.
    public var name: String
    /// The unencoded value.
    public var value: String

    /// Creates a parameter.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// Which fields to return and how to format them.
public struct FieldReadConfiguration: Sendable, Hashable {
    /// How field values come back.
    public enum ValueFormat: Sendable, Hashable {
        /// Stored values only (the platform's default).
        case actualValues
        /// Display values only: `sysparm_display_value=true`.
        case displayValues
        /// Both, as `{display_value, value}` objects: `sysparm_display_value=all`.
        case displayAndActualValues
    }

    /// The fields to return (`sysparm_fields`); nil for all. Dot-walked names such as `assigned_to.name` are allowed.
    public var fields: [String]?
    /// How values come back.
    public var valueFormat: ValueFormat
    /// Whether references come back as bare sys_ids without `link` (`sysparm_exclude_reference_link=true`).
    public var excludeReferenceLinks: Bool

    /// Creates a configuration.
    public init(fields: [String]? = nil, valueFormat: ValueFormat = .actualValues, excludeReferenceLinks: Bool = false)
    {
        self.fields = fields
        self.valueFormat = valueFormat
        self.excludeReferenceLinks = excludeReferenceLinks
    }

    /// The query parameters this configuration sends.
    public var parameters: [SysparmParameter] {
        var result: [SysparmParameter] = []
        if let fields {
            result.append(SysparmParameter("sysparm_fields", fields.joined(separator: ",")))
        }
        switch valueFormat {
        case .actualValues: break
        case .displayValues: result.append(SysparmParameter("sysparm_display_value", "true"))
        case .displayAndActualValues: result.append(SysparmParameter("sysparm_display_value", "all"))
        }
        if excludeReferenceLinks {
            result.append(SysparmParameter("sysparm_exclude_reference_link", "true"))
        }
        return result
    }
}

/// What to fetch: a filter, a limit and a field configuration.
public struct FetchConfiguration: Sendable, Hashable {
    /// Which records; nil for all.
    public var filter: Filter?
    /// At most this many records per page (`sysparm_limit`); nil for the platform's default.
    public var limit: Int?
    /// Which fields and in what format; nil for all fields as actual values.
    public var readConfiguration: FieldReadConfiguration?

    /// Creates a configuration.
    public init(filter: Filter? = nil, limit: Int? = nil, readConfiguration: FieldReadConfiguration? = nil) {
        self.filter = filter
        self.limit = limit
        self.readConfiguration = readConfiguration
    }

    /// The query parameters this configuration sends, in a stable order.
    public var parameters: [SysparmParameter] {
        var result: [SysparmParameter] = []
        if let filter {
            result.append(SysparmParameter("sysparm_query", filter.query))
            if let category = filter.queryCategory {
                result.append(SysparmParameter("sysparm_query_category", category))
            }
        }
        if let limit {
            result.append(SysparmParameter("sysparm_limit", String(limit)))
        }
        result.append(contentsOf: readConfiguration?.parameters ?? [])
        return result
    }
}
