/// Parses the XML inside a `<payload>` (`<record_update table="…"><table action="…">…</table></record_update>`).
enum PayloadParser {
    /// The records in the payload, in order. Errors carry lines and columns inside the payload.
    static func parse(_ bytes: [UInt8], sourceName: String) throws(UpdateSetError) -> [UpdateRecord] {
        try PrologGuard.check(bytes[...], file: sourceName)
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(UpdateSetError) -> [UpdateRecord] in
                let reader = try XMLStreamReader(buffer: buffer, sourceName: sourceName)
                var records: [UpdateRecord] = []
                while try reader.read() {
                    guard reader.nodeType == .element, reader.depth == 1 else { continue }
                    records.append(try RecordElementReader.read(reader, table: reader.name, payloadField: false).record)
                }
                return records
            }
        }
        return try result.get()
    }
}
