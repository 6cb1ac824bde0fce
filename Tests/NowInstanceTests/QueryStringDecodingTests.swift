import Foundation
import NowInstance
import Testing

/// Clients that encode with `urlencode` (Python's `requests`, pysnow) send a space as `+`; the instance must read it
/// as the platform does, exactly as `%20`.
@Suite("Embedded instance: query strings decoded as clients encode them")
struct QueryStringDecodingTests {
    func get(_ path: String) async throws -> HTTPTestClient.Reply {
        try await SharedInstance.shared.client().request(path, user: "admin", password: "admin")
    }

    @Test("a `+` in sysparm_query is a space, the same as %20")
    func plusIsSpace() async throws {
        let plus = try await get(
            "/api/now/table/incident?sysparm_query=short_description%3DShared+drive+is+full&sysparm_fields=number")
        let percent = try await get(
            "/api/now/table/incident?sysparm_query=short_description%3DShared%20drive%20is%20full"
                + "&sysparm_fields=number")
        #expect(!percent.results.isEmpty)
        #expect(
            plus.results.compactMap { $0["number"] as? String }
                == percent.results.compactMap {
                    $0["number"] as? String
                })
        #expect(plus.headers["x-total-count"] == percent.headers["x-total-count"])
    }

    @Test("a date with `+` between day and time filters as with %20")
    func plusInDate() async throws {
        let plus = try await get("/api/now/table/incident?sysparm_query=opened_at%3E2000-01-01+00:00:00")
        let percent = try await get("/api/now/table/incident?sysparm_query=opened_at%3E2000-01-01%2000:00:00")
        #expect(plus.status == 200 && percent.status == 200)
        #expect(plus.headers["x-total-count"] == percent.headers["x-total-count"])
        #expect(plus.headers["x-total-count"].flatMap(Int.init) ?? 0 > 0)
    }

    @Test("%2B is a plus sign, not a space, and a name-value filter reads `+` as a space too")
    func encodedPlus() async throws {
        let nameValue = try await get("/api/now/table/incident?short_description=Shared+drive+is+full")
        #expect(!nameValue.results.isEmpty)
        #expect(nameValue.results.allSatisfy { $0["short_description"] as? String == "Shared drive is full" })
        let literalPlus = try await get("/api/now/table/incident?short_description=Shared%2Bdrive%2Bis%2Bfull")
        #expect(literalPlus.results.isEmpty)
    }
}
