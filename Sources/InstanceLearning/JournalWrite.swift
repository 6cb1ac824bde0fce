/// A write that set a field of a record to text: when the field is a journal field (`comments`, `work_notes`), the
/// platform keeps the text as a `sys_journal_field` entry, which the learned instance holds even when no recorded
/// answer shows it.
struct JournalWrite: Sendable {
    /// The record's class.
    let table: String
    let recordID: String
    let field: String
    let text: String
    /// The write's time and user, as its answer gives them (`sys_updated_on`, `sys_updated_by`).
    let createdOn: String
    let createdBy: String
    let sequence: Int
    let source: String

    /// The entry the platform adds, with a sys_id made from what it holds, the same on every run.
    var entry: [String: String] {
        [
            "element_id": recordID, "element": field, "name": table, "value": text, "sys_created_on": createdOn,
            "sys_created_by": createdBy, "sys_updated_on": createdOn, "sys_updated_by": createdBy,
            "sys_mod_count": "0",
        ]
    }

    var madeUpSysID: String {
        RecordVersions.madeUpSysID("\(recordID)|\(field)|\(createdOn)|\(text)")
    }

    /// Whether `values`, a `sys_journal_field` record seen, is this write's entry.
    func isShown(by values: [String: String]) -> Bool {
        values["element_id"] == recordID && values["element"] == field && values["value"] == text
    }
}
