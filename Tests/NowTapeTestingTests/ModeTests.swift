import NowTapeTesting
import Testing

@Suite struct ModeTests {
    @Test func theEnvironmentWinsOverTheSuite() throws {
        let mode = try NowTapeMode.resolve(environment: ["NOWTAPE_MODE": "Live", "CI": "true"], configured: .record)
        #expect(mode == .live)
    }

    @Test func ciReplaysStrictlyByDefault() throws {
        #expect(try NowTapeMode.resolve(environment: ["CI": "true"], configured: nil) == .replay)
        #expect(try NowTapeMode.resolve(environment: ["CI": "false"], configured: nil) == .once)
        #expect(try NowTapeMode.resolve(environment: [:], configured: nil) == .once)
        #expect(try NowTapeMode.resolve(environment: ["CI": "1"], configured: .embedded) == .embedded)
    }

    @Test func anUnknownModeNamesTheModes() {
        let error = #expect(throws: NowTapeTestingError.self) {
            try NowTapeMode.resolve(environment: ["NOWTAPE_MODE": "replya"], configured: nil)
        }
        #expect(error?.description.contains("replay, record, once, embedded, live, diff") == true)
    }

    @Test func clientOutsideASessionSaysWhereItWorks() {
        let error = #expect(throws: NowTapeTestingError.self) { try NowTape.client() }
        #expect(error?.description.contains("@Test(.cassette)") == true)
    }
}
