import Foundation
import NowInstance

extension HTTPTestClient {
    /// Posts a GraphQL request to `/api/now/graphql` as `user`.
    func graphQL(
        _ query: String, variables: [String: Any] = [:], operationName: String? = nil, user: String = "admin",
        password: String? = nil
    ) async throws -> HTTPTestClient.Reply {
        var body: [String: Any] = ["query": query, "variables": variables]
        if let operationName { body["operationName"] = operationName }
        return try await request(
            "/api/now/graphql", method: "POST", user: user,
            password: password ?? (user == "admin" ? "admin" : "password"),
            headers: ["Content-Type": "application/json"], body: try JSONSerialization.data(withJSONObject: body))
    }
}

extension HTTPTestClient.Reply {
    /// `data.GlideRecord_Query`, or `data.GlideRecord_Mutation`.
    var glide: [String: Any] {
        let data = json["data"] as? [String: Any] ?? [:]
        return data["GlideRecord_Query"] as? [String: Any] ?? data["GlideRecord_Mutation"] as? [String: Any] ?? [:]
    }

    /// The `errors` list's messages.
    var graphQLErrors: [String] {
        (json["errors"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
    }

    /// `_results` of the table query under `key`.
    func rows(_ key: String) -> [[String: Any]] {
        (glide[key] as? [String: Any])?["_results"] as? [[String: Any]] ?? []
    }

    /// `_rowCount` of the table query under `key`.
    func rowCount(_ key: String) -> Int? {
        (glide[key] as? [String: Any])?["_rowCount"] as? Int
    }
}

extension Dictionary where Key == String, Value == Any {
    /// `self[column].value` as text.
    func value(_ column: String) -> String? {
        (self[column] as? [String: Any])?["value"] as? String
    }

    /// `self[column].displayValue`.
    func displayValue(_ column: String) -> String? {
        (self[column] as? [String: Any])?["displayValue"] as? String
    }
}
