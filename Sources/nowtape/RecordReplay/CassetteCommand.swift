import ArgumentParser
import Cassettes
import Foundation
import StandardStreams

/// `nowtape cassette …`: look at, check, convert and compare cassettes.
struct CassetteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cassette",
        abstract: "Show, lint, redact, anonymize, convert and compare cassettes.",
        subcommands: [
            CassetteShow.self, CassetteLint.self, CassetteRedact.self, CassetteAnonymize.self, CassetteExportHAR.self,
            CassetteImportHAR.self, CassetteDiffCommand.self, CassetteRecover.self,
        ])
}

/// `nowtape cassette show FILE`.
struct CassetteShow: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "List a cassette's interactions.")

    @Argument(help: "The cassette file.")
    var file: String

    func run() throws {
        let cassette = try CassetteFile.read(file)
        printNow(
            "\(file): \(cassette.interactions.count) interaction(s)" + (cassette.upstream.map { " from \($0)" } ?? ""))
        printNow("release: " + (cassette.release.map(String.init(describing:)) ?? "not recorded"))
        if !cassette.volatileHeaders.isEmpty {
            printNow("volatile headers: " + cassette.volatileHeaders.joined(separator: ", "))
        }
        for (index, interaction) in cassette.interactions.enumerated() {
            let size = interaction.response.body.count
            printNow(
                "#\(index) \(interaction.request.method) \(interaction.request.target) → \(interaction.response.status)"
                    + " (\(Self.milliseconds(interaction.duration)) ms, \(size) bytes)")
        }
    }

    static func milliseconds(_ seconds: Double) -> String {
        String((seconds * 10_000).rounded() / 10)
    }
}

/// `nowtape cassette lint FILE…`.
struct CassetteLint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: """
            Find leaked secrets, orphan placeholders and malformed entries, and exit 1 if any; note the headers that \
            change from call to call, and with --mark-volatile mark them.
            """)

    @Argument(help: "The cassette files.")
    var files: [String]

    @OptionGroup var redaction: RedactionOptions

    @Flag(
        help: """
            Mark the response headers found to change from call to call (such as a gateway's request id) as volatile \
            in each cassette, so that --target diff and re-recording leave them out.
            """)
    var markVolatile = false

    func run() throws {
        let linter = CassetteLinter(rules: redaction.rules)
        var total = 0
        for file in files {
            for finding in linter.lint(file: file) {
                printNow("\(file): \(finding)")
                total += 1
            }
            // A cassette the linter could not read has been reported above; volatile headers need a readable one.
            guard let cassette = try? CassetteFile.read(file) else { continue }
            let volatile = VolatileHeaderFinder.findings(in: cassette)
            guard !volatile.isEmpty else { continue }
            if markVolatile {
                var marked = cassette
                marked.volatileHeaders = Array(Set(cassette.volatileHeaders + volatile.map(\.header))).sorted()
                try CassetteFile.write(marked, to: file)
                printNow("\(file): marked volatile: \(volatile.map(\.header).joined(separator: ", "))")
            } else {
                for finding in volatile { printNow("\(file): \(finding)") }
            }
        }
        printNow(total == 0 ? "No problems in \(files.count) cassette(s)" : "\(total) problem(s)")
        if total > 0 { throw ExitCode(1) }
    }
}

/// `nowtape cassette redact FILE…`.
struct CassetteRedact: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "redact", abstract: "Redact secrets in cassettes in place (for imported or hand-made files).")

    @Argument(help: "The cassette files.")
    var files: [String]

    @OptionGroup var redaction: RedactionOptions

    func run() throws {
        for file in files {
            let cassette = try CassetteFile.read(file)
            var redactor = Redactor(rules: redaction.rules, continuing: cassette)
            try CassetteFile.write(redactor.redact(cassette), to: file)
            printNow("Redacted \(file)")
        }
    }
}

/// `nowtape cassette export-har FILE`.
struct CassetteExportHAR: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export-har", abstract: "Write a cassette as HAR 1.2 for browser dev tools, Charles or mitmproxy.")

    @Argument(help: "The cassette file.")
    var file: String

    @Option(name: .shortAndLong, help: "Where to write the HAR; standard output when left out.")
    var output: String?

    func run() throws {
        let har = HARExport.export(try CassetteFile.read(file))
        if let output {
            try CassetteFile.writeAtomically(Data(har.utf8), to: output)
            printNow("Wrote \(output)")
        } else {
            StandardStream.output.write(har)
        }
    }
}

/// `nowtape cassette import-har FILE --cassette OUT`.
struct CassetteImportHAR: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-har", abstract: "Turn a HAR capture into a cassette, redacting secrets first.")

    @Argument(help: "The HAR file.")
    var har: String

    @Option(help: "The cassette to write.")
    var cassette: String

    @OptionGroup var redaction: RedactionOptions

    func run() throws {
        guard let data = FileManager.default.contents(atPath: har) else {
            printError("\(har): cannot read the file; check the path")
            throw ExitCode.failure
        }
        let imported: Cassette
        do {
            imported = try HARImport.cassette(from: data)
        } catch {
            printError("\(har): \(error)")
            throw ExitCode.failure
        }
        var redactor = Redactor(rules: redaction.rules)
        try CassetteFile.write(redactor.redact(imported), to: cassette)
        printNow("Wrote \(imported.interactions.count) interaction(s) to \(cassette)")
    }
}

/// `nowtape cassette diff OLD NEW`.
struct CassetteDiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff", abstract: "Compare two cassettes interaction by interaction; exit 1 if they differ.")

    @Argument(help: "The older cassette.")
    var old: String

    @Argument(help: "The newer cassette.")
    var new: String

    @Option(
        name: .customLong("ignore-field"), help: "A JSON key to ignore wherever it appears, such as sys_updated_on.")
    var ignoredFields: [String] = []

    @Option(name: .customLong("ignore-header"), help: "A header to ignore (Date always is).")
    var ignoredHeaders: [String] = []

    func run() throws {
        let diff = CassetteDiff(ignoredFields: Set(ignoredFields), ignoredHeaders: Set(ignoredHeaders))
        let changes = diff.changes(from: try CassetteFile.read(old), to: try CassetteFile.read(new))
        for change in changes { printNow(change.description) }
        printNow(changes.isEmpty ? "No differences" : "\(changes.count) difference(s)")
        if !changes.isEmpty { throw ExitCode(1) }
    }
}

/// `nowtape cassette recover FILE`.
struct CassetteRecover: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recover", abstract: "Fold the journal an interrupted recording left into its cassette.")

    @Argument(help: "The cassette file.")
    var file: String

    func run() throws {
        guard let recovery = try CassetteJournal.recover(cassette: file) else {
            guard FileManager.default.fileExists(atPath: file) else {
                printError("\(file): no such cassette and no journal beside it; check the path")
                throw ExitCode.failure
            }
            printNow("\(file) has no journal; nothing to recover")
            return
        }
        printNow(
            "Recovered \(recovery.recovered) interaction(s) into \(file)"
                + (recovery.skippedSummary.map { "; " + $0 } ?? ""))
    }
}
