/// A named group of scenarios: what `nowtape run SUITE` selects, with tags and the fields `diff` ignores.
public struct Suite: Sendable {
    /// The name, unique among the suites of a run; also the folder of its cassettes.
    public let name: String
    /// Tags that `--tag` selects by; every scenario carries its suite's tags too.
    public var tags: Set<String>
    /// JSON keys `--target diff` ignores wherever they appear, besides ``Suite/standardVolatileFields``.
    public var volatileFields: Set<String>
    /// Whether the scenarios must run one after another, in order, even with `--jobs` above 1.
    public var serialized: Bool
    /// The scenarios, in order, each knowing its suite: what `@Test(arguments: MySuite.scenarios)` takes.
    public let scenarios: [Scenario]

    /// The fields every suite ignores in `diff`: those the instance sets on each write.
    public static let standardVolatileFields: Set<String> = ["sys_updated_on", "sys_mod_count", "sys_updated_by"]

    /// A suite of the scenarios the builder lists.
    public init(
        _ name: String, tags: Set<String> = [], volatileFields: Set<String> = [], serialized: Bool = false,
        @ScenarioBuilder scenarios: () -> [Scenario]
    ) {
        self.name = name
        self.tags = tags
        self.volatileFields = volatileFields
        self.serialized = serialized
        self.scenarios = scenarios().map { scenario in
            var listed = scenario
            listed.suiteName = name
            listed.suiteVolatileFields = volatileFields
            return listed
        }
    }
}

/// Collects `Scenario`s, with `if`, `for` and `switch`, so one suite can be parameterised over a list.
@resultBuilder
public enum ScenarioBuilder {
    public static func buildExpression(_ scenario: Scenario) -> [Scenario] { [scenario] }
    public static func buildExpression(_ scenarios: [Scenario]) -> [Scenario] { scenarios }
    public static func buildBlock(_ parts: [Scenario]...) -> [Scenario] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[Scenario]]) -> [Scenario] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Scenario]?) -> [Scenario] { part ?? [] }
    public static func buildEither(first part: [Scenario]) -> [Scenario] { part }
    public static func buildEither(second part: [Scenario]) -> [Scenario] { part }
}

/// ``Suite`` under a name of its own, for files that also import Swift Testing, whose `@Suite` macro takes the
/// plain name there.
public typealias ScenarioSuite = Suite
