import PlatformLimits

/// One independent story told in steps: set up, act, assert, tear down. It runs against any target unchanged.
public struct Scenario: Sendable {
    /// The name, unique in its suite; also the cassette's file name.
    public let name: String
    /// Tags that `--tag` selects by.
    public var tags: Set<String>
    /// Who the scenario's client signs in as, and how.
    public var user: ScenarioUser
    /// Rate limits, session synchronization and transaction quotas the embedded instance applies to this scenario
    /// alone: such a scenario runs on an instance of its own, started with them. A live instance has its own.
    public var limits: InstanceLimits?
    /// The steps, in order; setup steps first and teardown steps last whatever order they were written in.
    public let steps: [Step]
    /// The name of the suite that lists it; nil until a suite does.
    public internal(set) var suiteName: String?
    /// The JSON keys its suite says `diff` ignores, besides ``Suite/standardVolatileFields``.
    public internal(set) var suiteVolatileFields: Set<String> = []

    /// A scenario of the steps the builder lists, signed in as `user` (the runner's default user unless given),
    /// with the embedded instance's `limits` if given.
    public init(
        _ name: String, tags: Set<String> = [], as user: ScenarioUser = .runnerDefault, limits: InstanceLimits? = nil,
        @StepBuilder steps: () -> [Step]
    ) {
        self.name = name
        self.tags = tags
        self.user = user
        self.limits = limits.flatMap { $0.isEmpty ? nil : $0 }
        let all = steps()
        self.steps =
            all.filter { $0.phase == .setup } + all.filter { $0.phase == .main }
            + all.filter { $0.phase == .teardown }
    }
}

/// Who a scenario signs in as: a user name the runner holds credentials for, and the way of signing in.
public struct ScenarioUser: Sendable, Hashable {
    /// How the client authenticates.
    public enum Style: String, Sendable, Hashable, Codable {
        /// `Authorization: Basic` on every request.
        case basic
        /// Basic once, then the session's cookies.
        case session
        /// The OAuth password grant, then bearer tokens.
        case oauth
        /// No credentials at all.
        case anonymous
    }

    /// The user name; nil means the runner's default user (`admin` on the embedded instance, `--user` when live).
    public var name: String?
    /// How to sign in.
    public var style: Style

    /// A user by name.
    public init(_ name: String?, style: Style = .basic) {
        self.name = name
        self.style = style
    }

    /// The runner's default user with Basic.
    public static let runnerDefault = ScenarioUser(nil)
    /// No credentials.
    public static let anonymous = ScenarioUser(nil, style: .anonymous)

    /// `name` with Basic.
    public static func basic(_ name: String) -> ScenarioUser { ScenarioUser(name, style: .basic) }
    /// `name` with a cookie session.
    public static func session(_ name: String) -> ScenarioUser { ScenarioUser(name, style: .session) }
    /// `name` with OAuth.
    public static func oauth(_ name: String) -> ScenarioUser { ScenarioUser(name, style: .oauth) }
}

/// Collects steps, with `if`, `for` and `switch`.
@resultBuilder
public enum StepBuilder {
    public static func buildExpression(_ step: some StepConvertible) -> [Step] { step.steps }
    public static func buildExpression(_ steps: [Step]) -> [Step] { steps }
    public static func buildBlock(_ parts: [Step]...) -> [Step] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[Step]]) -> [Step] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Step]?) -> [Step] { part ?? [] }
    public static func buildEither(first part: [Step]) -> [Step] { part }
    public static func buildEither(second part: [Step]) -> [Step] { part }
}
