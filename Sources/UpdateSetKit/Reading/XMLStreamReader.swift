import CLibXML2
import Foundation

/// A thin, safe wrapper over libxml2's `xmlTextReader`: a forward-only pull parser with constant memory.
///
/// It never loads a DTD, never substitutes entities and never touches the network. A document type declaration
/// or an entity reference is refused outright, which stops both external-entity and entity-expansion attacks.
final class XMLStreamReader {
    /// Node types reported by `xmlTextReaderNodeType`.
    enum NodeType: Int32 {
        case element = 1, text = 3, cdata = 4, entityReference = 5, comment = 8, documentType = 10,
            whitespace = 13, significantWhitespace = 14, endElement = 15
    }

    private let reader: xmlTextReaderPtr
    private var diagnostics = DiagnosticSink()
    /// The name used in error messages for this input.
    private(set) var sourceName: String
    /// The size of the input in bytes, when known: a parse that fails having consumed all of it met a truncated file.
    private var totalBytes: Int?
    /// Whether the input is the file at ``sourceName`` rather than a buffer named after it.
    private var readsFile = false

    /// The parser options: no network, no entity substitution, no DTD loading, no huge-document relaxations.
    static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue)

    /// Opens a file for streaming.
    init(file path: String) throws(UpdateSetError) {
        guard let reader = xmlReaderForFile(path, nil, Self.options) else {
            throw UpdateSetError(kind: .unreadableFile, file: path, line: 0, column: 0, detail: "cannot open the file")
        }
        self.reader = reader
        self.sourceName = path
        totalBytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        readsFile = true
        install()
    }

    /// Reads from a buffer that must stay alive while the reader is used.
    init(buffer: UnsafeRawBufferPointer, sourceName: String) throws(UpdateSetError) {
        let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self)
        guard let base, let reader = xmlReaderForMemory(base, Int32(buffer.count), sourceName, "UTF-8", Self.options)
        else {
            throw UpdateSetError(kind: .malformedXML, file: sourceName, line: 1, column: 1, detail: "empty document")
        }
        self.reader = reader
        self.sourceName = sourceName
        totalBytes = buffer.count
        install()
    }

    /// Points the reader at a new buffer, reusing its parser context; much cheaper than a new reader per payload.
    func reset(buffer: UnsafeRawBufferPointer, sourceName: String) throws(UpdateSetError) {
        guard let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self),
            xmlReaderNewMemory(reader, base, Int32(buffer.count), sourceName, "UTF-8", Self.options) == 0
        else {
            throw UpdateSetError(kind: .malformedXML, file: sourceName, line: 1, column: 1, detail: "empty document")
        }
        self.sourceName = sourceName
        totalBytes = buffer.count
        diagnostics = DiagnosticSink()
        install()
    }

    deinit {
        xmlFreeTextReader(reader)
    }

    private func install() {
        let context = Unmanaged.passUnretained(diagnostics).toOpaque()
        xmlTextReaderSetStructuredErrorHandler(
            reader,
            { context, error in
                guard let context, let error else { return }
                Unmanaged<DiagnosticSink>.fromOpaque(context).takeUnretainedValue().record(error.pointee)
            }, context)
    }

    /// Moves to the next node. Returns false at the end of the document; throws on malformed or refused input.
    func read() throws(UpdateSetError) -> Bool {
        let status = xmlTextReaderRead(reader)
        if status == 1 {
            switch nodeType {
            case .documentType:
                throw failure(.refusedDocumentType, "the document declares a DOCTYPE")
            case .entityReference:
                throw failure(.refusedEntity, "the document references the entity '&\(name);'")
            default:
                return true
            }
        }
        if status == 0 && diagnostics.firstError == nil {
            return false
        }
        let message = diagnostics.firstError?.message ?? "the document could not be parsed"
        if let totalBytes, Int(xmlTextReaderByteConsumed(reader)) >= totalBytes || failedOnLastLine {
            // The parser failed with every byte read: the XML did not end, so the file was cut short. What came
            // before is whole and already reported on.
            throw failure(
                .malformedXML,
                "the file ends before its XML does, so it is truncated; every record before this line was read "
                    + "(libxml2: \(message))")
        }
        throw failure(.malformedXML, message)
    }

    /// Whether the first error is on the input file's last line, where a file cut short fails. Counted only when
    /// parsing has already failed.
    private var failedOnLastLine: Bool {
        guard readsFile, let line = diagnostics.firstError?.line, line > 0,
            let data = try? Data(contentsOf: URL(fileURLWithPath: sourceName), options: .alwaysMapped)
        else { return false }
        let lines = data.withUnsafeBytes { bytes in bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) } }
        return line >= lines - (data.last == 0x0A ? 1 : 0)
    }

    private func failure(_ kind: UpdateSetError.Kind, _ detail: String) -> UpdateSetError {
        let first = diagnostics.firstError
        return UpdateSetError(
            kind: kind, file: sourceName, line: first?.line ?? line, column: first?.column ?? column, detail: detail)
    }

    var nodeType: NodeType? { NodeType(rawValue: xmlTextReaderNodeType(reader)) }
    var depth: Int { Int(xmlTextReaderDepth(reader)) }
    var isEmptyElement: Bool { xmlTextReaderIsEmptyElement(reader) == 1 }
    /// The line the parser has reached, which may be ahead of the current node.
    var line: Int { Int(xmlTextReaderGetParserLineNumber(reader)) }
    /// The line where the current node starts.
    var nodeLine: Int {
        guard let node = xmlTextReaderCurrentNode(reader) else { return line }
        let number = Int(xmlGetLineNo(node))
        return number > 0 ? number : line
    }
    var column: Int { Int(xmlTextReaderGetParserColumnNumber(reader)) }

    var name: String {
        guard let pointer = xmlTextReaderConstName(reader) else { return "" }
        return String(cString: pointer)
    }

    /// The text of a text, CDATA or whitespace node.
    var value: String {
        guard let pointer = xmlTextReaderConstValue(reader) else { return "" }
        return String(cString: pointer)
    }

    /// Calls `body` with the raw UTF-8 bytes of the current text node, without copying them.
    func withValueBytes(_ body: (UnsafeRawBufferPointer) -> Void) {
        guard let pointer = xmlTextReaderConstValue(reader) else { return }
        body(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
    }

    func attribute(_ name: String) -> String? {
        let found = name.withCString { text in
            text.withMemoryRebound(to: xmlChar.self, capacity: name.utf8.count + 1) {
                xmlTextReaderMoveToAttribute(reader, $0)
            }
        }
        guard found == 1 else { return nil }
        defer { xmlTextReaderMoveToElement(reader) }
        return value
    }
}

/// Collects the errors libxml2 reports through its structured error callback.
final class DiagnosticSink {
    struct Diagnostic {
        let message: String
        let line: Int
        let column: Int
    }

    private(set) var firstError: Diagnostic?

    func record(_ error: xmlError) {
        guard error.level.rawValue >= XML_ERR_ERROR.rawValue, firstError == nil else { return }
        var message = error.message.map { String(cString: $0) } ?? "unknown XML error"
        while message.last?.isNewline == true {
            message.removeLast()
        }
        firstError = Diagnostic(message: message, line: Int(error.line), column: Int(error.int2))
    }
}
