import ArgumentParser
import Cassettes
import StandardStreams
import UpdateSetKit

struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Count recorded calls per scripted REST resource, and list recorded calls that match none.",
        discussion: "Reads every .json cassette and .har capture under the directory."
    )

    @Argument(help: "An update-set export, a record file, or an application folder.")
    var file: String

    @Option(help: "A directory of cassettes or HAR files.")
    var cassettes: String

    func run() throws {
        try requireFiles([file, cassettes])
        let recordings: [RecordingFolder.Recording]
        do {
            recordings = try RecordingFolder.read(cassettes)
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
        let coverage = RouteCoverage(inspection: UpdateSetInspection.inspect(file: file), recordings: recordings)
        StandardStream.output.writeLine(coverage.text)
    }
}
