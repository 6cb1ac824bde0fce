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
        /// The last write before the answer that showed it (its own place, for a write's answer): reads change
        /// nothing, so the version held from that write on, and every read until the next write shows it.
        let visibleFrom: Int
        /// Whether the answer that showed it created the record (a POST's 201).
        var creates = false

        func isNewer(than other: Version) -> Bool {
            (modCount, updatedOn, sequence) > (other.modCount, other.updatedOn, other.sequence)
        }

        /// Whether the answer showed how new the version is (`sys_mod_count`); a read limited by `sysparm_fields`
        /// may not.
        var showsAge: Bool { values["sys_mod_count"] != nil }
    }

    /// `versions` from oldest to newest. A version whose answer did not show its age is at least as new as every
    /// version shown before it, and older than any shown after it with a higher count.
    static func oldestFirst(_ versions: [Version]) -> [Version] {
        var age = (modCount: Int.min, updatedOn: "")
        var keyed: [(key: (Int, String, Int), version: Version)] = []
        for version in versions.sorted(by: { $0.sequence < $1.sequence }) {
            if version.showsAge {
                if (version.modCount, version.updatedOn) > age { age = (version.modCount, version.updatedOn) }
                keyed.append(((version.modCount, version.updatedOn, version.sequence), version))
            } else {
                keyed.append(((age.modCount, age.updatedOn, version.sequence), version))
            }
        }
        return keyed.sorted { $0.key < $1.key }.map(\.version)
    }

    /// Versions by key: a sys_id, or ``numberKey(_:)`` for a record read without one.
    private(set) var versions: [String: [Version]] = [:]
    /// The order keys were first seen in, so that learning is repeatable.
    private(set) var order: [String] = []

    mutating func add(key: String, _ version: Version) {
        if versions[key] == nil { order.append(key) }
        versions[key, default: []].append(version)
    }

    /// Versions read with neither sys_id nor number (`sysparm_fields=asset_tag,status`), to be joined by a value
    /// that identifies one record.
    private(set) var keyless: [Version] = []

    mutating func addKeyless(_ version: Version) {
        keyless.append(version)
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
        // A record deleted twice with nothing seen in between was deleted the first time.
        if let earlier = deletions[key], !(versions[key] ?? []).contains(where: { $0.sequence > earlier.sequence }) {
            return
        }
        deletions[key] = (sequence, source)
    }

    /// The key of a record read without its sys_id, by its number.
    static func numberKey(_ number: String) -> String { "#" + number }

    /// These versions keyed by sys_id alone: versions keyed by number are joined to the record of that number read
    /// with a sys_id, and those never read with one get a sys_id made from their number, the same on every run;
    /// with the numbers that got one. Done once, before ``merged(before:extends:)``.
    func resolved() -> (versions: RecordVersions, madeUp: [String], unjoined: [Version]) {
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
        var unjoined: [Version] = []
        let identities = keyless.isEmpty ? [:] : joined.identifyingValues()
        for version in keyless {
            let match = version.values.keys.sorted().lazy.compactMap { field in
                version.values[field].flatMap {
                    identities[IdentityKey(table: version.className, field: field, value: $0)]
                }
            }.first
            if let sysID = match {
                joined.add(key: sysID, version)
            } else {
                unjoined.append(version)
            }
        }
        return (joined, madeUp, unjoined)
    }

    /// A value of a field of a table's records.
    struct IdentityKey: Hashable {
        let table: String
        let field: String
        let value: String
    }

    /// The values that identify one record: of the fields every record of a table seen with the field holds a value
    /// of its own in (no two records ever shared one), each value with its record's sys_id. System fields and
    /// empty values identify nothing.
    private func identifyingValues() -> [IdentityKey: String] {
        var owners: [IdentityKey: Set<String>] = [:]
        for (sysID, seen) in versions {
            for version in seen {
                for (field, value) in version.values
                where !value.isEmpty && !field.hasPrefix("sys_") && field != "number" {
                    owners[IdentityKey(table: version.className, field: field, value: value), default: []].insert(sysID)
                }
            }
        }
        var shared: Set<[String]> = []
        for (key, records) in owners where records.count > 1 { shared.insert([key.table, key.field]) }
        var result: [IdentityKey: String] = [:]
        for (key, records) in owners where records.count == 1 && !shared.contains([key.table, key.field]) {
            result[key] = records.first
        }
        return result
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
    /// With `before`, only what the recordings showed as held before that place in their order counts: the records
    /// as the instance held them at that moment. A version counts from the last write before the answer that showed
    /// it, since no read in between changed anything.
    func merged(before: Int?, extends: (String, String) -> Bool) -> (
        records: [InstanceRecord], conflicts: [LearningSkip]
    ) {
        var records: [InstanceRecord] = []
        var conflicts: [LearningSkip] = []
        for sysID in order {
            let (record, found) = merged(sysID, before: before, extends: extends)
            conflicts += found
            if let record { records.append(record) }
        }
        return (records, conflicts)
    }

    /// The record `sysID` merged from its versions, as ``merged(before:extends:)`` merges each; nil when it was not
    /// there (not yet created, or deleted).
    func merged(_ sysID: String, before: Int?, extends: (String, String) -> Bool) -> (
        record: InstanceRecord?, conflicts: [LearningSkip]
    ) {
        guard let seen = versions[sysID] else { return (nil, []) }
        var conflicts: [LearningSkip] = []
        var all = before.map { limit in seen.filter { $0.visibleFrom < limit } } ?? seen
        // A record no recorded write had created by then was there from the start, as first seen; one a
        // write created before then, but no answer has shown yet, is there as first seen too.
        if all.isEmpty, let limit = before, created(sysID).map({ $0 < limit }) ?? true,
            let first = seen.min(by: { $0.sequence < $1.sequence })
        {
            all = [first]
        }
        guard !all.isEmpty else { return (nil, []) }
        let sorted = Self.oldestFirst(all)
        if let deletion = deletions[sysID], before.map({ deletion.sequence < $0 }) ?? true,
            all.allSatisfy({ $0.sequence < deletion.sequence })
        {
            conflicts.append(
                LearningSkip(
                    source: deletion.source, subject: "record \(sysID)",
                    reason: "the recording deleted it, and no later answer shows it: the learned instance, "
                        + "like the one recorded, no longer has it"))
            return (nil, conflicts)
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
        return (InstanceRecord(table: className, values: values), conflicts)
    }

    /// Where in the recordings' order a write created `sysID`, if one is known to have.
    private func created(_ sysID: String) -> Int? {
        guard let seen = versions[sysID] else { return nil }
        let number = seen.lazy.compactMap { $0.values["number"] }.first { !$0.isEmpty }
        return seen.filter(\.creates).map(\.sequence).min() ?? creations[sysID] ?? number.flatMap { creations[$0] }
    }

    /// The places in the recordings' order after which `sysID` may read otherwise: a version becoming visible, its
    /// creation and its deletion. Between two of them, ``merged(_:before:extends:)`` gives the same record.
    func changePoints(of sysID: String) -> [Int] {
        var points = (versions[sysID] ?? []).map(\.visibleFrom)
        if let created = created(sysID) { points.append(created) }
        if let deletion = deletions[sysID] { points.append(deletion.sequence) }
        return points
    }
}
