/// Which scenarios a run takes: by suite or scenario name, by tag, and by shard.
public struct ScenarioSelection: Sendable, Hashable {
    /// Suite names, scenario names or `Suite/Scenario`; empty takes every scenario.
    public var names: [String]
    /// Tags a scenario (or its suite) must carry one of; empty takes every scenario.
    public var tags: Set<String>
    /// The part of the selection this machine runs.
    public var shard: Shard?

    /// A selection.
    public init(names: [String] = [], tags: Set<String> = [], shard: Shard? = nil) {
        self.names = names
        self.tags = tags
        self.shard = shard
    }

    /// One of `count` equal parts: scenario number `k` (from 0, in suite order) goes to shard `k % count + 1`.
    public struct Shard: Sendable, Hashable {
        /// From 1 to `count`.
        public var index: Int
        /// How many machines share the suite.
        public var count: Int

        /// Reads `i/n`, or returns nil when it is not two numbers with 1 ≤ i ≤ n.
        public init?(_ text: String) {
            let parts = text.split(separator: "/")
            guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
                (1...count).contains(index)
            else { return nil }
            self.index = index
            self.count = count
        }
    }

    /// The chosen scenarios, with their suites, in suite order; throws when a name matches nothing.
    public func apply(to suites: [Suite], command: String = "nowtape run") throws(SelectionError)
        -> [(suite: Suite, scenario: Scenario)]
    {
        var unmatched = Set(names)
        var chosen: [(suite: Suite, scenario: Scenario)] = []
        for suite in suites {
            for scenario in suite.scenarios {
                let keys = [suite.name, scenario.name, "\(suite.name)/\(scenario.name)"].map { $0.lowercased() }
                let matching = names.filter { keys.contains($0.lowercased()) }
                unmatched.subtract(matching)
                guard names.isEmpty || !matching.isEmpty else { continue }
                guard tags.isEmpty || !tags.isDisjoint(with: scenario.tags.union(suite.tags)) else { continue }
                chosen.append((suite, scenario))
            }
        }
        if !unmatched.isEmpty {
            throw SelectionError(unknown: unmatched.sorted(), suites: suites.map(\.name), command: command)
        }
        guard let shard else { return chosen }
        return chosen.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
    }
}

/// Names that match no suite or scenario.
public struct SelectionError: Error, Sendable, CustomStringConvertible {
    /// The names that matched nothing.
    public let unknown: [String]
    /// The suites there are.
    public let suites: [String]
    /// The command that runs them, named in the hint.
    public var command = "nowtape run"

    /// The error for `unknown` names among `suites`, run by `command`.
    public init(unknown: [String], suites: [String], command: String = "nowtape run") {
        self.unknown = unknown
        self.suites = suites
        self.command = command
    }

    public var description: String {
        "No suite or scenario is called \(unknown.map { "\"\($0)\"" }.joined(separator: ", ")). The suites are: "
            + suites.joined(separator: ", ") + ". Run `\(command) --list` to see every scenario."
    }
}
