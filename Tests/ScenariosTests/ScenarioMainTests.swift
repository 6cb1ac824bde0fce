import Foundation
import Scenarios
import Testing

@testable import example_suites

@Suite("ScenarioMain: a package's own suites executable")
struct ScenarioMainTests {
    @Test("--help names the executable and lists the options of nowtape run")
    func help() async {
        let help = ScenarioMain.helpMessage(commandName: "my-suites")
        #expect(help.contains("USAGE: my-suites"))
        for option in ["--target", "--cassettes", "--jobs", "--shard", "--tag", "--report", "--list", "--update-set"] {
            #expect(help.contains(option), "\(option) is missing from the help")
        }
        #expect(!help.contains("nowtape"))
        let result = await runScenarioMain(ExampleSuites.suites, ["--help"])
        #expect(result.code == 0)
        #expect(result.output.contains("USAGE: my-suites"), "help goes to standard output")
        #expect(result.error.isEmpty)
    }

    @Test("--list exits 0 without running anything")
    func list() async {
        let result = await runScenarioMain(ExampleSuites.suites, ["--list"])
        #expect(result.code == 0)
        #expect(result.output.hasPrefix("Service desk  [example]\n  High-priority incidents are assigned\n"))
    }

    @Test(
        "usage errors exit 64, as nowtape run's do",
        arguments: [
            ["--jobs", "0"], ["--shard", "3/2"], ["--report", "xml", "a.xml"], ["--no-such-option"],
            ["--target", "live"],
            ["No such suite"],
        ])
    func usageErrors(arguments: [String]) async {
        let result = await runScenarioMain(ExampleSuites.suites, arguments)
        #expect(result.code == 64)
        #expect(result.output.isEmpty)
        #expect(result.error.contains("Error: "), "the error names what is wrong: \(result.error)")
        #expect(result.error.contains("my-suites"), "and how to run the executable: \(result.error)")
    }

    @Test("a name that matches nothing says how to list the scenarios with the executable's own name")
    func hintNamesTheExecutable() {
        let error = #expect(throws: SelectionError.self) {
            try ScenarioSelection(names: ["Nope"]).apply(to: ExampleSuites.suites, command: "my-suites")
        }
        #expect(error?.description.contains("Run `my-suites --list`") == true)
    }
}
