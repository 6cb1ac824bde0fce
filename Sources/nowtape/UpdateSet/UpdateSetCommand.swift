import ArgumentParser
import Foundation
import GlideScript
import StandardStreams
import UpdateSetKit

/// `nowtape updateset`: inspect and check update-set XML before installing it.
struct UpdateSetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "updateset",
        abstract: "Inspect and check applications: update-set exports, record files and application folders.",
        subcommands: [InspectCommand.self, CheckCommand.self, CoverageCommand.self]
    )
}

/// Fails with exit code 1 when a named file does not exist, before any work starts.
func requireFiles(_ files: [String]) throws {
    for file in files where !FileManager.default.isReadableFile(atPath: file) {
        printError("error: cannot read '\(file)'; check the path")
        throw ExitCode.failure
    }
}

struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Print what an update set contains: its APIs and routes, script includes, push content, deletions."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(
        help:
            "Update-set exports, <record_update> record files, or application folders (source control or an SDK build)."
    )
    var files: [String]

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    func run() throws {
        try requireFiles(files)
        let inspections = files.map(UpdateSetInspection.inspect(file:))
        switch format {
        case .text: StandardStream.output.writeLine(inspections.map(\.text).joined(separator: "\n\n"))
        case .json:
            // One shape whatever the number of files: an array with an inspection per file, in order.
            StandardStream.output.writeLine("[\n" + inspections.map(\.json).joined(separator: ",\n") + "\n]")
        }
        if inspections.contains(where: { !$0.problems.isEmpty }) {
            throw ExitCode.failure
        }
    }
}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the scripted REST definitions in update sets.",
        discussion:
            "Exits 0 when no finding reaches --fail-on, 1 when one does or a file cannot be read, 64 on a usage "
            + "error."
    )

    @Argument(
        help:
            "Update-set exports, <record_update> record files, or application folders (source control or an SDK build)."
    )
    var files: [String]

    @Option(help: "Output format: text, json or junit.")
    var format: ReportFormatArgument = .text

    @Option(help: "The lowest severity that fails the run: error or warning.")
    var failOn: SeverityArgument = .error

    @Option(
        help: "A sys_id of an API, version or push action script that exists on the instance already (repeatable).")
    var assumeOnInstance: [String] = []

    @Flag(
        name: .customLong("no-scripts"),
        help: ArgumentHelp(
            "Skip the rules that compile scripts and run push buildJSON scripts; compiling dominates on very large sets."
        ))
    var noScripts = false

    @Option(
        help: ArgumentHelp(
            "The platform release to check scripts for: which features each JavaScript mode allows "
                + "(\(PlatformRelease.names); the newest by default)."))
    var release: PlatformRelease = .newest

    func run() throws {
        try requireFiles(files)
        let report = FindingsReport(
            files: files.map {
                (
                    $0,
                    UpdateSetChecker.check(
                        file: $0, assumedOnInstance: Set(assumeOnInstance), checksScripts: !noScripts,
                        release: release)
                )
            })
        StandardStream.output.writeLine(report.render(format.format))
        if report.fails(at: failOn.severity) {
            throw ExitCode.failure
        }
    }
}

/// `--format` values for `check`.
enum ReportFormatArgument: String, ExpressibleByArgument, CaseIterable {
    case text, json, junit
    var format: ReportFormat { ReportFormat(rawValue: rawValue) ?? .text }
}

/// `--fail-on` values for `check`.
enum SeverityArgument: String, ExpressibleByArgument, CaseIterable {
    case error, warning
    var severity: Severity { self == .error ? .error : .warning }
}
