import Foundation
import GlideScript
import NowInstance
import Synchronization
import TestSupport
import Testing

@Suite("The instance survives hostile requests: each once took the whole process down or leaked internals")
struct InstanceHardeningTests {
    @Test(
        "offsets and limits at the top of Int answer with an empty page instead of trapping",
        arguments: [
            "sysparm_limit=1&sysparm_offset=9223372036854775807",
            "sysparm_limit=9223372036854775807&sysparm_offset=1",
            "sysparm_limit=9223372036854775807&sysparm_offset=9223372036854775807",
            "sysparm_limit=9223372036854775807&sysparm_query=ORDERBYnumber",
            "sysparm_limit=1&sysparm_offset=9223372036854775807&sysparm_query=short_descriptionLIKEa",
        ])
    func hugePaging(query: String) async throws {
        let client = try await SharedInstance.shared.client()
        let reply = try await client.request("/api/now/table/incident?\(query)", user: "john.doe")
        #expect(reply.status == 200)
        #expect(Int(reply.headers["x-total-count"] ?? "") ?? 0 > 0)
        let after = try await client.request("/api/now/table/incident?sysparm_limit=1", user: "john.doe")
        #expect(after.status == 200)
    }

    @Test(
        "hostile CMDB Instance API requests get the platform's error envelope and write nothing",
        arguments: [
            ("POST", "/api/now/cmdb/instance/cmdb_ci_linux_server", "{not json", 400),
            ("POST", "/api/now/cmdb/instance/cmdb_ci_linux_server", "[]", 400),
            ("POST", "/api/now/cmdb/instance/cmdb_ci_linux_server", "", 400),
            ("POST", "/api/now/cmdb/instance/cmdb_ci_linux_server", #"{"attributes":"x","source":"ServiceNow"}"#, 400),
            (
                "POST", "/api/now/cmdb/instance/cmdb_ci_linux_server",
                #"{"attributes":{"name":"x"},"source":"ServiceNow","outbound_relations":{"type":"a"}}"#, 400
            ),
            (
                "POST", "/api/now/cmdb/instance/cmdb_ci_linux_server",
                #"{"attributes":{"name":"x"},"source":"ServiceNow","outbound_relations":[{"type":"a^ORsys_id!=","target":"b^ORsys_id!="}]}"#,
                400
            ),
            (
                "POST", "/api/now/cmdb/instance/cmdb_ci_linux_server",
                String(repeating: #"{"attributes":"#, count: 5_000) + String(repeating: "}", count: 5_000), 400
            ),
            ("GET", "/api/now/cmdb/instance/sys_user", "", 400),
            ("GET", "/api/now/cmdb/instance/cmdb_ci/%27%20OR%201%3D1", "", 404),
            (
                "GET",
                "/api/now/cmdb/instance/cmdb_ci?sysparm_limit=9223372036854775807&sysparm_offset=9223372036854775807",
                "", 200
            ),
            ("DELETE", "/api/now/cmdb/instance/cmdb_ci/3a290cc60a0a0bb400000bdb386af1cf/relation/%00", "", 404),
            ("PATCH", "/api/now/cmdb/instance/cmdb_ci_linux_server/3a290cc60a0a0bb400000bdb386af1cf", "{}", 400),
        ])
    func hostileCMDBRequests(method: String, path: String, body: String, status: Int) async throws {
        let client = try await SharedInstance.shared.client()
        let reply = try await client.request(
            path, method: method, user: "john.doe", headers: ["Content-Type": "application/json"],
            body: Data(body.utf8))
        #expect(reply.status == status, "\(reply.text.prefix(300))")
        if status != 200 { #expect(reply.errorMessage != nil, "\(reply.text.prefix(300))") }
        #expect(!reply.text.contains("SQLITE"), "no SQLite text reaches the client")
        let servers = try await client.request("/api/now/cmdb/instance/cmdb_ci_linux_server", user: "john.doe")
        #expect(servers.status == 200)
        #expect(!servers.text.contains(#""name":"x""#), "a refused write adds no item")
    }

    @Test("a GraphQL document nested 5,000 levels is refused before parsing, with where it went too deep")
    func deepGraphQL() async throws {
        let client = try await SharedInstance.shared.client()
        let query = String(repeating: "{a", count: 5_000) + String(repeating: "}", count: 5_000)
        let reply = try await client.graphQL(query)
        #expect(reply.status == 200)
        #expect(reply.graphQLErrors.first?.contains("deeper than 64 levels") == true)
        let deepVariables = String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
        let body =
            #"{"query": "{ GlideRecord_Query { incident { _rowCount } } }", "variables": {"a": "#
            + deepVariables + "}}"
        let json = try await client.request(
            "/api/now/graphql", method: "POST", user: "admin", password: "admin",
            headers: ["Content-Type": "application/json"], body: Data(body.utf8))
        #expect(json.status == 400)
        #expect(json.graphQLErrors.first?.contains("nests deeper") == true)
        let fine = try await client.graphQL("{ GlideRecord_Query { incident { _rowCount } } }")
        #expect(fine.graphQLErrors.isEmpty)
    }

    @Test("a fixed-seed fuzz pass of mutated GraphQL documents: each answered with data or errors, never a crash")
    func fuzzedGraphQL() async throws {
        let client = try await SharedInstance.shared.client()
        let iterations = Int(ProcessInfo.processInfo.environment["NOWTAPE_FUZZ_ITERATIONS"] ?? "") ?? 200
        let seed = Array(
            ("query Q($limit: Int) { GlideRecord_Query { incident(queryConditions: \"active=true^ORDERBYnumber\", "
                + "pagination: {limit: $limit, offset: 0}) { _rowCount _results { number { value displayValue } "
                + "caller_id { _reference { name { value } } } } } } }").utf8)
        let interesting = Array("{}()[]:$!@#\".,0123456789 \\_".utf8)
        var random = SplitMix64(seed: 0x6772_6170_6871_6C21)
        func next() -> UInt64 { random.next() }
        for _ in 0..<iterations {
            var bytes = seed
            for _ in 0..<(1 + Int(next() % 5)) {
                let position = Int(next() % UInt64(bytes.count))
                let byte = interesting[Int(next() % UInt64(interesting.count))]
                switch next() % 3 {
                case 0: bytes[position] = byte
                case 1: bytes.remove(at: position)
                default: bytes.insert(byte, at: position)
                }
            }
            let reply = try await client.graphQL(String(decoding: bytes, as: UTF8.self), variables: ["limit": 3])
            #expect([200, 400].contains(reply.status), "\(reply.status): \(reply.text.prefix(200))")
            #expect(reply.json["data"] != nil || !reply.graphQLErrors.isEmpty)
        }
        let fine = try await client.graphQL("{ GlideRecord_Query { incident { _rowCount } } }")
        #expect(fine.graphQLErrors.isEmpty)
    }

    @Test("brackets inside GraphQL strings and comments do not count toward the nesting limit")
    func nestingSkipsStrings() async throws {
        let client = try await SharedInstance.shared.client()
        let brackets = String(repeating: "{[(", count: 100)
        let query =
            "# \(brackets)\n{ GlideRecord_Query { incident(queryConditions: \"short_description!=\(brackets)\") "
            + "{ _rowCount } } }"
        let reply = try await client.graphQL(query)
        #expect(reply.graphQLErrors.isEmpty, "\(reply.graphQLErrors)")
    }

    @Test("a query of 1,000 ^OR terms runs, and no SQLite text reaches the client")
    func thousandOrs() async throws {
        let client = try await SharedInstance.shared.client()
        let terms = (0..<1_000).map { "state=\($0 % 8)" }.joined(separator: "^OR")
        let reply = try await client.request(
            "/api/now/table/incident?sysparm_limit=5&sysparm_query=\(terms)", user: "john.doe")
        #expect(reply.status == 200)
        #expect(!reply.text.lowercased().contains("sqlite"))
        #expect(!reply.text.contains("Expression tree"))
        #expect(Int(reply.headers["x-total-count"] ?? "") ?? 0 > 0)
    }

    @Test(
        "a script that sets a status no HTTP response can have gets a 500 naming the call and the script",
        arguments: [
            ("response.setStatus(1000);", "response.setStatus(1000)"),
            ("response.setStatus(-1);", "response.setStatus(-1)"),
            (
                "var e = new sn_ws_err.ServiceError(); e.setStatus(5000); e.setMessage('x'); throw e;",
                "sn_ws_err.ServiceError.setStatus(5000)"
            ),
        ])
    func impossibleStatus(script: String, named: String) async throws {
        let fixture = UpdateSetFixture.api(operations: [
            ("GET", "/status", "(function process(request, response) { \(script) })(request, response);", true),
            ("GET", "/ok", "(function process(request, response) { return {fine: true}; })(request, response);", true),
        ])
        try await withInstance(try ScriptedRESTHostTests.configuration(fixture)) { client in
            let reply = try await client.request("/api/x_test/v1/probe/status", user: "john.doe")
            #expect(reply.status == 500)
            #expect(reply.errorMessage?.contains(named) == true, "\(reply.text)")
            #expect(reply.errorDetail?.contains("sys_ws_operation:") == true)
            let after = try await client.request("/api/x_test/v1/probe/ok", user: "john.doe")
            #expect(after.status == 200)
        }
    }

    @Test(
        "runaway scripts keep to their own threads: the Table API and GraphQL answer meanwhile, and overflow gets 429")
    func runawayScripts() async throws {
        // Each script spins until a record it polls for exists, so the scripts hold their threads for exactly as long
        // as the test needs: no timing decides the outcome.
        let spin = """
            (function process(request, response) {
                for (;;) {
                    var gr = new GlideRecord('incident');
                    gr.addQuery('short_description', 'release the spinners');
                    gr.query();
                    if (gr.next()) { return {released: true}; }
                }
            })(request, response);
            """
        let fixture = UpdateSetFixture.api(operations: [("GET", "/spin", spin, true)])
        var configuration = try ScriptedRESTHostTests.configuration(
            fixture, limits: ScriptLimits(timeoutMilliseconds: 60_000, memoryBytes: 16 * 1024 * 1024))
        configuration.scriptSemaphore = ScriptSemaphore(concurrency: 2, queueDepth: 0)
        try await withInstance(configuration) { client in
            let finished = OrderLog()
            let spinners = (0..<8).map { _ in
                Task {
                    let reply = try await client.request("/api/x_test/v1/probe/spin", user: "john.doe")
                    finished.append("spin \(reply.status)")
                    return reply.status
                }
            }
            // Six are refused at once; then the other two hold both script threads.
            for _ in 0..<1_200 where finished.entries.filter({ $0 == "spin 429" }).count < 6 {
                try await Task.sleep(for: .milliseconds(50))
            }
            let table = try await client.request("/api/now/table/incident?sysparm_limit=1", user: "john.doe")
            finished.append("table \(table.status)")
            let graph = try await client.graphQL("{ GlideRecord_Query { incident { _rowCount } } }")
            finished.append("graphql \(graph.status)")
            #expect(graph.graphQLErrors.isEmpty)
            let release = try await client.request(
                "/api/now/table/incident", method: "POST", user: "admin", password: "admin",
                headers: ["Content-Type": "application/json"],
                body: Data(#"{"short_description":"release the spinners"}"#.utf8))
            #expect(release.status == 201)
            var statuses: [Int] = []
            for spinner in spinners { statuses.append(try await spinner.value) }
            #expect(statuses.filter { $0 == 429 }.count == 6, "\(statuses)")
            #expect(statuses.filter { $0 == 200 }.count == 2, "\(statuses)")
            let order = finished.entries
            let firstScriptEnd = order.firstIndex { $0 == "spin 200" || $0 == "spin 500" } ?? order.count
            #expect(order.firstIndex(of: "table 200").map { $0 < firstScriptEnd } == true, "\(order)")
            #expect(order.firstIndex(of: "graphql 200").map { $0 < firstScriptEnd } == true, "\(order)")
        }
    }
}

/// What finished, in the order it finished.
final class OrderLog: Sendable {
    private let list = Mutex<[String]>([])

    func append(_ entry: String) { list.withLock { $0.append(entry) } }

    var entries: [String] { list.withLock { $0 } }
}
