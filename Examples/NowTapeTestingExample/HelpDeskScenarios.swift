import ScenarioDSL

/// Scenarios written once with the DSL: `nowtape run`-style runners and Swift Testing both take them.
enum HelpDesk {
    static let suite = ScenarioSuite("Help desk") {
        Scenario("Open and resolve an incident", as: .basic("john.doe")) {
            Call("Open it", .create("incident", ["short_description": "Printer jammed"]))
                .expect(.status(201), .equals("result.state", "1"))
                .capture("incident", from: "result.sys_id")
            Call("Resolve it", .update("incident", id: "{{incident}}", ["state": "6", "close_notes": "Cleared"]))
                .expect(.status(200), .equals("result.state", "6"))
        }
        Scenario("Nothing is readable without credentials", as: .anonymous) {
            Call("List incidents", .list("incident", .init(limit: 1)))
                .expect(.status(401), .equals("status", "failure"))
        }
    }
}
