import Cassettes
import Foundation
import InstanceLearning
import TestSupport

/// Recordings written in code: Table API answers as a live instance gives them.
enum LearningFixtures {
    static let origin = "https://dev12345.service-now.com"

    static func get(_ target: String, status: Int = 200, total: Int? = nil, _ body: String) -> Interaction {
        var headers: HTTPFields = [.contentType: "application/json;charset=UTF-8"]
        if let total { headers["X-Total-Count"] = String(total) }
        return Interaction(
            request: RecordedRequest(
                method: "GET", url: origin + target,
                headers: [.accept: "application/json", .authorization: "Basic NOWTAPE_REDACTED_1"]),
            response: RecordedResponse(status: status, headers: headers, body: Data(body.utf8)),
            recordedAt: Date(timeIntervalSince1970: 1_790_000_000), duration: 0.01)
    }

    static func post(_ target: String, sent: String, _ body: String) -> Interaction {
        Interaction(
            request: RecordedRequest(
                method: "POST", url: origin + target, headers: [.contentType: "application/json"],
                body: Data(sent.utf8)),
            response: RecordedResponse(
                status: 201, headers: [.contentType: "application/json;charset=UTF-8"], body: Data(body.utf8)),
            recordedAt: Date(timeIntervalSince1970: 1_790_000_000), duration: 0.01)
    }

    static func raw(_ target: String, body: Data) -> Interaction {
        Interaction(
            request: RecordedRequest(method: "GET", url: origin + target),
            response: RecordedResponse(status: 200, headers: [.contentType: "application/json"], body: body),
            recordedAt: Date(timeIntervalSince1970: 1_790_000_000), duration: 0.01)
    }

    /// Writes `interactions` as a cassette in a folder of its own and reads it back as learning sources.
    static func sources(_ interactions: [Interaction], name: String = "session") throws -> LearningSources {
        let folder = TestScratch.url("nowtape-learn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("\(name).json").path
        try CassetteFile.write(Cassette(upstream: origin, interactions: interactions), to: path)
        return try LearningSources.read([folder.path])
    }

    static let user1 = "5137153cc611227c000bbd1bd8cd2005"
    static let user2 = "6816f79cc0a8016401c5a33be04be441"
    static let thing1 = "a1b2c3d4e5f60718293a4b5c6d7e8f90"
    static let thing2 = "b1b2c3d4e5f60718293a4b5c6d7e8f91"
    static let thing3 = "c1b2c3d4e5f60718293a4b5c6d7e8f92"

    /// A custom table, `u_gadget`, read with display values: every kind of column.
    static var gadgets: String {
        func gadget(
            _ id: String, _ number: String, _ name: String, _ weight: String, _ active: String, _ state: String,
            _ stateLabel: String, _ owner: String, _ ownerName: String, _ modCount: String
        ) -> String {
            """
            {"sys_id":{"value":"\(id)","display_value":"\(id)"},
             "number":{"value":"\(number)","display_value":"\(number)"},
             "u_name":{"value":"\(name)","display_value":"\(name)"},
             "u_weight":{"value":"\(weight)","display_value":"\(weight)"},
             "u_active":{"value":"\(active)","display_value":"\(active)"},
             "u_state":{"value":"\(state)","display_value":"\(stateLabel)"},
             "u_bought":{"value":"2025-03-14","display_value":"2025-03-14"},
             "u_checked":{"value":"2026-01-02 09:10:11","display_value":"2026-01-02 01:10:11"},
             "u_uptime":{"value":"1970-01-01 02:00:00","display_value":"2 Hours"},
             "u_owner":{"value":"\(owner)","display_value":"\(ownerName)","link":"\(origin)/api/now/table/sys_user/\(owner)"},
             "sys_mod_count":{"value":"\(modCount)","display_value":"\(modCount)"},
             "sys_updated_on":{"value":"2026-01-0\(modCount) 00:00:00","display_value":"2026-01-0\(modCount) 00:00:00"},
             "sys_created_on":{"value":"2025-12-01 00:00:00","display_value":"2025-12-01 00:00:00"},
             "sys_created_by":{"value":"admin","display_value":"admin"},
             "sys_updated_by":{"value":"admin","display_value":"admin"}}
            """
        }
        return """
            {"result":[\(gadget(thing1, "GDG0001001", "Drill", "12", "true", "1", "New", user1, "Abel Tuter", "1")),
            \(gadget(thing2, "GDG0001002", "Saw", "7", "false", "2", "In use", user2, "Beth Anglin", "1")),
            \(gadget(thing3, "GDG0001003", "Lathe", "250", "true", "3", "Retired", user1, "Abel Tuter", "2"))]}
            """
    }
}
