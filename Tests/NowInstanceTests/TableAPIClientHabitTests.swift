import Foundation
import NowInstance
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What third-party clients do that NowTape's own client does not: display-value filters, `X-no-response-body`,
/// XML both ways, and posting to the unversioned path.
@Suite("Embedded instance: Table API habits of third-party clients", .stopsServers)
struct TableAPIClientHabitTests {
    @Test("a choice filter given by its label, in any case, matches as its value does")
    func choiceLabelFilter() async throws {
        let client = try await SharedInstance.shared.client()
        let byValue = try await client.request(
            "/api/now/table/incident?state=7&sysparm_limit=1", user: "admin", password: "admin")
        let total = try #require(byValue.headers["x-total-count"].flatMap(Int.init))
        #expect(total > 0)
        for label in ["Closed", "closed", "CLOSED"] {
            let byLabel = try await client.request(
                "/api/now/table/incident?state=\(label)&sysparm_limit=1", user: "admin", password: "admin")
            #expect(byLabel.headers["x-total-count"].flatMap(Int.init) == total, "state=\(label)")
        }
        let unknown = try await client.request(
            "/api/now/table/incident?state=Nonsense&sysparm_limit=1", user: "admin", password: "admin")
        #expect(unknown.headers["x-total-count"] == "0")
    }

    @Test("numbers in a JSON body are stored by value: 2.50 as 2.5, 1e3 as 1000, -7 as -7")
    func numbersByValue() async throws {
        try await withInstance { client in
            let created = try await client.request(
                "/api/now/table/incident", method: "POST", user: "john.doe",
                body: Data(#"{"short_description":2.50,"description":1e3,"reassignment_count":-7}"#.utf8))
            #expect(created.result["short_description"] as? String == "2.5")
            #expect(created.result["description"] as? String == "1000")
            #expect(created.result["reassignment_count"] as? String == "-7")
        }
    }

    @Test("Location follows the path the client posted to")
    func locationFollowsPath() async throws {
        try await withInstance { client in
            for prefix in ["/api/now/table", "/api/now/v1/table", "/api/now/v2/table"] {
                let created = try await client.request(
                    "\(prefix)/incident", method: "POST", user: "john.doe",
                    body: Data(#"{"short_description":"Where am I"}"#.utf8))
                let id = try #require(created.result["sys_id"] as? String)
                #expect(created.headers["location"] == "\(client.baseURL)\(prefix)/incident/\(id)")
            }
        }
    }

    @Test("X-no-response-body: POST answers 201 with Location and no body; PUT and PATCH answer 204")
    func noResponseBody() async throws {
        try await withInstance { client in
            let quiet = ["X-no-response-body": "true"]
            let created = try await client.request(
                "/api/now/table/incident", method: "POST", user: "john.doe", headers: quiet,
                body: Data(#"{"short_description":"Quiet create"}"#.utf8))
            #expect(created.status == 201)
            #expect(created.body.isEmpty)
            let location = try #require(created.headers["location"])
            let id = String(location.split(separator: "/").last ?? "")
            let read = try await client.request("/api/now/table/incident/\(id)", user: "john.doe")
            #expect(read.result["short_description"] as? String == "Quiet create")
            for method in ["PATCH", "PUT"] {
                let changed = try await client.request(
                    "/api/now/table/incident/\(id)", method: method, user: "john.doe", headers: quiet,
                    body: Data(#"{"short_description":"Quiet \#(method)"}"#.utf8))
                #expect(changed.status == 204, "\(method)")
                #expect(changed.body.isEmpty, "\(method)")
            }
            let after = try await client.request("/api/now/table/incident/\(id)", user: "john.doe")
            #expect(after.result["short_description"] as? String == "Quiet PUT")
            let loud = try await client.request(
                "/api/now/table/incident/\(id)", method: "PATCH", user: "john.doe",
                headers: ["X-no-response-body": "false"], body: Data(#"{"urgency":"1"}"#.utf8))
            #expect(loud.status == 200 && loud.result["urgency"] as? String == "1")
            let failed = try await client.request(
                "/api/now/table/incident", method: "POST", user: "john.doe", headers: quiet, body: Data("{".utf8))
            #expect(failed.status == 400 && failed.errorMessage != nil, "errors keep their envelope")
        }
    }

    @Test("Accept: application/xml answers the platform's XML, for lists, records and errors")
    func xmlAnswers() async throws {
        let client = try await SharedInstance.shared.client()
        let xml = ["Accept": "application/xml"]
        let list = try await client.request(
            "/api/now/table/incident?sysparm_limit=2&sysparm_fields=number,caller_id", user: "admin", password: "admin",
            headers: xml)
        #expect(list.status == 200)
        #expect(list.headers["content-type"] == "application/xml;charset=UTF-8")
        let document = try XMLDocument(data: list.body)
        #expect(document.rootElement()?.name == "response")
        let results = try document.nodes(forXPath: "/response/result")
        #expect(results.count == 2)
        #expect(try document.nodes(forXPath: "/response/result/number").count == 2)
        #expect(try document.nodes(forXPath: "/response/result/caller_id/value").count == 2)
        let json = try await client.request(
            "/api/now/table/incident?sysparm_limit=2&sysparm_fields=number", user: "admin", password: "admin")
        let numbers = try document.nodes(forXPath: "/response/result/number").compactMap(\.stringValue)
        #expect(numbers == json.results.compactMap { $0["number"] as? String })

        let missing = try await client.request(
            "/api/now/table/incident/00000000000000000000000000000000", user: "admin", password: "admin", headers: xml)
        #expect(missing.status == 404)
        let error = try XMLDocument(data: missing.body)
        #expect(try error.nodes(forXPath: "/response/error/message").first?.stringValue == "No Record found")
        #expect(try error.nodes(forXPath: "/response/status").first?.stringValue == "failure")

        let anonymous = try await client.request("/api/now/table/incident", headers: xml)
        #expect(anonymous.status == 401)
        #expect(anonymous.headers["content-type"] == "application/xml;charset=UTF-8")

        let preferJSON = try await client.request(
            "/api/now/table/incident?sysparm_limit=1", user: "admin", password: "admin",
            headers: ["Accept": "application/xml;q=0.5, application/json"])
        #expect(preferJSON.headers["content-type"] == "application/json;charset=UTF-8")
    }

    @Test("an XML body creates and updates a record; escapes and CDATA are text")
    func xmlBodies() async throws {
        try await withInstance { client in
            let created = try await client.request(
                "/api/now/table/incident?sysparm_fields=sys_id,short_description,urgency", method: "POST",
                user: "john.doe", headers: ["Content-Type": "application/xml"],
                body: Data(
                    "<request><entry><short_description>Printer &amp; scanner &lt;3F&gt;</short_description><urgency>2</urgency></entry></request>"
                        .utf8))
            #expect(created.status == 201)
            #expect(created.result["short_description"] as? String == "Printer & scanner <3F>")
            #expect(created.result["urgency"] as? String == "2")
            let id = try #require(created.result["sys_id"] as? String)
            let patched = try await client.request(
                "/api/now/table/incident/\(id)", method: "PATCH", user: "john.doe",
                headers: ["Content-Type": "text/xml; charset=utf-8"],
                body: Data("<request><short_description><![CDATA[a <b> & c]]></short_description></request>".utf8))
            #expect(patched.status == 200)
            #expect(patched.result["short_description"] as? String == "a <b> & c")
        }
    }

    @Test(
        "a malformed or hostile XML body is refused with 400 that says what to send, and nothing is written",
        arguments: [
            ("<request><entry><short_description>open", "not well-formed"),
            (
                "<!DOCTYPE r [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><request><entry><short_description>&x;</short_description></entry></request>",
                "DOCTYPE"
            ),
            ("<request><entry><short_description>&undefined;</short_description></entry></request>", "not well-formed"),
            ("<request><entry><a>1</a></entry><entry><a>2</a></entry></request>", "2 <entry> elements"),
            ("not xml at all", "not well-formed"),
            (String(repeating: "<a>", count: 40) + String(repeating: "</a>", count: 40), "nest deeper than 16"),
        ])
    func hostileXML(body: String, reason: String) async throws {
        try await withInstance { client in
            let before = try await client.request("/api/now/table/incident?sysparm_limit=1", user: "john.doe")
            let reply = try await client.request(
                "/api/now/table/incident", method: "POST", user: "john.doe",
                headers: ["Content-Type": "application/xml"], body: Data(body.utf8))
            #expect(reply.status == 400)
            #expect(reply.errorDetail?.contains(reason) == true, "\(reply.errorDetail ?? "")")
            #expect(reply.errorDetail?.contains("<request><entry>") == true)
            #expect(!reply.text.contains("root:"))
            let after = try await client.request("/api/now/table/incident?sysparm_limit=1", user: "john.doe")
            #expect(after.headers["x-total-count"] == before.headers["x-total-count"])
        }
    }

    @Test("every part of a query the instance ignores is logged with the part and the reason")
    func ignoredPartsAreLogged() async throws {
        let instance = try await EmbeddedInstance.prepare(InstanceConfiguration(clock: { SeedData.referenceDate }))
        let running = try await instance.start()
        let client = HTTPTestClient(baseURL: running.baseURL)
        let reply = try await client.request(
            "/api/now/table/incident?sysparm_query=nosuch%3D1%5Eshort_descriptionLIKEdrive%5EactiveXX%5EORDERBYbogus"
                + "%5Ecaller_id.nofield%3Dx%5Enumber.name%3Dy&foo=bar&sysparm_limit=1",
            user: "admin", password: "admin")
        #expect(reply.status == 200)
        let messages = instance.log.entries.filter { $0.level == "warn" }.map(\.message)
        let expected = [
            "sysparm_query part 'activeXX' ignored: 'XX' after field 'active'",
            "sysparm_query condition 'nosuch=1' ignored: table 'incident' has no field 'nosuch'",
            "sysparm_query condition 'caller_id.nofield=x' ignored: table 'sys_user' has no field 'nofield'",
            "sysparm_query condition 'number.name=y' ignored: 'number' on 'incident' is not a reference",
            "sysparm_query sort on 'bogus' ignored: table 'incident' has no field 'bogus'",
            "parameter 'foo' ignored: it is neither a sysparm_ parameter nor a field of 'incident'",
        ]
        for text in expected {
            #expect(messages.contains { $0.hasPrefix(text) }, "missing: \(text)\nlogged: \(messages)")
        }
        #expect(!messages.contains { $0.contains("short_descriptionLIKEdrive") })
    }

    @Test("tags: label_entry rows answer sys_tags conditions, DOESNOTHAVE and EXCLUDING")
    func tags() async throws {
        try await withInstance { client in
            func post(_ table: String, _ json: String) async throws -> String {
                let reply = try await client.request(
                    "/api/now/table/\(table)", method: "POST", user: "admin", password: "admin", body: Data(json.utf8))
                #expect(reply.status == 201, "\(reply.text)")
                return try #require(reply.result["sys_id"] as? String)
            }
            func count(_ query: String) async throws -> Int? {
                let reply = try await client.request(
                    "/api/now/table/incident?sysparm_limit=1&sysparm_query="
                        + (query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? query),
                    user: "admin", password: "admin")
                return reply.headers["x-total-count"].flatMap(Int.init)
            }
            let total = try #require(try await count(""))
            let incidents = try await client.request(
                "/api/now/table/incident?sysparm_limit=2&sysparm_fields=sys_id", user: "admin", password: "admin")
            let ids = incidents.results.compactMap { $0["sys_id"] as? String }
            try #require(ids.count == 2)
            let active = try await post("label", #"{"name":"Most Active","viewable_by":"everyone"}"#)
            let other = try await post("label", #"{"name":"Follow up","viewable_by":"everyone"}"#)
            _ = try await post("label_entry", #"{"label":"\#(active)","table":"incident","table_key":"\#(ids[0])"}"#)
            _ = try await post("label_entry", #"{"label":"\#(other)","table":"incident","table_key":"\#(ids[1])"}"#)
            #expect(try await count("sys_tags.\(active)=\(active)") == 1)
            #expect(try await count("sys_tags.\(active)DOESNOTHAVE\(active)") == 1)
            #expect(try await count("sys_tags.\(active)EXCLUDING\(active)") == total - 1)
            #expect(try await count("sys_tags.\(active)=\(active)^ORsys_tags.\(other)=\(other)") == 2)
        }
    }

    @Test("RLQUERY selects users by how many incidents they called in, as counting the incidents does")
    func relatedListQuery() async throws {
        let client = try await SharedInstance.shared.client()
        let incidents = try await client.request(
            "/api/now/table/incident?sysparm_fields=caller_id,priority&sysparm_exclude_reference_link=true",
            user: "admin", password: "admin")
        var calls: [String: Int] = [:]
        var critical: Set<String> = []
        for incident in incidents.results {
            guard let caller = incident["caller_id"] as? String, !caller.isEmpty else { continue }
            calls[caller, default: 0] += 1
            if incident["priority"] as? String == "1" { critical.insert(caller) }
        }
        func users(_ query: String) async throws -> Set<String> {
            let encoded = query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? query
            let reply = try await client.request(
                "/api/now/table/sys_user?sysparm_fields=sys_id&sysparm_query=\(encoded)", user: "admin",
                password: "admin")
            #expect(reply.status == 200)
            return Set(reply.results.compactMap { $0["sys_id"] as? String })
        }
        let frequent = Set(calls.filter { $0.value >= 3 }.keys)
        #expect(!frequent.isEmpty)
        #expect(try await users("RLQUERYincident.caller_id,>=3^ENDRLQUERY") == frequent)
        #expect(try await users("RLQUERYincident.caller_id,>=1^priority=1^ENDRLQUERY") == critical)
        #expect(try await users("RLQUERYincident.caller_id,>=1,priority=1^ENDRLQUERY") == critical)
    }
}
