import Foundation
import NowClient
import NowTapeEmbedded
import NowTapeTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The traits as a user's suite writes them. The cassettes are committed beside this file, so under CI these
/// tests replay strictly with no instance; elsewhere they record once from the embedded instance.
@Suite(.nowTape(user: .basic(user: "john.doe", password: "password"), embedded: .instance(seedIncidents: 20)))
struct TraitTests {
    @Test(.cassette) func listsJohnsIncidents() async throws {
        let client = try NowTape.client()
        let incidents = try await client.table.fetchList(
            "incident",
            query: [
                ("sysparm_query", "active=true^ORDERBYnumber"), ("sysparm_limit", "2"), ("sysparm_fields", "number"),
            ])
        #expect(incidents.count == 2)
        #expect(incidents.first?["number"]?.text?.hasPrefix("INC") == true)
    }

    @Test(.cassette("named-cassette")) func usesTheNamedCassette() async throws {
        let session = try NowTape.session
        #expect(session.cassettePath?.hasSuffix("Cassettes/TraitTests/named-cassette.json") == true)
        let user = try await NowTape.client().logIn()
        #expect(user["user_name"]?.text == "john.doe")
    }

    @Test(.cassette) func urlSessionGoesThroughTheSession() async throws {
        let session = URLSession(configuration: try NowTape.urlSessionConfiguration)
        var request = URLRequest(
            url: try #require(URL(string: try NowTape.baseURL + "/api/now/table/sys_user?user_name=abel.tuter")))
        request.setValue(
            "Basic " + Data("abel.tuter:password".utf8).base64EncodedString(), forHTTPHeaderField: "Authorization")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let (data, response) = try await session.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        let records = try JSONValue(parsing: data)["result"]?.arrayValue
        #expect(records?.first?["name"]?.text == "Abel Tuter")
    }
}

/// Mode embedded: every request goes to a fresh embedded instance in the same process, and no cassette is written.
@Suite(.nowTape(mode: .embedded, embedded: .instance(seedIncidents: 20)))
struct EmbeddedModeTests {
    @Test(.cassette) func writesGoToAFreshInstance() async throws {
        let client = try NowTape.client()
        let created = try await client.table.create("incident", values: ["short_description": .string("Hi")])
        let id = try #require(created["sys_id"]?.text)
        let fetched = try await client.table.fetch("incident", sysID: id)
        #expect(fetched["short_description"]?.text == "Hi")
        #expect(try NowTape.session.cassettePath == nil)
        #expect(created["number"]?.text == "INC0010021")
    }

    @Test(.cassette) func eachTestHasItsOwnInstance() async throws {
        let created = try await NowTape.client().table.create("incident", values: [:])
        // The same number as the other test's: nothing is shared between tests.
        #expect(created["number"]?.text == "INC0010021")
    }
}
