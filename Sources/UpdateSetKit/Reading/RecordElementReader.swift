/// The text of a `<payload>` element, kept as bytes, and where it starts in the file.
struct PayloadText {
    var bytes: [UInt8]
    var line: Int
}

/// A record element read off the stream, with its payload when it had one.
struct RecordElement {
    var record: UpdateRecord
    var payload: PayloadText?
}

/// Reads one record element (`<table action="…"><field display_value="…">text</field>…</table>`).
enum RecordElementReader {
    /// Reads the element the reader is on, up to its end tag. With `payloadField`, `<payload>` is kept as bytes.
    static func read(_ reader: XMLStreamReader, table: String, payloadField: Bool) throws(UpdateSetError)
        -> RecordElement
    {
        var element = RecordElement(record: UpdateRecord(table: table, action: reader.attribute("action")))
        guard !reader.isEmptyElement else { return element }
        let depth = reader.depth
        while try reader.read() {
            switch reader.nodeType {
            case .endElement where reader.depth == depth:
                return element
            case .element where reader.depth == depth + 1:
                let name = reader.name
                if payloadField && name == "payload" {
                    element.payload = try readPayload(reader)
                } else {
                    let displayValue = reader.attribute("display_value")
                    let value = try readText(reader)
                    element.record.fields.append(UpdateField(name: name, value: value, displayValue: displayValue))
                }
            default:
                continue
            }
        }
        return element
    }

    /// The concatenated text and CDATA inside the current element.
    private static func readText(_ reader: XMLStreamReader) throws(UpdateSetError) -> String {
        guard !reader.isEmptyElement else { return "" }
        let depth = reader.depth
        var text = ""
        while try reader.read() {
            switch reader.nodeType {
            case .text, .cdata, .whitespace, .significantWhitespace:
                if text.isEmpty {
                    text = reader.value
                } else {
                    text += reader.value
                }
            case .endElement where reader.depth == depth:
                return text
            default:
                continue
            }
        }
        return text
    }

    private static func readPayload(_ reader: XMLStreamReader) throws(UpdateSetError) -> PayloadText {
        var payload = PayloadText(bytes: [], line: reader.nodeLine)
        guard !reader.isEmptyElement else { return payload }
        let depth = reader.depth
        while try reader.read() {
            switch reader.nodeType {
            case .text, .cdata, .whitespace, .significantWhitespace:
                reader.withValueBytes { payload.bytes.append(contentsOf: $0) }
            case .endElement where reader.depth == depth:
                return payload
            default:
                continue
            }
        }
        return payload
    }
}
