import Foundation
import NowInstance
import Testing

@Suite("Embedded instance: Table API parameters")
struct TableParameterTests {
    let admin = "admin"

    func get(_ path: String) async throws -> HTTPTestClient.Reply {
        try await SharedInstance.shared.client().request(path, user: "admin", password: "admin")
    }

    @Test("sysparm_query filters and orders, and a part naming an unknown field is ignored")
    func query() async throws {
        let reply = try await get("/api/now/table/incident?sysparm_query=active%3Dtrue%5EORDERBYDESCnumber")
        #expect(reply.status == 200)
        let numbers = reply.results.compactMap { $0["number"] as? String }
        #expect(numbers.count > 20)
        #expect(numbers == numbers.sorted(by: >))
        #expect(reply.results.allSatisfy { $0["active"] as? String == "true" })
        let lenient = try await get(
            "/api/now/table/incident?sysparm_query=no_such_field%3Dx%5Eactive%3Dtrue%5EORDERBYDESCnumber")
        #expect(lenient.results.compactMap { $0["number"] as? String } == numbers)
    }

    @Test("123TEXTQUERY321 keyword search finds whole words in text fields and numbers")
    func keywordSearch() async throws {
        let reply = try await get(
            "/api/now/table/incident?sysparm_query=123TEXTQUERY321%3Dprinter%5EORDERBYnumber&sysparm_fields=short_description"
        )
        #expect(!reply.results.isEmpty)
        #expect(reply.results.allSatisfy { ($0["short_description"] as? String)?.contains("Printer") == true })
        let all = try await get("/api/now/table/incident?sysparm_fields=short_description")
        let printers = all.results.filter { ($0["short_description"] as? String)?.contains("Printer") == true }
        #expect(reply.results.count == printers.count)
        let byNumber = try await get(
            "/api/now/table/task?sysparm_query=123TEXTQUERY321%3DINC0010005&sysparm_fields=number")
        #expect(byNumber.results.compactMap { $0["number"] as? String } == ["INC0010005"])
        let ios = try await get(
            "/api/now/table/incident?sysparm_query=123TEXTQUERY321%3DiOS%2013%20%7C%20iOS%2014&sysparm_fields=short_description"
        )
        #expect(!ios.results.isEmpty)
        #expect(ios.results.allSatisfy { ($0["short_description"] as? String)?.hasPrefix("iOS 1") == true })
    }

    @Test("sysparm_fields keeps only the named fields, allows dot-walks and ignores unknown names")
    func fields() async throws {
        let reply = try await get(
            "/api/now/table/incident?sysparm_limit=3&sysparm_fields=number,assigned_to.name,bogus,%20state")
        #expect(reply.results.count == 3)
        for row in reply.results {
            #expect(Set(row.keys) == ["number", "assigned_to.name", "state"])
        }
        let assigned = try await get(
            "/api/now/table/incident?sysparm_query=assigned_to%3Dea2bc1b14f4212008a5ab895f110c7d1"
                + "&sysparm_limit=1&sysparm_fields=assigned_to.name,assigned_to.user_name")
        #expect(assigned.results.first?["assigned_to.name"] as? String == "John Doe")
        #expect(assigned.results.first?["assigned_to.user_name"] as? String == "john.doe")
    }

    @Test("references are {link, value} with links on the base URL the client used, or bare ids when excluded")
    func references() async throws {
        let client = try await SharedInstance.shared.client()
        let reply = try await get("/api/now/v2/table/incident?sysparm_limit=1&sysparm_query=caller_idISNOTEMPTY")
        let caller = try #require(reply.results.first?["caller_id"] as? [String: String])
        let id = try #require(caller["value"])
        #expect(id.count == 32)
        #expect(caller["link"] == "\(client.baseURL)/api/now/v2/table/sys_user/\(id)")
        let localhost = client.baseURL.replacingOccurrences(of: "127.0.0.1", with: "localhost")
        let viaName = try await client.request(
            localhost + "/api/now/table/incident?sysparm_limit=1&sysparm_query=caller_idISNOTEMPTY",
            user: "admin", password: "admin")
        let link = try #require((viaName.results.first?["caller_id"] as? [String: String])?["link"])
        #expect(link.hasPrefix(localhost + "/api/now/table/sys_user/"))
        for flag in ["true", "True", "TRUE"] {
            let bare = try await get(
                "/api/now/table/incident?sysparm_limit=1&sysparm_query=caller_idISNOTEMPTY"
                    + "&sysparm_exclude_reference_link=\(flag)")
            #expect(bare.results.first?["caller_id"] as? String == id)
        }
    }

    @Test("sysparm_display_value: false gives values, true gives labels, all gives both with links on references")
    func displayValues() async throws {
        let query =
            "/api/now/table/incident?sysparm_limit=1&sysparm_query=assigned_to%3Dea2bc1b14f4212008a5ab895f110c7d1"
            + "%5Estate%3D2&sysparm_fields=state,assigned_to,number"
        let plain = try await get(query + "&sysparm_display_value=false")
        #expect(plain.results.first?["state"] as? String == "2")
        let shown = try await get(query + "&sysparm_display_value=true")
        #expect(shown.results.first?["state"] as? String == "In Progress")
        let assignee = try #require(shown.results.first?["assigned_to"] as? [String: String])
        #expect(assignee["display_value"] == "John Doe")
        #expect(assignee["link"]?.hasSuffix("/sys_user/ea2bc1b14f4212008a5ab895f110c7d1") == true)
        let both = try await get(query + "&sysparm_display_value=all")
        let state = try #require(both.results.first?["state"] as? [String: String])
        #expect(state == ["display_value": "In Progress", "value": "2"])
        let number = try #require(both.results.first?["number"] as? [String: String])
        #expect(number["display_value"] == number["value"])
        let reference = try #require(both.results.first?["assigned_to"] as? [String: String])
        #expect(Set(reference.keys) == ["display_value", "link", "value"])
        #expect(reference["value"] == "ea2bc1b14f4212008a5ab895f110c7d1")
    }

    @Test("limit and offset page through the same ordering")
    func limitAndOffset() async throws {
        let order = "&sysparm_query=ORDERBYnumber&sysparm_fields=number"
        let ten = try await get("/api/now/table/incident?sysparm_limit=10" + order)
        let second = try await get("/api/now/table/incident?sysparm_limit=5&sysparm_offset=5" + order)
        #expect(ten.results.count == 10)
        #expect(
            second.results.compactMap { $0["number"] as? String }
                == ten.results.dropFirst(5).compactMap { $0["number"] as? String })
        let everything = try await get("/api/now/table/incident?sysparm_fields=number")
        #expect(everything.results.count == 200)
        #expect(everything.headers["x-total-count"] == "200")
    }

    @Test("X-Total-Count and Link come in the platform's exact format")
    func pagingHeaders() async throws {
        let client = try await SharedInstance.shared.client()
        let path = "/api/now/table/incident?sysparm_limit=20&sysparm_offset=40&sysparm_fields=number"
        let reply = try await get(path)
        #expect(reply.headers["x-total-count"] == "200")
        let base = "\(client.baseURL)/api/now/table/incident?sysparm_limit=20&sysparm_fields=number&sysparm_offset="
        let expected = [(0, "first"), (20, "prev"), (60, "next"), (180, "last")]
            .map { "<\(base)\($0.0)>;rel=\"\($0.1)\"" }.joined(separator: ",")
        #expect(reply.headers["link"] == expected)
        let first = try await get("/api/now/table/incident?sysparm_limit=20&sysparm_fields=number")
        #expect(first.headers["link"]?.contains("sysparm_offset=-20>;rel=\"prev\"") == true)
        let last = try await get("/api/now/table/incident?sysparm_limit=20&sysparm_offset=180&sysparm_fields=number")
        #expect(last.headers["link"]?.contains("rel=\"next\"") == false)
        #expect(last.headers["link"]?.hasSuffix("sysparm_offset=180>;rel=\"last\"") == true)
    }

    @Test("Link URLs percent-encode the query as curl does: letters, digits and -._~, stay, other bytes as UTF-8")
    func linkEncoding() async throws {
        let client = try await SharedInstance.shared.client()
        let reply = try await get(
            "/api/now/table/incident?sysparm_query=short_description!%3D%C3%A9t%C3%A9%20a%2Bb%26c%5EORDERBYnumber"
                + "&sysparm_fields=number,sys_id&sysparm_limit=5")
        let first = reply.headers["link"]?.split(separator: ",<").first.map(String.init)
        #expect(
            first
                == "<\(client.baseURL)/api/now/table/incident?sysparm_query=short_description%21%3D%C3%A9t%C3%A9%20a"
                + "%2Bb%26c%5EORDERBYnumber&sysparm_fields=number,sys_id&sysparm_limit=5&sysparm_offset=0>;rel=\"first\""
        )
    }

    @Test("sysparm_no_count drops X-Total-Count and sysparm_suppress_pagination_header drops Link")
    func suppressHeaders() async throws {
        let noCount = try await get("/api/now/table/incident?sysparm_limit=2&sysparm_no_count=True")
        #expect(noCount.headers["x-total-count"] == nil)
        #expect(noCount.headers["link"] != nil)
        let noLink = try await get("/api/now/table/incident?sysparm_limit=2&sysparm_suppress_pagination_header=TRUE")
        #expect(noLink.headers["link"] == nil)
        #expect(noLink.headers["x-total-count"] == "200")
        // Without sysparm_limit a real instance sends no Link at all, and still counts.
        let unpaged = try await get("/api/now/table/incident?sysparm_fields=number")
        #expect(unpaged.headers["link"] == nil)
        #expect(unpaged.headers["x-total-count"] == "200")
    }

    @Test("plain field=value pairs filter; empty parameters and the view parameters are accepted")
    func plainFiltersAndEmptyParameters() async throws {
        let user = try await get("/api/now/v2/table/sys_user?user_name=john.doe&sysparm_fields=user_name,sys_id")
        #expect(user.results.count == 1)
        #expect(user.results.first?["sys_id"] as? String == "ea2bc1b14f4212008a5ab895f110c7d1")
        let loose = try await get(
            "/api/now/table/incident?sysparm_query=&sysparm_fields=&sysparm_view=mobile&sysparm_query_category="
                + "&sysparm_query_no_domain=true&sysparm_limit=")
        #expect(loose.status == 200)
        #expect(loose.results.count == 200)
        #expect(loose.results.first?["short_description"] != nil)
    }

    @Test("GET one returns the record; fields and display values apply to it too")
    func getOne() async throws {
        let list = try await get("/api/now/table/problem?sysparm_limit=1&sysparm_fields=sys_id,number")
        let id = try #require(list.results.first?["sys_id"] as? String)
        let one = try await get(
            "/api/now/v1/table/problem/\(id)?sysparm_fields=number,state&sysparm_display_value=true")
        #expect(one.status == 200)
        #expect(one.result["number"] as? String == list.results.first?["number"] as? String)
        #expect(Set(one.result.keys) == ["number", "state"])
    }
}
