import Foundation

/// What the outer pass finds before payloads are parsed.
enum RawItem: Sendable {
    case header(UpdateRecord)
    case entry(RecordElement, SourceLocation)
    case record(UpdateRecord, SourceLocation)
    case problem(UpdateSetError)
}

/// The outer pass over an export: finds the top-level records and keeps each payload as bytes for a second pass.
///
/// The file is pushed through a SAX parser in fixed-size chunks, so memory stays flat however large it is.
enum OuterScanner {
    /// How many bytes are read and parsed at a time.
    static let chunkSize = 1 << 16

    static func scan(file path: String, emit: (RawItem) -> Void) {
        do throws(UpdateSetError) {
            try PrologGuard.check(file: path)
            let sawUpdateSetContent = try withoutActuallyEscaping(emit) { emit throws(UpdateSetError) in
                try parse(file: path, emit: emit)
            }
            if !sawUpdateSetContent {
                emit(
                    .problem(
                        UpdateSetError(
                            kind: .notAnUpdateSet(root: "unload"), file: path, line: 1, column: 1,
                            detail: "no sys_remote_update_set or sys_update_xml")))
            }
        } catch {
            emit(.problem(error))
        }
    }

    /// Parses the file, emitting each record as it ends. Returns whether it held a header or an entry.
    private static func parse(file path: String, emit: @escaping (RawItem) -> Void) throws(UpdateSetError) -> Bool {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw UpdateSetError(kind: .unreadableFile, file: path, line: 0, column: 0, detail: "cannot open the file")
        }
        defer { close(descriptor) }
        let parser = SAXRecordParser()
        var sawUpdateSetContent = false
        parser.builder.keepsPayloads = true
        parser.builder.requiredRoot = "unload"
        parser.builder.onRecord = { element, line in
            let location = SourceLocation(file: path, line: line, column: 1)
            switch element.record.table {
            case "sys_remote_update_set":
                sawUpdateSetContent = true
                emit(.header(element.record))
            case "sys_update_xml":
                sawUpdateSetContent = true
                emit(.entry(element, location))
            default:
                emit(.record(element.record, location))
            }
        }
        defer { parser.builder.onRecord = nil }
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        var total = 0
        var started = false
        while !parser.stopped {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count >= 0 else {
                throw UpdateSetError(
                    kind: .unreadableFile, file: path, line: parser.builder.line, column: 0,
                    detail: String(cString: strerror(errno)))
            }
            total += count
            chunk.withUnsafeBytes { bytes in
                let filled = UnsafeRawBufferPointer(rebasing: bytes[0..<count])
                if !started {
                    // The first bytes go in with the reset, so that libxml2 detects the encoding from them.
                    started = true
                    let head = min(4, count)
                    guard parser.reset(head: UnsafeRawBufferPointer(rebasing: filled[0..<head])) else { return }
                    parser.push(UnsafeRawBufferPointer(rebasing: filled[head...]), last: count == 0)
                } else {
                    parser.push(filled, last: count == 0)
                }
            }
            if count == 0 { break }
        }
        try check(parser, file: path, totalBytes: total)
        return sawUpdateSetContent
    }

    /// Throws the problem that stopped the parse, if any.
    private static func check(_ parser: SAXRecordParser, file path: String, totalBytes: Int) throws(UpdateSetError) {
        let builder = parser.builder
        let first = builder.diagnostics.firstError
        let line = first?.line ?? builder.line
        let column = first?.column ?? 1
        if let root = builder.wrongRoot {
            throw UpdateSetError(kind: .notAnUpdateSet(root: root), file: path, line: line, column: 1, detail: "")
        }
        if let detail = builder.oversizedFieldDetail {
            throw UpdateSetError(kind: .malformedXML, file: path, line: builder.line, column: 1, detail: detail)
        }
        if builder.refusedDocumentType {
            throw UpdateSetError(
                kind: .refusedDocumentType, file: path, line: line, column: column,
                detail: "the document declares a DOCTYPE")
        }
        guard !parser.wellFormed || first != nil else { return }
        let message = first?.message ?? "the document could not be parsed"
        if parser.bytesConsumed >= totalBytes || failed(onLastLineOf: path, line: first?.line) {
            // The parser failed with every byte read: the XML did not end, so the file was cut short. What came
            // before is whole and already reported on.
            throw UpdateSetError(
                kind: .malformedXML, file: path, line: line, column: column,
                detail: "the file ends before its XML does, so it is truncated; every record before this line was "
                    + "read (libxml2: \(message))")
        }
        throw UpdateSetError(kind: .malformedXML, file: path, line: line, column: column, detail: message)
    }

    /// Whether `line` is the file's last line, where a file cut short fails. Counted only when parsing has failed.
    private static func failed(onLastLineOf path: String, line: Int?) -> Bool {
        guard let line, line > 0,
            let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        else { return false }
        let lines = data.withUnsafeBytes { bytes in bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) } }
        return line >= lines - (data.last == 0x0A ? 1 : 0)
    }
}
