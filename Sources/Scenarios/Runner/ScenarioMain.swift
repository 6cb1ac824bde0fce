import Foundation

/// The command line for a package of your own suites: `@main` calls `ScenarioMain.run(suites)`, and the executable
/// takes the same core options as `nowtape run`.
///
/// `--target embedded|live|record|replay|diff`, `--cassettes DIR`, `--upstream URL|embedded`, `--instance URL`,
/// `--user NAME --password-env VAR`, `--jobs N`, `--shard i/n`, `--tag TAG`, `--update-set FILE`,
/// `--report junit|json|html PATH`, and suite or scenario names.
public enum ScenarioMain {
    /// Runs `suites` as the arguments say and returns the exit code: 0 all passed, 1 a failure, 2 bad arguments.
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
                let text: String
                switch format {
                case "junit": text = JUnitReport.render(report)
                case "html": text = HTMLReport.render(report)
                default:
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                    text = String(decoding: try encoder.encode(report), as: UTF8.self)
                }
                try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            }
            return report.succeeded ? 0 : 1
        } catch let error as UsageError {
            FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
            return 2
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 1
        }
    }

    struct UsageError: Error {
        let message: String
    }

    static func parse(_ arguments: [String]) throws -> (RunConfiguration, ScenarioSelection, [(String, String)]) {
        var values: [String: String] = [:]
        var tags: Set<String> = []
        var updateSets: [String] = []
        var reports: [(String, String)] = []
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
                let format = try value(argument)
                guard ["junit", "json", "html"].contains(format) else {
                    throw UsageError(message: "--report \(format): the format is junit, json or html.")
                }
                reports.append((format, try value(argument)))
            default:
                guard !argument.hasPrefix("--") else { throw UsageError(message: "Unknown option \(argument).") }
                names.append(argument)
            }
            index += 1
        }
        let cassettes = values["--cassettes"] ?? "Cassettes"
        let upstream: RunTarget.Upstream =
            (values["--upstream"] ?? "embedded") == "embedded"
            ? .embedded : .url(values["--upstream"] ?? "")
        let target: RunTarget
        switch values["--target"] ?? "embedded" {
        case "embedded": target = .embedded
        case "live":
            guard let instance = values["--instance"] else {
                throw UsageError(message: "--target live needs --instance URL.")
            }
            target = .live(instance: instance)
        case "record": target = .record(cassettes: cassettes, upstream: upstream)
        case "replay": target = .replay(cassettes: cassettes)
        case "diff": target = .diff(cassettes: cassettes, upstream: upstream)
        case let other: throw UsageError(message: "--target \(other): use embedded, live, record, replay or diff.")
        }
        var credentials = UserCredentials.demo
        if let user = values["--user"] {
            guard let variable = values["--password-env"], let password = ProcessInfo.processInfo.environment[variable]
            else { throw UsageError(message: "--user needs --password-env VAR holding the password.") }
            credentials = credentials.withDefault(UserCredentials.Login(user: user, password: password))
        }
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
