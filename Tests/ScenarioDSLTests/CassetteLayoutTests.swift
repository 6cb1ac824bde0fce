import Foundation
import ScenarioDSL
import Testing

@Suite("Scenarios: where cassettes live")
struct CassetteLayoutTests {
    @Test(
        "names become lowercase letters, digits and single dashes",
        arguments: [
            ("Task Tracker (My Work)", "task-tracker-my-work"), ("  --Café Ünïcode!! ", "caf-n-code"),
            ("e\u{301}tude 2", "tude-2"), ("Scenario 00001 INC0010001", "scenario-00001-inc0010001"), ("", "unnamed"),
            ("¿?", "unnamed"),
        ])
    func slugs(name: String, slug: String) {
        #expect(CassetteLayout.slug(name) == slug)
    }

    @Test("a cassette path is absolute, under the folder, one folder per suite")
    func paths() {
        let path = CassetteLayout.path(cassettes: "Cassettes", suite: "My Suite", scenario: "Lists: all")
        #expect(path.hasPrefix("/"))
        #expect(path == FileManager.default.currentDirectoryPath + "/Cassettes/my-suite/lists-all.json")
        #expect(CassetteLayout.path(cassettes: "/tmp/c/", suite: "S", scenario: "X") == "/tmp/c/s/x.json")
    }
}
