import ArgumentParser
import Foundation
import GlideScript
import Scenarios
import StandardStreams

/// `nowtape report matrix`: a release matrix from the JSON reports of runs on several releases.
struct ReportMatrixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "matrix",
        abstract: "Draw a release matrix from the JSON reports of runs on several releases.",
        discussion: """
            Each input is a report written by nowtape run --release NAME --report json PATH (one release), or by \
            nowtape run --release A,B,… --report json PATH (a matrix). The matrix has the releases as columns, in \
            the platform's order, and the scenarios as rows; each cell says pass or fail and links to what changed \
            from the release before.

            Exit code 0 when no scenario passes on one release and fails on a later one, and none fails on every \
            release; 1 otherwise or when an input cannot be read; 64 for bad arguments.
            """)

    @Argument(help: "The JSON reports.")
    var inputs: [String] = []

    @Option(
        parsing: .upToNextOption,
        help: "Write the matrix: FORMAT PATH, where FORMAT is junit, json or html (repeatable).")
    var report: [String] = []

    func validate() throws {
        guard !inputs.isEmpty else {
            throw ValidationError("Give the JSON reports of the runs, such as: nowtape report matrix runs/*.json")
        }
        let (_, names) = try ReportRequest.parse(report)
        guard names.isEmpty else {
            throw ValidationError("--report takes FORMAT PATH pairs; '\(names.joined(separator: " "))' is not one.")
        }
    }

    func run() throws {
        var runs: [RunReport] = []
        for path in inputs {
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw ReportFileError(message: "cannot read the report \(path): \(error.localizedDescription)")
            }
            if let matrix = try? JSONDecoder().decode(ReleaseMatrix.self, from: data) {
                runs += matrix.runs
            } else {
                runs.append(try ReportFile.read(path))
            }
        }
        // The platform's order; a release this NowTape does not know yet goes last, in the order given.
        let order = { (run: RunReport) in
            run.release.flatMap { PlatformRelease(name: $0) }.map { PlatformRelease.allCases.firstIndex(of: $0) ?? 0 }
                ?? PlatformRelease.allCases.count
        }
        let sorted = runs.enumerated().sorted { (order($0.element), $0.offset) < (order($1.element), $1.offset) }
        let matrix: ReleaseMatrix
        do {
            matrix = try ReleaseMatrix(runs: sorted.map(\.element))
        } catch {
            throw ReportFileError(message: "cannot draw a matrix: \(error)")
        }
        for line in matrix.consoleLines { printNow(line) }
        for request in try ReportRequest.parse(report).requests {
            try matrix.write(as: request.format, to: request.path)
            StandardStream.error.write("\(request.format.rawValue) release matrix: \(request.path)\n")
        }
        if !matrix.succeeded { throw ExitCode.failure }
    }
}
