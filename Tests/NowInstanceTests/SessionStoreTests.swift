import Foundation
import NowInstance
import Synchronization
import Testing

@Suite("Embedded instance: the session store")
struct SessionStoreTests {
    final class TestClock: Sendable {
        private let current = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
        var now: Date { current.withLock { $0 } }
        func advance(_ seconds: TimeInterval) { current.withLock { $0 += seconds } }
    }

    let basic = "Basic " + Data("john.doe:password".utf8).base64EncodedString()

    func session(_ outcome: AuthService.Outcome) -> String? {
        if case .authenticated(_, let session) = outcome { return session }
        return nil
    }

    @Test("clients that send Basic credentials on every call cannot grow the sessions past the limit")
    func sessionsStayBounded() throws {
        let auth = AuthService(users: SeedData.demoUsers, maximumSessions: 50)
        var newest: String?
        for _ in 0..<5_000 {
            newest = session(auth.authenticate(authorization: basic, cookies: [:]))
        }
        #expect(auth.sessionCount <= 50)
        let cookie = try #require(newest)
        let reused = auth.authenticate(authorization: nil, cookies: ["JSESSIONID": cookie])
        #expect(session(reused) == nil)
        guard case .authenticated(let user, _) = reused else {
            Issue.record("the newest session was dropped")
            return
        }
        #expect(user.userName == "john.doe")
    }

    @Test("expired sessions are swept as new ones open")
    func expiredSessionsAreSwept() {
        let clock = TestClock()
        let auth = AuthService(users: SeedData.demoUsers, sessionLifetime: 60, now: { clock.now })
        for _ in 0..<1_000 {
            _ = auth.authenticate(authorization: basic, cookies: [:])
        }
        clock.advance(61)
        for _ in 0..<1_100 {
            _ = auth.authenticate(authorization: basic, cookies: [:])
        }
        #expect(auth.sessionCount == 1_100)
    }

    @Test("Basic credentials sent with the same user's live session cookie reuse that session")
    func basicWithCookieReusesSession() throws {
        let auth = AuthService(users: SeedData.demoUsers)
        let first = try #require(session(auth.authenticate(authorization: basic, cookies: [:])))
        let again = auth.authenticate(authorization: basic, cookies: ["JSESSIONID": first])
        guard case .authenticated(let user, let newSession) = again else {
            Issue.record("Basic credentials were refused")
            return
        }
        #expect(user.userName == "john.doe")
        #expect(newSession == nil)
        let other = "Basic " + Data("abel.tuter:password".utf8).base64EncodedString()
        #expect(session(auth.authenticate(authorization: other, cookies: ["JSESSIONID": first])) != nil)
        #expect(auth.sessionCount == 2)
    }
}
