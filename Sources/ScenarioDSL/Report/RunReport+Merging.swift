import Foundation

extension RunReport {
    /// One report of the runs that `reports` describe, such as the shards of one suite run on several CI machines:
    /// their scenarios in the order given, from the earliest start to the latest end.
    ///
    /// Reports of different targets cannot be merged, nor two reports that ran the same scenario (shards that
    /// overlap, or one report given twice).
    public static func merged(_ reports: [RunReport]) throws(ReportMergeError) -> RunReport {
        guard let first = reports.first else { throw ReportMergeError(reason: .nothingToMerge) }
        let targets = Set(reports.map(\.target))
        guard targets.count == 1 else { throw ReportMergeError(reason: .differentTargets(targets.sorted())) }
        var seen: Set<String> = []
        var repeated: [String] = []
        for scenario in reports.flatMap(\.scenarios) where !seen.insert(scenario.title).inserted {
            repeated.append(scenario.title)
        }
        guard repeated.isEmpty else { throw ReportMergeError(reason: .repeatedScenarios(repeated)) }
        let starts = reports.map { Self.date($0.startedAt) }
        let start = starts.compactMap { $0 }.min()
        let end = zip(reports, starts).compactMap { report, started in
            started.map { $0.addingTimeInterval(report.seconds) }
        }.max()
        var span: Double?
        if let start, let end { span = end.timeIntervalSince(start) }
        let cassettes = Set(reports.compactMap(\.cassettes))
        return RunReport(
            target: first.target, cassettes: cassettes.count == 1 ? cassettes.first : nil,
            startedAt: start.map(Self.text) ?? first.startedAt,
            seconds: span ?? reports.map(\.seconds).max() ?? 0,
            scenarios: reports.flatMap(\.scenarios))
    }

    private static func date(_ text: String) -> Date? {
        ISO8601DateFormatter().date(from: text)
    }

    private static func text(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }
}

/// Why reports could not be merged, with what to do.
public struct ReportMergeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong.
    public enum Reason: Sendable, Equatable {
        /// No report was given.
        case nothingToMerge
        /// The reports come from runs against different targets.
        case differentTargets([String])
        /// These scenarios are in more than one report.
        case repeatedScenarios([String])
    }

    /// What was wrong.
    public let reason: Reason

    /// An error for `reason`.
    public init(reason: Reason) {
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .nothingToMerge:
            return "no reports to merge; pass the JSON reports each shard wrote with --report json PATH"
        case .differentTargets(let targets):
            return "the reports ran against different targets (\(targets.joined(separator: ", "))); "
                + "merge the reports of one target at a time"
        case .repeatedScenarios(let titles):
            let shown = titles.prefix(5).joined(separator: "; ")
            return "\(titles.count) scenario(s) are in more than one report (\(shown)); the shards overlap or a "
                + "report was given twice: give each shard's report once, from runs with --shard 1/N … N/N"
        }
    }
}
