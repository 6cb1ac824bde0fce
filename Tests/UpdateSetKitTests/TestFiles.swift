import Foundation
import TestSupport

/// Paths to the project's update sets, and scratch files for bad-input tests.
enum TestFiles {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let myWork = repository.appendingPathComponent("UpdateSets/my_work_task_tracker.xml").path
    static let flawed = repository.appendingPathComponent("UpdateSets/flawed_inventory.xml").path

    /// Writes `contents` to a fresh temporary file and returns its path.
    static func write(_ contents: String, name: String = "set.xml") throws -> String {
        let directory = TestScratch.url("nowtape-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    /// A minimal update set holding `entries` (raw `sys_update_xml` elements).
    static func updateSet(_ entries: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?><unload unload_date="2026-03-02 10:05:00">
        <sys_remote_update_set action="INSERT_OR_UPDATE"><name>Test</name><application_scope>x_t</application_scope><sys_id>aa</sys_id></sys_remote_update_set>
        \(entries)
        </unload>
        """
    }

    /// A `sys_update_xml` entry whose payload is given already encoded.
    static func entry(sysID: String, name: String, payload: String) -> String {
        "<sys_update_xml action=\"INSERT_OR_UPDATE\"><action>INSERT_OR_UPDATE</action><name>\(name)</name>"
            + "<payload>\(payload)</payload><sys_id>\(sysID)</sys_id><type>Script Include</type></sys_update_xml>"
    }
}
