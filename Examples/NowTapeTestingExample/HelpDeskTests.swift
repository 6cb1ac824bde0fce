import NowTapeEmbedded
import NowTapeTesting
import ScenarioDSL
import Testing

@Suite(.nowTape(embedded: .instance()))
struct HelpDeskTests {
    @Test(arguments: HelpDesk.suite.scenarios)
    func helpDesk(_ scenario: Scenario) async throws {
        try await NowTape.run(scenario)
    }
}
