import UpdateSetKit

/// Why an update set could not be installed.
public struct UpdateSetInstallError: Error, Sendable, CustomStringConvertible {
    public let file: String
    /// The problems found reading it.
    public let problems: [String]

    public var description: String {
        "The update set \(file) could not be installed: "
            + problems.joined(separator: "; ")
            + ". Fix the file (run `nowtape updateset check \(file)` for details) and start the instance again."
    }
}

/// What installing an update set did.
public struct UpdateSetInstallation: Sendable, Hashable {
    /// The file installed.
    public var file: String
    /// How many records were inserted or updated.
    public var applied: Int
    /// How many records DELETE entries removed.
    public var deleted: Int
    /// Tables the set brought that the instance did not know; they were created with the set's fields.
    public var createdTables: [String]
    /// Fields of records whose table already existed without them, as `table.field`; they were not stored.
    public var skippedFields: [String]
    /// Problems met reading parts of the set; the rest was installed.
    public var problems: [String]
}
