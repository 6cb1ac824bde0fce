import NowClient
import ScenarioDSL
import Testing

extension NowTape {
    /// Runs `scenario` as the current test case, in the mode the environment and the suite's settings choose, over
    /// the cassette `<cassettes folder>/<suite>/<scenario>.json`: the layout `nowtape run --cassettes` uses, so a
    /// suite's recordings replay in `swift test` and the other way round.
    ///
    /// ```swift
    /// @Test(arguments: MySuites.incidents.scenarios)
    /// func incidents(_ scenario: Scenario) async throws {
    ///     try await NowTape.run(scenario)
    /// }
    /// ```
    ///
    /// Each failed step is an issue at the line that wrote the step; the steps after it are skipped and the
    /// teardown steps run. The scenario's user signs in with `credentials`, whose default user is the suite
    /// settings' (`admin` unless set). A scenario's `limits` start an embedded instance of its own that applies
    /// them. Returns the steps' reports.
    @discardableResult
    public static func run(
        _ scenario: Scenario, credentials: UserCredentials = .demo, settings: NowTapeSettings? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> [StepReport] {
        var settings = settings ?? Test.current.map(NowTapeSettingsTrait.settings(for:)) ?? NowTapeSettings()
        settings.volatileFields.formUnion(scenario.suiteVolatileFields)
        let suite = scenario.suiteName ?? "Scenarios"
        let name = CassetteLayout.slug(suite) + "/" + CassetteLayout.slug(scenario.name)
        let path = CassetteNaming.path(name: name, settings: settings, testFile: sourceLocation.filePath)
        let credentials = credentials.signingInByDefault(as: settings.authentication)
        return try await run(
            cassettePath: path, settings: settings, sourceLocation: sourceLocation, limits: scenario.limits ?? .none
        ) { session in
            let context = try ScenarioContext(
                suite: suite, scenario: scenario, baseURL: session.baseURL, credentials: credentials,
                transport: session.transport, pause: session.pause)
            return await ScenarioExecution.run(scenario, on: context) { step, report in
                guard let failure = report.failure else { return }
                Issue.record(
                    Comment(rawValue: "Step \"\(step.name)\" failed: \(failure)"),
                    sourceLocation: SourceLocation(step.location))
            }
        }
    }
}

extension SourceLocation {
    /// The place a scenario's step was written.
    init(_ location: StepLocation) {
        self.init(
            fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
    }
}

extension UserCredentials {
    /// These credentials with the user `authentication` names as the default, signing in with its password.
    func signingInByDefault(as authentication: NowAuthentication) -> UserCredentials {
        switch authentication {
        case .basic(let user, let password), .session(let user, let password), .oauth(_, _, let user, let password):
            return withDefault(Login(user: user, password: password))
        case .none:
            return self
        }
    }
}
