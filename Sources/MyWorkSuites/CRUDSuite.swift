import NowClient
import NowQuery
import Scenarios

extension MyWorkSuites {
    /// Incidents through the Table API: create, read, update and delete, raw and Codable, with dot-walked fields,
    /// display values and reference links on and off.
    public static var crud: Suite {
        Suite("CRUD", tags: ["table"]) {
            Scenario("Create, read, update and delete an incident", tags: ["smoke"]) {
                Generate("title", .sentence(prefix: "Printer jammed"))
                Call(
                    "Create",
                    .create(
                        "incident",
                        ["short_description": "{{title}}", "impact": "2", "urgency": "2", "category": "hardware"])
                )
                .expect(
                    .status(201), .equals("result.short_description", "{{title}}"),
                    .equals("result.active", "true"), .contains("result.number", "INC"),
                    .equals("result.reassignment_count", "0"), .equals("result.escalation", "0")
                )
                .capture("incident", from: "result.sys_id")
                .capture("number", from: "result.number")
                Call("Read it back", .get("incident", id: "{{incident}}"))
                    .expect(.equals("result.number", "{{number}}"), .equals("result.priority", "3"))
                Call(
                    "Update its state and urgency: the priority follows",
                    .update("incident", id: "{{incident}}", ["state": "2", "urgency": "1"])
                )
                .expect(.equals("result.state", "2"), .equals("result.priority", "2"))
                Call(
                    "The list finds it by number",
                    .list("incident", FetchConfiguration(filter: Filter(query: "number={{number}}")))
                )
                .expect(.count("result", 1), .equals("result[0].state", "2"))
                Call("Delete it", .delete("incident", id: "{{incident}}")).expect(.status(204))
                Call("It is gone", .get("incident", id: "{{incident}}")).expect(.status(404))
            }
            Scenario("Codable create and fetch", as: .basic("john.doe")) {
                Call(
                    "Create from a model",
                    .create(
                        "incident",
                        encoding: NewIncident(
                            short_description: "Keyboard missing keys", impact: "2", urgency: "3",
                            category: "hardware"))
                )
                .expect(
                    .status(201),
                    .decoded(Incident.self, at: "result") { incident in
                        try check(
                            incident.number.hasPrefix("INC"), "the number \(incident.number) is not an incident number")
                        try check(incident.priority == "4", "the priority is \(incident.priority), not 4")
                    }
                )
                .capture("incident", from: "result.sys_id")
                Call(
                    "Fetch as a model",
                    .get("incident", id: "{{incident}}", read: FieldReadConfiguration(excludeReferenceLinks: true))
                )
                .expect(
                    .decoded(Incident.self, at: "result") {
                        try check($0.short_description == "Keyboard missing keys", "wrong short description")
                    })
                Teardown {
                    Call("Remove it", .delete("incident", id: "{{incident}}"), as: .basic("admin")).expect(.status(204))
                }
            }
            Scenario("Dot-walked fields") {
                Call(
                    "Caller and assignee through references",
                    .list(
                        "incident",
                        FetchConfiguration(
                            filter: Filter(query: "active=true^assigned_to.user_name=john.doe^ORDERBYnumber"), limit: 3,
                            readConfiguration: FieldReadConfiguration(fields: [
                                "number", "assigned_to.name", "assigned_to.email",
                            ])))
                )
                .expect(
                    .atLeast("result", 1),
                    .each("result", "is John Doe's") { $0["assigned_to.name"]?.text == "John Doe" },
                    .each("result", "carries his email") { $0["assigned_to.email"]?.text == "john.doe@example.com" },
                    .sorted("result.*.number", .ascending))
            }
            Scenario("Display values") {
                Call(
                    "Display values only",
                    .list(
                        "incident",
                        FetchConfiguration(
                            filter: Filter(query: "state=2^ORDERBYnumber"), limit: 2,
                            readConfiguration: FieldReadConfiguration(
                                fields: ["number", "state"], valueFormat: .displayValues)))
                )
                .expect(.count("result", 2), .each("result", "says In Progress") { $0["state"]?.text == "In Progress" })
                Call(
                    "Display and actual values",
                    .list(
                        "incident",
                        FetchConfiguration(
                            filter: Filter(query: "state=2^ORDERBYnumber"), limit: 1,
                            readConfiguration: FieldReadConfiguration(
                                fields: ["number", "state"], valueFormat: .displayAndActualValues)))
                )
                .expect(.equals("result[0].state.value", "2"), .equals("result[0].state.display_value", "In Progress"))
            }
            Scenario("Reference links on and off") {
                Call(
                    "With links",
                    .list(
                        "incident",
                        FetchConfiguration(
                            filter: Filter(query: "assigned_to.user_name=john.doe^ORDERBYnumber"), limit: 1,
                            readConfiguration: FieldReadConfiguration(fields: ["number", "assigned_to"])))
                )
                .expect(
                    .equals("result[0].assigned_to.value", "ea2bc1b14f4212008a5ab895f110c7d1"),
                    .contains("result[0].assigned_to.link", "/api/now/table/sys_user/ea2bc1b14f4212008a5ab895f110c7d1"))
                Call(
                    "Without links",
                    .list(
                        "incident",
                        FetchConfiguration(
                            filter: Filter(query: "assigned_to.user_name=john.doe^ORDERBYnumber"), limit: 1,
                            readConfiguration: FieldReadConfiguration(
                                fields: ["number", "assigned_to"], excludeReferenceLinks: true)))
                )
                .expect(.equals("result[0].assigned_to", "ea2bc1b14f4212008a5ab895f110c7d1"))
            }
            Scenario("Paging follows Link rel=next") {
                Call(
                    "First page",
                    .list("incident", FetchConfiguration(filter: Filter(query: "ORDERBYnumber"), limit: 5))
                )
                .expect(
                    .count("result", 5), .equals("result[0].number", "INC0010001"),
                    .sorted("result.*.number", .ascending))
                Call(
                    "Second page",
                    .list("incident", FetchConfiguration(filter: Filter(query: "ORDERBYnumber"), limit: 5), offset: 5)
                )
                .expect(.count("result", 5), .equals("result[0].number", "INC0010006"))
            }
            Scenario("Errors come in the error envelope") {
                Call("An unknown record", .get("incident", id: "00000000000000000000000000000000"))
                    .expect(.status(404), .equals("status", "failure"), .contains("error.message", "No Record found"))
                Call("An unknown table", .list("u_no_such_table")).expect(.status(400), .equals("status", "failure"))
            }
        }
    }
}
