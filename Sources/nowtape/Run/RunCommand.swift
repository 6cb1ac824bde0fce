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
              record    recorded in process, one cassette per scenario: --cassettes DIR --upstream URL|embedded
              replay    from the cassettes, offline and strict: --cassettes DIR
              diff      live against --upstream, comparing each response with its cassette

            Exit code 0 when every scenario passes, 1 when any fails or drifts or a file is missing, 64 for bad arguments.
            """)

    @OptionGroup var options: RunOptions

    @Option(help: "Replace the bundled suites with a generated suite of this many scenarios (for benchmarks).")
    var generated: Int?

    mutating func validate() throws {
        if let generated, generated < 1 { throw ValidationError("--generated must be 1 or more") }
    }

    /// The suite and scenario names given.
    var names: [String] { options.names }

    /// The `--report` values, as FORMAT PATH pairs once validated.
    var report: [String] { options.report }

    func run() async throws {
        let suites = generated.map { [GeneratedSuite.make(count: $0)] } ?? MyWorkSuites.all
        let configuration = try options.configuration(commandName: "nowtape run") { try BundledFiles.updateSets() }
        if !(try await options.run(suites, configuration: configuration)) { throw ExitCode.failure }
    }
}
