import NowQuery
import Scenarios

extension MyWorkSuites {
    /// What each role may and may not do: admin, itil (john.doe), no roles (guest.user), and no credentials.
    public static var acls: Suite {
        Suite("ACLs", tags: ["security"]) {
            Scenario("Without credentials nothing is readable", as: .anonymous) {
                Call("List incidents", .list("incident", FetchConfiguration(limit: 1))).expect(
                    .status(401), .equals("status", "failure"))
            }
            Scenario("A user with no roles sees only their own tasks", as: .basic("guest.user")) {
                Call(
                    "List incidents: only those opened by or for them",
                    .list(
                        "incident",
                        FetchConfiguration(
                            filter: Filter(query: "active=true^ORDERBYnumber"),
                            readConfiguration: FieldReadConfiguration(
                                fields: ["sys_id", "number", "caller_id", "opened_by"], excludeReferenceLinks: true)))
                )
                .expect(
                    .sameElements("result.*.number", FilterExpectations.guestVisible),
                    .each("result", "was opened by or for guest.user") { row in
                        [row["caller_id"]?.text, row["opened_by"]?.text].contains("5137153cc611227c000bbd1bd8cd2005")
                    }
                )
                .capture("mine", from: "result[0].sys_id")
                Call(
                    "Users are readable",
                    .list("sys_user", FetchConfiguration(filter: Filter(query: "user_name=guest.user"), limit: 1))
                )
                .expect(.count("result", 1))
                Call("Journal entries are not", .list("sys_journal_field", FetchConfiguration(limit: 1))).expect(
                    .status(403))
                Call("Even their own tasks cannot be changed", .update("incident", id: "{{mine}}", ["state": "2"]))
                    .expect(.status(403), .equals("status", "failure"))
            }
            Scenario("itil may work tasks but not delete them or change users", as: .basic("john.doe")) {
                Call(
                    "List active incidents",
                    .list("incident", FetchConfiguration(filter: Filter(query: "active=true^ORDERBYnumber"), limit: 1))
                )
                .expect(.count("result", 1)).capture("incident", from: "result[0].sys_id")
                Call("Update one", .update("incident", id: "{{incident}}", ["work_notes": "Picked up."])).expect(
                    .status(200))
                Call("Delete one", .delete("incident", id: "{{incident}}")).expect(
                    .status(403), .equals("status", "failure"))
                Call("Create a user", .create("sys_user", ["user_name": "intruder"])).expect(.status(403))
                Call("Read journal entries", .list("sys_journal_field", FetchConfiguration(limit: 1))).expect(
                    .status(200))
            }
            Scenario("admin may do everything") {
                Call("Create a group", .create("sys_user_group", ["name": "Night shift", "active": "true"]))
                    .expect(.status(201)).capture("group", from: "result.sys_id")
                Call("Delete it", .delete("sys_user_group", id: "{{group}}")).expect(.status(204))
            }
        }
    }
}
