import Foundation

/// The tables defined while an instance runs (by update sets and import sets), kept beside its data so an instance
/// restarted on the same `--data` folder knows them again: `defined-tables.json`, written atomically on each change.
public struct DefinedTablesFile: Sendable {
    /// Where the file is.
    public let url: URL

    /// The file in a data folder.
    public init(folder: URL) {
        url = folder.appendingPathComponent("defined-tables.json")
    }

    /// The tables in the order they were defined; none when the file is not there yet.
    public func load() throws -> [TableDefinition] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        do {
            return try JSONDecoder().decode([TableDefinition].self, from: Data(contentsOf: url))
        } catch {
            throw DefinedTablesFileError(path: url.path, reason: "\(error)")
        }
    }

    /// Replaces the file with `tables`.
    func save(_ tables: [TableDefinition]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(tables).write(to: url, options: .atomic)
    }
}

/// The defined-tables file of a data folder could not be read.
public struct DefinedTablesFileError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String

    public var description: String {
        "\(path) cannot be read (\(reason)). It lists the tables update sets and import sets defined; restore it from "
            + "a backup, or start on a fresh --data folder and install the update sets again."
    }
}
