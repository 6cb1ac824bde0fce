import Crypto
import Foundation
import GlideScript
import NowInstance
import TestSupport
import Testing

/// The Attachment API over real sockets: uploads raw and multipart, metadata, downloads, lists, deletes, ACLs,
/// the size limit, and what a deleted record takes with it.
@Suite("Embedded instance: Attachment API", .stopsServers)
struct AttachmentAPITests {
    /// A fresh instance, a client, and the folder its attachment content lives in.
    func withAttachments<T: Sendable>(
        maximumSize: Int = 1024 * 1024, _ body: (HTTPTestClient, URL, EmbeddedInstance) async throws -> T
    ) async throws -> T {
        var configuration = InstanceConfiguration(clock: { SeedData.referenceDate })
        configuration.attachmentMaximumSize = maximumSize
        let instance = try await EmbeddedInstance.prepare(configuration)
        return try await instance.withRunning { baseURL in
            try await body(HTTPTestClient(baseURL: baseURL), instance.repository.attachmentContent.root, instance)
        }
    }

    /// The sys_id of an incident John Doe opened, which he may read and write.
    func johnsIncident(_ client: HTTPTestClient) async throws -> String {
        let created = try await client.request(
            "/api/now/table/incident", method: "POST", user: "john.doe",
            body: Data(#"{"short_description":"Printer on fire, photo attached"}"#.utf8))
        return try #require(created.result["sys_id"] as? String)
    }

    func upload(
        _ client: HTTPTestClient, to id: String, name: String = "photo.jpg", bytes: Data, user: String = "john.doe",
        type: String = "image/jpeg"
    ) async throws -> HTTPTestClient.Reply {
        try await client.request(
            "/api/now/attachment/file?table_name=incident&table_sys_id=\(id)&file_name=\(name)", method: "POST",
            user: user, headers: ["Content-Type": type], body: bytes)
    }

    static func sha256(_ data: Data) -> String {
        SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
    }

    /// Content files on disk, apart from the `incoming` folder.
    static func contentFiles(_ root: URL) -> [String] {
        let files = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
        return files.filter { $0.count > 64 && !$0.hasPrefix("incoming") }
    }

    static func incoming(_ root: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("incoming").path)) ?? []
    }

    @Test("a raw upload answers 201 with the platform's metadata, and the file comes back byte for byte")
    func rawUploadAndDownload() async throws {
        try await withAttachments { client, root, _ in
            let id = try await johnsIncident(client)
            let bytes = Data((0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
            let created = try await upload(client, to: id, bytes: bytes)
            #expect(created.status == 201)
            let meta = created.result
            let attachmentID = try #require(meta["sys_id"] as? String)
            #expect(created.headers["location"] == "\(client.baseURL)/api/now/attachment/\(attachmentID)/file")
            #expect(meta["size_bytes"] as? String == "70000")
            #expect(meta["file_name"] as? String == "photo.jpg")
            #expect(meta["content_type"] as? String == "image/jpeg")
            #expect(meta["table_name"] as? String == "incident")
            #expect(meta["table_sys_id"] as? String == id)
            #expect(meta["hash"] as? String == Self.sha256(bytes))
            #expect(meta["sys_created_by"] as? String == "john.doe")
            #expect(meta["chunk_size_bytes"] as? String == "700000")
            #expect(meta["download_link"] as? String == "\(client.baseURL)/api/now/attachment/\(attachmentID)/file")
            for value in meta.values { #expect(value is String) }

            let read = try await client.request("/api/now/attachment/\(attachmentID)", user: "john.doe")
            #expect(read.status == 200)
            #expect(read.result["hash"] as? String == Self.sha256(bytes))

            let file = try await client.request("/api/now/attachment/\(attachmentID)/file", user: "john.doe")
            #expect(file.status == 200)
            #expect(file.body == bytes)
            #expect(file.headers["content-type"] == "image/jpeg")
            let header = try #require(file.headers["x-attachment-metadata"])
            #expect(
                header.hasPrefix(#"{  "size_bytes" : "70000",  "file_name" : "photo.jpg",  "sys_mod_count" : "0","#))
            #expect(header.contains(#"  "sys_id" : "\#(attachmentID)","#) && !header.contains("download_link"))
            #expect(
                file.headers["content-disposition"] == #"attachment;filename="photo.jpg";filename*=UTF-8''photo.jpg"#)
            #expect(Self.contentFiles(root).count == 1)
            // A JSON file comes back with the charset the platform adds to it.
            let json = try await upload(
                client, to: id, name: "data.json", bytes: Data("{}".utf8), type: "application/json")
            let jsonID = try #require(json.result["sys_id"] as? String)
            let jsonFile = try await client.request("/api/now/attachment/\(jsonID)/file", user: "john.doe")
            #expect(jsonFile.headers["content-type"] == "application/json;charset=UTF-8")
        }
    }

    @Test("the download link names the address the client used")
    func downloadLinkFollowsHost() async throws {
        try await withAttachments { client, _, _ in
            let id = try await johnsIncident(client)
            let created = try await upload(client, to: id, bytes: Data("x".utf8))
            let attachmentID = try #require(created.result["sys_id"] as? String)
            let other = client.baseURL.replacingOccurrences(of: "127.0.0.1", with: "localhost")
            let read = try await client.request("\(other)/api/now/attachment/\(attachmentID)", user: "john.doe")
            #expect(read.result["download_link"] as? String == "\(other)/api/now/attachment/\(attachmentID)/file")
        }
    }

    @Test("a multipart upload reads table_name and table_sys_id, then the file with its own type")
    func multipartUpload() async throws {
        try await withAttachments { client, _, _ in
            let id = try await johnsIncident(client)
            let boundary = "----nowtape-boundary"
            let content = Data("line one\r\n--not the boundary\r\nline three".utf8)
            var body = Data()
            body += Data(
                "--\(boundary)\r\nContent-Disposition: form-data; name=\"table_name\"\r\n\r\nincident\r\n".utf8)
            body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"table_sys_id\"\r\n\r\n\(id)\r\n".utf8)
            body += Data(
                ("--\(boundary)\r\nContent-Disposition: form-data; name=\"uploadFile\"; filename=\"notes.txt\"\r\n"
                    + "Content-Type: text/plain\r\n\r\n").utf8)
            body += content
            body += Data("\r\n--\(boundary)--\r\n".utf8)
            let created = try await client.request(
                "/api/now/attachment/upload", method: "POST", user: "john.doe",
                headers: ["Content-Type": "multipart/form-data; boundary=\(boundary)"], body: body)
            #expect(created.status == 201, "\(created.text)")
            #expect(created.result["file_name"] as? String == "notes.txt")
            #expect(created.result["content_type"] as? String == "text/plain")
            #expect(created.result["size_bytes"] as? String == String(content.count))
            let attachmentID = try #require(created.result["sys_id"] as? String)
            let file = try await client.request("/api/now/attachment/\(attachmentID)/file", user: "john.doe")
            #expect(file.body == content)
        }
    }

    @Test("bad multipart bodies get 400 with what to send, and leave nothing behind")
    func badMultipart() async throws {
        try await withAttachments { client, root, _ in
            let id = try await johnsIncident(client)
            let cases: [(String, String, String)] = [
                ("no boundary", "multipart/form-data", "--x\r\n"),
                ("not multipart", "application/json", "{}"),
                (
                    "no file part", "multipart/form-data; boundary=b",
                    "--b\r\nContent-Disposition: form-data; name=\"table_name\"\r\n\r\nincident\r\n--b\r\n"
                        + "Content-Disposition: form-data; name=\"table_sys_id\"\r\n\r\n\(id)\r\n--b--\r\n"
                ),
                (
                    "file before its record", "multipart/form-data; boundary=b",
                    "--b\r\nContent-Disposition: form-data; name=\"f\"; filename=\"a.txt\"\r\n\r\nabc\r\n--b--\r\n"
                ),
                (
                    "cut short", "multipart/form-data; boundary=b",
                    "--b\r\nContent-Disposition: form-data; name=\"table_name\"\r\n\r\nincident\r\n--b\r\n"
                        + "Content-Disposition: form-data; name=\"table_sys_id\"\r\n\r\n\(id)\r\n--b\r\n"
                        + "Content-Disposition: form-data; name=\"f\"; filename=\"a.txt\"\r\n\r\nabc"
                ),
            ]
            for (name, type, body) in cases {
                let reply = try await client.request(
                    "/api/now/attachment/upload", method: "POST", user: "john.doe", headers: ["Content-Type": type],
                    body: Data(body.utf8))
                #expect(reply.status == 400, "\(name): \(reply.text)")
                #expect(reply.errorDetail?.isEmpty == false, "\(name)")
            }
            #expect(Self.contentFiles(root).isEmpty)
            #expect(Self.incoming(root).isEmpty)
            let listed = try await client.request("/api/now/table/sys_attachment", user: "admin", password: "admin")
            #expect(listed.results.isEmpty)
        }
    }

    @Test("missing parameters and unknown records answer 400 naming what to give")
    func missingParameters() async throws {
        try await withAttachments { client, _, _ in
            let id = try await johnsIncident(client)
            let paths = [
                "/api/now/attachment/file?table_sys_id=\(id)&file_name=a.txt": "table_name",
                "/api/now/attachment/file?table_name=incident&file_name=a.txt": "table_sys_id",
                "/api/now/attachment/file?table_name=incident&table_sys_id=\(id)": "file_name",
            ]
            for (path, missing) in paths {
                let reply = try await client.request(
                    path, method: "POST", user: "john.doe", headers: ["Content-Type": "text/plain"],
                    body: Data("a".utf8))
                #expect(reply.status == 400)
                #expect(reply.errorMessage == "Missing parameter: \(missing)")
            }
            // The platform documents 404 for a record to attach to that does not exist.
            let unknown = try await upload(client, to: String(repeating: "0", count: 32), bytes: Data("a".utf8))
            #expect(unknown.status == 404)
            let noTable = try await client.request(
                "/api/now/attachment/file?table_name=nope&table_sys_id=\(id)&file_name=a", method: "POST",
                user: "john.doe", body: Data("a".utf8))
            #expect(noTable.errorMessage == "Invalid table nope")
            let missing = try await client.request(
                "/api/now/attachment/\(String(repeating: "a", count: 32))", user: "admin", password: "admin")
            #expect(missing.status == 404)
            let anonymous = try await client.request("/api/now/attachment")
            #expect(anonymous.status == 401)
        }
    }

    @Test("attaching needs write access to the record, and reading needs read access")
    func access() async throws {
        try await withAttachments { client, _, _ in
            let id = try await johnsIncident(client)
            let created = try await upload(client, to: id, bytes: Data("secret".utf8))
            let attachmentID = try #require(created.result["sys_id"] as? String)
            // The guest has no role: it cannot see John's incident, so neither its attachments.
            let guestRead = try await client.request("/api/now/attachment/\(attachmentID)", user: "guest.user")
            #expect(guestRead.status == 404)
            let guestFile = try await client.request("/api/now/attachment/\(attachmentID)/file", user: "guest.user")
            #expect(guestFile.status == 404)
            #expect(!guestFile.text.contains("secret"))
            let guestList = try await client.request("/api/now/attachment", user: "guest.user")
            #expect(guestList.results.isEmpty)
            let guestAttach = try await upload(client, to: id, bytes: Data("x".utf8), user: "guest.user")
            #expect(guestAttach.status == 404)
            let guestDelete = try await client.request(
                "/api/now/attachment/\(attachmentID)", method: "DELETE", user: "guest.user")
            #expect(guestDelete.status == 404)
            // Another fulfiller may read and attach, but not to a user record, which only admins write.
            let abel = try await client.request("/api/now/attachment/\(attachmentID)/file", user: "abel.tuter")
            #expect(abel.body == Data("secret".utf8))
            let users = try await client.request(
                "/api/now/table/sys_user?sysparm_limit=1", user: "abel.tuter")
            let userID = try #require(users.results.first?["sys_id"] as? String)
            let onUser = try await client.request(
                "/api/now/attachment/file?table_name=sys_user&table_sys_id=\(userID)&file_name=a", method: "POST",
                user: "abel.tuter", headers: ["Content-Type": "text/plain"], body: Data("a".utf8))
            #expect(onUser.status == 403)
            // sys_attachment reads through the Table API too.
            let table = try await client.request(
                "/api/now/table/sys_attachment?sysparm_query=table_sys_id=\(id)", user: "abel.tuter")
            #expect(table.results.first?["hash"] as? String == Self.sha256(Data("secret".utf8)))
        }
    }

    @Test("GET lists with sysparm_query, limit and offset, and counts the whole match")
    func list() async throws {
        try await withAttachments { client, _, _ in
            let id = try await johnsIncident(client)
            for index in 0..<5 {
                _ = try await upload(client, to: id, name: "page\(index).txt", bytes: Data("\(index)".utf8))
            }
            _ = try await upload(client, to: id, name: "other.png", bytes: Data("png".utf8), type: "image/png")
            let page = try await client.request(
                "/api/now/attachment?sysparm_query=table_sys_id=\(id)%5Efile_nameSTARTSWITHpage%5EORDERBYfile_name"
                    + "&sysparm_limit=2&sysparm_offset=1", user: "john.doe")
            #expect(page.status == 200)
            #expect(page.results.map { $0["file_name"] as? String } == ["page1.txt", "page2.txt"])
            #expect(page.headers["x-total-count"] == "5")
        }
    }

    @Test("an upload over the limit gets 413 and leaves no file and no record")
    func oversized() async throws {
        try await withAttachments(maximumSize: 64 * 1024) { client, root, _ in
            let id = try await johnsIncident(client)
            let big = Data(repeating: 7, count: 200 * 1024)
            let declared = try await upload(client, to: id, bytes: big)
            #expect(declared.status == 413)
            #expect(declared.errorDetail?.contains("--attachment-max-size") == true)
            let chunked = try await client.request(
                "/api/now/attachment/file?table_name=incident&table_sys_id=\(id)&file_name=big.bin", method: "POST",
                user: "john.doe",
                headers: ["Content-Type": "application/octet-stream", "Transfer-Encoding": "chunked"],
                body: big)
            #expect(chunked.status == 413)
            #expect(Self.contentFiles(root).isEmpty)
            #expect(Self.incoming(root).isEmpty)
            let listed = try await client.request("/api/now/table/sys_attachment", user: "admin", password: "admin")
            #expect(listed.results.isEmpty)
            let small = try await upload(client, to: id, bytes: Data(repeating: 1, count: 1024))
            #expect(small.status == 201)
        }
    }

    @Test("the same bytes twice share one file, which goes only with the last attachment naming it")
    func contentAddressed() async throws {
        try await withAttachments { client, root, _ in
            let id = try await johnsIncident(client)
            let bytes = Data("same bytes".utf8)
            let first = try #require(try await upload(client, to: id, bytes: bytes).result["sys_id"] as? String)
            let second = try #require(try await upload(client, to: id, bytes: bytes).result["sys_id"] as? String)
            #expect(Self.contentFiles(root).count == 1)
            let deleted = try await client.request("/api/now/attachment/\(first)", method: "DELETE", user: "john.doe")
            #expect(deleted.status == 204)
            #expect(Self.contentFiles(root).count == 1)
            let gone = try await client.request("/api/now/attachment/\(first)", user: "john.doe")
            #expect(gone.status == 404)
            let kept = try await client.request("/api/now/attachment/\(second)/file", user: "john.doe")
            #expect(kept.body == bytes)
            _ = try await client.request("/api/now/attachment/\(second)", method: "DELETE", user: "john.doe")
            #expect(Self.contentFiles(root).isEmpty)
        }
    }

    @Test("deleting a record deletes its attachments and their content")
    func cascade() async throws {
        try await withAttachments { client, root, _ in
            let id = try await johnsIncident(client)
            let attachmentID = try #require(
                try await upload(client, to: id, bytes: Data("bye".utf8)).result["sys_id"] as? String)
            let deleted = try await client.request(
                "/api/now/table/incident/\(id)", method: "DELETE", user: "admin", password: "admin")
            #expect(deleted.status == 204)
            let gone = try await client.request("/api/now/attachment/\(attachmentID)", user: "admin", password: "admin")
            #expect(gone.status == 404)
            #expect(Self.contentFiles(root).isEmpty)
        }
    }

    @Test("deleting the sys_attachment row through the Table API removes its content too")
    func tableAPIDelete() async throws {
        try await withAttachments { client, root, _ in
            let id = try await johnsIncident(client)
            let attachmentID = try #require(
                try await upload(client, to: id, bytes: Data("row".utf8)).result["sys_id"] as? String)
            #expect(Self.contentFiles(root).count == 1)
            let deleted = try await client.request(
                "/api/now/table/sys_attachment/\(attachmentID)", method: "DELETE", user: "admin", password: "admin")
            #expect(deleted.status == 204)
            #expect(Self.contentFiles(root).isEmpty)
            let incident = try await client.request("/api/now/table/incident/\(id)", user: "john.doe")
            #expect(incident.status == 200)
        }
    }

    @Test("an instance in memory makes its content folder only for its first attachment, and removes it when it goes")
    func temporaryFolder() async throws {
        var root: URL?
        weak var weakInstance: EmbeddedInstance?
        weak var weakRepository: RecordRepository?
        weak var weakContent: AttachmentContent?
        do {
            let instance = try await EmbeddedInstance.prepare(InstanceConfiguration(clock: { SeedData.referenceDate }))
            weakInstance = instance
            weakRepository = instance.repository
            weakContent = instance.repository.attachmentContent
            let folder = instance.repository.attachmentContent.root
            root = folder
            #expect(!FileManager.default.fileExists(atPath: folder.path))
            try await instance.withRunning { baseURL in
                let client = HTTPTestClient(baseURL: baseURL)
                let id = try await johnsIncident(client)
                #expect(try await upload(client, to: id, bytes: Data("kept".utf8)).status == 201)
            }
            #expect(Self.contentFiles(folder).count == 1)
        }
        let folder = try #require(root)
        // The server lets go of the instance on its own threads as its connections close, a moment after it stops.
        for _ in 0..<600 where weakInstance != nil || weakContent != nil {
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(weakInstance == nil)
        #expect(weakRepository == nil)
        #expect(weakContent == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test("with a data directory, attachments live beside the store and survive a restart")
    func durable() async throws {
        let folder = TestScratch.url("nowtape-att-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var configuration = InstanceConfiguration(dataDirectory: folder.path, clock: { SeedData.referenceDate })
        configuration.seedIncidents = 5
        var attachmentID = ""
        do {
            let instance = try await EmbeddedInstance.prepare(configuration)
            let running = try await instance.start()
            let client = HTTPTestClient(baseURL: running.baseURL)
            let id = try await johnsIncident(client)
            attachmentID = try #require(
                try await upload(client, to: id, bytes: Data("kept".utf8)).result["sys_id"] as? String)
            await running.stop()
        }
        #expect(Self.contentFiles(folder.appendingPathComponent("attachments")).count == 1)
        let instance = try await EmbeddedInstance.prepare(configuration)
        let running = try await instance.start()
        let file = try await HTTPTestClient(baseURL: running.baseURL).request(
            "/api/now/attachment/\(attachmentID)/file", user: "john.doe")
        await running.stop()
        #expect(file.body == Data("kept".utf8))
    }

    @Test("a file name with spaces, quotes and accents downloads under Content-Disposition's quoted and exact forms")
    func contentDisposition() async throws {
        try await withAttachments { client, _, _ in
            let id = try await johnsIncident(client)
            let created = try await client.request(
                "/api/now/attachment/file?table_name=incident&table_sys_id=\(id)&file_name=R%C3%A9sum%C3%A9%20%22v2%22.txt",
                method: "POST", user: "john.doe", headers: ["Content-Type": "text/plain"], body: Data("hi".utf8))
            let attachmentID = try #require(created.result["sys_id"] as? String)
            #expect(created.result["file_name"] as? String == "Résumé \"v2\".txt")
            let file = try await client.request("/api/now/attachment/\(attachmentID)/file", user: "john.doe")
            #expect(
                file.headers["content-disposition"]
                    == #"attachment;filename="R_sum_ \"v2\".txt";filename*=UTF-8''R%C3%A9sum%C3%A9%20%22v2%22.txt"#)
            #expect(
                file.headers["x-attachment-metadata"]?.contains(#""file_name" : "R\u00e9sum\u00e9 \"v2\".txt""#)
                    == true,
                "names outside ASCII are JSON escapes in the header")
        }
    }
}

extension AttachmentAPITests {
    @Test("from Australia, PATCH renames an attachment with 204; earlier releases answer 405, as the platform's do")
    func renameByRelease() async throws {
        for release in [PlatformRelease.zurich, .australia] {
            var configuration = InstanceConfiguration(clock: { SeedData.referenceDate })
            configuration.release = release
            try await withInstance(configuration) { client in
                let id = try await johnsIncident(client)
                let created = try await upload(client, to: id, bytes: Data("notes".utf8))
                let attachment = try #require(created.result["sys_id"] as? String)
                let renamed = try await client.request(
                    "/api/now/attachment/\(attachment)", method: "PATCH", user: "john.doe",
                    headers: ["Content-Type": "application/json"], body: Data(#"{"file_name":"renamed.jpg"}"#.utf8))
                let read = try await client.request("/api/now/attachment/\(attachment)", user: "john.doe")
                if release.has(.attachmentRename) {
                    #expect(renamed.status == 204 && renamed.body.isEmpty)
                    #expect(read.result["file_name"] as? String == "renamed.jpg")
                    let unnamed = try await client.request(
                        "/api/now/attachment/\(attachment)", method: "PATCH", user: "john.doe",
                        headers: ["Content-Type": "application/json"], body: Data("{}".utf8))
                    #expect(unnamed.status == 400)
                } else {
                    #expect(renamed.status == 405)
                    #expect(read.result["file_name"] as? String == "photo.jpg")
                }
            }
        }
    }
}
