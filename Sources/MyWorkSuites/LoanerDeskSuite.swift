import NowQuery
import Scenarios

extension MyWorkSuites {
    /// The Loaner Desk application (`UpdateSets/loaner_desk/`), kept as a source-control folder: its own tables from
    /// `dictionary/` files (a device table, and a loan table extending task, numbered LOAN), ACLs by role, a script
    /// include in ES12 mode, ES modules that import the Glide API from `@servicenow/glide` and that its scripted
    /// REST operations and business rules `require()`, and business rules that run around every client's writes.
    public static var loanerDesk: Suite {
        Suite("Loaner Desk", tags: ["scripted-rest", "es12", "modules", "security", "business-rules"]) {
            Scenario("An agent lends an available device and reads the loan back", as: .basic("john.doe")) {
                Call(
                    "The available devices, from a module",
                    .scriptedREST(
                        "GET", namespace: "x_nowtape_loaner", service: "desk", version: "v1", path: "/devices",
                        query: ["limit": "5"])
                )
                .expect(
                    .status(200), .equals("result.caller", "john.doe"), .count("result.devices", 2),
                    .sameElements("result.devices.*.name", ["iPad Air", "Pixel 8"]),
                    .equals("result.devices[0].status", "Available"))
                Call(
                    "Lend the Pixel for 45 days: the policy caps it at 30, and the number starts after 1000",
                    .scriptedREST(
                        "POST", namespace: "x_nowtape_loaner", service: "desk", path: "/loans",
                        json: ["tag": "LD-001", "days": 45])
                )
                .expect(
                    .status(201), .contains("result.number", "LOAN000100"), .equals("result.days", 30),
                    .equals("result.device", "Pixel 8"), .equals("result.borrower", "John Doe")
                )
                .capture("loan", from: "result.number")
                Call(
                    "The Pixel cannot be lent twice",
                    .scriptedREST(
                        "POST", namespace: "x_nowtape_loaner", service: "desk", path: "/loans", json: ["tag": "LD-001"])
                )
                .expect(.status(409), .equals("result.error", "The device is already lent"))
                Call(
                    "A tag no device has is a 404 from the module",
                    .scriptedREST(
                        "POST", namespace: "x_nowtape_loaner", service: "desk", path: "/loans", json: ["tag": "LD-999"])
                )
                .expect(.status(404), .contains("error.message", "No device has the asset tag LD-999"))
                Call(
                    "The loan, by number",
                    .scriptedREST("GET", namespace: "x_nowtape_loaner", service: "desk", path: "/loans/{{loan}}")
                )
                .expect(.status(200), .equals("result.number", "{{loan}}"), .equals("result.returned", false))
                Call(
                    "The loan through the Table API: a task of the application's own table",
                    .list(
                        "x_nowtape_loaner_loan",
                        FetchConfiguration(
                            filter: Filter(query: "number={{loan}}"),
                            readConfiguration: FieldReadConfiguration(
                                fields: ["number", "days", "active", "device"], valueFormat: .displayAndActualValues)))
                )
                .expect(
                    .count("result", 1), .equals("result[0].days.value", "30"),
                    .equals("result[0].active.value", "true"),
                    .equals("result[0].device.display_value", "Pixel 8"))
            }
            Scenario("The desk's business rules hold for every client", as: .basic("john.doe")) {
                Call(
                    "A 90-day loan through the Table API: a before rule, from a module, aborts it",
                    .create("x_nowtape_loaner_loan", ["days": "90"])
                )
                .expect(
                    .status(403), .equals("error.message", "Operation Failed"),
                    .equals("error.detail", "Error during insert of x_nowtape_loaner_loan"),
                    .equals("status", "failure"))
                Call(
                    "Lend the iPad through the desk API",
                    .scriptedREST(
                        "POST", namespace: "x_nowtape_loaner", service: "desk", path: "/loans",
                        json: ["tag": "LD-002", "days": 5])
                )
                .expect(.status(201), .equals("result.device", "iPad Air"))
                .capture("loan", from: "result.number")
                Call(
                    "The loan, found through the Table API",
                    .list(
                        "x_nowtape_loaner_loan",
                        FetchConfiguration(
                            filter: Filter(query: "number={{loan}}"),
                            readConfiguration: FieldReadConfiguration(fields: ["sys_id", "short_description"])))
                )
                .expect(.count("result", 1), .equals("result[0].short_description", "Loan of iPad Air to john.doe"))
                .capture("loanID", from: "result[0].sys_id")
                Call(
                    "Stretching it to 31 days is refused on update, naming the loan",
                    .update("x_nowtape_loaner_loan", id: "{{loanID}}", ["days": "31"])
                )
                .expect(
                    .status(403), .equals("error.detail", "Error during update of x_nowtape_loaner_loan ({{loan}})"))
                Call(
                    "Returning it: an after rule filtered on returnedCHANGESTOtrue shelves the device",
                    .update("x_nowtape_loaner_loan", id: "{{loanID}}", ["returned": "true"])
                )
                .expect(.status(200), .equals("result.returned", "true"), .equals("result.days", "5"))
                Call(
                    "The iPad is available again",
                    .list(
                        "x_nowtape_loaner_device",
                        FetchConfiguration(
                            filter: Filter(query: "asset_tag=LD-002"),
                            readConfiguration: FieldReadConfiguration(fields: ["status"])))
                )
                .expect(.equals("result[0].status", "available"))
                Call(
                    "A loan asked for without a description gets the desk's own from a template rule",
                    .create("x_nowtape_loaner_loan", ["days": "3"])
                )
                .expect(.status(201), .equals("result.short_description", "Loan asked for at the desk"))
            }
            Scenario("A borrower reads the devices but not the loans, and may not lend", as: .basic("abel.tuter")) {
                Call(
                    "Devices are readable to borrowers",
                    .list(
                        "x_nowtape_loaner_device",
                        FetchConfiguration(
                            filter: Filter(query: "ORDERBYasset_tag"),
                            readConfiguration: FieldReadConfiguration(fields: ["asset_tag", "status"])))
                )
                .expect(
                    .count("result", 4),
                    .sameElements("result.*.asset_tag", ["LD-001", "LD-002", "LD-003", "LD-004"]))
                Call("Loans are not", .list("x_nowtape_loaner_loan", FetchConfiguration(limit: 1))).expect(
                    .status(403), .equals("status", "failure"))
                Call(
                    "Lending takes the agent role the endpoint's ACL asks for",
                    .scriptedREST(
                        "POST", namespace: "x_nowtape_loaner", service: "desk", path: "/loans", json: ["tag": "LD-002"])
                )
                .expect(.status(403), .equals("error.message", "User Not Authorized"))
                Call(
                    "A borrower may ask for a loan through the Table API; its days default from the dictionary",
                    .create("x_nowtape_loaner_loan", ["short_description": "Asked for at the desk"])
                )
                .expect(.status(201), .equals("result.days", "7"), .equals("result.returned", "false"))
            }
            Scenario("A user without the application's roles reads nothing of it", as: .basic("guest.user")) {
                Call("Devices", .list("x_nowtape_loaner_device", FetchConfiguration(limit: 1))).expect(.status(403))
                Call(
                    "The device list API still answers: its operation asks for no ACL",
                    .scriptedREST("GET", namespace: "x_nowtape_loaner", service: "desk", path: "/devices")
                )
                .expect(.status(200), .equals("result.caller", "guest.user"))
            }
        }
    }
}
