import NowQuery
import Scenarios

extension MyWorkSuites {
    /// The push content of the My Work push set: the payload its `buildJSON` script builds for a task validates.
    public static var push: Suite {
        Suite("Push", tags: ["push", "my-work"]) {
            Scenario("The Task assigned payload validates", as: .basic("john.doe")) {
                Call(
                    "One of my incidents",
                    .list(
                        "incident",
                        FetchConfiguration(
                            filter: Filter(query: "assigned_to.user_name=john.doe^active=true^ORDERBYnumber"), limit: 1)
                    )
                )
                .expect(.count("result", 1))
                .capture("task", from: "result[0].sys_id")
                .capture("number", from: "result[0].number")
                Call(
                    "Preview its notification",
                    .scriptedREST(
                        "GET", namespace: "x_snc_my_work", service: "push", version: "v1", path: "/preview/{{task}}")
                )
                .expect(
                    .validPushPayload(at: "result"),
                    .equals("result.aps.category", "accept_decline_foreground"),
                    .contains("result.aps.alert", "{{number}}"),
                    .equals("result.record.sys_id", "{{task}}"),
                    .equals("result.scripts.accept_foreground", "7d10e5e14f4652002fa02f1e0210c801"))
                Call(
                    "The action scripts it names are installed",
                    .list("sys_push_notif_act_script", FetchConfiguration(filter: Filter(query: "ORDERBYname"))),
                    as: .basic("admin")
                )
                .expect(.sameElements("result.*.name", ["Accept task", "Decline task"]))
            }
            Scenario("No preview for a task that does not exist", as: .basic("john.doe")) {
                Call(
                    "Unknown task",
                    .scriptedREST(
                        "GET", namespace: "x_snc_my_work", service: "push", version: "v1",
                        path: "/preview/00000000000000000000000000000000")
                )
                .expect(.status(404), .equals("status", "failure"))
            }
        }
    }
}
