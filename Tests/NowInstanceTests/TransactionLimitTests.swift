import Foundation
import GlideScript
import NowInstance
import Testing

/// Session synchronization and transaction quotas, over real sockets. The scripts coordinate through records, not
/// through timing: `/hold` marks that it runs, then waits until a release record appears or its time runs out.
@Suite("Session synchronization and transaction quotas")
struct TransactionLimitTests {
    static let hold = """
        (function process(request, response) {
            var mark = new GlideRecord('incident');
            mark.initialize();
            mark.short_description = 'running-' + request.queryParams.token;
            mark.insert();
            for (;;) {
                var release = new GlideRecord('incident');
                release.addQuery('short_description', 'release-' + request.queryParams.token);
                release.query();
                if (release.next()) return {released: true};
            }
        })(request, response);
        """

    static func configuration(_ limits: InstanceLimits, scriptTimeout: UInt32 = 2_000) throws -> InstanceConfiguration {
        let fixture = UpdateSetFixture.api(operations: [("GET", "/hold", hold, true)])
        var configuration = InstanceConfiguration(
            clock: { SeedData.referenceDate }, updateSets: [try fixture.write()],
            scriptLimits: ScriptLimits(timeoutMilliseconds: scriptTimeout))
        configuration.limits = limits
        return configuration
    }

    /// Signs in once and returns the session's cookie header.
    static func session(_ client: HTTPTestClient) async throws -> String {
        let signIn = try await client.request(
            "/api/now/table/incident?sysparm_limit=1", user: "admin", password: "admin")
        #expect(signIn.status == 200)
        return signIn.cookieHeader
    }

    static func waitUntilRunning(_ token: String, _ client: HTTPTestClient) async throws {
        for _ in 0..<400 {
            let found = try await client.request(
                "/api/now/table/incident?sysparm_query=short_description=running-\(token)", user: "admin",
                password: "admin")
            if !found.results.isEmpty { return }
            try await Task.sleep(for: .milliseconds(25))
        }
        Issue.record("/hold never started")
    }

    static func release(_ token: String, _ client: HTTPTestClient) async throws {
        let created = try await client.request(
            "/api/now/table/incident", method: "POST", user: "admin", password: "admin",
            headers: ["Content-Type": "application/json"],
            body: Data(#"{"short_description":"release-\#(token)"}"#.utf8))
        #expect(created.status == 201)
    }

    @Test("a session's second request waits for its first; other sessions and Basic requests do not")
    func oneAtATime() async throws {
        let limits = InstanceLimits(sessionSynchronization: SessionSynchronization())
        try await withInstance(try Self.configuration(limits, scriptTimeout: 30_000)) { client in
            let cookie = try await Self.session(client)
            async let held = client.request("/api/x_test/v1/probe/hold?token=a", headers: ["Cookie": cookie])
            try await Self.waitUntilRunning("a", client)
            // Another session runs at once: it releases the first.
            let other = try await Self.session(client)
            async let queued = client.request(
                "/api/now/table/incident?sysparm_query=short_description=release-a", headers: ["Cookie": cookie])
            let releasing = try await client.request(
                "/api/now/table/incident", method: "POST",
                headers: ["Cookie": other, "Content-Type": "application/json"],
                body: Data(#"{"short_description":"release-a"}"#.utf8))
            #expect(releasing.status == 201)
            let (first, second) = try await (held, queued)
            #expect(first.status == 200)
            #expect((first.result["released"] as? Bool) == true)
            // The queued request ran only after the first ended, so it sees the release record.
            #expect(second.status == 200)
            #expect(second.results.count == 1)
        }
    }

    @Test("past the waiting line, a session's request is ignored: 202, an empty body, and nothing runs")
    func ignoredPastMaxWaiters() async throws {
        let limits = InstanceLimits(sessionSynchronization: SessionSynchronization(maximumWaiters: 0))
        try await withInstance(try Self.configuration(limits, scriptTimeout: 30_000)) { client in
            let cookie = try await Self.session(client)
            async let held = client.request("/api/x_test/v1/probe/hold?token=b", headers: ["Cookie": cookie])
            try await Self.waitUntilRunning("b", client)
            let ignored = try await client.request(
                "/api/now/table/incident", method: "POST",
                headers: ["Cookie": cookie, "Content-Type": "application/json"],
                body: Data(#"{"short_description":"never-written"}"#.utf8))
            #expect(ignored.status == 202)
            #expect(ignored.body.isEmpty)
            try await Self.release("b", client)
            #expect(try await held.status == 200)
            let written = try await client.request(
                "/api/now/table/incident?sysparm_query=short_description=never-written", user: "admin",
                password: "admin")
            #expect(written.results.isEmpty)
            // The session is free again.
            let after = try await client.request("/api/now/table/incident?sysparm_limit=1", headers: ["Cookie": cookie])
            #expect(after.status == 200)
        }
    }

    @Test("a transaction past its quota is cancelled: 200 with the platform's envelope once begun, its script stopped")
    func quotaCancelsRunningScript() async throws {
        let limits = InstanceLimits(transactionQuotas: [try #require(TransactionQuotaRule.parse("0.5@scripted"))])
        try await withInstance(try Self.configuration(limits, scriptTimeout: 120_000)) { client in
            let cancelled = try await client.request(
                "/api/x_test/v1/probe/hold?token=c", user: "admin", password: "admin")
            #expect(cancelled.status == 200)
            #expect(cancelled.errorMessage == "Transaction cancelled: maximum execution time exceeded")
            #expect(cancelled.errorDetail?.hasPrefix("Transaction cancelled: maximum execution time exceeded") == true)
            #expect(cancelled.json["status"] as? String == "failure")
            // The rule names scripted REST alone: the Table API is not limited.
            let table = try await client.request(
                "/api/now/table/incident?sysparm_limit=1", user: "admin", password: "admin")
            #expect(table.status == 200)
            #expect(table.results.count == 1)
        }
    }

    @Test("a request whose quota runs out while it waits for its session gets 500 with the same envelope")
    func quotaWhileQueued() async throws {
        let limits = InstanceLimits(
            sessionSynchronization: SessionSynchronization(),
            transactionQuotas: [
                try #require(TransactionQuotaRule.parse("0.3@stats")), try #require(TransactionQuotaRule.parse("60")),
            ])
        try await withInstance(try Self.configuration(limits, scriptTimeout: 120_000)) { client in
            let cookie = try await Self.session(client)
            async let held = client.request("/api/x_test/v1/probe/hold?token=d", headers: ["Cookie": cookie])
            try await Self.waitUntilRunning("d", client)
            let queued = try await client.request(
                "/api/now/stats/incident?sysparm_count=true", headers: ["Cookie": cookie])
            #expect(queued.status == 500)
            #expect(queued.errorMessage == "Transaction cancelled: maximum execution time exceeded")
            try await Self.release("d", client)
            let first = try await held
            #expect(first.status == 200)
            #expect((first.result["released"] as? Bool) == true)
        }
    }

    @Test("a Batch API call's requests run inside the batch's transaction, not waiting on its own session")
    func batchInsideItsSession() async throws {
        let limits = InstanceLimits(
            sessionSynchronization: SessionSynchronization(),
            transactionQuotas: [try #require(TransactionQuotaRule.parse("20"))])
        try await withInstance(try Self.configuration(limits)) { client in
            let cookie = try await Self.session(client)
            let body = try JSONSerialization.data(withJSONObject: [
                "batch_request_id": "one",
                "rest_requests": [
                    BatchAPITests.item("read", "GET", "/api/now/table/incident?sysparm_limit=1"),
                    BatchAPITests.item("count", "GET", "/api/now/stats/incident?sysparm_count=true"),
                ],
            ])
            let reply = try await client.request(
                "/api/now/v1/batch", method: "POST", headers: ["Cookie": cookie, "Content-Type": "application/json"],
                body: body)
            #expect(reply.status == 200)
            let served = reply.json["serviced_requests"] as? [[String: Any]] ?? []
            #expect(served.map { $0["status_code"] as? Int } == [200, 200])
        }
    }

    @Test("quota rules and their flags parse, and the rule naming an API wins over the catch-all")
    func parsing() throws {
        #expect(TransactionQuotaRule.parse("60@table") == TransactionQuotaRule(seconds: 60, api: "table"))
        #expect(TransactionQuotaRule.parse("2.5") == TransactionQuotaRule(seconds: 2.5))
        for bad in ["", "@table", "0", "-1", "x", "5@nowhere", "inf", "nan"] {
            #expect(TransactionQuotaRule.parse(bad) == nil, "\(bad)")
        }
    }
}
