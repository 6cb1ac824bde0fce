/// A field read off a record after following its dot-walk, with the type that governs comparisons.
struct ResolvedField {
    /// The value as stored; nil when empty or when a reference along the walk was empty.
    let raw: String?
    /// The final field's type.
    let type: QueryFieldType
    /// The record that holds the final field, when the walk reached one.
    let record: (any QueryRecord)?
    /// The final field's name.
    let name: String

    var isEmpty: Bool { raw?.isEmpty ?? true }

    /// Follows `path` from `record`. Nil when a step names a field the table does not have.
    static func resolve(_ path: FieldPath, on record: any QueryRecord, context: QueryContext) -> ResolvedField? {
        var current: (any QueryRecord)? = record
        for (index, name) in path.components.enumerated() {
            guard let holder = current else {
                return nil
            }
            guard let type = holder.fieldType(of: name) else { return nil }
            let raw = holder.value(of: name)
            if index == path.components.count - 1 {
                return ResolvedField(raw: raw, type: type, record: holder, name: name)
            }
            guard case .reference(let table) = type else { return nil }
            guard let id = raw, !id.isEmpty, let next = context.lookup(table, id) else {
                // A walk through an empty reference reads an empty value; its final type is unknown, so text.
                return ResolvedField(raw: nil, type: .string, record: nil, name: path.components.last ?? "")
            }
            current = next
        }
        return nil
    }

    /// The referenced record's display value, for a reference field.
    func referenceDisplay(context: QueryContext) -> String? {
        guard case .reference(let table) = type, let id = raw, !id.isEmpty else { return nil }
        return context.lookup(table, id)?.displayValue
    }

    /// The text that text operators (`LIKE`, `STARTSWITH`, …) look at: a reference's display value, else the value.
    func text(context: QueryContext) -> String? {
        if case .reference = type {
            return referenceDisplay(context: context) ?? raw
        }
        return raw
    }
}
