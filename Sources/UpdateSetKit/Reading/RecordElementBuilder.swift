import CLibXML2

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

/// Builds records from libxml2's SAX2 events, with no node tree in between.
///
/// Both an export and a payload have the same shape: a root element at depth 0 (`<unload>`, `<record_update>`),
/// records at depth 1 (`<sys_ws_operation action="…">`) and their fields at depth 2. A field's text is all the text
/// and CDATA inside it, nested elements included.
final class RecordElementBuilder {
    /// Keep the `<payload>` field of `sys_update_xml` records as bytes for a second parse.
    var keepsPayloads = false
    /// The root element the document must have; another root stops the parse.
    var requiredRoot: String?
    /// Called with each record and the line it starts on as soon as it ends; without it, records are collected.
    var onRecord: ((RecordElement, Int) -> Void)?
    /// The parser context feeding this builder, for line numbers and for stopping it.
    var context: xmlParserCtxtPtr?

    private(set) var records: [UpdateRecord] = []
    private(set) var diagnostics = DiagnosticSink()
    /// Set when the document declares a DOCTYPE, which stops the parse.
    private(set) var refusedDocumentType = false
    /// The root element's name when it is not ``requiredRoot``.
    private(set) var wrongRoot: String?
    /// The field whose text passed ``textLimit``, which stops the parse.
    private(set) var oversizedField: String?

    /// The most text one field may hold: libxml2's own limit on a text node, so that a damaged or hostile file
    /// cannot make a field, or a payload kept for its second parse, grow without bound.
    static let textLimit = 10_000_000

    // libxml2 calls the builder once per run of text, and more than once per `&lt;` in an escaped payload. The
    // builder is used by one thread at a time, only from inside those synchronous callbacks, so no two accesses
    // can overlap; the state they touch skips the run-time exclusivity check, which took a fifth of the outer
    // pass's time.
    @exclusivity(unchecked) private var depth = 0
    @exclusivity(unchecked) private var element: RecordElement?
    private var elementLine = 0
    @exclusivity(unchecked) private var inPayload = false
    private var fieldName = ""
    private var fieldDisplayValue: String?
    @exclusivity(unchecked) private var fieldText: [UInt8] = []

    /// Forgets the previous document.
    func reset() {
        records = []
        diagnostics = DiagnosticSink()
        refusedDocumentType = false
        wrongRoot = nil
        oversizedField = nil
        depth = 0
        element = nil
        inPayload = false
        fieldText.removeAll(keepingCapacity: true)
    }

    /// The line the parser is on.
    var line: Int {
        guard let context else { return 0 }
        return Int(xmlSAX2GetLineNumber(context))
    }

    func startElement(_ name: @autoclosure () -> String, attributes: SAXAttributes) {
        depth += 1
        switch depth {
        case 1:
            let root = name()
            if let requiredRoot, root != requiredRoot {
                wrongRoot = root
                xmlStopParser(context)
            }
        case 2:
            let table = name()
            element = RecordElement(record: UpdateRecord(table: table, action: attributes.value(of: "action")))
            elementLine = line
        case 3:
            fieldName = name()
            fieldText.removeAll(keepingCapacity: true)
            if keepsPayloads && fieldName == "payload" && element?.record.table == "sys_update_xml" {
                inPayload = true
                element?.payload = PayloadText(bytes: [], line: line)
            } else {
                fieldDisplayValue = attributes.value(of: "display_value")
            }
        default:
            break
        }
    }

    func endElement() {
        switch depth {
        case 2:
            if let element {
                if let onRecord {
                    onRecord(element, elementLine)
                } else {
                    records.append(element.record)
                }
            }
            element = nil
        case 3 where inPayload:
            element?.payload?.bytes = fieldText
            fieldText = []
            inPayload = false
        case 3:
            element?.record.fields.append(
                UpdateField(
                    name: fieldName, value: String(decoding: fieldText, as: UTF8.self),
                    displayValue: fieldDisplayValue))
        default:
            break
        }
        depth -= 1
    }

    func characters(_ bytes: UnsafePointer<xmlChar>, count: Int) {
        guard depth >= 3 else { return }
        guard fieldText.count + count <= Self.textLimit else {
            oversizedField = fieldName
            fieldText = []
            xmlStopParser(context)
            return
        }
        fieldText.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
    }

    /// What to say when a field passed ``textLimit``.
    var oversizedFieldDetail: String? {
        oversizedField.map {
            "the text of <\($0)> is longer than 10,000,000 bytes, the most one field may hold; the file is damaged "
                + "or was not exported by an instance"
        }
    }

    func refuseDocumentType() {
        refusedDocumentType = true
        xmlStopParser(context)
    }

    func record(_ error: xmlError) {
        diagnostics.record(error)
    }
}

/// The attributes libxml2 passes to a SAX2 start-element callback: five pointers each (local name, prefix,
/// namespace, and the value's start and end; the value is not NUL-terminated).
struct SAXAttributes {
    let count: Int
    let pointers: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?

    /// The value of the unprefixed attribute `name`.
    func value(of name: StaticString) -> String? {
        guard let pointers else { return nil }
        for index in 0..<count {
            let base = index * 5
            guard let local = pointers[base], pointers[base + 1] == nil, Self.equals(local, name),
                let start = pointers[base + 3], let end = pointers[base + 4]
            else { continue }
            return String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
        }
        return nil
    }

    /// Whether the NUL-terminated `text` is exactly `name`.
    private static func equals(_ text: UnsafePointer<xmlChar>, _ name: StaticString) -> Bool {
        let expected = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        // A shorter text stops at its NUL, which differs from every byte of `name`.
        for index in expected.indices where text[index] != expected[index] {
            return false
        }
        return text[expected.count] == 0
    }
}
