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
        #expect(await ScenarioMain.run(ExampleSuites.suites, arguments: ["--help"], commandName: "my-suites") == 0)
    }

    @Test("--list exits 0 without running anything")
    func list() async {
        #expect(await ScenarioMain.run(ExampleSuites.suites, arguments: ["--list"], commandName: "my-suites") == 0)
    }

    @Test(
        "usage errors exit 64, as nowtape run's do",
        arguments: [
            ["--jobs", "0"], ["--shard", "3/2"], ["--report", "xml", "a.xml"], ["--no-such-option"],
            ["--target", "live"],
            ["No such suite"],
        ])
    func usageErrors(arguments: [String]) async {
        #expect(await ScenarioMain.run(ExampleSuites.suites, arguments: arguments, commandName: "my-suites") == 64)
    }

    @Test("a name that matches nothing says how to list the scenarios with the executable's own name")
    func hintNamesTheExecutable() {
        let error = #expect(throws: SelectionError.self) {
            try ScenarioSelection(names: ["Nope"]).apply(to: ExampleSuites.suites, command: "my-suites")
        }
        #expect(error?.description.contains("Run `my-suites --list`") == true)
    }
}
