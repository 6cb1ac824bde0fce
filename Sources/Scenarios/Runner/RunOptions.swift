import ArgumentParser
import Cassettes
import Foundation
import GlideScript
import StandardStreams

/// The options of `nowtape run`, shared word for word by every package's own `ScenarioMain` executable.
public struct RunOptions: ParsableArguments, Sendable {
    @Argument(help: "Suites or scenarios to run (a suite name, a scenario name, or SUITE/SCENARIO); all by default.")
    public var names: [String] = []

    @Option(help: "embedded, live, record, replay or diff.")
    public var target: NowTapeMode = .embedded

    @Option(help: "The cassette directory for record, replay and diff.")
    public var cassettes = "Cassettes"

    @Option(help: "What record and diff talk to: a base URL, or embedded.")
    public var upstream = "embedded"

    @Option(
        help: ArgumentHelp(
            "The live instance's base URL (--target live); with several releases, one per release: "
                + "zurich=URL,australia=URL."))
    public var instance: String?

    @Option(help: "The user scenarios without a user of their own sign in as on a live instance.")
    public var user: String?

    @Option(help: "The environment variable that holds --user's password.")
    public var passwordEnv: String?

    @Option(help: "How many scenarios run at once.")
    public var jobs = 1

    @Option(help: "Run part i of n of the selection, as i/n (scenario k goes to part k % n + 1).")
    public var shard: String?

    @Option(name: .customLong("tag"), help: "Only scenarios with this tag (repeatable).")
    public var tags: [String] = []

    @Option(
        parsing: .upToNextOption,
        help: "Write a report: FORMAT PATH, where FORMAT is junit, json or html (repeatable).")
    public var report: [String] = []

    @Option(name: .customLong("update-set"), help: "Update sets the embedded instance installs.")
    public var updateSets: [String] = []

    @Option(
        name: .customLong("release"),
        help: ArgumentHelp(
            "The platform release the embedded instance behaves as: which script features each JavaScript mode "
                + "allows (\(PlatformRelease.names); the newest by default). Several, comma-separated, run the "
                + "suites on each and draw a release matrix; replay, record and diff then use CASSETTES/<release>/.",
            valueName: "release[,release…]"))
    public var releases = ReleaseList([.newest])

    @Flag(help: "List the suites and scenarios, and exit.")
    public var list = false

    /// Options as parsed from nothing: every default.
    public init() {}

    /// The help that lists the targets and exit codes, for a command's discussion.
    public static let targetsHelp = """
        Targets:
          embedded  the embedded instance, started in-process (the default)
          live      a real instance: --instance URL --user NAME --password-env VAR
          record    recorded in process, one cassette per scenario: --cassettes DIR --upstream URL|embedded
          replay    from the cassettes, offline and strict: --cassettes DIR
          diff      live against --upstream, comparing each response with its cassette

        Exit code 0 when every scenario passes, 1 when any fails or drifts or a file is missing, 64 for bad arguments.
        """

    public mutating func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be 1 or more, not \(jobs)") }
        if let shard, ScenarioSelection.Shard(shard) == nil {
            throw ValidationError("--shard \(shard) is not i/n with 1 ≤ i ≤ n, such as 1/4.")
        }
        // `--report` reads values up to the next option, so names given after it land among its values: after the
        // FORMAT PATH pairs, whatever is not a report format is a suite or scenario name.
        let parsed = try ReportRequest.parse(report)
        names += parsed.names
        report = parsed.requests.flatMap { [$0.format.rawValue, $0.path] }
        do {
            let named = try RunTarget.named(
                target.rawValue, cassettes: cassettes, upstream: upstream, instance: instance)
            if releases.releases.count > 1 { _ = try named.forRelease(releases.newest) }
        } catch {
            throw ValidationError(error.message)
        }
    }

    /// The scenarios the names, tags and shard choose.
    public func selection() throws -> ScenarioSelection {
        var selection = ScenarioSelection(names: names, tags: Set(tags))
        if let shard {
            guard let parsed = ScenarioSelection.Shard(shard) else {
                throw ValidationError("--shard \(shard) is not i/n with 1 ≤ i ≤ n, such as 1/4.")
            }
            selection.shard = parsed
        }
        return selection
    }

    /// The run these options describe; with no `--update-set`, the embedded instance installs `defaultUpdateSets`.
    public func configuration(commandName: String, defaultUpdateSets: () throws -> [String] = { [] }) throws
        -> RunConfiguration
    {
        do {
            var runTarget = try RunTarget.named(
                target.rawValue, cassettes: cassettes, upstream: upstream, instance: instance)
            // One release over a `release=URL` list of live instances runs on that release's instance; several
            // are resolved one by one when the matrix runs.
            if releases.releases.count == 1, case .live(let named) = runTarget, LiveInstances(named) != nil {
                runTarget = try runTarget.forRelease(releases.newest)
            }
            let credentials = try UserCredentials.demo.withDefault(user: user, passwordVariable: passwordEnv)
            let files = updateSets.isEmpty ? try defaultUpdateSets() : updateSets
            var configuration = RunConfiguration(
                target: runTarget, jobs: max(1, jobs), credentials: credentials, updateSets: files)
            configuration.commandName = commandName
            configuration.release = releases.newest
            return configuration
        } catch let error as RunTargetError {
            throw ValidationError(error.message)
        }
    }

    /// Prints every suite, with its tags, and its scenarios to standard output.
    public static func printList(of suites: [Suite]) {
        for suite in suites {
            let tags = suite.tags.isEmpty ? "" : "  [" + suite.tags.sorted().joined(separator: ", ") + "]"
            StandardStream.output.write("\(suite.name)\(tags)\n")
            for scenario in suite.scenarios { StandardStream.output.write("  \(scenario.name)\n") }
        }
    }

    /// Runs `suites` as the options say, printing each scenario as it ends and then the summary, and writing the
    /// reports. Returns whether every scenario passed; a selection that matches nothing is a usage error.
    public func run(_ suites: [Suite], configuration: RunConfiguration) async throws -> Bool {
        if list {
            Self.printList(of: suites)
            return true
        }
        let reports = try ReportRequest.parse(report).requests
        guard releases.releases.count > 1 else {
            let result = try await runOnce(suites, configuration: configuration)
            for request in reports {
                try result.write(as: request.format, to: request.path)
                StandardStream.error.write("\(request.format.rawValue) report: \(request.path)\n")
            }
            return result.succeeded
        }
        var runs: [RunReport] = []
        for release in releases.releases {
            var each = configuration
            each.release = release
            do {
                each.target = try configuration.target.forRelease(release)
            } catch {
                throw ValidationError(error.message)
            }
            StandardStream.output.write("Release \(release)\n")
            runs.append(try await runOnce(suites, configuration: each))
            StandardStream.output.write("\n")
        }
        let matrix = try ReleaseMatrix(runs: runs)
        for line in matrix.consoleLines { StandardStream.output.write(line + "\n") }
        for request in reports {
            try matrix.write(as: request.format, to: request.path)
            StandardStream.error.write("\(request.format.rawValue) release matrix: \(request.path)\n")
        }
        return matrix.succeeded
    }

    /// One run of `suites` on `configuration`, printed as it goes, its report naming its release.
    private func runOnce(_ suites: [Suite], configuration: RunConfiguration) async throws -> RunReport {
        let console = ConsoleReporter()
        var result: RunReport
        do {
            result = try await ScenarioRunner(suites: suites, configuration: configuration).run(try selection()) {
                console.finished($0)
            }
        } catch let error as SelectionError {
            throw ValidationError(error.description)
        }
        result.release = configuration.release.rawValue
        console.summary(result)
        return result
    }
}
