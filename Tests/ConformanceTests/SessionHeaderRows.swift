extension ConformanceRow {
    /// The headers every signed-in answer carries, and the 401 that carries none of the session's.
    static let sessionHeaders: [ConformanceRow] = [
        ConformanceRow("T01") { client in
            var check = RowCheck()
            for path in ["/api/now/table/incident?sysparm_limit=1", "/api/now/stats/incident?sysparm_count=true"] {
                let reply = try await client.send(path)
                check.expect(reply.header("Pragma"), equals: "no-store,no-cache", "Pragma on \(path)")
                check.expect(
                    reply.header("Cache-Control"), equals: "no-cache,no-store,must-revalidate,max-age=-1",
                    "Cache-Control on \(path)")
                check.expect(reply.header("Expires"), equals: "0", "Expires on \(path)")
            }
            return check
        },
        ConformanceRow("T02") { client in
            var check = RowCheck()
            let reply = try await client.send("/api/now/table/sys_user?sysparm_limit=1")
            check.expect(reply.header("X-Content-Type-Options"), equals: "nosniff", "X-Content-Type-Options")
            return check
        },
        ConformanceRow("T03") { client in
            var check = RowCheck()
            let reply = try await client.send("/api/now/table/sys_user?sysparm_limit=2")
            check.expect(reply.header("X-Is-Logged-In"), equals: "true", "X-Is-Logged-In")
            return check
        },
        ConformanceRow("T04") { client in
            var check = RowCheck()
            let first = try await client.send("/api/now/table/incident?sysparm_limit=2")
            let second = try await client.send("/api/now/table/incident?sysparm_limit=3")
            check.expect(first.header("X-Transaction-ID"), matches: "[0-9a-f]{12}", "X-Transaction-ID")
            check.expect(
                first.header("X-Transaction-ID") != second.header("X-Transaction-ID"),
                "X-Transaction-ID repeats across calls")
            return check
        },
        ConformanceRow("T05") { client in
            var check = RowCheck()
            let reply = try await client.send("/api/now/table/incident?sysparm_limit=1", user: nil)
            check.expect(reply.status, equals: 401, "status")
            check.expect(reply.header("WWW-Authenticate"), equals: #"BASIC realm="Service-now""#, "WWW-Authenticate")
            check.expectAbsent(reply.header("X-Is-Logged-In"), "X-Is-Logged-In")
            check.expectAbsent(reply.header("X-Transaction-ID"), "X-Transaction-ID")
            check.expect(reply.header("Pragma"), equals: "no-store,no-cache", "Pragma")
            check.expect(reply.header("Content-Type"), equals: "application/json;charset=UTF-8", "Content-Type")
            return check
        },
        ConformanceRow("T06") { client in
            var check = RowCheck()
            let reply = try await client.send("/api/now/table/incident?sysparm_limit=1", user: nil)
            check.expect(reply.error["message"] as? String, equals: "User Not Authenticated", "error.message")
            check.expect(
                reply.error["detail"] as? String, equals: "Required to provide Auth information", "error.detail")
            check.expect(reply.json["status"] as? String, equals: "failure", "status")
            return check
        },
        ConformanceRow("T42") { client in
            var check = RowCheck()
            let reply = try await client.send("/api/now/table/incident?sysparm_limit=1")
            let cookies = reply.headers["Set-Cookie"]
            let names = cookies.map { String($0.prefix { $0 != "=" }) }
            check.expect(
                names == ["JSESSIONID", "glide_user", "glide_user_session", "glide_user_route", "glide_session_store"],
                "Set-Cookie names are \(names)")
            let store = cookies.first { $0.hasPrefix("glide_session_store=") }
            let route = cookies.first { $0.hasPrefix("glide_user_route=") }
            let expiry = #"Expires=\w{3}, \d\d-\w{3}-\d{4} \d\d:\d\d:\d\d GMT"#
            check.expect(
                store, matches: "glide_session_store=[^;]+; Max-Age=1800; \(expiry); Path=/; HttpOnly", "store")
            check.expect(
                route, matches: "glide_user_route=[^;]+; Max-Age=2147483647; \(expiry); Path=/; HttpOnly", "route")
            check.expect(
                cookies.first { $0.hasPrefix("glide_user=") },
                equals: "glide_user=; Max-Age=0; Expires=Thu, 01-Jan-1970 00:00:10 GMT; Path=/; HttpOnly", "glide_user")
            return check
        },
    ]
}
