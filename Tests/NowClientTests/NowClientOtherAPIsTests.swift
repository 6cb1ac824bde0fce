import Foundation
import NowClient
import NowInstance
import Synchronization
import TestSupport
import Testing

/// NowClient's attachment, stats, import set and batch services against the embedded instance.
@Suite("NowClient: attachments, stats, import sets and batches", .stopsServers)
struct NowClientOtherAPIsTests {
    static var importUpdateSet: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("UpdateSets/incident_import.xml").path
    }

    static func withClient(_ body: (NowClient, NowClient) async throws -> Void) async throws {
        try await withRunningInstance(
            InstanceConfiguration(clock: { SeedData.referenceDate }, updateSets: [importUpdateSet])
        ) { baseURL in
            let admin = try NowClient(baseURL: baseURL, authentication: .basic(user: "admin", password: "admin"))
            try await body(admin, admin.signingIn(as: .basic(user: "john.doe", password: "password")))
        }
    }

    @Test("a file goes up and comes down a piece at a time, with progress, and matches byte for byte")
    func attachmentFiles() async throws {
        try await Self.withClient { _, john in
            let incident = try await john.table.create("incident", values: ["short_description": "Photo inside"])
            let id = try #require(incident["sys_id"]?.text)
            let folder = TestScratch.url("nowclient-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let source = folder.appendingPathComponent("photo.jpg")
            let bytes = Data((0..<1_300_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) })
            try bytes.write(to: source)
            let sent = Mutex<[Int64]>([])
            let metadata = try await john.attachment.upload(
                fileAt: source, contentType: "image/jpeg", table: "incident", sysID: id,
                progress: { done, total in
                    sent.withLock { $0.append(done) }; #expect(total == 1_300_000)
                })
            #expect(metadata["size_bytes"]?.text == "1300000")
            #expect(metadata["file_name"]?.text == "photo.jpg")
            #expect(sent.withLock { $0.count } > 1)
            #expect(sent.withLock { $0.last } == 1_300_000)
            let attachmentID = try #require(metadata["sys_id"]?.text)
            let target = folder.appendingPathComponent("copy.jpg")
            let received = Mutex<Int64>(0)
            try await john.attachment.download(
                attachmentID, to: target,
                progress: { done, _ in
                    received.withLock { $0 = done }
                })
            #expect(try Data(contentsOf: target) == bytes)
            #expect(received.withLock { $0 } == 1_300_000)
            #expect(try await john.attachment.download(attachmentID) == bytes)
            let listed = try await john.attachment.list(query: "table_sys_id=\(id)")
            #expect(listed.map { $0["sys_id"]?.text } == [attachmentID])
            let small = try await john.attachment.upload(
                Data("note".utf8), fileName: "note.txt", contentType: "text/plain", table: "incident", sysID: id)
            #expect(
                try await john.attachment.metadata(small["sys_id"]?.text ?? "")["content_type"]?.text == "text/plain")
            try await john.attachment.delete(attachmentID)
            await #expect(throws: NowClientError.self) { try await john.attachment.metadata(attachmentID) }
            let missing = folder.appendingPathComponent("missing.bin")
            await #expect(throws: NowClientError.self) {
                try await john.attachment.download(String(repeating: "a", count: 32), to: missing)
            }
            #expect(!FileManager.default.fileExists(atPath: missing.path))
        }
    }

    @Test("a file to upload that is missing, or a download folder that is missing, is named as such")
    func localFileProblems() async throws {
        try await Self.withClient { _, john in
            let incident = try await john.table.create("incident", values: ["short_description": "No photo"])
            let id = try #require(incident["sys_id"]?.text)
            let folder = TestScratch.url("nowclient-\(UUID().uuidString)")
            let source = folder.appendingPathComponent("photo.jpg")
            do {
                _ = try await john.attachment.upload(
                    fileAt: source, contentType: "image/jpeg", table: "incident", sysID: id)
                Issue.record("uploading a missing file succeeded")
            } catch let error as NowClientError {
                #expect(error.kind == .localFile)
                #expect(error.description.contains(source.path) && error.description.contains("can be read"))
            }
            let small = try await john.attachment.upload(
                Data("note".utf8), fileName: "note.txt", contentType: "text/plain", table: "incident", sysID: id)
            let target = folder.appendingPathComponent("nested/note.txt")
            let smallID = try #require(small["sys_id"]?.text)
            do {
                try await john.attachment.download(smallID, to: target)
                Issue.record("downloading into a missing folder succeeded")
            } catch let error as NowClientError {
                #expect(error.kind == .localFile)
                #expect(error.description.contains(folder.path) && error.description.contains("can be written"))
                #expect(!error.description.contains("got no response"))
            }
        }
    }

    @Test("stats come back as groups with typed counts")
    func stats() async throws {
        try await Self.withClient { admin, _ in
            let all = try await admin.stats.aggregate("incident")
            #expect(all.count == 1)
            #expect((all.first?.count ?? 0) > 0)
            let grouped = try await admin.stats.aggregate(
                "incident",
                .init(average: ["reassignment_count"], groupBy: ["priority"], orderBy: ["COUNT^DESC"]))
            #expect(grouped.count == 5)
            #expect(grouped.map { $0.count ?? 0 }.reduce(0, +) == all.first?.count)
            #expect(grouped.allSatisfy { $0.fields["priority"] != nil && $0.average["reassignment_count"] != nil })
        }
    }

    @Test("import sets and batches decode into their results")
    func importAndBatch() async throws {
        try await Self.withClient { admin, john in
            let imported = try await admin.importSet.insert(
                "u_imp_incident", values: ["u_short_description": "From the client", "u_priority": "High"])
            #expect(imported.stagingTable == "u_imp_incident")
            #expect(imported.rows.first?.status == "inserted")
            let ids = try await admin.importSet.insertMultiple(
                "u_imp_incident", records: [["u_short_description": "one"], ["u_short_description": ""]])
            #expect(!ids.importSetID.isEmpty && !ids.multiImportSetID.isEmpty)
            let answer = try await john.batch.send([
                .init(id: "a", method: "GET", path: "/api/now/table/incident?sysparm_limit=1"),
                .init(
                    id: "b", method: "POST", path: "/api/now/table/incident",
                    body: Data(#"{"short_description":"b"}"#.utf8)),
            ])
            #expect(answer.served.map(\.id) == ["a", "b"])
            #expect(answer.served.map(\.status) == [200, 201])
            #expect(answer.unserved.isEmpty)
            #expect(String(decoding: answer.served[1].body, as: UTF8.self).contains("\"short_description\":\"b\""))
        }
    }
}
