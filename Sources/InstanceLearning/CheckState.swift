import Foundation
import NowInstance
import NowQuery

/// The instance `--check` replays reads on, moved from one read's moment to the next. Only the records whose state
/// can have changed in between are worked out again and stored or deleted: those with a change point (a version
/// becoming visible, a creation, a deletion) between the two reads, and those whose `sys_created_on` lies between
/// the two moments. A check of a long recording so costs what changed, not every record for every read.
struct CheckState {
    private let history: LearnedHistory
    private let files: [String: Data]
    private let stubs: [String: InstanceRecord]
    /// Every record's place in the order learned, so that records are stored in the same order each time.
    private let rank: [String: Int]
    /// Change points in the recordings' order, with the record each concerns.
    private let points: [(place: Int, sysID: String)]
    private var nextPoint = 0
    /// Records by the time they were created, earliest first.
    private let creations: [(time: UTCTimestamp, sysID: String)]
    /// Where and when the instance was set last.
    private var last: (sequence: Int, moment: UTCTimestamp?)?
    /// The records stored, by sys_id.
    private var applied: [String: InstanceRecord]

    /// The state of an instance that holds `learned`'s content, to be moved through `learned`'s history.
    init(_ learned: LearnedInstance) {
        history = learned.history
        files = learned.content.attachmentFiles
        applied = Dictionary(learned.content.records.map { ($0.sysID, $0) }, uniquingKeysWith: { _, last in last })
        stubs = Dictionary(learned.history.stubs.map { ($0.sysID, $0) }, uniquingKeysWith: { first, _ in first })
        let order = learned.history.versions.order + learned.history.stubs.map(\.sysID)
        rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        points = learned.history.versions.order.flatMap { sysID in
            learned.history.versions.changePoints(of: sysID).map { (place: $0, sysID: sysID) }
        }.sorted { $0.place < $1.place }
        creations = learned.history.versions.order.compactMap { sysID in
            let shown = learned.history.versions.versions[sysID]?.lazy.compactMap { $0.values["sys_created_on"] }
                .first { !$0.isEmpty }
            return shown.flatMap { UTCTimestamp(parsing: $0) }.map { (time: $0, sysID: sysID) }
        }.sorted { $0.time < $1.time }
    }

    /// Makes `repository` hold the records as the recordings showed them before the interaction at `sequence`,
    /// answered at `moment`: without the records deleted before it, those a write after it created, and those
    /// created (by `sys_created_on`) after `moment`.
    mutating func move(_ repository: RecordRepository, before sequence: Int, at moment: UTCTimestamp?) throws {
        var dirty: Set<String> = []
        if let last, last.sequence <= sequence {
            while nextPoint < points.count, points[nextPoint].place < sequence {
                dirty.insert(points[nextPoint].sysID)
                nextPoint += 1
            }
            if last.moment != moment {
                dirty.formUnion(createdBetween(last.moment, moment))
            }
        } else {
            // The first read, or one recorded out of order: every record is worked out.
            dirty = Set(applied.keys).union(rank.keys)
            nextPoint = points.firstIndex { $0.place >= sequence } ?? points.count
        }
        last = (sequence, moment)
        try apply(dirty, to: repository, before: sequence, at: moment)
    }

    /// The record `sysID` as the instance held it before `sequence`, at `moment`.
    private func wanted(_ sysID: String, before sequence: Int, at moment: UTCTimestamp?) -> InstanceRecord? {
        if let record = history.versions.merged(sysID, before: sequence, extends: history.extends).record {
            let createdLater = moment.flatMap { moment in
                UTCTimestamp(parsing: record["sys_created_on"]).map { $0 > moment }
            }
            if createdLater != true { return record }
        }
        return stubs[sysID]
    }

    /// The records created after the earlier of two moments and not after the later one; all of them when either
    /// is unknown.
    private func createdBetween(_ one: UTCTimestamp?, _ other: UTCTimestamp?) -> [String] {
        guard let one, let other else { return creations.map(\.sysID) }
        let (low, high) = one < other ? (one, other) : (other, one)
        let start = creations.partitioningIndex { $0.time > low }
        let end = creations.partitioningIndex { $0.time > high }
        return creations[start..<end].map(\.sysID)
    }

    private mutating func apply(
        _ dirty: Set<String>, to repository: RecordRepository, before sequence: Int, at moment: UTCTimestamp?
    ) throws {
        var targets: [String: InstanceRecord?] = [:]
        for sysID in dirty { targets[sysID] = wanted(sysID, before: sequence, at: moment) }
        var deleted: Set<String> = []
        for (sysID, target) in targets {
            guard let stored = applied[sysID], target?.table != stored.table else { continue }
            _ = try repository.delete(stored.table, sysID: sysID)
            applied.removeValue(forKey: sysID)
            deleted.insert(sysID)
        }
        // A deleted record takes its attachments with it; those the instance should still hold are stored again.
        if !deleted.isEmpty {
            for (sysID, record) in applied
            where record.table == RecordRepository.attachmentTable && deleted.contains(record["table_sys_id"]) {
                applied.removeValue(forKey: sysID)
                targets[sysID] = wanted(sysID, before: sequence, at: moment)
            }
        }
        let changed = targets.compactMap { sysID, target in target.flatMap { applied[sysID] == $0 ? nil : $0 } }
            .sorted { (rank[$0.sysID] ?? Int.max, $0.sysID) < (rank[$1.sysID] ?? Int.max, $1.sysID) }
        guard !changed.isEmpty else { return }
        let changedIDs = Set(changed.map(\.sysID))
        try repository.load(
            InstanceContent(records: changed, attachmentFiles: files.filter { id, _ in changedIDs.contains(id) }))
        for record in changed { applied[record.sysID] = record }
    }
}

extension Collection {
    /// The index of the first element that meets `belongsInSecondPartition`, in a collection where every element
    /// that meets it comes after every element that does not.
    fileprivate func partitioningIndex(where belongsInSecondPartition: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if belongsInSecondPartition(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
