/// Parses the XML inside a `<payload>` (`<record_update table="…"><table action="…">…</table></record_update>`).
///
/// Each payload is pushed whole into one reused SAX parser, because setting a parser up costs more than parsing a
/// typical payload. A DOCTYPE is refused before parsing (``PrologGuard``) and again if libxml2 meets one.
final class PayloadParser {
    private let parser = SAXRecordParser()

    /// The records in the payload, in order. Errors carry lines and columns inside the payload.
    func parse(_ bytes: [UInt8], sourceName: String) throws(UpdateSetError) -> [UpdateRecord] {
        try PrologGuard.check(bytes[...], file: sourceName)
        guard parser.reset() else {
            throw UpdateSetError(
                kind: .malformedXML, file: sourceName, line: 1, column: 1, detail: "libxml2 is out of memory")
        }
        bytes.withUnsafeBytes { parser.push($0, last: true) }
        let builder = parser.builder
        if let detail = builder.oversizedFieldDetail {
            throw UpdateSetError(kind: .malformedXML, file: sourceName, line: builder.line, column: 1, detail: detail)
        }
        let first = builder.diagnostics.firstError
        if builder.refusedDocumentType {
            throw UpdateSetError(
                kind: .refusedDocumentType, file: sourceName, line: first?.line ?? builder.line,
                column: first?.column ?? 1, detail: "the document declares a DOCTYPE")
        }
        guard parser.wellFormed, first == nil else {
            throw UpdateSetError(
                kind: .malformedXML, file: sourceName, line: first?.line ?? 1, column: first?.column ?? 1,
                detail: first?.message ?? (bytes.isEmpty ? "empty document" : "the document could not be parsed"))
        }
        return builder.records
    }
}
