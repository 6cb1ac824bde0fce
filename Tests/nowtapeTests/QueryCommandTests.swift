import Testing

@testable import nowtape

@Suite("nowtape command line")
struct QueryCommandTests {
    @Test("--help lists the subcommands that exist")
    func helpListsSubcommands() {
        let help = NowTape.helpMessage()
        #expect(help.contains("query"))
    }

    @Test("query rejects an unreadable query with exit code 1")
    func queryRejectsBadInput() throws {
        var command = try QueryCommand.parse(["activeXX=1"])
        #expect(throws: (any Error).self) { try command.run() }
        command = try QueryCommand.parse(["--lenient", "active=true^activeXX=1"])
        try command.run()
    }
}
