import ArgumentParser
import Foundation
import Scenarios
import StandardStreams

/// `nowtape report`: works on the reports `nowtape run --report` wrote.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Work on the reports nowtape run wrote.",
        subcommands: [ReportMergeCommand.self, ReportMatrixCommand.self])
}

/// `nowtape report merge`: one report from the JSON reports of several runs, such as the shards of one CI run.
struct ReportMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the JSON reports of several runs (such as --shard 1/4 … 4/4) into one report.",
        discussion: """
            Each input is a report written by nowtape run --report json PATH. The merged report holds every \
            scenario once, in the order given, and can be written as junit, json or html.

            Exit code 0 when every merged scenario passed, 1 when any failed or drifted or an input cannot be read, \
            64 for bad arguments.
            """)

    @Argument(help: "The JSON reports to merge.")
    var inputs: [String] = []

    @Option(
        parsing: .upToNextOption,
        help: "Write the merged report: FORMAT PATH, where FORMAT is junit, json or html (repeatable).")
    var report: [String] = []

    func validate() throws {
        guard !inputs.isEmpty else {
            throw ValidationError("Give the JSON reports to merge, such as: nowtape report merge shard-*.json")
        }
        let (requests, names) = try ReportRequest.parse(report)
        guard names.isEmpty else {
            throw ValidationError("--report takes FORMAT PATH pairs; '\(names.joined(separator: " "))' is not one.")
        }
        guard !requests.isEmpty else {
            throw ValidationError("Say where the merged report goes, such as --report junit merged.xml.")
        }
    }

    func run() throws {
        let reports = try inputs.map(ReportFile.read)
        let merged: RunReport
        do {
            merged = try RunReport.merged(reports)
        } catch {
            throw ReportFileError(message: "cannot merge: \(error)")
        }
        ConsoleReporter().summary(merged)
        for request in try ReportRequest.parse(report).requests {
            try merged.write(as: request.format, to: request.path)
            StandardStream.error.write("\(request.format.rawValue) report: \(request.path)\n")
        }
        if !merged.succeeded { throw ExitCode.failure }
    }
}

/// Reads a JSON report from a file.
enum ReportFile {
    static func read(_ path: String) throws -> RunReport {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ReportFileError(message: "cannot read the report \(path): \(error.localizedDescription)")
        }
        do {
            return try JSONDecoder().decode(RunReport.self, from: data)
        } catch {
            throw ReportFileError(
                message: "\(path) is not a JSON report of nowtape run (\(error)); write one with --report json PATH, "
                    + "JUnit and HTML reports cannot be merged")
        }
    }
}

/// A report that could not be read or merged, with what to do.
struct ReportFileError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
