import Foundation
import NowInstance
import Testing

@Suite("Embedded instance: Table API error envelopes")
struct TableErrorTests {
    func expectEnvelope(
        _ reply: HTTPTestClient.Reply, status: Int, message: String, detail: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(reply.status == status, sourceLocation: sourceLocation)
        #expect(reply.json["status"] as? String == "failure", sourceLocation: sourceLocation)
        #expect(reply.errorMessage == message, sourceLocation: sourceLocation)
        if let detail {
            #expect(reply.errorDetail == detail, sourceLocation: sourceLocation)
        }
        #expect(reply.headers["content-type"]?.hasPrefix("application/json") == true, sourceLocation: sourceLocation)
    }

    @Test("an unknown table is 400 Invalid table")
    func unknownTable() async throws {
        let client = try await SharedInstance.shared.client()
        for version in ["", "/v1", "/v2"] {
            let reply = try await client.request("/api/now\(version)/table/x_no_such", user: "john.doe")
            expectEnvelope(
                reply, status: 400, message: "Invalid table x_no_such", detail: "Table x_no_such does not exist")
        }
    }

    @Test("a missing record is 404 No Record found, for GET, PUT, PATCH and DELETE")
    func missingRecord() async throws {
        let client = try await SharedInstance.shared.client()
        let missing = "/api/now/table/incident/0123456789abcdef0123456789abcdef"
        for method in ["GET", "PUT", "PATCH", "DELETE"] {
            let reply = try await client.request(
                missing, method: method, user: "admin", password: "admin", body: Data("{}".utf8))
            expectEnvelope(
                reply, status: 404, message: "No Record found",
                detail: "Record doesn't exist or ACL restricts the record retrieval")
        }
        let notAnID = try await client.request("/api/now/table/incident/INC0010001", user: "john.doe")
        #expect(notAnID.status == 404)
    }

    @Test("v1 answers an empty list with 404; v2 and the unversioned path with an empty result")
    func emptyListByVersion() async throws {
        let client = try await SharedInstance.shared.client()
        let query = "/table/incident?sysparm_query=number%3DNOPE"
        let v1 = try await client.request("/api/now/v1" + query, user: "john.doe")
        expectEnvelope(v1, status: 404, message: "No Record found")
        for prefix in ["/api/now/v2", "/api/now"] {
            let reply = try await client.request(prefix + query, user: "john.doe")
            #expect(reply.status == 200)
            #expect(reply.text == "{\"result\":[]}")
            #expect(reply.headers["x-total-count"] == "0")
        }
    }

    @Test("read denial is 403 Insufficient rights to query records")
    func readDenied() async throws {
        let client = try await SharedInstance.shared.client()
        let reply = try await client.request("/api/now/table/sys_journal_field", user: "guest.user")
        expectEnvelope(reply, status: 403, message: "Insufficient rights to query records")
    }

    @Test("write denial is 403 Operation Failed, naming Insert, Update or Delete")
    func writeDenied() async throws {
        let client = try await SharedInstance.shared.client()
        let insert = try await client.request(
            "/api/now/table/sys_user", method: "POST", user: "john.doe", body: Data(#"{"user_name":"x"}"#.utf8))
        expectEnvelope(
            insert, status: 403, message: "Operation Failed",
            detail: "ACL Exception Insert Failed due to security constraints")
        let user = "/api/now/table/sys_user/62826bf03710200044e0bfc8bcbe5df1"
        let update = try await client.request(
            user, method: "PATCH", user: "john.doe", body: Data(#"{"title":"x"}"#.utf8))
        expectEnvelope(
            update, status: 403, message: "Operation Failed",
            detail: "ACL Exception Update Failed due to security constraints")
        let delete = try await client.request(user, method: "DELETE", user: "john.doe")
        expectEnvelope(
            delete, status: 403, message: "Operation Failed",
            detail: "ACL Exception Delete Failed due to security constraints")
        let unchanged = try await client.request(user, user: "admin", password: "admin")
        #expect(unchanged.result["title"] as? String == "Analyst")
    }

    @Test("bad JSON is 400 and says what to send; nothing is written")
    func badJSON() async throws {
        try await withInstance { client in
            for body in ["{\"short_description\": ", "[1,2]", "not json"] {
                let reply = try await client.request(
                    "/api/now/table/incident", method: "POST", user: "john.doe", body: Data(body.utf8))
                expectEnvelope(reply, status: 400, message: "Exception while reading request")
                #expect(reply.errorDetail?.contains("JSON") == true)
            }
            let count = try await client.request("/api/now/table/incident?sysparm_limit=1", user: "john.doe")
            #expect(count.headers["x-total-count"] == "200")
        }
    }

    @Test("a body over 10 MB is refused with Exception while reading request; nothing is written")
    func oversizedBody() async throws {
        try await withInstance { client in
            let text = String(repeating: "a", count: 10 * 1024 * 1024 + 16)
            let body = Data("{\"short_description\":\"\(text)\"}".utf8)
            let reply = try await client.request(
                "/api/now/table/incident", method: "POST", user: "john.doe", body: body)
            expectEnvelope(reply, status: 413, message: "Exception while reading request")
            #expect(reply.errorDetail?.contains("10 MB") == true)
            let count = try await client.request("/api/now/table/incident?sysparm_limit=1", user: "john.doe")
            #expect(count.headers["x-total-count"] == "200")
        }
    }
}
