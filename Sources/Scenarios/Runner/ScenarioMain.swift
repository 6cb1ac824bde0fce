import Foundation
import StandardStreams

/// The command line for a package of your own suites: `@main` calls `ScenarioMain.run(suites)`, and the executable
/// takes the same core options as `nowtape run`.
///
/// `--target embedded|live|record|replay|diff`, `--cassettes DIR`, `--upstream URL|embedded`, `--instance URL`,
/// `--user NAME --password-env VAR`, `--jobs N`, `--shard i/n`, `--tag TAG`, `--update-set FILE`,
/// `--report junit|json|html PATH`, and suite or scenario names.
public enum ScenarioMain {
    /// Runs `suites` as the arguments say and returns the exit code: 0 all passed, 1 a failure (a missing file
    /// included), 64 bad arguments (EX_USAGE, as `nowtape` and every swift-argument-parser tool exit).
    public static func run(_ suites: [Suite], arguments: [String] = Array(CommandLine.arguments.dropFirst())) async
        -> Int32
    {
        let console = ConsoleReporter()
        do {
            let (configuration, selection, reports) = try parse(arguments)
            let report = try await ScenarioRunner(suites: suites, configuration: configuration).run(selection) {
                console.finished($0)
            }
            console.summary(report)
            for (format, path) in reports {
                try report.write(as: format, to: path)
            }
            return report.succeeded ? 0 : 1
        } catch  where error is UsageError || error is RunTargetError || error is ReportFormatError {
            StandardStream.error.write("error: \(error)\n")
            return Self.usageExitCode
        } catch {
            StandardStream.error.write("error: \(error)\n")
            return 1
        }
    }

    /// EX_USAGE.
    public static let usageExitCode: Int32 = 64

    struct UsageError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    static func parse(_ arguments: [String]) throws -> (
        RunConfiguration, ScenarioSelection, [(RunReport.Format, String)]
    ) {
        var values: [String: String] = [:]
        var tags: Set<String> = []
        var updateSets: [String] = []
        var reports: [(RunReport.Format, String)] = []
        var names: [String] = []
        var index = 0
        func value(_ option: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(message: "\(option) needs a value.") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--target", "--cassettes", "--upstream", "--instance", "--user", "--password-env", "--jobs", "--shard":
                values[argument] = try value(argument)
            case "--tag": tags.insert(try value(argument))
            case "--update-set": updateSets.append(try value(argument))
            case "--report":
                let format = try RunReport.Format(parsing: try value(argument))
                reports.append((format, try value(argument)))
            default:
                guard !argument.hasPrefix("--") else { throw UsageError(message: "Unknown option \(argument).") }
                names.append(argument)
            }
            index += 1
        }
        let target = try RunTarget.named(
            values["--target"] ?? "embedded", cassettes: values["--cassettes"] ?? "Cassettes",
            upstream: values["--upstream"] ?? "embedded", instance: values["--instance"])
        let credentials = try UserCredentials.demo.withDefault(
            user: values["--user"], passwordVariable: values["--password-env"])
        guard let jobs = Int(values["--jobs"] ?? "1"), jobs >= 1 else {
            throw UsageError(message: "--jobs takes a whole number of 1 or more.")
        }
        var selection = ScenarioSelection(names: names, tags: tags)
        if let shard = values["--shard"] {
            guard let parsed = ScenarioSelection.Shard(shard) else {
                throw UsageError(message: "--shard takes i/n, such as 1/4.")
            }
            selection.shard = parsed
        }
        return (
            RunConfiguration(target: target, jobs: jobs, credentials: credentials, updateSets: updateSets), selection,
            reports
        )
    }
}
