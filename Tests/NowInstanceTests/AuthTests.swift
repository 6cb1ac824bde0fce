import Foundation
import NowInstance
import Testing

@Suite("Embedded instance: authentication and sessions")
struct AuthTests {
    @Test("no credentials, or wrong ones, get 401 with WWW-Authenticate and the error envelope")
    func unauthenticated() async throws {
        let client = try await SharedInstance.shared.client()
        for reply in [
            try await client.request("/api/now/table/incident"),
            try await client.request("/api/now/table/incident", user: "john.doe", password: "wrong"),
            try await client.request("/api/now/table/incident", headers: ["Cookie": "JSESSIONID=forged"]),
        ] {
            #expect(reply.status == 401)
            #expect(reply.headers["www-authenticate"] == "BASIC realm=\"Service-now\"")
            #expect(reply.errorMessage == "User Not Authenticated")
            #expect(reply.errorDetail == "Required to provide Auth information")
            #expect(reply.json["status"] as? String == "failure")
        }
    }

    @Test("Basic auth opens a session carried by JSESSIONID, glide_session_store and glide_user_route")
    func basicAuthOpensSession() async throws {
        let client = try await SharedInstance.shared.client()
        let login = try await client.request("/api/now/v2/table/sys_user?user_name=john.doe", user: "john.doe")
        #expect(login.status == 200)
        let names = login.setCookies.map { String($0.prefix { $0 != "=" }) }
        // The session's own cookies, and the two the platform clears on every new session.
        #expect(Set(names) == Set(AuthService.sessionCookies).union(["glide_user", "glide_user_session"]))
        let later = try await client.request(
            "/api/now/table/incident?sysparm_limit=1", headers: ["Cookie": login.cookieHeader])
        #expect(later.status == 200)
        #expect(later.setCookies.isEmpty)
    }

    @Test("the session cookie is found among others however the Cookie header spaces them")
    func sessionCookieAmongOthers() async throws {
        let client = try await SharedInstance.shared.client()
        let login = try await client.request("/api/now/v2/table/sys_user?user_name=john.doe", user: "john.doe")
        let session = try #require(
            login.setCookies.first { $0.hasPrefix("JSESSIONID=") }.map { String($0.prefix { $0 != ";" }) })
        for header in [
            "theme=dark;\(session)", "flag; \t\(session) ;x=1", " a=b=c;  \(session)",
            "\(session.replacingOccurrences(of: "=", with: " = "))",
        ] {
            let reply = try await client.request("/api/now/table/incident?sysparm_limit=1", headers: ["Cookie": header])
            #expect(reply.status == 200, "\(header)")
        }
        let forged = try await client.request(
            "/api/now/table/incident?sysparm_limit=1", headers: ["Cookie": "X\(session)"])
        #expect(forged.status == 401)
    }

    @Test("sessions expire")
    func sessionsExpire() async throws {
        try await withInstance(InstanceConfiguration(clock: { SeedData.referenceDate }, sessionLifetime: 0)) { client in
            let login = try await client.request("/api/now/table/sys_user?sysparm_limit=1", user: "john.doe")
            #expect(login.status == 200)
            let later = try await client.request(
                "/api/now/table/sys_user?sysparm_limit=1", headers: ["Cookie": login.cookieHeader])
            #expect(later.status == 401)
        }
    }

    @Test("OAuth password and refresh grants issue bearer tokens; a bad grant gets 401")
    func oauth() async throws {
        let client = try await SharedInstance.shared.client()
        let form =
            "grant_type=password&client_id=nowtape&client_secret=nowtape-secret&username=abel.tuter&password=password"
        let grant = try await client.request(
            "/oauth_token.do", method: "POST", headers: ["Content-Type": "application/x-www-form-urlencoded"],
            body: Data(form.utf8))
        #expect(grant.status == 200)
        #expect(grant.json["token_type"] as? String == "Bearer")
        #expect(grant.json["scope"] as? String == "useraccount")
        #expect(grant.json["expires_in"] as? Int == 1799)
        let access = try #require(grant.json["access_token"] as? String)
        let refresh = try #require(grant.json["refresh_token"] as? String)
        let call = try await client.request(
            "/api/now/table/incident?sysparm_limit=1", headers: ["Authorization": "Bearer \(access)"])
        #expect(call.status == 200)
        let refreshed = try await client.request(
            "/oauth_token.do", method: "POST",
            body: Data(
                "grant_type=refresh_token&client_id=nowtape&client_secret=nowtape-secret&refresh_token=\(refresh)".utf8)
        )
        #expect(refreshed.status == 200)
        #expect(refreshed.json["access_token"] as? String != access)
        let reused = try await client.request(
            "/oauth_token.do", method: "POST",
            body: Data(
                "grant_type=refresh_token&client_id=nowtape&client_secret=nowtape-secret&refresh_token=\(refresh)".utf8)
        )
        #expect(reused.status == 401)
        #expect(reused.json["error"] as? String == "server_error")
        #expect(reused.json["error_description"] as? String == "access_denied")
        let badPassword = try await client.request(
            "/oauth_token.do", method: "POST",
            body: Data(
                "grant_type=password&client_id=nowtape&client_secret=nowtape-secret&username=admin&password=nope".utf8))
        #expect(badPassword.status == 401)
        for clientPart in [
            "client_id=nowtape&client_secret=wrong", "client_id=nowtape", "client_id=app&client_secret=s3cret", "",
        ] {
            let badClient = try await client.request(
                "/oauth_token.do", method: "POST",
                body: Data("grant_type=password&\(clientPart)&username=abel.tuter&password=password".utf8))
            #expect(badClient.status == 401, "\(clientPart) got a token")
            #expect(badClient.json["access_token"] == nil)
        }
        let badToken = try await client.request("/api/now/table/incident", headers: ["Authorization": "Bearer nope"])
        #expect(badToken.status == 401)
    }
}
