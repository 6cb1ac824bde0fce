import CLibXML2

/// A libxml2 SAX2 push parser that feeds a ``RecordElementBuilder``, reusable from one document to the next.
///
/// The parser never loads a DTD, substitutes entities or touches the network, and it builds no node tree. Input is
/// pushed in chunks, so a document of any size is read in constant memory; a document pushed whole, as a payload
/// is, has each CDATA section handed over in bulk, where libxml2's pull parser would read it one character at a
/// time.
final class SAXRecordParser {
    /// The parser options: no network, no entity substitution, no DTD loading, no huge-document relaxations.
    static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue)

    let builder = RecordElementBuilder()
    private let context: xmlParserCtxtPtr?

    init() {
        var handler = Self.makeHandler()
        context = xmlCreatePushParserCtxt(&handler, Unmanaged.passUnretained(builder).toOpaque(), nil, 0, nil)
        builder.context = context
    }

    deinit {
        if let context { xmlFreeParserCtxt(context) }
    }

    /// Starts a new document with its first bytes, from which libxml2 detects the encoding (UTF-8 when there are
    /// fewer than four). Returns false when libxml2 is out of memory.
    func reset(head: UnsafeRawBufferPointer = UnsafeRawBufferPointer(start: nil, count: 0)) -> Bool {
        builder.reset()
        let base = head.baseAddress?.assumingMemoryBound(to: CChar.self)
        guard let context, xmlCtxtResetPush(context, base, Int32(head.count), nil, nil) == 0 else { return false }
        xmlCtxtUseOptions(context, Self.options)
        return true
    }

    /// Parses the next bytes of the document; `last` marks its end.
    func push(_ bytes: UnsafeRawBufferPointer, last: Bool) {
        guard let context else { return }
        let base = bytes.baseAddress?.assumingMemoryBound(to: CChar.self)
        _ = xmlParseChunk(context, base, Int32(bytes.count), last ? 1 : 0)
    }

    /// Whether the parse was stopped, by an error or by the builder.
    var stopped: Bool {
        guard let context else { return true }
        return context.pointee.disableSAX != 0 || context.pointee.instate == XML_PARSER_EOF
    }

    /// Whether the document so far is well formed.
    var wellFormed: Bool { context?.pointee.wellFormed == 1 }

    /// How many bytes of the document the parser has consumed.
    var bytesConsumed: Int {
        guard let context else { return 0 }
        return Int(xmlByteConsumed(context))
    }

    /// The SAX2 callbacks; libxml2 passes each the builder as its user data.
    private static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { userData, localName, prefix, _, _, _, attributeCount, _, attributes in
            guard let localName else { return }
            SAXRecordParser.builder(userData)?.startElement(
                SAXRecordParser.qualifiedName(localName, prefix),
                attributes: SAXAttributes(count: Int(attributeCount), pointers: attributes))
        }
        handler.endElementNs = { userData, _, _, _ in
            SAXRecordParser.builder(userData)?.endElement()
        }
        let characters: charactersSAXFunc = { userData, bytes, count in
            guard let bytes, count > 0 else { return }
            SAXRecordParser.builder(userData)?.characters(bytes, count: Int(count))
        }
        handler.characters = characters
        handler.cdataBlock = characters
        handler.ignorableWhitespace = characters
        handler.internalSubset = { userData, _, _, _ in
            SAXRecordParser.builder(userData)?.refuseDocumentType()
        }
        handler.serror = { userData, error in
            guard let error else { return }
            SAXRecordParser.builder(userData)?.record(error.pointee)
        }
        return handler
    }

    private static func builder(_ userData: UnsafeMutableRawPointer?) -> RecordElementBuilder? {
        guard let userData else { return nil }
        return Unmanaged<RecordElementBuilder>.fromOpaque(userData).takeUnretainedValue()
    }

    private static func qualifiedName(_ localName: UnsafePointer<xmlChar>, _ prefix: UnsafePointer<xmlChar>?)
        -> String
    {
        let local = String(cString: localName)
        guard let prefix else { return local }
        return String(cString: prefix) + ":" + local
    }
}
