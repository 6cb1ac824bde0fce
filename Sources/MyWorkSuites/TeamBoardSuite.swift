import NowQuery
import Scenarios

extension MyWorkSuites {
    /// The Team Board application (`UpdateSets/team_board_es12.xml`): a scoped application of today whose scripted
    /// REST scripts and script include are written for ECMAScript 2021 (ES12) mode, with `const`, arrow functions,
    /// template literals, destructuring, a class with a static field, a `Map`, spread and optional chaining.
    public static var teamBoard: Suite {
        Suite("Team Board", tags: ["scripted-rest", "es12"]) {
            Scenario("The board counts my tasks by class, and a card opens one", as: .basic("john.doe")) {
                Call(
                    "The board summary",
                    .scriptedREST(
                        "GET", namespace: "x_nowtape_board", service: "board", version: "v1", path: "/summary")
                )
                .expect(
                    .status(200), .equals("result.user", "john.doe"), .atLeast("result.columns", 2),
                    .equals("result.columns[0].name", "incident"), .contains("result.title", "open task"),
                    .each("result.columns", "labels its count") {
                        guard let name = $0["name"]?.text, let label = $0["label"]?.text else { return false }
                        return label.hasPrefix(name + ": ")
                    }
                )
                .capture("first", from: "result.first")
                Call(
                    "Only problems with ?class=problem",
                    .scriptedREST(
                        "GET", namespace: "x_nowtape_board", service: "board", version: "v1", path: "/summary",
                        query: ["class": "problem", "limit": "5"])
                )
                .expect(.count("result.columns", 1), .equals("result.columns[0].name", "problem"))
                Call(
                    "The first task's card",
                    .scriptedREST(
                        "GET", namespace: "x_nowtape_board", service: "board", version: "v1", path: "/task/{{first}}")
                )
                .expect(.status(200), .equals("result.number", "{{first}}"), .atLeast("result.words", 1))
                Call(
                    "A task that is not mine is a 404 with the script's message",
                    .scriptedREST(
                        "GET", namespace: "x_nowtape_board", service: "board", version: "v1", path: "/task/NOPE0000")
                )
                .expect(.status(404), .contains("error.message", "No open task NOPE0000 is assigned to you"))
            }
            Scenario("Promise runs in ES12 mode on this release", as: .basic("john.doe")) {
                Call(
                    "GET /deferred",
                    .scriptedREST(
                        "GET", namespace: "x_nowtape_board", service: "board", version: "v1", path: "/deferred",
                        query: ["value": "ready"])
                )
                .expect(.status(200), .equals("result.promise", "function"), .equals("result.pending", 0))
            }
        }
    }
}
