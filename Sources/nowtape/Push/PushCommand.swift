import ArgumentParser
import Foundation
import PushPayloads
import StandardStreams

/// `nowtape push`: push notification payloads for the ServiceNow mobile apps.
struct PushCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "push",
        abstract: "Check push notification payloads for the ServiceNow mobile apps.",
        subcommands: [PushValidateCommand.self]
    )
}

struct PushValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Validate payload JSON files: categories, buttons, record, web_path and scripts.",
        discussion: "Exits 1 when a file has errors or cannot be read, 64 on a usage error."
    )

    @Argument(help: "Payload JSON files, as a buildJSON script returns them.")
    var files: [String]

    func run() throws {
        var worst: Int32 = 0
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                printError("\(file): cannot read the file; check the path")
                worst = 1
                continue
            }
            let payload: PushPayload
            do {
                payload = try PushPayload(json: data)
            } catch {
                StandardStream.output.writeLine("\(file): error: \(error)")
                worst = max(worst, 1)
                continue
            }
            let findings = PushPayloadValidator.validate(payload)
            if findings.isEmpty {
                StandardStream.output.writeLine("\(file): valid")
            }
            for finding in findings {
                StandardStream.output.writeLine("\(file): \(finding)")
                if finding.severity == .error { worst = max(worst, 1) }
            }
        }
        if worst != 0 { throw ExitCode(worst) }
    }
}
