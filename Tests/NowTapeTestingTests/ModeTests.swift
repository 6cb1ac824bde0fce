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
        #expect(error?.description.contains("replay, record, once, new, embedded, live, diff") == true)
    }

    @Test("one vocabulary: NOWTAPE_MODE takes any mode, in any case, and VCR's all, none and new_episodes")
    func vcrNamesMapOntoTheModes() throws {
        #expect(try NowTapeMode.resolve(environment: ["NOWTAPE_MODE": "ALL"], configured: nil) == .record)
        #expect(try NowTapeMode.resolve(environment: ["NOWTAPE_MODE": "none"], configured: nil) == .replay)
        #expect(try NowTapeMode.resolve(environment: ["NOWTAPE_MODE": "new_episodes"], configured: nil) == .new)
        #expect(try NowTapeMode.resolve(environment: ["NOWTAPE_MODE": "New"], configured: nil) == .new)
        for mode in NowTapeMode.allCases { #expect(NowTapeMode(named: mode.rawValue) == mode) }
    }

    @Test func clientOutsideASessionSaysWhereItWorks() {
        let error = #expect(throws: NowTapeTestingError.self) { try NowTape.client() }
        #expect(error?.description.contains("@Test(.cassette)") == true)
    }
}
