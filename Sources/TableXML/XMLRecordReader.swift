import CLibXML2
import Foundation

/// Reads a Table API XML request body, `<request><entry><field>value</field>…</entry></request>`, into field values.
///
/// libxml2's reader parses it with no network, no DTD loading and no entity substitution; a document type
/// declaration or an entity reference is refused outright. The fields may also sit directly under the document
/// element. A field with child elements (a reference written `<caller_id><value>…</value></caller_id>`) takes the text
/// of its `value` child.
public enum XMLRecordReader {
    /// How deeply elements may nest before the body is refused.
    static let maximumDepth = 16

    /// The field values in `body`, in document order of first appearance.
    public static func values(from body: Data) throws(XMLBodyError) -> [String: String] {
        let root = try XMLTree.parse(body, maximumDepth: maximumDepth)
        let entries = root.children.filter { $0.name == "entry" }
        guard entries.count <= 1 else {
            throw XMLBodyError(
                reason: "the body holds \(entries.count) <entry> elements, and one request writes one record")
        }
        let record = entries.first ?? root
        var values: [String: String] = [:]
        for field in record.children where values[field.name] == nil {
            if field.children.isEmpty {
                values[field.name] = field.text
            } else {
                values[field.name] = field.children.first { $0.name == "value" }?.text ?? ""
            }
        }
        return values
    }
}

/// A small element tree read with libxml2's streaming reader: names, text and children, nothing else.
struct XMLTree {
    var name: String
    var text = ""
    var children: [XMLTree] = []

    static func parse(_ body: Data, maximumDepth: Int) throws(XMLBodyError) -> XMLTree {
        guard !body.isEmpty else { throw XMLBodyError(reason: "the body is empty") }
        let sink = XMLErrorSink()
        let result: Result<XMLTree, XMLBodyError> = body.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress?.assumingMemoryBound(to: CChar.self),
                let reader = xmlReaderForMemory(base, Int32(bytes.count), "request body", "UTF-8", options)
            else { return .failure(XMLBodyError(reason: "libxml2 could not open the body")) }
            defer { xmlFreeTextReader(reader) }
            xmlTextReaderSetStructuredErrorHandler(
                reader,
                { context, error in
                    guard let context, let error else { return }
                    Unmanaged<XMLErrorSink>.fromOpaque(context).takeUnretainedValue().record(error.pointee)
                }, Unmanaged.passUnretained(sink).toOpaque())
            return Result { () throws(XMLBodyError) -> XMLTree in
                try build(reader, sink: sink, maximumDepth: maximumDepth)
            }
        }
        return try result.get()
    }

    /// No network, no DTD loading, no entity substitution.
    private static let options = Int32(XML_PARSE_NONET.rawValue)

    private static func build(_ reader: xmlTextReaderPtr, sink: XMLErrorSink, maximumDepth: Int) throws(XMLBodyError)
        -> XMLTree
    {
        var stack: [XMLTree] = []
        var root: XMLTree?
        while true {
            let status = xmlTextReaderRead(reader)
            if status == 0 { break }
            guard status == 1 else {
                throw XMLBodyError(
                    reason: "the body is not well-formed XML (\(sink.firstError ?? "libxml2 stopped reading"))")
            }
            switch xmlTextReaderNodeType(reader) {
            case 1:  // element
                let name = xmlTextReaderConstName(reader).map { String(cString: $0) } ?? ""
                guard stack.count < maximumDepth else {
                    throw XMLBodyError(reason: "elements nest deeper than \(maximumDepth) levels")
                }
                let element = XMLTree(name: name)
                if xmlTextReaderIsEmptyElement(reader) == 1 {
                    try append(element, to: &stack, root: &root)
                } else {
                    stack.append(element)
                }
            case 3, 4:  // text, CDATA
                if !stack.isEmpty, let value = xmlTextReaderConstValue(reader) {
                    stack[stack.count - 1].text += String(cString: value)
                }
            case 15:  // end of element
                if let element = stack.popLast() {
                    try append(element, to: &stack, root: &root)
                }
            case 10:  // document type
                throw XMLBodyError(reason: "the body declares a DOCTYPE, which the Table API does not read")
            case 5:  // entity reference
                throw XMLBodyError(reason: "the body references an entity, which the Table API does not expand")
            default:
                break
            }
        }
        if let error = sink.firstError {
            throw XMLBodyError(reason: "the body is not well-formed XML (\(error))")
        }
        guard let root else { throw XMLBodyError(reason: "the body has no document element") }
        return root
    }

    private static func append(_ element: XMLTree, to stack: inout [XMLTree], root: inout XMLTree?) throws(XMLBodyError)
    {
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }
}

/// Keeps the first error libxml2 reports, with its line.
final class XMLErrorSink {
    private(set) var firstError: String?

    func record(_ error: xmlError) {
        guard error.level.rawValue >= XML_ERR_ERROR.rawValue, firstError == nil else { return }
        var message = error.message.map { String(cString: $0) } ?? "unknown XML error"
        while message.last?.isNewline == true { message.removeLast() }
        firstError = "line \(error.line): \(message)"
    }
}
