import Cassettes
import Foundation
import JSONText
import NowInstance
import NowQuery

/// What the recordings' Table API calls show, gathered one interaction at a time.
struct Observations: Sendable {
    struct ColumnKey: Hashable, Comparable, Sendable {
        let table: String
        let column: String

        static func < (a: ColumnKey, b: ColumnKey) -> Bool { (a.table, a.column) < (b.table, b.column) }
    }

    private(set) var versions = RecordVersions()
    private(set) var columns: [ColumnKey: ColumnEvidence] = [:]
    /// Classes seen in `sys_class_name` under another table's path: the class extends that table.
    private(set) var parents: [String: String] = [:]
    /// Tables the recordings called, records or not.
    private(set) var calledTables: Set<String> = []
    /// For each table, the values each field not sent by a POST held in its answers.
    private(set) var writeDefaults: [String: [String: [String]]] = [:]
    /// Numbers seen, by table.
    private(set) var numbers: [String: [String]] = [:]
    /// Display values of referenced records, by table and sys_id.
    private(set) var referenced: [String: [String: String]] = [:]
    private(set) var skipped: [LearningSkip] = []
    private(set) var tableCalls = 0

    /// Attachment contents recorded, by attachment sys_id.
    private(set) var attachmentFiles: [String: Data] = [:]

    /// Where in the recordings' order the last successful write was: every read after it, until the next write,
    /// shows the same state.
    private(set) var lastWrite = -1
    /// The rate limits the answers showed.
    private(set) var rateLimits = RateLimitEvidence()
    /// Text the Table API's writes set, for the journal entries it may have added.
    private(set) var textWrites: [JournalWrite] = []

    mutating func read(_ interaction: Interaction, source: String, sequence: Int) {
        let writes = Self.changesState(interaction)
        if writes { lastWrite = sequence }
        rateLimits.read(interaction, source: source)
        if writes { noteCreations(interaction, sequence: sequence) }
        if let attachments = AttachmentCall(interaction) {
            read(attachments, source: source, sequence: sequence)
            return
        }
        let call: TableCall
        do {
            guard let read = try TableCall(interaction) else { return }
            call = read
        } catch {
            skipped.append(
                LearningSkip(
                    source: source, subject: "\(interaction.request.method) \(interaction.request.target)",
                    reason: error.reason))
            return
        }
        tableCalls += 1
        if (200..<300).contains(call.status) { calledTables.insert(call.table) }
        if call.method == "DELETE", (200..<300).contains(call.status), let sysID = call.sysID {
            versions.delete(key: sysID, sequence: sequence, source: source)
            return
        }
        if call.displayMode == .display, !call.records.isEmpty {
            skipped.append(
                LearningSkip(
                    source: source, subject: "\(call.method) \(interaction.request.target)",
                    reason: "it asked for display values alone (sysparm_display_value=true), which hold no stored "
                        + "value; its records' values were not learned"))
        }
        let learned = call.records.map { record($0, call: call, source: source, sequence: sequence) }
        if learned.count == 1, let written = learned.first {
            noteTextWrites(call, written, user: interaction.request.user, source: source, sequence: sequence)
        }
    }

    /// Keys of each attachment's attributes seen, in the order first seen.
    private var attributeKeys: [String: [String]] = [:]

    /// An attachment's attributes, as `sys_attachment_attribute` records keyed by the attachment and the key: a read
    /// shows them all (a key it lacks was deleted), a write shows the one it set, a deletion removes one or all.
    private mutating func readAttributes(
        _ attributes: (key: String?, values: [(key: String, value: String)]), of attachment: String,
        call: AttachmentCall, source: String, sequence: Int
    ) {
        calledTables.insert("sys_attachment_attribute")
        guard (200..<300).contains(call.status), SysID.isValid(attachment) else { return }
        func id(_ key: String) -> String { RecordVersions.madeUpSysID("\(attachment)|attribute|\(key)") }
        let known = attributeKeys[attachment] ?? []
        if call.method == "DELETE" {
            let deleted = attributes.key.map { [$0] } ?? known
            for key in deleted { versions.delete(key: id(key), sequence: sequence, source: source) }
            attributeKeys[attachment] = known.filter { !deleted.contains($0) }
            return
        }
        if call.method == "GET", attributes.key == nil {
            let present = Set(attributes.values.map(\.key))
            for key in known where !present.contains(key) {
                versions.delete(key: id(key), sequence: sequence, source: source)
            }
            attributeKeys[attachment] = known.filter { present.contains($0) }
        }
        for (key, value) in attributes.values {
            if !(attributeKeys[attachment] ?? []).contains(key) { attributeKeys[attachment, default: []].append(key) }
            var version = RecordVersions.Version(
                className: "sys_attachment_attribute", values: ["attachment": attachment, "key": key, "value": value],
                modCount: 0, updatedOn: "", sequence: sequence, source: source, visibleFrom: lastWrite)
            version.creates = call.method == "POST"
            versions.add(key: id(key), version)
        }
    }

    /// Notes the text a successful write on one record set, with the record's class, time and user as its answer
    /// gives them.
    private mutating func noteTextWrites(
        _ call: TableCall, _ written: (className: String, values: [String: String]), user: String?, source: String,
        sequence: Int
    ) {
        let values = written.values
        guard ["POST", "PATCH", "PUT"].contains(call.method), (200..<300).contains(call.status),
            let recordID = values["sys_id"] ?? call.sysID, SysID.isValid(recordID),
            let updatedOn = values["sys_updated_on"], !updatedOn.isEmpty
        else { return }
        let table = written.className
        for (field, text) in call.sentTexts.sorted(by: { $0.key < $1.key }) where !text.isEmpty {
            textWrites.append(
                JournalWrite(
                    table: table, recordID: recordID, field: field, text: text, createdOn: updatedOn,
                    createdBy: values["sys_updated_by"] ?? user ?? "", sequence: sequence, source: source))
        }
    }

    /// Adds the journal entries of the text writes to journal fields (as `isJournal` tells them) that no answer
    /// shows: each a record created by its write.
    mutating func addJournalEntries(isJournal: (String, String) -> Bool) {
        let shown = versions.versions.values.flatMap { $0 }.filter { $0.className == "sys_journal_field" }
        for write in textWrites where isJournal(write.table, write.field) {
            guard !shown.contains(where: { write.isShown(by: $0.values) }) else { continue }
            var version = RecordVersions.Version(
                className: "sys_journal_field", values: write.entry, modCount: 0, updatedOn: write.createdOn,
                sequence: write.sequence, source: write.source, visibleFrom: write.sequence)
            version.creates = true
            versions.add(key: write.madeUpSysID, version)
        }
    }

    /// Whether `interaction` may have changed what the instance holds: a successful request other than a read (a
    /// GraphQL query is a read, though it is sent as a POST).
    static func changesState(_ interaction: Interaction) -> Bool {
        let method = interaction.request.method.uppercased()
        guard !["GET", "HEAD", "OPTIONS"].contains(method), (200..<300).contains(interaction.response.status) else {
            return false
        }
        return
            !(interaction.request.path.hasPrefix(GraphQLRead.path) && GraphQLRead.isReadOnly(interaction.request.body))
    }

    /// A successful POST of another API than the Table API (an import, a batch, a scripted REST operation) may
    /// create records its answer only names: each sys_id its answer names for the first time is taken to be created
    /// there, so that the state before it does not hold that record yet. Called for writes (``changesState(_:)``).
    private mutating func noteCreations(_ interaction: Interaction, sequence: Int) {
        guard interaction.request.method.uppercased() == "POST", NowAPIPath(interaction.request.path)?.tableRoute == nil
        else { return }
        let text = String(decoding: interaction.response.body, as: UTF8.self)
        var start = text.startIndex
        while let quote = text[start...].firstIndex(of: "\"") {
            let after = text.index(after: quote)
            guard let end = text[after...].firstIndex(of: "\"") else { break }
            let candidate = String(text[after..<end])
            // A sys_id, or a number (`LOAN0001001`), that no answer has shown yet.
            let isNumber =
                candidate.count <= 40 && candidate.first?.isLetter == true && candidate.last?.isNumber == true
                && !candidate.contains(" ")
            if SysID.isValid(candidate) || isNumber, versions.versions[candidate] == nil {
                versions.noteCreation(key: candidate, sequence: sequence)
            }
            start = text.index(after: end)
        }
    }

    /// An Attachment API call: its metadata as `sys_attachment` records, its content, or a deletion.
    private mutating func read(_ call: AttachmentCall, source: String, sequence: Int) {
        calledTables.insert("sys_attachment")
        if let attributes = call.attributes, let attachment = call.sysID {
            readAttributes(attributes, of: attachment, call: call, source: source, sequence: sequence)
            return
        }
        if call.method == "DELETE", (200..<300).contains(call.status), let sysID = call.sysID {
            versions.delete(key: sysID, sequence: sequence, source: source)
            return
        }
        if let content = call.content, SysID.isValid(content.sysID) {
            attachmentFiles[content.sysID] = content.bytes
        }
        // A rename answers 204 with no body: the name it sent is the attachment's from then on.
        if call.method == "PATCH", (200..<300).contains(call.status), let sysID = call.sysID,
            let newName = call.sentValues["file_name"]
        {
            let latest = versions.versions[sysID]?.max { $1.isNewer(than: $0) }
            versions.add(
                key: sysID,
                RecordVersions.Version(
                    className: "sys_attachment", values: ["file_name": newName], modCount: (latest?.modCount ?? 0) + 1,
                    updatedOn: latest?.updatedOn ?? "", sequence: sequence, source: source, visibleFrom: lastWrite))
        }
        let tableCall = TableCall(
            method: call.method, table: "sys_attachment", sysID: call.sysID, displayMode: .values, status: call.status,
            sentFields: [], records: call.records.map { $0.filter { $0.0 != "download_link" } })
        for members in tableCall.records {
            record(members, call: tableCall, source: source, sequence: sequence)
        }
    }

    /// Learns one record of an answer; returns its class and the stored values it showed.
    @discardableResult
    private mutating func record(_ members: [(String, JSONValue)], call: TableCall, source: String, sequence: Int)
        -> (className: String, values: [String: String])
    {
        var observed: [String: ObservedValue] = [:]
        // A dot-walked member (`assigned_to.email`) is the referenced record's field, not a column of this one.
        for (name, json) in members where !name.utf8.contains(UInt8(ascii: ".")) {
            observed[name] = ObservedValue(json, mode: call.displayMode)
        }
        let className = observed["sys_class_name"]?.value.flatMap { $0.isEmpty ? nil : $0 } ?? call.table
        if className != call.table, parents[className] == nil { parents[className] = call.table }
        var values: [String: String] = [:]
        for (name, value) in observed {
            columns[ColumnKey(table: className, column: name), default: ColumnEvidence()].add(value)
            if let stored = value.value { values[name] = stored }
            if let table = value.linkedTable, let id = value.value, let display = value.display,
                SysID.isValid(id)
            {
                referenced[table, default: [:]][id] = display
            }
        }
        guard call.displayMode != .display else { return (className, values) }
        for (name, value) in call.impliedValues where observed[name] == nil {
            values[name] = value
            columns[ColumnKey(table: className, column: name), default: ColumnEvidence()].add(
                ObservedValue(.string(value), mode: .values))
        }
        var version = RecordVersions.Version(
            className: className, values: values, modCount: Int(values["sys_mod_count"] ?? "") ?? 0,
            updatedOn: values["sys_updated_on"] ?? "", sequence: sequence, source: source, visibleFrom: lastWrite)
        // A record read without its sys_id (sysparm_fields left it out) is still told apart by its number.
        let key: String
        if let sysID = observed["sys_id"]?.value ?? call.sysID, SysID.isValid(sysID) {
            key = sysID
        } else if let number = values["number"], !number.isEmpty {
            key = RecordVersions.numberKey(number)
        } else {
            // Joined, when learning ends, to the one record a value of it identifies (`asset_tag`), if any.
            versions.addKeyless(version)
            return (className, values)
        }
        if let number = values["number"], !number.isEmpty { numbers[className, default: []].append(number) }
        if call.method == "POST", call.status == 201 {
            for (name, value) in values
            where !call.sentFields.contains(name) && !InstanceLearner.systemNames.contains(name) && name != "number" {
                writeDefaults[className, default: [:]][name, default: []].append(value)
            }
        }
        version.creates = call.method == "POST" && call.status == 201
        versions.add(key: key, version)
        return (className, values)
    }

    /// The defaults `table`'s write answers show: fields no POST sent that held one value every time.
    func defaults(of table: String) -> [String: String] {
        var result: [String: String] = [:]
        for (field, values) in writeDefaults[table] ?? [:] {
            if let first = values.first, values.allSatisfy({ $0 == first }) { result[field] = first }
        }
        return result
    }

    /// The prefix and width of `table`'s numbers, when every number seen has the same prefix.
    func numbering(of table: String) -> (prefix: String, digits: Int)? {
        guard let seen = numbers[table], let first = seen.first else { return nil }
        let prefix = String(first.prefix { !$0.isNumber })
        let digits = first.count - prefix.count
        guard !prefix.isEmpty, digits > 0,
            seen.allSatisfy({ $0.hasPrefix(prefix) && $0.dropFirst(prefix.count).allSatisfy(\.isNumber) })
        else { return nil }
        return (prefix, digits)
    }

    /// Records referenced but never read, holding their display values in each table's display field, so that
    /// references to them show what the recordings showed.
    func referencedStubs(besides known: Set<String?>, displayFields: (String) -> String) -> [InstanceRecord] {
        var stubs: [InstanceRecord] = []
        for (table, displays) in referenced.sorted(by: { $0.key < $1.key }) {
            let field = displayFields(table)
            for (sysID, display) in displays.sorted(by: { $0.key < $1.key }) where !known.contains(sysID) {
                var values = ["sys_id": sysID]
                if field != "sys_id" { values[field] = display }
                stubs.append(InstanceRecord(table: table, values: values))
            }
        }
        return stubs
    }
}
