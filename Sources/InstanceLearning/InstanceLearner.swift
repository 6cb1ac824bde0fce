import Cassettes
import Foundation
import JSONText
import NowInstance

/// Learns an instance from recordings: tables from Table API paths and `sys_class_name`, columns and their kinds
/// from the values and display forms seen, records from every answer (the latest version winning), defaults from
/// write answers, and number prefixes from the numbers seen.
public struct InstanceLearner: Sendable {
    /// The platform's dictionary the learned tables extend.
    let dictionary: TableDictionary

    public init(dictionary: TableDictionary = StandardTables.dictionary) {
        self.dictionary = dictionary
    }

    /// Learns from `sources`; fails only when they hold no Table API record at all.
    public func learn(_ sources: LearningSources) throws(LearningError) -> LearnedInstance {
        var observations = Observations()
        let timeline = sources.timeline
        for step in timeline {
            observations.read(step.interaction, source: step.recording.path, sequence: step.sequence)
        }
        let dictionary = self.dictionary
        observations.addJournalEntries { table, field in dictionary.field(field, of: table)?.kind == .journal }
        guard !observations.versions.order.isEmpty else {
            throw LearningError.nothingToLearn(sources.recordings.map(\.path))
        }
        return build(observations, sources: sources, interactions: timeline.count)
    }

    private func build(_ observations: Observations, sources: LearningSources, interactions: Int) -> LearnedInstance {
        var skipped = sources.skipped + observations.skipped
        let dictionary = self.dictionary
        let parents = observations.parents.filter { dictionary.table($0.key) == nil }
        let extends: @Sendable (String, String) -> Bool = { table, ancestor in
            var current: String? = table
            var seen: Set<String> = []
            while let name = current, seen.insert(name).inserted {
                if name == ancestor { return true }
                current = parents[name] ?? dictionary.table(name)?.parent
            }
            return false
        }
        let (versions, madeUp, unjoined) = observations.versions.resolved()
        for version in unjoined {
            skipped.append(
                LearningSkip(
                    source: version.source, subject: "a record of \(version.className)",
                    reason: "it has neither sys_id nor number (sysparm_fields left them out), and none of its values "
                        + "identifies one record seen elsewhere, so it cannot be told apart from others; its columns "
                        + "were learned, not the record"))
        }
        for number in madeUp {
            skipped.append(
                LearningSkip(
                    source: "", subject: "record \(number)",
                    reason: "no answer gave its sys_id (sysparm_fields left it out); it was learned by its number, "
                        + "with the made-up sys_id \(RecordVersions.madeUpSysID(number))"))
        }
        let (merged, conflicts) = versions.merged(before: nil, extends: extends)
        skipped += conflicts
        var classes = Set(merged.map(\.table)).union(observations.calledTables)
        classes.formUnion(parents.values)
        // Tables references point at that no recording read: defined empty, so that queries over them work.
        var stubbed: [String] = []
        for (key, evidence) in observations.columns.sorted(by: { $0.key < $1.key }) {
            for table in evidence.linkedTables.keys.sorted()
            where !classes.contains(table) && dictionary.table(table) == nil {
                classes.insert(table)
                stubbed.append(table)
                skipped.append(
                    LearningSkip(
                        source: "", subject: "table \(table)",
                        reason: "\(key.table).\(key.column) refers to it, but no recording reads it: it is defined "
                            + "with no columns, holding only the referenced records' display values"))
            }
        }
        let ordered = classes.sorted {
            depth($0, parents) < depth($1, parents) || (depth($0, parents) == depth($1, parents) && $0 < $1)
        }
        var tables: [LearnedInstance.Table] = []
        var definitions: [TableDefinition] = []
        var learnedFields: [String: Set<String>] = [:]
        for name in ordered {
            let parent = parents[name] ?? dictionary.table(name)?.parent
            let inherited = Set(lineageFields(of: parent, parents: parents, learnedFields: learnedFields))
            var columns: [LearnedInstance.Column] = []
            var fields: [FieldDefinition] = []
            let known = Set(dictionary.fields(of: name).map(\.name))
            for key in observations.columns.keys.filter({ $0.table == name }).sorted(by: { $0.column < $1.column }) {
                guard let evidence = observations.columns[key], !Self.systemNames.contains(key.column),
                    !inherited.contains(key.column)
                else { continue }
                let inferred = ColumnInference.infer(key.column, evidence)
                let isKnown = known.contains(key.column)
                columns.append(
                    LearnedInstance.Column(
                        name: key.column, kind: isKnown ? "as the platform defines it" : inferred.kind.summary,
                        reason: inferred.reason, conflict: inferred.conflict, known: isKnown))
                if !isKnown {
                    let defaultValue = observations.defaults(of: name)[key.column]
                    fields.append(FieldDefinition(key.column, inferred.kind, defaultValue: defaultValue))
                }
            }
            learnedFields[name] = Set(fields.map(\.name))
            let numbering = observations.numbering(of: name)
            let records = merged.filter { $0.table == name }.count
            let writes = observations.writeDefaults[name] ?? [:]
            let defaults = observations.defaults(of: name)
            tables.append(
                LearnedInstance.Table(
                    name: name, parent: parent, known: dictionary.table(name) != nil, columns: columns,
                    records: records, numberPrefix: numbering?.prefix, defaults: defaults,
                    computed: writes.keys.filter { defaults[$0] == nil }.sorted()))
            // A table known only from references to it holds their display values in a `name` column.
            if stubbed.contains(name), dictionary.table(name) == nil, !fields.contains(where: { $0.name == "name" }) {
                fields.append(FieldDefinition("name", .string))
            }
            let displayField =
                fields.contains { $0.name == "number" } || known.contains("number")
                ? "number" : fields.contains { $0.name == "name" } || known.contains("name") ? "name" : "sys_id"
            definitions.append(
                TableDefinition(
                    name, label: Self.label(name), parent: parent, displayField: displayField,
                    numberPrefix: numbering?.prefix, numberStart: numbering.map { _ in 0 },
                    numberDigits: numbering?.digits,
                    fields: fields))
        }
        let stubs = observations.referencedStubs(
            besides: Set(merged.map(\.values["sys_id"])),
            displayFields: { table in
                definitions.first { $0.name == table }?.displayField ?? dictionary.displayField(of: table)
            })
        let records = merged + stubs
        let accounts = LearnedAccounts.accounts(from: records)
        let (limits, contradicted) = observations.rateLimits.limits
        skipped += contradicted
        var learned = LearnedInstance(
            tables: tables,
            content: InstanceContent(
                tables: definitions, records: records, accounts: accounts,
                attachmentFiles: observations.attachmentFiles),
            skipped: skipped,
            interactions: interactions, tableCalls: observations.tableCalls,
            sources: sources.recordings.map(\.path),
            history: LearnedHistory(versions: versions, stubs: stubs, extends: extends))
        learned.limits = limits
        return learned
    }

    /// Fields the instance keeps on every record by itself.
    static let systemNames = Set(TableDictionary.systemFields.map(\.name)).union(["sys_class_name", "sys_id"])

    private func depth(_ table: String, _ parents: [String: String]) -> Int {
        var depth = 0
        var current = parents[table] ?? dictionary.table(table)?.parent
        var seen: Set<String> = [table]
        while let name = current, seen.insert(name).inserted {
            depth += 1
            current = parents[name] ?? dictionary.table(name)?.parent
        }
        return depth
    }

    private func lineageFields(of table: String?, parents: [String: String], learnedFields: [String: Set<String>])
        -> [String]
    {
        var names: [String] = []
        var current = table
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            names += dictionary.fields(of: name).map(\.name) + (learnedFields[name] ?? [])
            current = parents[name] ?? dictionary.table(name)?.parent
        }
        return names
    }

    /// `u_loaner_device` as `U loaner device`, the platform's way of labelling a table from its name.
    static func label(_ name: String) -> String {
        let words = name.split(separator: "_")
        return words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).uppercased() + word.dropFirst() : String(word)
        }.joined(separator: " ")
    }
}
