import Foundation
import NowClient
import NowInstance
import Scenarios
import Testing

/// Limits a scenario carries, and calls that back off and retry.
@Suite("Scenarios: limits and retries")
struct ScenarioLimitsTests {
    static let oneStatsCall = InstanceLimits(
        rateLimits: [RateLimitRule(subject: .everyone, api: "stats", requestsPerWindow: 1)], rateLimitWindow: 30)

    @Test("a scenario's limits apply to it alone, on an instance of its own")
    func limitsStayWithTheirScenario() async throws {
        let suite = Suite("Limits") {
            Scenario("Limited", limits: Self.oneStatsCall) {
                Call("Allowed", .stats("incident")).expect(.status(200), .header("X-RateLimit-Limit", "1"))
                Call("Refused", .stats("incident")).expect(.status(429), .header("Retry-After"))
            }
            Scenario("Not limited") {
                for count in 1...3 {
                    Call("Count \(count)", .stats("incident")).expect(.status(200))
                }
                Call("No rule covers it", .stats("incident")).expect(
                    Expectation("no rate limit header") { outcome, _ in
                        if outcome.response.headers["X-RateLimit-Limit"] != nil {
                            throw ScenarioError("The shared instance applied another scenario's limits.")
                        }
                    })
            }
        }
        let report = try await Fixtures.runEmbedded([suite], jobs: 2)
        #expect(report.succeeded, "\(report.scenarios.map { $0.problems + $0.steps.compactMap(\.failure?.message) })")
    }

    @Test("a scenario's fault meets it alone: the semaphores are full for it, and hibernation answers HTML")
    func faultsStayWithTheirScenario() async throws {
        // At rate 0.5 a fault meets every second request: the first answers, the second finds the instance asleep.
        let suite = Suite("Faults") {
            Scenario("Semaphores full") {
                Call("Refused", .stats("incident")).expect(.status(429))
            }
            .fault(.semaphore)
            Scenario("Half asleep") {
                Call("Awake", .stats("incident")).expect(
                    .status(200), .header("Content-Type", "application/json;charset=UTF-8"))
                Call("Asleep", .stats("incident")).expect(
                    .status(200), .header("Content-Type", "text/html;charset=UTF-8"))
            }
            .fault(.hibernation, rate: 0.5)
            Scenario("No fault") {
                Call("Counted", .stats("incident")).expect(.status(200))
            }
        }
        let report = try await Fixtures.runEmbedded([suite], jobs: 2)
        #expect(report.succeeded, "\(report.scenarios.map { $0.problems + $0.steps.compactMap(\.failure?.message) })")
    }

    @Test("retrying waits out Retry-After on the instance's clock, sends again, and checks the last answer")
    func retryWaitsOnTheInstanceClock() async throws {
        let suite = Suite("Retry") {
            Scenario("Back off", limits: Self.oneStatsCall) {
                Call("Allowed", .stats("incident"))
                Call("Refused, then allowed", .stats("incident")).retrying().expect(.status(200))
            }
        }
        let report = try await Fixtures.runEmbedded([suite])
        #expect(report.succeeded)
        let retried = try #require(report.scenarios.first?.steps.last)
        #expect(retried.exchanges.map(\.status) == [429, 200])
        // Waiting out the window moved the instance's clock into the next one.
        let resets = retried.exchanges.map { exchange in
            exchange.responseHeaders.first { $0.lowercased().hasPrefix("x-ratelimit-reset:") }
                .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
        }
        #expect(resets.count == 2 && resets[1] == resets[0] + 30)
    }

    @Test("a call still refused after its attempts fails with what to change")
    func exhaustedRetriesFail() async throws {
        let suite = Suite("Exhausted") {
            Scenario(
                "Give up", limits: InstanceLimits(rateLimits: [RateLimitRule(subject: .everyone, requestsPerWindow: 0)])
            ) {
                Call("Never allowed", .stats("incident")).retrying(RetryPolicy(attempts: 2, maximumWait: 7_200))
            }
        }
        let report = try await Fixtures.runEmbedded([suite])
        let failure = try #require(report.scenarios.first?.steps.first?.failure)
        #expect(failure.message.contains("Still 429 after 2 attempts"))
    }

    @Test("a Retry-After longer than the policy allows fails at once instead of stalling")
    func waitBeyondTheMaximumFails() async throws {
        let suite = Suite("Too long") {
            Scenario(
                "Hour", limits: InstanceLimits(rateLimits: [RateLimitRule(subject: .everyone, requestsPerWindow: 0)])
            ) {
                Call("Refused for the hour", .stats("incident")).retrying()
            }
        }
        let report = try await Fixtures.runEmbedded([suite])
        let failure = try #require(report.scenarios.first?.steps.first?.failure)
        #expect(failure.message.contains("more than the retry policy's maximumWait of 60 seconds"))
        #expect(report.scenarios.first?.steps.first?.exchanges.count == 1)
    }
}

@Suite("Scenarios: RetryPolicy")
struct RetryPolicyTests {
    @Test("Retry-After in seconds, as an HTTP date against the answer's Date, and doubling without it")
    func waits() throws {
        let policy = RetryPolicy(attempts: 4, maximumWait: 120, fallbackWait: 2)
        #expect(
            try policy.wait(after: NowHTTPResponse(status: 429, headers: [.retryAfter: "17"]), retry: 1)
                == 17)
        let dated = NowHTTPResponse(
            status: 503,
            headers: [.date: "Tue, 24 Nov 2026 10:00:00 GMT", .retryAfter: "Tue, 24 Nov 2026 10:01:30 GMT"])
        #expect(try policy.wait(after: dated, retry: 1) == 90)
        let bare = NowHTTPResponse(status: 429)
        #expect(try [1, 2, 3].map { try policy.wait(after: bare, retry: $0) } == [2, 4, 8])
        #expect(throws: ScenarioError.self) {
            try policy.wait(after: NowHTTPResponse(status: 429, headers: [.retryAfter: "121"]), retry: 1)
        }
    }
}
