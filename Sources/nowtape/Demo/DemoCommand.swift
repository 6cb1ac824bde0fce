import ArgumentParser
import NowQuery

/// `nowtape demo`: runs the Mobile SDK's four filter styles through NowQuery over a small incident table.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Run the Mobile SDK filter examples through NowQuery against a built-in incident table."
    )

    func run() throws {
        let context = DemoIncidents.context
        print("NowTape demo: \(DemoIncidents.incidents.count) incidents, clock at \(DemoIncidents.now) UTC\n")
        var passed = 0
        for example in DemoFilters.all {
            let query = try EncodedQueryParser.parse(example.filter.query)
            let matches = QueryEvaluator(query: query, context: context).apply(to: DemoIncidents.incidents)
            let numbers = matches.compactMap { $0.value(of: "number") }
            let ok = numbers == example.expected
            passed += ok ? 1 : 0
            print("\(ok ? "PASS" : "FAIL")  \(example.name)")
            print("      sysparm_query=\(example.filter.query)")
            print(query.outline.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
            print("      matched: \(numbers.joined(separator: ", "))\n")
        }
        print("\(passed) passed, \(DemoFilters.all.count - passed) failed")
        if passed != DemoFilters.all.count {
            throw ExitCode.failure
        }
    }
}
