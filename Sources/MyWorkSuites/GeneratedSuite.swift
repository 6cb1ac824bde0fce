import NowQuery
import Scenarios

/// A generated suite of many read-only scenarios, for measuring the runner: each finds an incident by number,
/// fetches it by sys_id, and lists a page of its class.
public enum GeneratedSuite {
    /// The suite's name.
    public static let name = "Generated"

    /// `count` scenarios over the seed's first 200 incidents.
    public static func make(count: Int) -> Suite {
        Suite(name, tags: ["generated"]) {
            for index in 0..<max(0, count) {
                let number = "INC" + String(format: "%07d", 10_001 + index % 200)
                Scenario("Scenario \(String(format: "%05d", index + 1)) \(number)") {
                    Call(
                        "Find \(number)",
                        .list("incident", FetchConfiguration(filter: Filter(query: "number=\(number)"), limit: 1))
                    )
                    .expect(.count("result", 1), .equals("result[0].number", .string(number)))
                    .capture("incident", from: "result[0].sys_id")
                    Call(
                        "Fetch it",
                        .get(
                            "incident", id: "{{incident}}",
                            read: FieldReadConfiguration(fields: ["number", "state", "priority"]))
                    )
                    .expect(.equals("result.number", .string(number)))
                    Call(
                        "A page of active incidents",
                        .list(
                            "incident", FetchConfiguration(filter: Filter(query: "active=true^ORDERBYnumber"), limit: 5)
                        )
                    )
                    .expect(.count("result", 5))
                }
            }
        }
    }
}
