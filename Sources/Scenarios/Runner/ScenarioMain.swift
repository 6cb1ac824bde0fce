import ArgumentParser
import Foundation
import StandardStreams

/// The command line for a package of your own suites: `@main` calls `ScenarioMain.run(suites)`, and the executable
/// takes exactly the options of `nowtape run` (``RunOptions``): `--help`, `--list`, `--target`, `--cassettes`,
/// `--jobs`, `--shard`, `--tag`, `--report` and the rest, with the same exit codes. Its help and its hints name the
/// executable itself.
public enum ScenarioMain {
    /// Runs `suites` as the arguments say and returns the exit code: 0 all passed (or `--help`/`--list`), 1 a
    /// failure (a missing file included), 64 bad arguments (EX_USAGE, as `nowtape` and every swift-argument-parser
    /// tool exit). `commandName` is how help and hints name the executable; its own file name by default.
    public static func run(
        _ suites: [Suite], arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        commandName: String = ScenarioMain.executableName
    ) async -> Int32 {
        await ScenarioMainCommand.$commandName.withValue(commandName) {
            let options: RunOptions
            do {
                options = try ScenarioMainCommand.parse(arguments).options
            } catch {
                return report(error)
            }
            do {
                let configuration = try options.configuration(commandName: commandName)
                return try await options.run(suites, configuration: configuration) ? 0 : 1
            } catch {
                return report(error)
            }
        }
    }

    /// The running executable's file name, as a shell user typed it.
    public static var executableName: String {
        CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? "suites"
    }

    /// EX_USAGE.
    public static let usageExitCode: Int32 = 64

    /// What `--help` prints for the executable `commandName`.
    public static func helpMessage(commandName: String = ScenarioMain.executableName) -> String {
        ScenarioMainCommand.$commandName.withValue(commandName) { ScenarioMainCommand.helpMessage(columns: 120) }
    }

    /// Prints what `error` says where it belongs (help on stdout, errors on stderr) and returns its exit code.
    private static func report(_ error: any Error) -> Int32 {
        let code = ScenarioMainCommand.exitCode(for: error)
        let message = ScenarioMainCommand.fullMessage(for: error)
        if code == .success {
            StandardStream.output.write(message + "\n")
        } else if error is ValidationError || code == .validationFailure {
            StandardStream.error.write(message + "\n")
        } else {
            StandardStream.error.write("error: \(message)\n")
        }
        return code.rawValue
    }
}

/// The parsed command line of a package's own suites executable.
struct ScenarioMainCommand: ParsableCommand {
    /// The executable's name while its arguments are parsed.
    @TaskLocal static var commandName = "suites"

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: commandName, abstract: "Run this package's scenario suites against a target.",
            discussion: RunOptions.targetsHelp)
    }

    @OptionGroup var options: RunOptions
}
