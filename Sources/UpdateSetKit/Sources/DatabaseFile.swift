import CLibXML2
import Foundation

/// Reads a `<database>` file: the table definitions source control keeps under `dictionary/` and the ServiceNow SDK
/// writes as bootstrap XML. Each table is an `<element type="collection">` and each column an `<element>` inside it,
/// all described by attributes:
///
/// ```xml
/// <database>
///   <element name="x_acme_ticket" label="Ticket" type="collection" extends="task">
///     <element name="u_points" label="Points" type="integer" default="3"/>
///     <element name="u_size" label="Size" type="choice">
///       <choice><element value="s" label="Small" sequence="1"/></choice>
///     </element>
///   </element>
/// </database>
/// ```
///
/// They read as the records the platform keeps for them: one `sys_dictionary` entry of type `collection` per table,
/// one per column, and one `sys_choice` per choice, so installing, checking and inspecting treat a table defined
/// here as one defined by records.
enum DatabaseFile {
    /// The records `bytes` (the file `file`) defines; throws when the file is malformed or declares a DOCTYPE.
    static func records(in bytes: [UInt8], file: String) throws(UpdateSetError) -> [UpdateRecord] {
        try PrologGuard.check(bytes[...], file: file)
        let parsed: Result<[UpdateRecord], UpdateSetError> = bytes.withUnsafeBufferPointer { buffer in
            let base = UnsafeRawPointer(buffer.baseAddress)?.assumingMemoryBound(to: CChar.self)
            guard let reader = xmlReaderForMemory(base, Int32(buffer.count), file, nil, SAXRecordParser.options)
            else {
                return .failure(
                    UpdateSetError(
                        kind: .malformedXML, file: file, line: 1, column: 1, detail: "libxml2 is out of memory"))
            }
            defer { xmlFreeTextReader(reader) }
            return Self.read(reader, file: file)
        }
        return try parsed.get()
    }

    private static func read(_ reader: xmlTextReaderPtr, file: String) -> Result<[UpdateRecord], UpdateSetError> {
        var records: [UpdateRecord] = []
        var table: [String: String]?
        var column: [String: String]?
        var inChoices = false
        while true {
            let status = xmlTextReaderRead(reader)
            if status == 0 { break }
            guard status == 1 else {
                let line = Int(xmlTextReaderGetParserLineNumber(reader))
                return .failure(
                    UpdateSetError(
                        kind: .malformedXML, file: file, line: line, column: 1,
                        detail: "the dictionary file is not well-formed XML"))
            }
            let depth = Int(xmlTextReaderDepth(reader))
            let name = xmlTextReaderConstLocalName(reader).map { String(cString: $0) } ?? ""
            let isStart = xmlTextReaderNodeType(reader) == Int32(XML_READER_TYPE_ELEMENT.rawValue)
            let isEmpty = isStart && xmlTextReaderIsEmptyElement(reader) == 1
            guard isStart else { continue }
            switch (depth, name) {
            case (0, "database"): continue
            case (0, _):
                return .failure(
                    UpdateSetError(kind: .notAnUpdateSet(root: name), file: file, line: 1, column: 1, detail: ""))
            case (1, "element"):
                let attributes = Self.attributes(reader)
                table = attributes
                if let name = attributes["name"], !name.isEmpty { records.append(Self.collection(attributes)) }
            case (2, "element"):
                guard let tableName = table?["name"], !tableName.isEmpty else { continue }
                let attributes = Self.attributes(reader)
                column = attributes
                inChoices = false
                if let name = attributes["name"], !name.isEmpty {
                    records.append(Self.column(attributes, of: tableName))
                }
                if isEmpty { column = nil }
            case (3, "choice"):
                inChoices = true
            case (4, "element") where inChoices:
                guard let tableName = table?["name"], let element = column?["name"] else { continue }
                records.append(Self.choice(Self.attributes(reader), of: tableName, element: element))
            default:
                continue
            }
        }
        return .success(records)
    }

    /// Every attribute of the element the reader is on.
    private static func attributes(_ reader: xmlTextReaderPtr) -> [String: String] {
        var attributes: [String: String] = [:]
        guard xmlTextReaderMoveToFirstAttribute(reader) == 1 else { return attributes }
        repeat {
            guard let name = xmlTextReaderConstLocalName(reader), let value = xmlTextReaderConstValue(reader) else {
                continue
            }
            attributes[String(cString: name)] = String(cString: value)
        } while xmlTextReaderMoveToNextAttribute(reader) == 1
        xmlTextReaderMoveToElement(reader)
        return attributes
    }

    /// The table's own `sys_dictionary` entry: type `collection`, no element.
    private static func collection(_ attributes: [String: String]) -> UpdateRecord {
        let name = attributes["name"] ?? ""
        var fields = [
            UpdateField(name: "sys_id", value: syntheticID("collection", name)),
            UpdateField(name: "name", value: name),
            UpdateField(name: "element", value: ""),
            UpdateField(name: "internal_type", value: "collection"),
            UpdateField(name: "column_label", value: attributes["label"] ?? name),
        ]
        if let parent = attributes["extends"] ?? attributes["super_class"], !parent.isEmpty {
            fields.append(UpdateField(name: "super_class", value: parent))
        }
        return UpdateRecord(table: "sys_dictionary", fields: fields)
    }

    private static func column(_ attributes: [String: String], of table: String) -> UpdateRecord {
        let element = attributes["name"] ?? ""
        var fields = [
            UpdateField(name: "sys_id", value: syntheticID(table, element)),
            UpdateField(name: "name", value: table),
            UpdateField(name: "element", value: element),
            UpdateField(name: "internal_type", value: attributes["type"] ?? "string"),
            UpdateField(name: "column_label", value: attributes["label"] ?? ""),
        ]
        let copied = [
            ("max_length", "max_length"), ("reference", "reference"), ("default", "default_value"),
            ("display", "display"), ("mandatory", "mandatory"), ("read_only", "read_only"),
        ]
        for (attribute, field) in copied {
            if let value = attributes[attribute] { fields.append(UpdateField(name: field, value: value)) }
        }
        return UpdateRecord(table: "sys_dictionary", fields: fields)
    }

    private static func choice(_ attributes: [String: String], of table: String, element: String) -> UpdateRecord {
        let value = attributes["value"] ?? ""
        return UpdateRecord(
            table: "sys_choice",
            fields: [
                UpdateField(name: "sys_id", value: syntheticID(table + "." + element, value)),
                UpdateField(name: "name", value: table),
                UpdateField(name: "element", value: element),
                UpdateField(name: "value", value: value),
                UpdateField(name: "label", value: attributes["label"] ?? value),
                UpdateField(name: "sequence", value: attributes["sequence"] ?? "0"),
                UpdateField(name: "inactive", value: attributes["inactive"] ?? "false"),
            ])
    }

    /// A sys_id for a record the file implies: 32 hex digits, the same on every read of the same table and column.
    static func syntheticID(_ first: String, _ second: String) -> String {
        var high: UInt64 = 0xcbf2_9ce4_8422_2325
        var low: UInt64 = 0x8422_2325_cbf2_9ce4
        for byte in Array("\(first)\u{0}\(second)".utf8) {
            high = (high ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            low = (low ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 &+ 0x9E37_79B9
        }
        return String(format: "%016llx%016llx", high, low)
    }
}
