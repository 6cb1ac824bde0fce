/// What the streaming reader reports, in document order.
public enum UpdateSetEvent: Sendable {
    /// The `sys_remote_update_set` header.
    case header(RemoteUpdateSet)
    /// One `sys_update_xml` entry with its parsed payload.
    case update(UpdateXML)
    /// Another record at the top level of the export, kept generically.
    case record(UpdateRecord, SourceLocation)
    /// A problem; reading goes on after a payload problem and stops after a document-level one.
    case problem(UpdateSetError)
}

/// Streams an update-set export with libxml2's reader, one top-level record at a time, so memory stays flat
/// however large the file is.
public enum UpdateSetReader {
    /// Reads `path`, calling `visit` for each header, entry, record and problem in order.
    public static func stream(file path: String, _ visit: (UpdateSetEvent) -> Void) {
        do throws(UpdateSetError) {
            try PrologGuard.check(file: path)
            let reader = try XMLStreamReader(file: path)
            var sawUpdateSetContent = false
            while try reader.read() {
                guard reader.nodeType == .element else { continue }
                if reader.depth == 0 {
                    guard reader.name == "unload" else {
                        throw UpdateSetError(
                            kind: .notAnUpdateSet(root: reader.name), file: path, line: reader.line, column: 1,
                            detail: "")
                    }
                    continue
                }
                guard reader.depth == 1 else { continue }
                let location = SourceLocation(file: path, line: reader.nodeLine, column: 1)
                let table = reader.name
                let element = try RecordElementReader.read(
                    reader, table: table, payloadField: table == "sys_update_xml")
                switch table {
                case "sys_remote_update_set":
                    sawUpdateSetContent = true
                    visit(.header(RemoteUpdateSet(record: element.record)))
                case "sys_update_xml":
                    sawUpdateSetContent = true
                    visit(update(element, location: location, visit: visit))
                default:
                    visit(.record(element.record, location))
                }
            }
            if !sawUpdateSetContent {
                visit(
                    .problem(
                        UpdateSetError(
                            kind: .notAnUpdateSet(root: "unload"), file: path, line: 1, column: 1,
                            detail: "no sys_remote_update_set or sys_update_xml")))
            }
        } catch {
            visit(.problem(error))
        }
    }

    /// Reads the whole file into memory; convenient for small sets, tests and installation.
    public static func load(file path: String) -> UpdateSetDocument {
        var document = UpdateSetDocument(file: path)
        stream(file: path) { document.add($0) }
        return document
    }

    private static func update(_ element: RecordElement, location: SourceLocation, visit: (UpdateSetEvent) -> Void)
        -> UpdateSetEvent
    {
        var entry = UpdateXML(entry: element.record, records: [], location: location)
        guard let payload = element.payload, !payload.bytes.isEmpty else { return .update(entry) }
        do {
            entry.records = try PayloadParser.parse(payload.bytes, sourceName: location.file)
        } catch {
            let payloadError = UpdateSetError(
                kind: .malformedPayload(
                    updateSysID: entry.sysID, updateName: entry.name, payloadLine: error.line,
                    payloadColumn: error.column),
                // The column is counted within the payload's own text, as the message says.
                file: location.file, line: payload.line + max(error.line, 1) - 1, column: max(error.column, 1),
                detail: error.summary)
            visit(.problem(payloadError))
        }
        return .update(entry)
    }
}
