import Foundation
import NowQuery
import Scenarios

/// An example of suites in a package of your own: the incidents a team cares about, checked on every CI run.
///
/// `swift run example-suites` runs them on the embedded instance; `--target record --cassettes Recordings`
/// records them once, and `--target replay --cassettes Recordings` replays them offline from then on.
@main
struct ExampleSuites {
    /// The suites this package defines.
    static var suites: [Suite] {
        [
            Suite("Service desk", tags: ["example"]) {
                Scenario("High-priority incidents are assigned", as: .basic("abel.tuter")) {
                    Call(
                        "Active priority 1 incidents, oldest first",
                        .list(
                            "incident",
                            FetchConfiguration(
                                filter: Filter(query: "active=true^priority=1^ORDERBYopened_at"), limit: 20,
                                readConfiguration: FieldReadConfiguration(fields: ["number", "priority", "opened_at"])))
                    )
                    .expect(
                        .atLeast("result", 1), .each("result", "is priority 1") { $0["priority"]?.text == "1" },
                        .sorted("result.*.opened_at", .ascending))
                }
                // An incident's priority follows from its impact and urgency, as the platform's lookup sets it.
                for (priority, impact, urgency) in [("2", "1", "2"), ("3", "2", "2")] {
                    Scenario("Raise and close a priority \(priority) incident") {
                        Generate("title", .sentence(prefix: "Example"))
                        Call(
                            "Raise it",
                            .create(
                                "incident",
                                [
                                    "short_description": "{{title}}", "impact": .string(impact),
                                    "urgency": .string(urgency),
                                ])
                        )
                        .expect(.status(201), .equals("result.priority", .string(priority)))
                        .capture("id", from: "result.sys_id")
                        Call("Close it", .update("incident", id: "{{id}}", ["state": "7", "active": "false"]))
                            .expect(.equals("result.state", "7"))
                        Teardown {
                            Call("Remove it", .delete("incident", id: "{{id}}")).expect(.status(204))
                        }
                    }
                }
            }
        ]
    }

    static func main() async {
        exit(await ScenarioMain.run(suites))
    }
}
