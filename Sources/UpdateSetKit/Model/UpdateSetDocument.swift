/// A whole update set in memory: its header, its entries, any other records, and the problems met reading it.
public struct UpdateSetDocument: Sendable {
    /// The file it was read from.
    public var file: String
    /// The `sys_remote_update_set` header, if the file had one.
    public var header: RemoteUpdateSet?
    /// The `sys_update_xml` entries in file order.
    public var updates: [UpdateXML] = []
    /// Other top-level records.
    public var otherRecords: [UpdateRecord] = []
    /// The problems met while reading; the records above are everything that could still be read.
    public var problems: [UpdateSetError] = []

    /// Creates an empty document for `file`.
    public init(file: String) {
        self.file = file
    }

    /// Adds what the streaming reader reported.
    public mutating func add(_ event: UpdateSetEvent) {
        switch event {
        case .header(let header): self.header = header
        case .update(let update): updates.append(update)
        case .record(let record, _): otherRecords.append(record)
        case .problem(let problem): problems.append(problem)
        }
    }

    /// Every payload record, typed by its table.
    public var typedRecords: [TypedRecord] {
        updates.compactMap(\.record).map(TypedRecord.init)
    }
}
