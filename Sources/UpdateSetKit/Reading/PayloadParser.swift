/// Parses the XML inside a `<payload>` (`<record_update table="…"><table action="…">…</table></record_update>`).
///
/// One parser is reused for every payload of a file, because setting up a libxml2 reader costs more than
/// parsing a typical payload.
final class PayloadParser {
    private var reader: XMLStreamReader?

    /// The records in the payload, in order. Errors carry lines and columns inside the payload.
    func parse(_ bytes: [UInt8], sourceName: String) throws(UpdateSetError) -> [UpdateRecord] {
        try PrologGuard.check(bytes[...], file: sourceName)
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(UpdateSetError) -> [UpdateRecord] in
                let reader = try self.reader(for: buffer, sourceName: sourceName)
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

    private func reader(for buffer: UnsafeRawBufferPointer, sourceName: String) throws(UpdateSetError)
        -> XMLStreamReader
    {
        if let reader {
            try reader.reset(buffer: buffer, sourceName: sourceName)
            return reader
        }
        let reader = try XMLStreamReader(buffer: buffer, sourceName: sourceName)
        self.reader = reader
        return reader
    }
}
