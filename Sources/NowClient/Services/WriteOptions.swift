import NowQuery

/// Options for creating and updating records: how the returned record reads, and how input values are taken.
public struct WriteOptions: Sendable, Hashable {
    /// The fields and value format of the record the instance returns.
    public var readConfiguration: FieldReadConfiguration
    /// Whether input values are display values (`sysparm_input_display_value=true`).
    public var inputDisplayValue: Bool
    /// Whether system fields are left alone (`sysparm_suppress_auto_sys_field=true`).
    public var suppressAutoSysFields: Bool

    /// Options; the defaults send no parameters.
    public init(
        readConfiguration: FieldReadConfiguration = FieldReadConfiguration(), inputDisplayValue: Bool = false,
        suppressAutoSysFields: Bool = false
    ) {
        self.readConfiguration = readConfiguration
        self.inputDisplayValue = inputDisplayValue
        self.suppressAutoSysFields = suppressAutoSysFields
    }

    /// The `sysparm_…` parameters.
    public var parameters: [(String, String)] {
        var result = readConfiguration.parameters.map { ($0.name, $0.value) }
        if inputDisplayValue { result.append(("sysparm_input_display_value", "true")) }
        if suppressAutoSysFields { result.append(("sysparm_suppress_auto_sys_field", "true")) }
        return result
    }
}
