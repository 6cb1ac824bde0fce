import NowInstance

/// Every version of every record the recordings show, merged into one record each: the latest version (by
/// `sys_mod_count`, then `sys_updated_on`, then the order recorded) gives each field it holds, and older versions
/// fill the fields it lacks, as an answer limited by `sysparm_fields` does.
struct RecordVersions: Sendable {
    /// One version of a record as one answer showed it.
    struct Version: Sendable {
        let className: String
        let values: [String: String]
        let modCount: Int
        let updatedOn: String
        let sequence: Int
        let source: String
        /// Whether the answer that showed it created the record (a POST's 201).
        var creates = false

        func isNewer(than other: Version) -> Bool {
            (modCount, updatedOn, sequence) > (other.modCount, other.updatedOn, other.sequence)
        }
    }

    /// Versions by key: a sys_id, or ``numberKey(_:)`` for a record read without one.
    private(set) var versions: [String: [Version]] = [:]
    /// The order keys were first seen in, so that learning is repeatable.
    private(set) var order: [String] = []

    mutating func add(key: String, _ version: Version) {
        if versions[key] == nil { order.append(key) }
        versions[key, default: []].append(version)
    }

    /// Records another API's write created, by sys_id: where in the recordings' order.
    private(set) var creations: [String: Int] = [:]

    /// Notes that a write at `sequence` created the record `key`, which no answer has shown yet.
    mutating func noteCreation(key: String, sequence: Int) {
        if creations[key] == nil { creations[key] = sequence }
    }

    /// Deletions recorded, by sys_id: when, and where.
    private(set) var deletions: [String: (sequence: Int, source: String)] = [:]

    /// Notes that the record `key` was deleted at `sequence`: unless a later answer shows it again, it is not
    /// learned, as the instance the recordings end on no longer has it.
    mutating func delete(key: String, sequence: Int, source: String) {
        deletions[key] = (sequence, source)
    }

    /// The key of a record read without its sys_id, by its number.
    static func numberKey(_ number: String) -> String { "#" + number }

    /// These versions keyed by sys_id alone: versions keyed by number are joined to the record of that number read
    /// with a sys_id, and those never read with one get a sys_id made from their number, the same on every run;
    /// with the numbers that got one. Done once, before ``merged(before:extends:)``.
    func resolved() -> (versions: RecordVersions, madeUp: [String]) {
        var numbers: [String: String] = [:]
        for key in order where !key.hasPrefix("#") {
            for version in versions[key] ?? [] {
                if let number = version.values["number"], !number.isEmpty { numbers[number] = key }
            }
        }
        var joined = RecordVersions()
        joined.creations = creations
        joined.deletions = deletions
        var madeUp: [String] = []
        for key in order {
            var sysID = key
            if key.hasPrefix("#") {
                let number = String(key.dropFirst())
                if let known = numbers[number] {
                    sysID = known
                } else {
                    sysID = Self.madeUpSysID(number)
                    madeUp.append(number)
                }
            }
            for version in versions[key] ?? [] { joined.add(key: sysID, version) }
        }
        return (joined, madeUp)
    }

    /// A sys_id for the record numbered `number`: 32 hex digits from two FNV-1a hashes of it.
    static func madeUpSysID(_ number: String) -> String {
        func hash(_ text: String, _ basis: UInt64) -> String {
            var value = basis
            for byte in text.utf8 { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            let hex = String(value, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
        return hash(number, 0xcbf2_9ce4_8422_2325) + hash(number, 0x84222325cbf29ce4)
    }

    /// The merged records of versions ``resolved()`` keyed by sys_id, in the order first seen, each of the most
    /// specific class its versions name, and the sys_ids whose versions name classes neither of which extends the
    /// other.
    ///
    /// With `before`, only what the recordings showed before that place in their order counts: the records as the
    /// instance held them at that moment.
    func merged(before: Int?, extends: (String, String) -> Bool) -> (
        records: [InstanceRecord], conflicts: [LearningSkip]
    ) {
        var records: [InstanceRecord] = []
        var conflicts: [LearningSkip] = []
        let deletions = before.map { limit in self.deletions.filter { $0.value.sequence < limit } } ?? self.deletions
        for sysID in order {
            guard let seen = versions[sysID] else { continue }
            var all = before.map { limit in seen.filter { $0.sequence < limit } } ?? seen
            // A record no recorded write had created by then was there from the start, as first seen; one a
            // write created before then, but no answer has shown yet, is there as first seen too.
            let number = seen.lazy.compactMap { $0.values["number"] }.first { !$0.isEmpty }
            let created =
                seen.filter(\.creates).map(\.sequence).min() ?? creations[sysID] ?? number.flatMap { creations[$0] }
            if all.isEmpty, let limit = before, created.map({ $0 < limit }) ?? true,
                let first = seen.min(by: { $0.sequence < $1.sequence })
            {
                all = [first]
            }
            guard !all.isEmpty else { continue }
            let sorted = all.sorted { $1.isNewer(than: $0) }
            if let deletion = deletions[sysID], all.allSatisfy({ $0.sequence < deletion.sequence }) {
                conflicts.append(
                    LearningSkip(
                        source: deletion.source, subject: "record \(sysID)",
                        reason: "the recording deleted it, and no later answer shows it: the learned instance, "
                            + "like the one recorded, no longer has it"))
                continue
            }
            var values: [String: String] = [:]
            for version in sorted {
                values.merge(version.values) { _, newer in newer }
            }
            var className = sorted.last?.className ?? ""
            for version in sorted where version.className != className {
                if extends(version.className, className) {
                    className = version.className
                } else if !extends(className, version.className) {
                    conflicts.append(
                        LearningSkip(
                            source: version.source, subject: "record \(sysID)",
                            reason: "its sys_id appears in \(version.className) and in \(className), neither of which "
                                + "extends the other; it was learned once, as a record of \(className), its latest "
                                + "table"))
                }
            }
            values["sys_id"] = sysID
            values.removeValue(forKey: "sys_class_name")
            records.append(InstanceRecord(table: className, values: values))
        }
        return (records, conflicts)
    }
}
