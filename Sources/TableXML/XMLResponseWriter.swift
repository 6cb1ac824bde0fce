import CLibXML2
import JSONText

/// Writes a Table API JSON answer as the platform's XML answer, with libxml2's writer.
///
/// The mapping is the platform's: the document element is `<response>`; each object member becomes an element named
/// after its key; an array becomes one element per item, each named after the array's key, so a list answer is a run
/// of `<result>` elements; strings, numbers and booleans become text; an empty value is an empty element. A key that
/// is not an XML name is written as `<field name="…">` so that nothing is lost.
public enum XMLResponseWriter {
    /// The XML for `json`; nil when libxml2 cannot allocate a writer.
    public static func xml(from json: JSONValue) -> String? {
        guard let buffer = xmlBufferCreate() else { return nil }
        defer { xmlBufferFree(buffer) }
        guard let writer = xmlNewTextWriterMemory(buffer, 0) else { return nil }
        var ok = xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil) >= 0
        ok = ok && element("response", json, writer)
        ok = ok && xmlTextWriterEndDocument(writer) >= 0
        xmlFreeTextWriter(writer)
        guard ok, let content = xmlBufferContent(buffer) else { return nil }
        return String(cString: content)
    }

    private static func element(_ name: String, _ value: JSONValue, _ writer: xmlTextWriterPtr) -> Bool {
        if case .array(let items) = value {
            return items.allSatisfy { element(name, $0, writer) }
        }
        var ok: Bool
        if XMLName.isValid(name) {
            ok = xmlTextWriterStartElement(writer, name) >= 0
        } else {
            ok =
                xmlTextWriterStartElement(writer, "field") >= 0
                && xmlTextWriterWriteAttribute(writer, "name", name) >= 0
        }
        switch value {
        case .null: break
        case .bool(let flag): ok = ok && text(flag ? "true" : "false", writer)
        case .number(let digits): ok = ok && text(digits, writer)
        case .string(let string): ok = ok && (string.isEmpty || text(string, writer))
        case .object(let members): ok = ok && members.allSatisfy { element($0.0, $0.1, writer) }
        case .array: break
        }
        return ok && xmlTextWriterEndElement(writer) >= 0
    }

    private static func text(_ string: String, _ writer: xmlTextWriterPtr) -> Bool {
        xmlTextWriterWriteString(writer, XMLText.safe(string)) >= 0
    }
}
