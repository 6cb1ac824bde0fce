/// The results of one suite on several platform releases: releases as columns, scenarios as rows, and for each
/// cell whether the scenario passed and what changed from the release before. `run --release A,B,…` and
/// `report matrix` build it; a scenario that passes on one release and fails on a later one is a regression.
public struct ReleaseMatrix: Sendable, Codable {
    /// Each release's run, in release order; every report names its release.
    public var runs: [RunReport]

    /// One scenario on one release.
    public struct Cell: Sendable, Codable, Hashable {
        /// The release's name.
        public var release: String
        /// How the scenario ended there; nil when it did not run there.
        public var status: ScenarioReport.Status?
        /// What changed from the previous release's cell, field by field; empty for the first release.
        public var changes: [String]
    }

    /// One scenario across the releases.
    public struct Row: Sendable, Codable, Hashable {
        public var suite: String
        public var name: String
        public var cells: [Cell]

        /// `Suite › Scenario`.
        public var title: String { "\(suite) › \(name)" }

        /// The first release it passed on before a later release where it failed: `(passed, failed)`.
        public var regression: (passed: String, failed: String)? {
            var lastPass: String?
            for cell in cells {
                switch cell.status {
                case .passed?: lastPass = cell.release
                case .failed?, .drifted?:
                    if let lastPass { return (lastPass, cell.release) }
                case nil: continue
                }
            }
            return nil
        }

        /// Whether it ran on some release and passed on none.
        public var failsEverywhere: Bool {
            let ran = cells.compactMap(\.status)
            return !ran.isEmpty && !ran.contains(.passed)
        }
    }

    /// A matrix of `runs`, which must each name a release, once each.
    public init(runs: [RunReport]) throws(ReleaseMatrixError) {
        var seen = Set<String>()
        for run in runs {
            guard let release = run.release else { throw .unnamedRelease(target: run.target, at: run.startedAt) }
            guard seen.insert(release).inserted else { throw .repeatedRelease(release) }
        }
        guard !runs.isEmpty else { throw .empty }
        self.runs = runs
    }

    /// The releases, in column order.
    public var releases: [String] { runs.compactMap(\.release) }

    /// Every scenario any run holds, in the order first met, with its cell on each release.
    public var rows: [Row] {
        var order: [String] = []
        var names: [String: (suite: String, name: String)] = [:]
        for run in runs {
            for scenario in run.scenarios where names[scenario.title] == nil {
                order.append(scenario.title)
                names[scenario.title] = (scenario.suite, scenario.name)
            }
        }
        return order.map { title in
            var cells: [Cell] = []
            var previous: ScenarioReport?
            for run in runs {
                let scenario = run.scenarios.first { $0.title == title }
                var changes: [String] = []
                if let scenario, let previous {
                    if previous.status != scenario.status {
                        changes.append("status \(previous.status.rawValue) → \(scenario.status.rawValue)")
                    }
                    changes += ReleaseChanges.between(
                        previous.steps.flatMap(\.exchanges), scenario.steps.flatMap(\.exchanges))
                }
                cells.append(Cell(release: run.release ?? "", status: scenario?.status, changes: changes))
                if let scenario { previous = scenario }
            }
            return Row(suite: names[title]?.suite ?? "", name: names[title]?.name ?? title, cells: cells)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case runs, releases, rows, succeeded
    }

    /// Reads the runs of a matrix written as JSON; the grid is worked out again from them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(runs: try container.decode([RunReport].self, forKey: .runs))
    }

    /// Writes the runs, and the grid worked out from them for readers that want only that.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(releases, forKey: .releases)
        try container.encode(rows, forKey: .rows)
        try container.encode(succeeded, forKey: .succeeded)
        try container.encode(runs, forKey: .runs)
    }

    /// The rows that pass on one release and fail on a later one.
    public var regressions: [Row] { rows.filter { $0.regression != nil } }

    /// Whether the matrix has no regression and no scenario that fails on every release: the exit code is 0
    /// exactly then.
    public var succeeded: Bool { rows.allSatisfy { $0.regression == nil && !$0.failsEverywhere } }
}

/// Reports that cannot make a release matrix, with what to do.
public enum ReleaseMatrixError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A report that names no release.
    case unnamedRelease(target: String, at: String)
    /// Two reports of one release.
    case repeatedRelease(String)
    /// No report at all.
    case empty

    public var description: String {
        switch self {
        case .unnamedRelease(let target, let at):
            return "the report of the \(target) run started \(at) names no release; write reports with "
                + "nowtape run --release NAME --report json PATH"
        case .repeatedRelease(let release):
            return "two reports are of \(release); give one report per release"
        case .empty:
            return "there is no report to make a matrix of; give the JSON reports of runs on each release"
        }
    }
}
