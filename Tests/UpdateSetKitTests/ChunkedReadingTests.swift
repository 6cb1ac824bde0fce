import Foundation
import Testing
import UpdateSetKit

@Suite("Reading update sets in chunks")
struct ChunkedReadingTests {
    /// An operation's script long enough that a few hundred entries cross many of the reader's chunk boundaries.
    static func script(_ index: Int) -> String {
        (0..<12).map { "var v\($0) = helper.compute('\(index)-\($0)', id) < 10 && ok; // é \($0)" }
            .joined(separator: "\n")
    }

    static func operationPayload(_ index: Int, escaped: Bool) -> String {
        let xml =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><record_update table=\"sys_ws_operation\">"
            + "<sys_ws_operation action=\"INSERT_OR_UPDATE\"><name>Resource \(index)</name>"
            + "<operation_script><![CDATA[\(script(index))]]></operation_script>"
            + "<web_service_version display_value=\"v\(index)\">e\(index)</web_service_version>"
            + "<sys_id>op\(index)</sys_id></sys_ws_operation></record_update>"
        guard escaped else { return "<![CDATA[" + xml.replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>") + "]]>" }
        return xml.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    @Test("records that cross the reader's chunk boundaries are read whole, with their lines")
    func acrossChunks() throws {
        let count = 300
        let entries = (0..<count).map { index in
            TestFiles.entry(
                sysID: "u\(index)", name: "sys_ws_operation_\(index)",
                payload: Self.operationPayload(index, escaped: index % 2 == 0))
        }
        let text = TestFiles.updateSet(entries.joined(separator: "\n"))
        #expect(text.utf8.count > 4 * 65_536)
        let document = UpdateSetReader.load(file: try TestFiles.write(text))
        #expect(document.problems.isEmpty)
        #expect(document.updates.count == count)
        for (index, update) in document.updates.enumerated() {
            #expect(update.sysID == "u\(index)")
            // Each entry's script spans twelve lines.
            #expect(update.location.line == 3 + index * 12)
            let record = try #require(update.record)
            #expect(record.action == "INSERT_OR_UPDATE")
            #expect(record["operation_script"] == Self.script(index))
            #expect(record.displayValue(of: "web_service_version") == "v\(index)")
        }
    }

    @Test("a DOCTYPE too far into the file for the prolog scan is still refused, and its entity never read")
    func lateDocumentType() throws {
        let path = try TestFiles.write(
            "<?xml version=\"1.0\"?>\n<!-- " + String(repeating: "x", count: 70_000) + " -->\n"
                + "<!DOCTYPE unload [<!ENTITY secret SYSTEM \"file:///etc/hostname\">]>\n"
                + "<unload><sys_update_xml><name>&secret;</name></sys_update_xml></unload>")
        let document = UpdateSetReader.load(file: path)
        #expect(document.updates.isEmpty)
        let problem = try #require(document.problems.first)
        #expect(problem.kind == .refusedDocumentType)
        #expect(problem.line == 3)
    }

    @Test("a field longer than a text node may be stops the read with an error that names it, before memory grows")
    func oversizedField() throws {
        let huge = String(repeating: "x", count: 10_000_001)
        let good = TestFiles.entry(
            sysID: "e1", name: "first",
            payload: "&lt;record_update&gt;&lt;sys_script_include&gt;&lt;name&gt;A&lt;/name&gt;"
                + "&lt;/sys_script_include&gt;&lt;/record_update&gt;")
        let path = try TestFiles.write(
            TestFiles.updateSet(good + "\n<sys_update_xml><name>" + huge + "</name></sys_update_xml>"))
        let document = UpdateSetReader.load(file: path)
        #expect(document.updates.map(\.sysID) == ["e1"])
        let problem = try #require(document.problems.first)
        #expect(problem.kind == .malformedXML)
        #expect(problem.line == 4)
        #expect(problem.detail.contains("<name>"))
        #expect(problem.detail.contains("10,000,000 bytes"))
    }

    @Test("a payload just under the limit is parsed whole in one piece")
    func largePayload() throws {
        let script = String(repeating: "y", count: 9_900_000)
        let big = TestFiles.entry(
            sysID: "e2", name: "big",
            payload: "<![CDATA[<record_update><sys_script_include><script>" + script
                + "</script></sys_script_include></record_update>]]>")
        let document = UpdateSetReader.load(file: try TestFiles.write(TestFiles.updateSet(big)))
        #expect(document.problems.isEmpty)
        #expect(document.updates.first?.record?["script"]?.utf8.count == script.utf8.count)
    }

    @Test("a file in another declared encoding is read as that encoding")
    func declaredEncoding() throws {
        var bytes = Array(
            "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><unload><sys_remote_update_set><name>Caf".utf8)
        bytes.append(0xE9)
        bytes += Array("</name></sys_remote_update_set></unload>".utf8)
        let path = try TestFiles.write("")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let document = UpdateSetReader.load(file: path)
        #expect(document.problems.isEmpty)
        #expect(document.header?.name == "Café")
    }

    @Test("a prefixed record keeps its qualified name")
    func prefixedRecord() throws {
        let path = try TestFiles.write(
            TestFiles.updateSet("<x:thing xmlns:x=\"urn:x\" action=\"INSERT\"><x:name>n</x:name></x:thing>"))
        let document = UpdateSetReader.load(file: path)
        #expect(document.problems.isEmpty)
        let record = try #require(document.otherRecords.first)
        #expect(record.table == "x:thing")
        #expect(record.action == "INSERT")
        #expect(record["x:name"] == "n")
    }
}
