import ArgumentParser
import Foundation
import MyWorkSuites
import Scenarios
import StandardStreams

/// `nowtape run`: runs the bundled suites against the embedded instance, a live instance, the recorder, cassettes,
/// or in diff mode.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the bundled scenario suites against a target.",
        discussion: """
            Targets:
              embedded  the embedded instance, started in-process with UpdateSets/ installed (the default)
              live      a real instance: --instance URL --user NAME --password-env VAR
              record    through the recording proxy, one cassette per scenario: --cassettes DIR --upstream URL|embedded
              replay    from the cassettes, offline and strict: --cassettes DIR
              diff      live against --upstream, comparing each response with its cassette

            Exit code 0 when every scenario passes, 1 when any fails or drifts or a file is missing, 64 for bad arguments.
            """)

    @Argument(help: "Suites or scenarios to run (a suite name, a scenario name, or SUITE/SCENARIO); all by default.")
    var names: [String] = []

    @Option(help: "embedded, live, record, replay or diff.")
    var target: TargetName = .embedded

    @Option(help: "The cassette directory for record, replay and diff.")
    var cassettes = "Cassettes"

    @Option(help: "What record and diff talk to: a base URL, or embedded.")
    var upstream = "embedded"

    @Option(help: "The live instance's base URL (--target live).")
    var instance: String?

    @Option(help: "The user scenarios without a user of their own sign in as on a live instance.")
    var user: String?

    @Option(help: "The environment variable that holds --user's password.")
    var passwordEnv: String?

    @Option(help: "How many scenarios run at once.")
    var jobs = 1

    @Option(help: "Run part i of n of the selection, as i/n (scenario k goes to part k % n + 1).")
    var shard: String?

    @Option(name: .customLong("tag"), help: "Only scenarios with this tag (repeatable).")
    var tags: [String] = []

    @Option(
        parsing: .upToNextOption,
        help: "Write a report: FORMAT PATH, where FORMAT is junit, json or html (repeatable).")
    var report: [String] = []

    @Option(
        name: .customLong("update-set"), help: "Update sets the embedded instance installs (default: the My Work sets)."
    )
    var updateSets: [String] = []

    @Option(help: "Replace the bundled suites with a generated suite of this many scenarios (for benchmarks).")
    var generated: Int?

    @Flag(help: "List the suites and scenarios, and exit.")
    var list = false

    mutating func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be 1 or more, not \(jobs)") }
        if let generated, generated < 1 { throw ValidationError("--generated must be 1 or more") }
        if let shard, ScenarioSelection.Shard(shard) == nil {
            throw ValidationError("--shard \(shard) is not i/n with 1 ≤ i ≤ n, such as 1/4.")
        }
        // `--report` reads values up to the next option, so names given after it land among its values: after the
        // FORMAT PATH pairs, whatever is not a report format is a suite or scenario name.
        names += try ReportRequest.parse(report).names
        do {
            _ = try RunTarget.named(target.rawValue, cassettes: cassettes, upstream: upstream, instance: instance)
        } catch {
            throw ValidationError(error.message)
        }
    }

    func run() async throws {
        let suites = generated.map { [GeneratedSuite.make(count: $0)] } ?? MyWorkSuites.all
        if list {
            for suite in suites {
                print(
                    "\(suite.name)\(suite.tags.isEmpty ? "" : "  [" + suite.tags.sorted().joined(separator: ", ") + "]")"
                )
                for scenario in suite.scenarios { print("  \(scenario.name)") }
            }
            return
        }
        let selection = try makeSelection()
        let reports = try ReportRequest.parse(report).requests
        let configuration = try makeConfiguration()
        let console = ConsoleReporter()
        let result: RunReport
        do {
            result = try await ScenarioRunner(suites: suites, configuration: configuration).run(selection) {
                console.finished($0)
            }
        } catch let error as SelectionError {
            throw ValidationError(error.description)
        }
        console.summary(result)
        for request in reports {
            try result.write(as: request.format, to: request.path)
            StandardStream.error.write("\(request.format.rawValue) report: \(request.path)\n")
        }
        if !result.succeeded { throw ExitCode.failure }
    }

    private func makeSelection() throws -> ScenarioSelection {
        var selection = ScenarioSelection(names: names, tags: Set(tags))
        if let shard {
            guard let parsed = ScenarioSelection.Shard(shard) else {
                throw ValidationError("--shard \(shard) is not i/n with 1 ≤ i ≤ n, such as 1/4.")
            }
            selection.shard = parsed
        }
        return selection
    }

    private func makeConfiguration() throws -> RunConfiguration {
        do {
            let runTarget = try RunTarget.named(
                target.rawValue, cassettes: cassettes, upstream: upstream, instance: instance)
            let credentials = try UserCredentials.demo.withDefault(user: user, passwordVariable: passwordEnv)
            let files = updateSets.isEmpty ? try BundledFiles.updateSets() : updateSets
            return RunConfiguration(target: runTarget, jobs: max(1, jobs), credentials: credentials, updateSets: files)
        } catch let error as RunTargetError {
            throw ValidationError(error.message)
        }
    }
}

/// The targets `--target` accepts.
enum TargetName: String, ExpressibleByArgument, CaseIterable {
    case embedded, live, record, replay, diff
}
