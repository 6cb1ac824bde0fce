import Foundation
import TestSupport

/// Writes small update sets for tests: each entry is a record of a table, with its fields, in a CDATA payload.
struct UpdateSetFixture {
    struct Entry {
        var table: String
        var sysID: String
        var action = "INSERT_OR_UPDATE"
        var fields: [(String, String)]
    }

    var entries: [Entry] = []

    mutating func add(
        _ table: String, _ sysID: String, action: String = "INSERT_OR_UPDATE", _ fields: [(String, String)]
    ) {
        entries.append(Entry(table: table, sysID: sysID, action: action, fields: fields))
    }

    /// An API `x_test/<service>` with version v1 (default) and v2, and an operation per `(method, path, script)`.
    static func api(
        service: String = "probe", operations: [(method: String, path: String, script: String, auth: Bool)]
    ) -> UpdateSetFixture {
        var fixture = UpdateSetFixture()
        fixture.add(
            "sys_ws_definition", "d0000000000000000000000000000001",
            [
                ("name", "Probe API"), ("namespace", "x_test"), ("service_id", service),
                ("base_uri", "/api/x_test/\(service)"), ("is_versioned", "true"), ("active", "true"),
            ])
        fixture.add(
            "sys_ws_version", "e0000000000000000000000000000001",
            [
                ("web_service_definition", "d0000000000000000000000000000001"), ("version_id", "v1"),
                ("is_default", "true"), ("active", "true"),
            ])
        fixture.add(
            "sys_ws_version", "e0000000000000000000000000000002",
            [
                ("web_service_definition", "d0000000000000000000000000000001"), ("version_id", "v2"),
                ("is_default", "false"), ("active", "true"),
            ])
        for (index, operation) in operations.enumerated() {
            fixture.add(
                "sys_ws_operation", String(format: "f%031d", index),
                [
                    ("name", "\(operation.method) \(operation.path)"), ("http_method", operation.method),
                    ("relative_path", operation.path), ("operation_script", operation.script),
                    ("web_service_definition", "d0000000000000000000000000000001"),
                    ("web_service_version", "e0000000000000000000000000000001"), ("active", "true"),
                    ("requires_authentication", operation.auth ? "true" : "false"),
                ])
        }
        return fixture
    }

    /// The update set's XML.
    var xml: String {
        var text = #"<?xml version="1.0" encoding="UTF-8"?><unload unload_date="2026-11-23 10:00:00">"# + "\n"
        for entry in entries {
            let fields = entry.fields + [("sys_id", entry.sysID)]
            let record = fields.map { "<\($0.0)>\(Self.escape($0.1))</\($0.0)>" }.joined()
            let payload =
                #"<?xml version="1.0" encoding="UTF-8"?><record_update table="\#(entry.table)">"#
                + #"<\#(entry.table) action="\#(entry.action)">\#(record)</\#(entry.table)></record_update>"#
            text += """
                <sys_update_xml action="INSERT_OR_UPDATE"><action>\(entry.action)</action>\
                <name>\(entry.table)_\(entry.sysID)</name><table>\(entry.table)</table>\
                <payload><![CDATA[\(payload)]]></payload><sys_id>\(UUID().uuidString.prefix(8))</sys_id></sys_update_xml>

                """
        }
        return text + "</unload>\n"
    }

    /// Writes the set to a temporary file and returns its path.
    func write() throws -> String {
        let url = TestScratch.url("nowtape-set-\(UUID()).xml")
        try xml.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}

/// The repository's My Work update set.
let myWorkUpdateSet = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("UpdateSets/my_work_task_tracker.xml").path
