/// What the outer pass finds before payloads are parsed.
enum RawItem: Sendable {
    case header(UpdateRecord)
    case entry(RecordElement, SourceLocation)
    case record(UpdateRecord, SourceLocation)
    case problem(UpdateSetError)
}

/// The outer pass over an export: finds the top-level records and keeps each payload as bytes for a second pass.
enum OuterScanner {
    static func scan(file path: String, emit: (RawItem) -> Void) {
        do throws(UpdateSetError) {
            try PrologGuard.check(file: path)
            let reader = try XMLStreamReader(file: path)
            var sawUpdateSetContent = false
            while try reader.read() {
                guard reader.nodeType == .element else { continue }
                if reader.depth == 0 {
                    guard reader.name == "unload" else {
                        throw UpdateSetError(
                            kind: .notAnUpdateSet(root: reader.name), file: path, line: reader.nodeLine, column: 1,
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
                    emit(.header(element.record))
                case "sys_update_xml":
                    sawUpdateSetContent = true
                    emit(.entry(element, location))
                default:
                    emit(.record(element.record, location))
                }
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
}
