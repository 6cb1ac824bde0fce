import Foundation
import NowInstance
import Testing

/// The Batch API over real sockets: each request answers as it would alone, with the batch's credentials.
@Suite("Embedded instance: Batch API")
struct BatchAPITests {
    struct Served {
        let id: String
        let status: Int
        let statusText: String
        let headers: [String: String]
        let body: Data
        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }
    }

    static func item(
        _ id: String, _ method: String, _ url: String, body: String? = nil, extra: [String: Any] = [:]
    ) -> [String: Any] {
        var item: [String: Any] = [
            "id": id, "method": method, "url": url,
            "headers": [
                ["name": "Content-Type", "value": "application/json"], ["name": "Accept", "value": "application/json"],
            ],
        ]
        if let body { item["body"] = Data(body.utf8).base64EncodedString() }
        return item.merging(extra) { _, new in new }
    }

    func batch(_ client: HTTPTestClient, user: String, password: String = "password", _ items: [[String: Any]])
        async throws
        -> (reply: HTTPTestClient.Reply, served: [Served])
    {
        let body = try JSONSerialization.data(withJSONObject: ["batch_request_id": "b7", "rest_requests": items])
        let reply = try await client.request(
            "/api/now/v1/batch", method: "POST", user: user, password: password,
            headers: ["Content-Type": "application/json"], body: body)
        let served = (reply.json["serviced_requests"] as? [[String: Any]] ?? []).map { entry in
            let headers = (entry["headers"] as? [[String: String]] ?? []).reduce(into: [String: String]()) {
                $0[($1["name"] ?? "").lowercased()] = $1["value"]
            }
            return Served(
                id: entry["id"] as? String ?? "", status: entry["status_code"] as? Int ?? 0,
                statusText: entry["status_text"] as? String ?? "", headers: headers,
                body: Data(base64Encoded: entry["body"] as? String ?? "") ?? Data())
        }
        return (reply, served)
    }

    @Test("each request is served in order through the router, and its answer is the one it gets alone")
    func servedLikeAlone() async throws {
        try await withInstance { client in
            let (reply, served) = try await batch(
                client, user: "john.doe",
                [
                    Self.item("read", "GET", "/api/now/table/incident?sysparm_limit=2&sysparm_fields=number"),
                    Self.item("make", "POST", "/api/now/table/incident", body: #"{"short_description":"Batched"}"#),
                    Self.item("count", "GET", "/api/now/stats/incident?sysparm_count=true"),
                    Self.item("bad", "GET", "/api/now/table/nope"),
                ])
            #expect(reply.status == 200)
            #expect(reply.json["batch_request_id"] as? String == "b7")
            #expect((reply.json["unserviced_requests"] as? [Any])?.isEmpty == true)
            #expect(served.map(\.id) == ["read", "make", "count", "bad"])
            let alone = try await client.request(
                "/api/now/table/incident?sysparm_limit=2&sysparm_fields=number", user: "john.doe")
            #expect(served[0].status == 200)
            #expect(served[0].statusText == "OK")
            #expect(served[0].body == alone.body)
            // Read before the batch's own insert, so it counted one fewer.
            let total = Int(alone.headers["x-total-count"] ?? "") ?? 0
            #expect(served[0].headers["x-total-count"] == String(total - 1))
            #expect(served[1].status == 201)
            #expect(served[1].statusText == "Created")
            let created = try #require((served[1].json["result"] as? [String: Any])?["sys_id"] as? String)
            let readBack = try await client.request("/api/now/table/incident/\(created)", user: "john.doe")
            #expect(readBack.result["short_description"] as? String == "Batched")
            // The count ran after the insert, so it sees it.
            let counted = ((served[2].json["result"] as? [String: Any])?["stats"] as? [String: Any])?["count"]
            #expect(counted as? String == String(total))
            #expect(served[3].status == 400)
            #expect(served[3].body == (try await client.request("/api/now/table/nope", user: "john.doe")).body)
        }
    }

    @Test("requests run with the batch's credentials: its ACLs and errors are the caller's")
    func callersCredentials() async throws {
        let client = try await SharedInstance.shared.client()
        let (_, served) = try await batch(
            client, user: "guest.user",
            [
                Self.item("stats", "GET", "/api/now/stats/incident?sysparm_count=true"),
                Self.item("users", "GET", "/api/now/table/sys_user?sysparm_limit=1"),
            ])
        #expect(served.first?.status == 403)
        #expect(served.last?.status == 200)
        let anonymous = try await client.request(
            "/api/now/v1/batch", method: "POST", body: Data(#"{"rest_requests":[]}"#.utf8))
        #expect(anonymous.status == 401)
    }

    @Test("bad items are answered 400 in place; a body that is not a batch gets 400 saying what to send")
    func badInput() async throws {
        let client = try await SharedInstance.shared.client()
        let (reply, served) = try await batch(
            client, user: "admin", password: "admin",
            [
                Self.item("nobase64", "POST", "/api/now/table/incident", extra: ["body": "%%%not base64%%%"]),
                Self.item("relative", "GET", "api/now/table/incident"),
                Self.item("nested", "POST", "/api/now/v1/batch", body: "{}"),
                ["method": "GET", "url": "/api/now/table/incident"],
                Self.item(
                    "quiet", "GET", "/api/now/table/sys_user?sysparm_limit=1", extra: ["exclude_response_headers": true]
                ),
            ])
        #expect(served.count == 5)
        for entry in served.prefix(4) {
            #expect(entry.status == 400, "\(entry.id)")
            let detail = (entry.json["error"] as? [String: Any])?["detail"] as? String
            #expect(detail?.isEmpty == false)
        }
        #expect(served[4].status == 200)
        #expect(served[4].headers.isEmpty)
        #expect(((reply.json["serviced_requests"] as? [[String: Any]])?.last?["headers"] as? [Any])?.isEmpty == true)
        for body in ["not json", "[]", #"{"batch_request_id":"x"}"#] {
            let reply = try await client.request(
                "/api/now/v1/batch", method: "POST", user: "admin", password: "admin", body: Data(body.utf8))
            #expect(reply.status == 400, "\(body)")
            #expect(reply.errorMessage == "Invalid batch request")
        }
    }
}
