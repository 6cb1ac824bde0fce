import ArgumentParser
import Cassettes
import Foundation
import NowClient
import Scenarios
import StandardStreams

/// `nowtape canary`: sends recorded requests again to a live instance and reports how its answers drifted.
struct CanaryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "canary",
        abstract: "Send recorded requests again to a live instance and report how its answers drifted.",
        discussion: """
            Each recorded GET (and, with --allow-writes, each write) is sent again, no faster than --rate a second \
            and for no longer than --time-limit. An answer drifted when its status or error changed, or a field \
            was added, removed or retyped; values that merely differ (timestamps, ids, records) are not drift.

            Exit code 0 when nothing drifted, 1 on drift or when the instance cannot be reached, 75 when the \
            instance is hibernating (wake it and run again), 64 for bad arguments.
            """)

    @Option(help: "The live instance's base URL, such as https://dev12345.service-now.com.")
    var instance: String

    @Option(
        parsing: .upToNextOption,
        help: "Cassette files, or folders of them (every .json below), whose requests are sent again.")
    var cassettes: [String] = []

    @Option(
        help: "Sign in as NAME:PASSWORD, as curl's --user takes it; NAME alone reads the password from --password-env.")
    var user: String?

    @Option(help: "The environment variable that holds the password, when --user gives only the name.")
    var passwordEnv: String?

    @Option(help: "Sign in with the OAuth password grant as this client ID (with --user).")
    var oauthClientID: String?

    @Option(help: "The environment variable that holds the OAuth client secret.")
    var oauthClientSecretEnv: String?

    @Flag(help: "Send POST, PUT, PATCH and DELETE too; without it only GET, HEAD and OPTIONS are sent.")
    var allowWrites = false

    @Option(help: "Requests per second, at most.")
    var rate = 1.0

    @Option(help: "Seconds the whole run may take; requests not sent by then are reported.")
    var timeLimit = 600.0

    @Option(
        parsing: .upToNextOption,
        help: "Write the report: FORMAT PATH, where FORMAT is junit, json or html (repeatable).")
    var report: [String] = []

    func validate() throws {
        guard !cassettes.isEmpty else { throw ValidationError("Give the cassettes with --cassettes PATH…") }
        guard rate > 0, rate <= 100 else { throw ValidationError("--rate must be above 0 and at most 100 a second") }
        guard timeLimit > 0 else { throw ValidationError("--time-limit must be above 0 seconds") }
        let (_, names) = try ReportRequest.parse(report)
        guard names.isEmpty else {
            throw ValidationError("--report takes FORMAT PATH pairs; '\(names.joined(separator: " "))' is not one.")
        }
        if oauthClientID != nil, oauthClientSecretEnv == nil {
            throw ValidationError("--oauth-client-id needs --oauth-client-secret-env VAR, the variable with the secret")
        }
    }

    func run() async throws {
        var options = DriftCanary.Options(instance: instance, authentication: try authentication())
        options.allowWrites = allowWrites
        options.requestsPerSecond = rate
        options.timeLimit = timeLimit
        let loaded = try Self.cassettes(at: cassettes)
        let result: CanaryReport
        do {
            result = try await DriftCanary(options: options).run(loaded)
        } catch let error as NowClientError {
            throw ValidationError("\(error)")
        }
        for line in result.consoleLines { printNow(line) }
        for request in try ReportRequest.parse(report).requests {
            try result.write(as: request.format, to: request.path)
            StandardStream.error.write("\(request.format.rawValue) canary report: \(request.path)\n")
        }
        if result.exitCode != 0 { throw ExitCode(result.exitCode) }
    }

    /// How to sign in, from `--user`, `--password-env` and the OAuth options.
    private func authentication() throws -> NowAuthentication {
        guard let user else { return .none }
        let name: String
        let password: String
        if let colon = user.firstIndex(of: ":") {
            name = String(user[..<colon])
            password = String(user[user.index(after: colon)...])
        } else {
            guard let variable = passwordEnv, let value = ProcessInfo.processInfo.environment[variable] else {
                throw ValidationError(
                    "--user \(user) gives no password; write --user NAME:PASSWORD, or --password-env VAR with the "
                        + "password in that variable")
            }
            name = user
            password = value
        }
        guard let clientID = oauthClientID else { return .session(user: name, password: password) }
        guard let variable = oauthClientSecretEnv, let secret = ProcessInfo.processInfo.environment[variable] else {
            throw ValidationError("--oauth-client-secret-env names a variable that is not set")
        }
        return .oauth(clientID: clientID, clientSecret: secret, user: name, password: password)
    }

    /// The cassettes at `paths`: files, and every `.json` file below a folder, in name order.
    static func cassettes(at paths: [String]) throws -> [(path: String, cassette: Cassette)] {
        let files = try RecordingPaths.files(at: paths, suffixes: [".json"]) { path in
            ReportFileError(
                message: "There is no cassette or folder at \(path); give cassette files, or folders of them, "
                    + "with --cassettes")
        }
        return try files.map { ($0, try CassetteFile.read($0)) }
    }
}
