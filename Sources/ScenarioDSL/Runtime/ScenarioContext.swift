import Foundation
import NowClient
import Synchronization

/// What a running scenario's steps share: the signed-in client, captured values, and seeded random numbers.
public final class ScenarioContext: Sendable {
    /// The suite's name.
    public let suite: String
    /// The scenario's name.
    public let scenario: String
    /// The client, signed in as the scenario's user.
    public let client: NowClient
    let credentials: UserCredentials
    let log: ExchangeLog
    private let pause: @Sendable (Double) async throws -> Void
    private let state: Mutex<State>

    struct State {
        var captures: [String: JSONValue] = [:]
        var random: SeededRandom
        var clients: [ScenarioUser: NowClient] = [:]
    }

    /// A context for `scenario` of `suite`, whose clients reach `baseURL` through `transport` and sign in with
    /// `credentials`; `pause` is how it waits.
    public init(
        suite: String, scenario: Scenario, baseURL: String, credentials: UserCredentials, transport: any NowTransport,
        pause: @escaping @Sendable (Double) async throws -> Void = { try await Task.sleep(for: .seconds($0)) }
    ) throws {
        self.suite = suite
        self.pause = pause
        self.scenario = scenario.name
        self.credentials = credentials
        let log = ExchangeLog()
        self.log = log
        let observed = ObservingTransport(base: transport, log: log)
        client = try NowClient(
            baseURL: baseURL, authentication: try credentials.authentication(for: scenario.user), transport: observed)
        state = Mutex(State(random: SeededRandom(seedText: suite + "/" + scenario.name)))
    }

    /// Waits `seconds` as the target needs: on the embedded instance its clock moves on at once (rate limit windows
    /// pass, timestamps move), replay does not wait at all, and a live instance is waited for.
    public func wait(seconds: Double) async throws {
        guard seconds > 0, seconds.isFinite else { return }
        try await pause(seconds)
    }

    /// Keeps `value` under `name` for later steps, which use it as `{{name}}`.
    public func capture(_ name: String, _ value: JSONValue) {
        state.withLock { $0.captures[name] = value }
    }

    /// The value captured under `name`, or a failure saying which step should capture it.
    public func captured(_ name: String) throws(ScenarioError) -> JSONValue {
        guard let value = state.withLock({ $0.captures[name] }) else {
            throw ScenarioError(
                "Nothing was captured as \"\(name)\". Capture it in an earlier step with .capture(\"\(name)\", from: …)."
            )
        }
        return value
    }

    /// `template` with every `{{name}}` replaced by the value captured under that name.
    public func expand(_ template: String) throws(ScenarioError) -> String {
        // Byte searches: the separators are ASCII, and string searches cost more than the rest.
        guard ASCIISearch.contains("{{", in: template) else { return template }
        var result = ""
        var rest = Substring(template)
        while let open = ASCIISearch.firstRange(of: "{{", in: rest),
            let close = ASCIISearch.firstRange(of: "}}", in: rest[open.upperBound...])
        {
            result += rest[..<open.lowerBound]
            let name = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            let value = try captured(name)
            result += value.text ?? value.compactText
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    /// `json` with `{{name}}` expanded in every string.
    public func expand(_ json: JSONValue) throws(ScenarioError) -> JSONValue {
        switch json {
        case .string(let text): return .string(try expand(text))
        case .array(let items):
            var expanded: [JSONValue] = []
            for item in items { expanded.append(try expand(item)) }
            return .array(expanded)
        case .object(let members):
            var expanded: [(String, JSONValue)] = []
            expanded.reserveCapacity(members.count)
            for (key, value) in members { expanded.append((key, try expand(value))) }
            return .object(expanded)
        default: return json
        }
    }

    /// A number in `0..<bound` from the scenario's seeded generator.
    public func random(_ bound: Int) -> Int {
        state.withLock { Int.random(in: 0..<max(1, bound), using: &$0.random) }
    }

    /// A client for the same target signed in as `user`, with a session of its own kept for the scenario.
    public func client(as user: ScenarioUser) throws -> NowClient {
        if let existing = state.withLock({ $0.clients[user] }) { return existing }
        let made = client.signingIn(as: try credentials.authentication(for: user))
        state.withLock { $0.clients[user] = made }
        return made
    }
}
