import UpdateSetKit

/// A reference as a record carries it: the referenced sys_id, and the display value beside it.
struct RecordReference: Sendable {
    let id: String
    let shown: String?

    init(_ record: UpdateRecord, _ field: String) {
        id = record[field] ?? ""
        shown = record.displayValue(of: field).flatMap { $0.isEmpty ? nil : $0 }
    }

    var isEmpty: Bool { id.isEmpty && shown == nil }
}
