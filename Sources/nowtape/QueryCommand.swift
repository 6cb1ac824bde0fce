import ArgumentParser
import NowQuery
import StandardStreams

/// `nowtape query`: read and explain encoded queries.
struct QueryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "Parse an encoded query and print its canonical form and structure.",
        discussion: "Exits 1 when the query cannot be read; --lenient drops bad parts as the platform does."
    )

    @Argument(help: "The encoded query, as sent in sysparm_query.")
    var query: String

    @Flag(help: "Drop unreadable parts instead of failing, and list what was dropped.")
    var lenient = false

    func run() throws {
        let parsed: EncodedQuery
        if lenient {
            let result = EncodedQueryParser.parseLeniently(query)
            for error in result.dropped {
                printError("dropped: \(error)")
            }
            parsed = result.query
        } else {
            do {
                parsed = try EncodedQueryParser.parse(query)
            } catch {
                printError("error: \(error)")
                throw ExitCode.failure
            }
        }
        StandardStream.output.writeLine(parsed.encoded)
        StandardStream.output.writeLine(parsed.outline)
    }
}
