import ArgumentParser
import Cassettes

/// The matching options `record` and `replay` share.
struct MatchOptions: ParsableArguments {
    @Option(help: "How query strings compare: any-order, exact or ignore.")
    var query: String = MatchRules.Query.orderInsensitive.rawValue

    @Option(help: "How bodies compare: json (by meaning), exact or ignore.")
    var body: String = MatchRules.Body.json.rawValue

    @Option(name: .customLong("match-header"), help: "A header that must agree; repeat for more.")
    var headers: [String] = []

    @Option(name: .customLong("ignore-query-param"), help: "A query parameter left out of matching; repeat for more.")
    var ignoredQueryParameters: [String] = []

    func rules() throws -> MatchRules {
        guard let query = MatchRules.Query(rawValue: query) else {
            throw ValidationError("--query must be any-order, exact or ignore, not '\(query)'")
        }
        guard let body = MatchRules.Body(rawValue: body) else {
            throw ValidationError("--body must be json, exact or ignore, not '\(body)'")
        }
        return MatchRules(
            query: query, body: body, headers: headers, ignoredQueryParameters: Set(ignoredQueryParameters))
    }
}

/// The redaction options, on top of the defaults that keep every credential out.
struct RedactionOptions: ParsableArguments {
    @Option(name: .customLong("redact-header"), help: "Another header whose value is a secret; repeat for more.")
    var headers: [String] = []

    @Option(name: .customLong("redact-query"), help: "Another query parameter whose value is a secret.")
    var queryParameters: [String] = []

    @Option(name: .customLong("redact-field"), help: "Another JSON key or form field whose value is a secret.")
    var fields: [String] = []

    @Option(name: .customLong("redact-json-path"), help: "A dotted JSON path whose value is a secret (* matches any).")
    var jsonPaths: [String] = []

    var rules: RedactionRules {
        RedactionRules(
            headers: Set(headers), queryParameters: Set(queryParameters), bodyFields: Set(fields), jsonPaths: jsonPaths)
    }
}
