import Foundation
import NowInstance
import Testing

@Suite("Platform faults the embedded instance puts in a client's way")
struct PlatformFaultTests {
    @Test("NAME[@RATE] reads a share as a fraction or a percentage; anything else is refused")
    func arguments() {
        #expect(PlatformFault(argument: "hibernation") == PlatformFault(.hibernation))
        #expect(PlatformFault(argument: "Hibernation@0.25")?.rate == 0.25)
        #expect(PlatformFault(argument: "hibernation@50%")?.rate == 0.5)
        for bad in ["sleeping", "hibernation@", "hibernation@1.5", "hibernation@-1", "hibernation@x", ""] {
            #expect(PlatformFault(argument: bad) == nil, "\(bad)")
        }
    }

    @Test("hibernation answers 200 with the hibernation page in HTML, at exactly the share asked for")
    func hibernation() async throws {
        var configuration = InstanceConfiguration(clock: { SeedData.referenceDate })
        configuration.limits = InstanceLimits(faults: [PlatformFault(.hibernation, rate: 0.5)])
        try await withInstance(configuration) { client in
            var pages = 0
            for _ in 0..<6 {
                let reply = try await client.request("/api/now/table/incident?sysparm_limit=1", user: "john.doe")
                #expect(reply.status == 200)
                if reply.headers["content-type"] == "text/html;charset=UTF-8" {
                    pages += 1
                    #expect(reply.text.contains(#"<div class="instance-hibernating-page">"#))
                    #expect(reply.text.contains("Sign in to the site to wake your instance"))
                } else {
                    #expect(reply.results.count == 1)
                }
            }
            #expect(pages == 3)
        }
    }

    @Test("the token endpoint takes the client's credentials as HTTP Basic too, as OAuth libraries send them")
    func basicClientAuthentication() async throws {
        try await withInstance { client in
            let basic = "Basic " + Data("nowtape:nowtape-secret".utf8).base64EncodedString()
            let granted = try await client.request(
                "/oauth_token.do", method: "POST",
                headers: ["Content-Type": "application/x-www-form-urlencoded", "Authorization": basic],
                body: Data("grant_type=password&username=admin&password=admin".utf8))
            #expect(granted.status == 200)
            #expect(granted.json["access_token"] is String)
            let wrong = "Basic " + Data("nowtape:not-the-secret".utf8).base64EncodedString()
            let refused = try await client.request(
                "/oauth_token.do", method: "POST",
                headers: ["Content-Type": "application/x-www-form-urlencoded", "Authorization": wrong],
                body: Data("grant_type=password&username=admin&password=admin".utf8))
            #expect(refused.status == 401)
        }
    }

    @Test("a transaction quota fault answers 200 with the cancelled transaction's envelope, as KB1297438 shows")
    func transactionQuota() async throws {
        var configuration = InstanceConfiguration(clock: { SeedData.referenceDate })
        configuration.limits = InstanceLimits(faults: [PlatformFault(.transactionQuota)])
        try await withInstance(configuration) { client in
            let reply = try await client.request("/api/now/table/incident?sysparm_limit=1", user: "john.doe")
            #expect(reply.status == 200)
            #expect(reply.errorMessage == "Transaction cancelled: maximum execution time exceeded")
            #expect(reply.errorDetail?.hasSuffix("to verify REST request processing") == true)
        }
    }

    @Test("semaphore exhaustion answers 429 in the error envelope before the request runs")
    func semaphore() async throws {
        var configuration = InstanceConfiguration(clock: { SeedData.referenceDate })
        configuration.limits = InstanceLimits(faults: [PlatformFault(.semaphore)])
        try await withInstance(configuration) { client in
            let reply = try await client.request(
                "/api/now/table/incident", method: "POST", user: "admin", password: "admin",
                headers: ["Content-Type": "application/json"], body: Data(#"{"short_description":"never"}"#.utf8))
            #expect(reply.status == 429)
            #expect(reply.errorMessage == "Too Many Requests")
            #expect(reply.headers["retry-after"] == nil)
        }
    }

    @Test("an access token that expires mid-run answers 401, and the refresh token still gets a new one")
    func tokenExpiry() async throws {
        var configuration = InstanceConfiguration(clock: { SeedData.referenceDate })
        configuration.limits = InstanceLimits(faults: [PlatformFault(.tokenExpiry, rate: 0.5)])
        try await withInstance(configuration) { client in
            let form =
                "grant_type=password&client_id=nowtape&client_secret=nowtape-secret&username=admin&password=admin"
            let granted = try await client.request(
                "/oauth_token.do", method: "POST",
                headers: ["Content-Type": "application/x-www-form-urlencoded"], body: Data(form.utf8))
            let access = try #require(granted.json["access_token"] as? String)
            let refresh = try #require(granted.json["refresh_token"] as? String)
            let bearer = ["Authorization": "Bearer \(access)"]
            // A request with Basic credentials is not one the fault can meet, and does not count.
            #expect(
                try await client.request("/api/now/table/incident?sysparm_limit=1", user: "admin", password: "admin")
                    .status == 200)
            let first = try await client.request("/api/now/table/incident?sysparm_limit=1", headers: bearer)
            #expect(first.status == 200)
            let second = try await client.request("/api/now/table/incident?sysparm_limit=1", headers: bearer)
            #expect(second.status == 401)
            #expect(second.errorMessage == "User Not Authenticated")
            #expect(second.headers["www-authenticate"] == #"BEARER realm="Service-now""#)
            let again = try await client.request("/api/now/table/incident?sysparm_limit=1", headers: bearer)
            #expect(again.status == 401, "the expired token stays expired")
            let renewed = try await client.request(
                "/oauth_token.do", method: "POST", headers: ["Content-Type": "application/x-www-form-urlencoded"],
                body: Data(
                    "grant_type=refresh_token&client_id=nowtape&client_secret=nowtape-secret&refresh_token=\(refresh)"
                        .utf8))
            let fresh = try #require(renewed.json["access_token"] as? String)
            let after = try await client.request(
                "/api/now/table/incident?sysparm_limit=1", headers: ["Authorization": "Bearer \(fresh)"])
            #expect(after.status == 200)
        }
    }

    @Test("a node change ends the session and serves the request in a new one, with a new routing cookie")
    func nodeChange() async throws {
        var configuration = InstanceConfiguration(clock: { SeedData.referenceDate })
        configuration.limits = InstanceLimits(faults: [PlatformFault(.nodeChange)])
        try await withInstance(configuration) { client in
            let login = try await client.request("/api/now/table/incident?sysparm_limit=1", user: "john.doe")
            let oldCookies = login.cookieHeader
            let oldRoute = login.setCookies.first { $0.hasPrefix("glide_user_route=") }
            let moved = try await client.request(
                "/api/now/table/incident?sysparm_limit=1", headers: ["Cookie": oldCookies])
            #expect(moved.status == 200)
            let newRoute = moved.setCookies.first { $0.hasPrefix("glide_user_route=") }
            #expect(newRoute != nil && newRoute != oldRoute)
            #expect(moved.setCookies.contains { $0.hasPrefix("JSESSIONID=") })
            // The old session is gone on the new node, and the new one works.
            let stale = try await client.request(
                "/api/now/table/incident?sysparm_limit=1", headers: ["Cookie": oldCookies])
            #expect(stale.status == 401)
        }
    }

    @Test("a rate-limit fault answers a rule's 429, with Retry-After and the X-RateLimit headers, as --rate-limit does")
    func rateLimit() async throws {
        var configuration = InstanceConfiguration(clock: { SeedData.referenceDate })
        configuration.limits = InstanceLimits(faults: [PlatformFault(argument: "rate-limit@50%")].compactMap { $0 })
        try await withInstance(configuration) { client in
            let served = try await client.request("/api/now/table/incident?sysparm_limit=1", user: "john.doe")
            #expect(served.status == 200)
            let refused = try await client.request("/api/now/table/incident?sysparm_limit=1", user: "john.doe")
            #expect(refused.status == 429)
            #expect(refused.errorMessage == "Rate limit exceeded")
            #expect(refused.errorDetail == "Rate limit of 100 requests per hour for REST API exceeded")
            let retryAfter = try #require(refused.headers["retry-after"].flatMap { Int($0) })
            #expect((1...3_600).contains(retryAfter))
            #expect(refused.headers["x-ratelimit-limit"] == "100")
            #expect(refused.headers["x-ratelimit-rule"]?.count == 32)
            let reset = try #require(refused.headers["x-ratelimit-reset"].flatMap { Int($0) })
            #expect(reset % 3_600 == 0)
        }
    }

    @Test("a session-limit fault ignores a request in a live session: 202, an empty body, and nothing runs")
    func sessionLimit() async throws {
        var configuration = InstanceConfiguration(clock: { SeedData.referenceDate })
        configuration.limits = InstanceLimits(faults: [PlatformFault(.sessionLimit)])
        try await withInstance(configuration) { client in
            // The first request opens the session; the fault meets only requests in one.
            let login = try await client.request("/api/now/table/incident?sysparm_limit=1", user: "john.doe")
            #expect(login.status == 200)
            let ignored = try await client.request(
                "/api/now/table/incident", method: "POST", headers: ["Cookie": login.cookieHeader],
                body: Data(#"{"short_description":"ignored by the session's line"}"#.utf8))
            #expect(ignored.status == 202)
            #expect(ignored.body.isEmpty)
            let found = try await client.request(
                "/api/now/table/incident?sysparm_query=short_description=ignored by the session's line",
                user: "admin", password: "admin")
            #expect(found.results.isEmpty, "an ignored request creates nothing")
        }
    }
}
