import Foundation
import NowClient
import NowInstance
import NowQuery
import Synchronization
import TestSupport
import Testing

/// A transport that notes what was sent before passing it on.
final class WatchingTransport: NowTransport {
    let sent = Mutex<[NowHTTPRequest]>([])
    let base = HTTPClientTransport()

    func send(_ request: NowHTTPRequest) async throws(NowClientError) -> NowHTTPResponse {
        sent.withLock { $0.append(request) }
        return try await base.send(request)
    }
}

@Suite("NowClient against the embedded instance", .stopsServers)
struct NowClientTests {
    static func withInstance(_ body: (String) async throws -> Void) async throws {
        try await withRunningInstance(InstanceConfiguration(), body)
    }

    struct Incident: Codable, Sendable {
        var sys_id: String
        var number: String
        var short_description: String
    }

    @Test("CRUD raw and Codable, with the filter and read configuration from NowQuery")
    func crud() async throws {
        try await Self.withInstance { url in
            let client = try NowClient(baseURL: url, authentication: .basic(user: "admin", password: "admin"))
            let created = try await client.table.create("incident", values: ["short_description": "From NowClient"])
            let id = try #require(created["sys_id"]?.text)
            let fetched = try await client.table.fetch(Incident.self, from: "incident", sysID: id)
            #expect(fetched.short_description == "From NowClient")
            let updated = try await client.table.update("incident", sysID: id, values: ["priority": "2"])
            #expect(updated["priority"]?.text == "2")
            let listed = try await client.table.fetchList(
                Incident.self, from: "incident",
                configuration: FetchConfiguration(filter: Filter(query: "sys_id=\(id)"), limit: 5))
            #expect(listed.map(\.number) == [fetched.number])
            try await client.table.delete("incident", sysID: id)
            await #expect(throws: NowClientError.self) { try await client.table.fetch("incident", sysID: id) }
        }
    }

    @Test("errors are typed and carry the error envelope; decoding errors name the field")
    func typedErrors() async throws {
        try await Self.withInstance { url in
            let client = try NowClient(baseURL: url, authentication: .basic(user: "admin", password: "admin"))
            do {
                _ = try await client.table.fetch("incident", sysID: "00000000000000000000000000000000")
                Issue.record("expected a 404")
            } catch let error as NowClientError {
                #expect(error.status == 404)
                #expect(error.kind == .http)
                #expect(error.envelope?.error.message == "No Record found")
            }
            struct Wrong: Decodable { var no_such_field: String }
            do {
                _ = try await client.table.fetchList(
                    Wrong.self, from: "incident", configuration: FetchConfiguration(limit: 1))
                Issue.record("expected a decoding error")
            } catch let error as NowClientError {
                #expect(error.description.contains("no_such_field"))
            }
            #expect(throws: NowClientError.self) { try NowClient(baseURL: "not a url") }
        }
    }

    @Test("fetchAll follows Link rel=next to the last page")
    func pagination() async throws {
        try await Self.withInstance { url in
            let client = try NowClient(baseURL: url, authentication: .basic(user: "admin", password: "admin"))
            let page = try await client.table.fetchPage("incident", configuration: FetchConfiguration(limit: 60))
            #expect(page.records.count == 60)
            #expect(page.totalCount == 200)
            #expect(page.next != nil)
            let all = try await client.table.fetchAll("incident", configuration: FetchConfiguration(limit: 60))
            #expect(Set(all.compactMap { $0["number"]?.text }).count == 200)
        }
    }

    @Test("a session signs in with Basic once, then sends only its cookies")
    func sessionUsesCookies() async throws {
        try await Self.withInstance { url in
            let transport = WatchingTransport()
            let client = try NowClient(
                baseURL: url, authentication: .session(user: "john.doe", password: "password"), transport: transport)
            let me = try await client.logIn()
            #expect(me["name"]?.text == "John Doe")
            _ = try await client.table.fetchList("incident", query: [("sysparm_limit", "1")])
            let sent = transport.sent.withLock { $0 }
            #expect(sent.count == 2)
            #expect(sent[0].headers[.authorization]?.hasPrefix("Basic ") == true)
            #expect(sent[1].headers[.authorization] == nil)
            #expect(sent[1].headers[.cookie]?.contains("JSESSIONID=") == true)
            let cookieFields = sent[1].headers[fields: .cookie]
            #expect(cookieFields.count == 1, "HTTP/1.1 allows one Cookie header")
            #expect(cookieFields.first?.value.contains("; glide_") == true)
        }
    }

    @Test("OAuth takes a token with the password grant and sends it as a bearer token; a bad password is an auth error")
    func oauth() async throws {
        try await Self.withInstance { url in
            let transport = WatchingTransport()
            let client = try NowClient(
                baseURL: url,
                authentication: .oauth(
                    clientID: "nowtape", clientSecret: "nowtape-secret", user: "abel.tuter", password: "password"),
                transport: transport)
            let me = try await client.logIn()
            #expect(me["user_name"]?.text == "abel.tuter")
            let sent = transport.sent.withLock { $0 }
            #expect(sent.first?.url.hasSuffix("/oauth_token.do") == true)
            #expect(sent.last?.headers[.authorization]?.hasPrefix("Bearer ") == true)
            let wrong = try NowClient(
                baseURL: url,
                authentication: .oauth(clientID: "app", clientSecret: "s", user: "abel.tuter", password: "no"))
            await #expect(throws: NowClientError.self) { _ = try await wrong.logIn() }
        }
    }

    @Test("GraphQL returns data and errors side by side, and decodes")
    func graphQL() async throws {
        try await Self.withInstance { url in
            let client = try NowClient(baseURL: url, authentication: .basic(user: "admin", password: "admin"))
            struct Groups: Decodable {
                struct Query: Decodable {
                    struct Table: Decodable { var _rowCount: Int }
                    var sys_user_group: Table
                }
                var GlideRecord_Query: Query
            }
            let groups = try await client.graphQL.execute(
                GraphQLQuery("{ GlideRecord_Query { sys_user_group { _rowCount } } }"), as: Groups.self)
            #expect(groups.GlideRecord_Query.sys_user_group._rowCount == 5)
            let broken = try await client.graphQL.execute(
                GraphQLQuery("{ GlideRecord_Query { incident(queryConditions: \"activeXX\") { _rowCount } } }"))
            #expect(!broken.errors.isEmpty)
        }
    }

    @Test("Link headers and cookies are read as the platform writes them")
    func linkHeader() {
        let header =
            "<https://x/api/now/table/incident?sysparm_offset=0>;rel=\"first\",<https://x/api/now/table/incident?sysparm_offset=10>;rel=\"next\""
        #expect(LinkHeader.url("next", in: header) == "https://x/api/now/table/incident?sysparm_offset=10")
        #expect(LinkHeader.url("prev", in: header) == nil)
    }
}
