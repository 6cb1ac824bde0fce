import Testing

@testable import nowtape

@Suite("nowtape command line")
struct QueryCommandTests {
    @Test("--help lists the subcommands that exist")
    func helpListsSubcommands() {
        let help = NowTape.helpMessage()
        #expect(help.contains("demo"))
        #expect(help.contains("query"))
    }

    @Test("query fails on an unreadable query, and --lenient drops the bad part instead")
    func queryRejectsBadInput() throws {
        let strict = try QueryCommand.parse(["activeXX=1"])
        #expect(throws: (any Error).self) { try strict.run() }
        let lenient = try QueryCommand.parse(["--lenient", "active=true^activeXX=1"])
        try lenient.run()
    }

    @Test("demo runs the four SDK filter styles and every one passes")
    func demoPasses() throws {
        try DemoCommand.parse([]).run()
    }
}
