import Foundation

extension ConformanceRow {
    /// A batch of `requests`, each `(id, method, url, body)`, and its serviced requests by id.
    static func batch(_ client: ConformanceClient, _ batchID: String, _ requests: [(String, String, String, String?)])
        async throws -> (reply: ConformanceClient.Reply, served: [String: [String: Any]])
    {
        let items: [[String: Any]] = requests.map { id, method, url, body in
            var item: [String: Any] = [
                "id": id, "method": method, "url": url,
                "headers": [
                    ["name": "Content-Type", "value": "application/json"],
                    ["name": "Accept", "value": "application/json"],
                ],
            ]
            if let body { item["body"] = Data(body.utf8).base64EncodedString() }
            return item
        }
        let body = try JSONSerialization.data(
            withJSONObject: ["batch_request_id": batchID, "rest_requests": items], options: [.sortedKeys])
        let reply = try await client.send("/api/now/v1/batch", method: "POST", body: body)
        let served = (reply.json["serviced_requests"] as? [[String: Any]] ?? []).reduce(into: [:]) {
            $0[$1["id"] as? String ?? ""] = $1
        }
        return (reply, served)
    }

    /// The Batch API: the envelope, and each served request as it would answer alone.
    static let batches: [ConformanceRow] = [
        ConformanceRow("B01") { client in
            var check = RowCheck()
            let (reply, _) = try await batch(
                client, "B01", [("one", "GET", "/api/now/table/incident?sysparm_limit=1", nil)])
            check.expect(reply.status, equals: 200, "status")
            check.expect(reply.json["batch_request_id"] as? String, equals: "B01", "batch_request_id")
            check.expect(reply.json["serviced_requests"] is [Any], "serviced_requests is not an array")
            check.expect(
                (reply.json["unserviced_requests"] as? [Any])?.isEmpty == true, "unserviced_requests is not []")
            return check
        },
        ConformanceRow("B02") { client in
            var check = RowCheck()
            let (_, served) = try await batch(
                client, "B02", [("read", "GET", "/api/now/table/incident?sysparm_limit=1", nil)])
            let entry = served["read"] ?? [:]
            check.expect(entry["status_code"] as? Int == 200, "status_code is not the number 200")
            check.expect(entry["status_text"] as? String, equals: "OK", "status_text")
            check.expect(entry["execution_time"] is Int, "execution_time is not a number")
            let headers = entry["headers"] as? [[String: String]] ?? []
            check.expect(headers.allSatisfy { Set($0.keys) == ["name", "value"] }, "headers are not name/value pairs")
            let body = Data(base64Encoded: entry["body"] as? String ?? "") ?? Data()
            let decoded = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
            check.expect(decoded?["result"] is [Any], "the body is not base64 of {\"result\":[…]}")
            return check
        },
        ConformanceRow("B03") { client in
            var check = RowCheck()
            let (_, served) = try await batch(
                client, "B03", [("make", "POST", "/api/now/table/incident", #"{"short_description":"B03"}"#)])
            let entry = served["make"] ?? [:]
            check.expect(entry["status_code"] as? Int == 201, "status_code is not 201: \(entry["status_code"] ?? "")")
            check.expect(entry["status_text"] as? String, equals: "Created", "status_text")
            let body = Data(base64Encoded: entry["body"] as? String ?? "") ?? Data()
            let result = ((try? JSONSerialization.jsonObject(with: body)) as? [String: Any])?["result"]
            check.expect((result as? [String: Any])?["priority"] as? String, equals: "5", "the created priority")
            return check
        },
        ConformanceRow("B04") { client in
            var check = RowCheck()
            let (_, served) = try await batch(client, "B04", [("missing", "GET", "/api/now/table/u_nothing_here", nil)])
            let entry = served["missing"] ?? [:]
            check.expect(entry["status_code"] as? Int == 400, "status_code is not 400: \(entry["status_code"] ?? "")")
            check.expect(entry["status_text"] as? String, equals: "Bad Request", "status_text")
            return check
        },
        ConformanceRow("B05") { client in
            var check = RowCheck()
            let json =
                #"{"batch_request_id":"B05","rest_requests":[{"id":"quiet","exclude_response_headers":true,"#
                + #""method":"GET","url":"/api/now/table/incident?sysparm_limit=1","headers":[]}]}"#
            let body = Data(json.utf8)
            let reply = try await client.send("/api/now/v1/batch", method: "POST", body: body)
            let entry = (reply.json["serviced_requests"] as? [[String: Any]])?.first ?? [:]
            check.expect((entry["headers"] as? [Any])?.isEmpty == true, "headers are not [] when excluded")
            check.expect(entry["error_message"] == nil, "error_message is sent on a success")
            check.expect(entry["redirect_url"] == nil, "redirect_url is sent without a redirect")
            return check
        },
        ConformanceRow("B06") { client in
            var check = RowCheck()
            let (_, served) = try await batch(
                client, "B06", [("xml", "GET", "/api/now/table/incident?sysparm_limit=1&sysparm_fields=number", nil)])
            let headers = (served["xml"]?["headers"] as? [[String: String]] ?? []).reduce(into: [String: String]()) {
                $0[$1["name"] ?? ""] = $1["value"]
            }
            check.expect(headers["Content-Type"], equals: "application/json;charset=UTF-8", "the served Content-Type")
            check.expect(headers["Pragma"], equals: "no-store,no-cache", "the served Pragma")
            return check
        },
    ]
}
