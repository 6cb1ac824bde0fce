import NowQuery
import Scenarios

extension MyWorkSuites {
    /// The Task Tracker (My Work) flows on the update set's scripted REST API, as the Mobile SDK example runs them:
    /// sign in, list my tasks, add a comment, read it back.
    public static var taskTracker: Suite {
        Suite("Task Tracker", tags: ["scripted-rest", "my-work"]) {
            Scenario(
                "Sign in, list my tasks, comment, and read the comment back", tags: ["smoke"], as: .session("john.doe")
            ) {
                Generate("comment", .sentence(prefix: "Checked on site"))
                Call(
                    "Look up the user with Basic (opens the session)",
                    .list("sys_user", FetchConfiguration(filter: Filter(query: "user_name=john.doe"), limit: 1))
                )
                .expect(.count("result", 1), .equals("result[0].name", "John Doe"))
                .capture("me", from: "result[0].sys_id")
                Call(
                    "List my tasks on the session's cookies",
                    .scriptedREST("GET", namespace: "x_snc_my_work", service: "tracker", version: "v1", path: "/task")
                )
                .expect(
                    .atLeast("result.Incident", 1), .atLeast("result.Problem", 1), .atLeast("result.Change Request", 1),
                    .each("result.Incident", "has the six keys") {
                        Set($0.keys ?? []) == ["sys_id", "number", "short_desc", "created", "link", "snowui"]
                    },
                    .decoded([TrackedTask].self, at: "result.Incident") { tasks in
                        try check(
                            tasks.allSatisfy { $0.number.hasPrefix("INC") }, "an Incident entry is not an incident")
                        try check(
                            tasks.allSatisfy { $0.snowui.contains("incident.do?sys_id=\($0.sys_id)") },
                            "snowui does not open the task")
                    }
                )
                .capture("task", from: "result.Incident[0].sys_id")
                Call(
                    "They are the Table API's assigned_to=me^active=true",
                    .list(
                        "incident",
                        FetchConfiguration(
                            filter: Filter(query: "assigned_to={{me}}^active=true"),
                            readConfiguration: FieldReadConfiguration(fields: ["sys_id"])))
                )
                .expect(.atLeast("result", 1))
                Call(
                    "Only problems with ?class=problem",
                    .scriptedREST(
                        "GET", namespace: "x_snc_my_work", service: "tracker", version: "v1", path: "/task",
                        query: ["class": "problem"])
                )
                .expect(
                    .atLeast("result.Problem", 1),
                    .each("result.Problem", "is a problem") { $0["number"]?.text?.hasPrefix("PRB") == true })
                Call(
                    "Add a comment",
                    .scriptedREST(
                        "POST", namespace: "x_snc_my_work", service: "tracker", version: "v1",
                        path: "/task/{{task}}/comment", json: ["comment": "{{comment}}"])
                )
                .expect(.status(201), .equals("data", "Successfully inserted"))
                Call(
                    "Read it back from sys_journal_field",
                    .list(
                        "sys_journal_field",
                        FetchConfiguration(
                            // By its text too: other scenarios may note on the same task within the same second,
                            // and entries created in one second have no order.
                            filter: Filter(query: "element_id={{task}}^value={{comment}}^ORDERBYDESCsys_created_on"),
                            limit: 1))
                )
                .expect(
                    .equals("result[0].value", "{{comment}}"), .equals("result[0].element", "work_notes"),
                    .equals("result[0].name", "incident"))
            }
            Scenario("The default version answers without /v1", as: .basic("john.doe")) {
                Call(
                    "GET /api/x_snc_my_work/tracker/task",
                    .scriptedREST("GET", namespace: "x_snc_my_work", service: "tracker", path: "/task")
                )
                .expect(.atLeast("result.Incident", 1))
            }
            Scenario("Bad comments are refused", as: .basic("john.doe")) {
                Call(
                    "A comment with no text",
                    .scriptedREST(
                        "POST", namespace: "x_snc_my_work", service: "tracker", version: "v1",
                        path: "/task/ea2bc1b14f4212008a5ab895f110c7d1/comment", json: [:])
                )
                .expect(.status(400), .equals("status", "failure"))
                Call(
                    "A task that does not exist",
                    .scriptedREST(
                        "POST", namespace: "x_snc_my_work", service: "tracker", version: "v1",
                        path: "/task/00000000000000000000000000000000/comment", json: ["comment": "Hello"])
                )
                .expect(.status(404), .equals("status", "failure"))
            }
            Scenario("Signing in is required", as: .anonymous) {
                Call(
                    "No credentials",
                    .scriptedREST("GET", namespace: "x_snc_my_work", service: "tracker", version: "v1", path: "/task")
                )
                .expect(.status(401))
            }
        }
    }
}
