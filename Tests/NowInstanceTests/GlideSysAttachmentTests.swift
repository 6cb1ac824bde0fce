import Foundation
import NowInstance
import Testing

/// `GlideSysAttachment` in a scripted REST script: the attachments it writes are the Attachment API's, both ways.
@Suite("Scripted REST: GlideSysAttachment")
struct GlideSysAttachmentTests {
    @Test("a script writes, reads, copies and deletes attachments that the Attachment API sees")
    func roundTrip() async throws {
        let script = """
            (function process(request, response) {
                var incidents = new GlideRecord('incident');
                incidents.orderBy('number');
                incidents.setLimit(2);
                incidents.query();
                incidents.next();
                var first = incidents.getUniqueValue();
                var attachments = new GlideSysAttachment();
                var written = attachments.write(incidents, 'note.txt', 'text/plain', 'Grüße from a script');
                var binary = attachments.writeBase64(incidents, 'bytes.bin', 'application/octet-stream', 'AAEC/w==');
                var text = attachments.getContent(written);
                var base64 = attachments.getContentBase64(binary);
                incidents.next();
                var copies = attachments.copy('incident', first, 'incident', incidents.getUniqueValue());
                var listed = attachments.getAttachments('incident', first);
                var names = [];
                while (listed.next()) { names.push(listed.getValue('file_name')); }
                attachments.deleteAttachment(binary);
                var misuse = '';
                try { attachments.write(new GlideRecord('incident'), 'x', 'text/plain', 'y'); }
                catch (e) { misuse = String(e.message); }
                return { first: first, second: incidents.getUniqueValue(), written: written, text: text,
                         base64: base64, copies: copies.length, names: names, misuse: misuse };
            })(request, response);
            """
        let fixture = UpdateSetFixture.api(operations: [("POST", "/attach", script, true)])
        try await withInstance(try ScriptedRESTHostTests.configuration(fixture)) { client in
            let reply = try await client.request(
                "/api/x_test/v1/probe/attach", method: "POST", user: "admin", password: "admin")
            #expect(reply.status == 200, "\(reply.text)")
            let result = reply.result
            #expect(result["text"] as? String == "Grüße from a script")
            #expect(result["base64"] as? String == "AAEC/w==")
            #expect(result["copies"] as? Int == 2)
            #expect(result["names"] as? [String] == ["note.txt", "bytes.bin"])
            #expect((result["misuse"] as? String)?.contains("positioned on a record") == true)
            let written = try #require(result["written"] as? String)
            let file = try await client.request("/api/now/attachment/\(written)/file", user: "admin", password: "admin")
            #expect(file.body == Data("Grüße from a script".utf8))
            #expect(file.headers["content-type"] == "text/plain")
            let first = try #require(result["first"] as? String)
            let second = try #require(result["second"] as? String)
            let onFirst = try await client.request(
                "/api/now/attachment?sysparm_query=table_sys_id=\(first)", user: "admin", password: "admin")
            #expect(onFirst.results.map { $0["file_name"] as? String } == ["note.txt"])
            let onSecond = try await client.request(
                "/api/now/attachment?sysparm_query=table_sys_id=\(second)%5EORDERBYfile_name", user: "admin",
                password: "admin")
            #expect(onSecond.results.map { $0["file_name"] as? String } == ["bytes.bin", "note.txt"])
        }
    }
}
