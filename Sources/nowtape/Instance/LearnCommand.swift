import ArgumentParser
import Foundation
import InstanceLearning
import NowInstance
import PlatformLimits
import StandardStreams

/// `nowtape instance learn`: what an instance learned from recordings holds, as a report, and how well it answers
/// the recorded reads.
struct LearnCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "learn",
        abstract: "Learn an instance from cassettes and HAR files, and report what was learned.",
        discussion: """
            Tables come from Table API paths and sys_class_name, columns and their kinds from the values and \
            display forms seen, records from every answer (the latest version winning), defaults from write \
            answers, and number prefixes from the numbers seen. Serve the result with \
            nowtape instance serve --learn PATH.
            """
    )

    @Argument(help: "Cassettes, HAR files, or folders of them.")
    var paths: [String]

    @Option(
        name: .customLong("report"),
        help: ArgumentHelp(
            "Write what was learned: JSON for a .json name, HTML otherwise; repeatable.", valueName: "file"))
    var reports: [String] = []

    @Flag(help: "Send every recorded GET to the learned instance and compare the answers field by field.")
    var check = false

    @Option(help: "With --check, the user the requests are sent as, NAME:PASSWORD (a demo user).")
    var user = "admin:admin"

    @Option(
        name: .customLong("update-set"),
        help: "An update set to install on the learned instance before --check; repeatable.")
    var updateSets: [String] = []

    func validate() throws {
        try Self.checkExists(paths)
        guard user.contains(":") else {
            throw ValidationError("--user \(user) is not NAME:PASSWORD; write, for example, admin:admin")
        }
    }

    func run() async throws {
        let sources = try LearningSources.read(paths)
        let learned = try InstanceLearner().learn(sources)
        print(Self.summary(learned))
        var report = LearningReport(learned)
        if check {
            let clock = RecordedClock()
            var configuration = InstanceConfiguration(clock: { clock.now() }, updateSets: updateSets)
            learned.apply(to: &configuration)
            configuration.serverLogLevel = .critical
            let instance = try await EmbeddedInstance.prepare(configuration)
            let disagreements = learned.disagreements(with: instance.repository.dictionary)
            report.skipped += disagreements
            for disagreement in disagreements {
                printError("Update set over the learned tables: \(disagreement.subject): \(disagreement.reason)")
            }
            let parts = user.split(separator: ":", maxSplits: 1).map(String.init)
            let summary = await LearningCheck.run(
                sources, learned: learned, instance: instance, user: parts[0],
                password: parts.count > 1 ? parts[1] : "",
                clock: clock)
            report.check = summary
            print(
                "Check: \(summary.exact) of \(summary.total) recorded GETs reproduced exactly "
                    + "(\(String(format: "%.1f", summary.share * 100))%)")
            for cause in summary.causes {
                print("  \(cause.requests.count) × \(cause.cause)")
            }
        }
        for path in reports {
            try report.write(to: path)
            print("Wrote \(path)")
        }
    }

    /// Fails, before anything runs, when one of `paths` does not exist.
    static func checkExists(_ paths: [String]) throws {
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw LearningError.missingSource(path)
        }
    }

    /// Reads and learns `paths`.
    static func learned(from paths: [String]) throws -> LearnedInstance {
        try InstanceLearner().learn(try LearningSources.read(paths))
    }

    /// What was learned, in a few lines.
    static func summary(_ learned: LearnedInstance) -> String {
        var lines = [
            "Learned \(learned.recordCount) records in \(learned.tables.count) tables from \(learned.tableCalls) Table "
                + "API calls (\(learned.interactions) interactions in \(learned.sources.count) recordings)"
        ]
        for table in learned.tables where table.records > 0 {
            let columns = table.columns.filter { !$0.known }.count
            lines.append(
                "  \(table.name): \(table.records) records"
                    + (columns > 0 ? ", \(columns) columns learned" : "")
                    + (table.parent.map { ", extends \($0)" } ?? ""))
        }
        let accounts = learned.content.accounts
        if !accounts.isEmpty {
            lines.append(
                "\(accounts.count) users the recordings show may sign in with the password \"password\" (a demo "
                    + "user's name keeps the demo password): "
                    + accounts.prefix(5).map(\.userName).joined(separator: ", ") + (accounts.count > 5 ? ", …" : ""))
        }
        for rule in learned.limits.rateLimits {
            let name = RateLimitRule.describe(
                rule.subject, apiName: RateLimitRule.apiName(rule.api, in: EmbeddedInstance.platformAPIs))
            lines.append(
                "Rate limit the answers showed: \(name), \(rule.requestsPerWindow) requests per "
                    + RateLimitRefusal.windowName(learned.limits.rateLimitWindow))
        }
        if !learned.skipped.isEmpty {
            lines.append("Not learned: \(learned.skipped.count) (the report lists each with why)")
        }
        return lines.joined(separator: "\n")
    }
}
