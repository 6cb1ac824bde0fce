/// One field of an update-set record: its text, and the `display_value` attribute that reference fields carry.
public struct UpdateField: Sendable, Hashable {
    /// The field's element name.
    public var name: String
    /// The field's text; empty for an empty element.
    public var value: String
    /// The `display_value` attribute, when present.
    public var displayValue: String?

    /// Creates a field.
    public init(name: String, value: String, displayValue: String? = nil) {
        self.name = name
        self.value = value
        self.displayValue = displayValue
    }
}

/// A record as an update set stores it: a table, an action, and its fields in document order.
///
/// Every record is kept this way, so nothing in a set is lost; the typed records are views over it.
public struct UpdateRecord: Sendable, Hashable {
    /// The table, which is the record element's name (`sys_ws_operation`, …).
    public var table: String
    /// The `action` attribute (`INSERT_OR_UPDATE`, `DELETE`), when present.
    public var action: String?
    /// The fields in document order.
    public var fields: [UpdateField]

    /// Creates a record.
    public init(table: String, action: String? = nil, fields: [UpdateField] = []) {
        self.table = table
        self.action = action
        self.fields = fields
    }

    /// The text of `field`, or nil when the record has no such field.
    public subscript(_ field: String) -> String? {
        fields.first { $0.name == field }?.value
    }

    /// The `display_value` of `field`, when it has one.
    public func displayValue(of field: String) -> String? {
        fields.first { $0.name == field }?.displayValue
    }

    /// What `field` shows people: its `display_value` when it has a non-empty one, else its text, else empty. A
    /// reference or choice kept with both (`<operation display_value="read">…`) reads as its display value.
    public func shownValue(of field: String) -> String {
        let display = displayValue(of: field) ?? ""
        return display.isEmpty ? self[field] ?? "" : display
    }

    /// The scope name of the application the record belongs to: its `sys_scope` application's scope, found by sys_id
    /// in `scopeNames`, else the scope name the record shows; `global` when it shows none.
    public func applicationScope(scopeNames: [String: String]) -> String {
        scopeNames[self["sys_scope"] ?? ""] ?? displayValue(of: "sys_scope").flatMap { $0.isEmpty ? nil : $0 }
            ?? "global"
    }

    /// Whether `field` is `true` (the platform writes booleans as `true` / `false`).
    public func flag(_ field: String, default defaultValue: Bool = false) -> Bool {
        guard let text = self[field], !text.isEmpty else { return defaultValue }
        return text == "true" || text == "1"
    }

    /// The record's sys_id, or an empty string.
    public var sysID: String { self["sys_id"] ?? "" }

    /// The record's name for people: `name`, else `api_name`, else the sys_id.
    public var label: String {
        for field in ["name", "api_name", "version_id", "sys_name"] {
            if let text = self[field], !text.isEmpty { return text }
        }
        return sysID
    }
}
