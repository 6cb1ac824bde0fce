import Foundation
import NowStore

/// What an instance holds in place of the demo data: tables added to the platform's dictionary, and records stored as
/// they are given, system fields included. An instance learned from recordings is made of one.
public struct InstanceContent: Sendable, Hashable {
    /// Tables to define, in order: a parent before the tables that extend it. A table the dictionary has already
    /// gains the fields it lacks, and keeps its own definition of the rest.
    public var tables: [TableDefinition]
    /// Records to store as given, keyed by their `sys_id`: each one's table is its class.
    public var records: [InstanceRecord]
    /// Accounts that may sign in besides the demo users; one with a demo user's name is left out.
    public var accounts: [DemoUser]
    /// The content of attachments among `records`, by the attachment's sys_id. An attachment without content keeps
    /// its metadata, and a download of it answers 404, saying that its content is not stored.
    public var attachmentFiles: [String: Data]

    /// Content of `tables`, `records`, `accounts` and `attachmentFiles`.
    public init(
        tables: [TableDefinition] = [], records: [InstanceRecord] = [], accounts: [DemoUser] = [],
        attachmentFiles: [String: Data] = [:]
    ) {
        self.tables = tables
        self.records = records
        self.accounts = accounts
        self.attachmentFiles = attachmentFiles
    }
}

extension RecordRepository {
    /// Defines the content's tables and stores its records as given: times, authors and `sys_mod_count` as
    /// recorded, nothing stamped, numbered or defaulted. Counters go on after the highest number stored.
    public func load(_ content: InstanceContent) throws {
        for table in content.tables {
            try define(merged(table))
        }
        let dictionary = self.dictionary
        let records = try content.records.map { record -> InstanceRecord in
            guard record.table == Self.attachmentTable else { return record }
            var attachment = record
            if let bytes = content.attachmentFiles[record.sysID] {
                let stored = try attachmentContent.store(bytes, limit: .max)
                attachment.values["hash"] = stored.hash
                attachment.values["size_bytes"] = String(stored.size)
            }
            return attachment
        }
        let byStorage = Dictionary(grouping: records) { dictionary.storageTable($0.table) }
        for (storage, records) in byStorage.sorted(by: { $0.key < $1.key }) {
            let entries = records.map { record -> SoupEntry in
                var stored = record
                if dictionary.isHierarchical(record.table) { stored.values["sys_class_name"] = record.table }
                return entry(stored)
            }
            try store.upsert(entries, into: storage, externalIDPath: "sys_id")
        }
    }

    /// `table` merged into the dictionary's own definition of it, when there is one: the dictionary keeps its
    /// fields, parent, label and numbering, and gains the fields it lacks.
    private func merged(_ table: TableDefinition) -> TableDefinition {
        guard var known = dictionary.table(table.name) else { return table }
        let names = Set(dictionary.fields(of: table.name).map(\.name))
        known.fields += table.fields.filter { !names.contains($0.name) }
        if known.numberPrefix == nil { known.numberPrefix = table.numberPrefix }
        return known
    }
}
