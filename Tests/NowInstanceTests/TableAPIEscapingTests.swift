import Foundation
import NowInstance
import Testing

@Suite("Table API: values that need escaping")
struct TableAPIEscapingTests {
    @Test("quotes, backslashes, control characters and non-ASCII text come back exactly as written, in every mode")
    func escapedValues() async throws {
        let text = "He said \"reboot\"\\now\n\ttab\r\u{1}\u{8}\u{1F} — naïve ✓ 😀 </script>"
        try await withInstance(InstanceConfiguration(clock: { SeedData.referenceDate })) { client in
            let body = try JSONSerialization.data(withJSONObject: ["short_description": text, "description": "plain"])
            let created = try await client.request(
                "/api/now/table/incident", method: "POST", user: "john.doe", body: body)
            let id = try #require(created.result["sys_id"] as? String)
            for mode in ["false", "true", "all"] {
                let read = try await client.request(
                    "/api/now/table/incident/\(id)?sysparm_fields=short_description,description,caller_id"
                        + "&sysparm_display_value=\(mode)", user: "john.doe")
                let raw = String(decoding: read.body, as: UTF8.self)
                #expect(!raw.contains("\n"), "raw control characters in \(mode)")
                #expect(raw.contains(#"\u0001\u0008\u001f"#), "control characters as \\u escapes in \(mode)")
                let value = read.result["short_description"]
                let shown = mode == "all" ? (value as? [String: Any])?["value"] as? String : value as? String
                #expect(shown == text, "sysparm_display_value=\(mode)")
            }
        }
    }
}
