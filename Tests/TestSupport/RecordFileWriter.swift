import Foundation

/// Writes records as source control keeps them, one `<record_update>` file each, so tests can turn an update-set
/// export into an application's folder and compare the two.
public enum RecordFileWriter {
    /// One field of a record: its element name, text and `display_value`.
    public typealias Field = (name: String, value: String, displayValue: String?)

    /// The file's text: `<record_update table="…"><table action="…">…</table></record_update>`.
    public static func text(table: String, action: String?, fields: [Field]) -> String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        let elements = fields.map { field in
            let display = field.displayValue.map { " display_value=\"\(escaped($0))\"" } ?? ""
            return "<\(field.name)\(display)>\(escaped(field.value))</\(field.name)>"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?><record_update table="\(table)">\
            <\(table) action="\(action ?? "INSERT_OR_UPDATE")">\(elements.joined())</\(table)></record_update>
            """
    }

    /// Writes the record to `folder/<table>_<sysID>.xml`, as source control names it, making the folder if needed.
    public static func write(table: String, action: String?, fields: [Field], sysID: String, in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("\(table)_\(sysID).xml")
        try Data(text(table: table, action: action, fields: fields).utf8).write(to: file)
    }
}
