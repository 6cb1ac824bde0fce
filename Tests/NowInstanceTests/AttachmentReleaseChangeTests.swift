import Foundation
import GlideScript
import NowInstance
import TestSupport
import Testing

/// The Attachment API changes the release data names, each on the release before and the release that brought it.
@Suite("Embedded instance: Attachment API changes between releases", .stopsServers)
struct AttachmentReleaseChangeTests {
    let helpers = AttachmentAPITests()

    func withRelease(_ release: PlatformRelease, _ body: (HTTPTestClient) async throws -> Void) async throws {
        var configuration = InstanceConfiguration(clock: { SeedData.referenceDate })
        configuration.release = release
        try await withInstance(configuration, body)
    }

    func attributes(_ client: HTTPTestClient, _ attachment: String, _ rest: String = "") -> String {
        "/api/now/attachment/\(attachment)/attributes\(rest)"
    }

    @Test("from Australia an attachment keeps attributes: add (201), list, read, update, delete (204), as documented")
    func attributesOnAustralia() async throws {
        try await withRelease(.australia) { client in
            let incident = try await helpers.johnsIncident(client)
            let created = try await helpers.upload(client, to: incident, bytes: Data("photo".utf8))
            let attachment = try #require(created.result["sys_id"] as? String)
            let json = ["Content-Type": "application/json"]
            let added = try await client.request(
                attributes(client, attachment), method: "POST", user: "john.doe", headers: json,
                body: Data(#"{"key":"alt_text","value":"A printer on fire"}"#.utf8))
            #expect(added.status == 201)
            #expect(added.text == #"{"result":{"key":"alt_text","value":"A printer on fire"}}"#)
            _ = try await client.request(
                attributes(client, attachment), method: "POST", user: "john.doe", headers: json,
                body: Data(#"{"key":"source","value":"phone"}"#.utf8))
            let twice = try await client.request(
                attributes(client, attachment), method: "POST", user: "john.doe", headers: json,
                body: Data(#"{"key":"alt_text","value":"again"}"#.utf8))
            #expect(twice.status == 400 && twice.errorDetail?.contains("PUT") == true)
            let listed = try await client.request(attributes(client, attachment), user: "john.doe")
            #expect(
                listed.text
                    == #"{"result":[{"key":"alt_text","value":"A printer on fire"},{"key":"source","value":"phone"}]}"#)
            let updated = try await client.request(
                attributes(client, attachment, "/alt_text"), method: "PUT", user: "john.doe", headers: json,
                body: Data(#"{"value":"A printer, now out"}"#.utf8))
            #expect(updated.status == 200 && updated.result["value"] as? String == "A printer, now out")
            let read = try await client.request(attributes(client, attachment, "/alt_text"), user: "john.doe")
            #expect(read.result["value"] as? String == "A printer, now out")
            let missing = try await client.request(attributes(client, attachment, "/nothing"), user: "john.doe")
            #expect(missing.status == 404)
            let unvalued = try await client.request(
                attributes(client, attachment), method: "POST", user: "john.doe", headers: json,
                body: Data(#"{"key":"empty"}"#.utf8))
            #expect(unvalued.status == 400)
            let deleted = try await client.request(
                attributes(client, attachment, "/source"), method: "DELETE", user: "john.doe")
            #expect(deleted.status == 204 && deleted.body.isEmpty)
            let cleared = try await client.request(attributes(client, attachment), method: "DELETE", user: "john.doe")
            #expect(cleared.status == 204)
            let none = try await client.request(attributes(client, attachment), user: "john.doe")
            #expect(none.text == #"{"result":[]}"#)
        }
    }

    @Test("attributes follow the attachment's record: a reader may not change them, and they go with the attachment")
    func attributesFollowTheRecord() async throws {
        try await withRelease(.australia) { client in
            let incident = try await helpers.johnsIncident(client)
            let created = try await helpers.upload(client, to: incident, bytes: Data("photo".utf8))
            let attachment = try #require(created.result["sys_id"] as? String)
            _ = try await client.request(
                attributes(client, attachment), method: "POST", user: "john.doe",
                headers: ["Content-Type": "application/json"], body: Data(#"{"key":"alt_text","value":"x"}"#.utf8))
            let stored = "/api/now/table/sys_attachment_attribute?sysparm_query=attachment=\(attachment)"
            #expect(try await client.request(stored, user: "admin", password: "admin").results.count == 1)
            let gone = try await client.request("/api/now/attachment/\(attachment)", method: "DELETE", user: "john.doe")
            #expect(gone.status == 204)
            #expect(try await client.request(stored, user: "admin", password: "admin").results.isEmpty)
            let unknown = try await client.request(
                attributes(client, "0123456789abcdef0123456789abcdef"), user: "admin", password: "admin")
            #expect(unknown.status == 404)
        }
    }

    @Test("before Australia no resource answers at .../attributes: 400, as for any path no API serves")
    func attributesBeforeAustralia() async throws {
        try await withRelease(.zurich) { client in
            let incident = try await helpers.johnsIncident(client)
            let created = try await helpers.upload(client, to: incident, bytes: Data("photo".utf8))
            let attachment = try #require(created.result["sys_id"] as? String)
            let refused = try await client.request(attributes(client, attachment), user: "john.doe")
            #expect(refused.status == 400)
            #expect(refused.errorMessage == "Requested URI does not represent any resource")
            let nowhere = try await client.request("/api/now/attachment/\(attachment)/nothing", user: "john.doe")
            #expect(nowhere.status == 400)
            #expect(nowhere.errorMessage == "Requested URI does not represent any resource")
        }
    }

    @Test("from Yokohama creation_time sets an upload's sys_created_on; Xanadu ignores it; a bad one is 400")
    func creationTime() async throws {
        for release in [PlatformRelease.xanadu, .yokohama] {
            try await withRelease(release) { client in
                let incident = try await helpers.johnsIncident(client)
                let path =
                    "/api/now/attachment/file?table_name=incident&table_sys_id=\(incident)&file_name=offline.txt"
                let created = try await client.request(
                    path + "&creation_time=2024-05-01%2010:00:00", method: "POST", user: "john.doe",
                    headers: ["Content-Type": "text/plain"], body: Data("kept offline".utf8))
                #expect(created.status == 201)
                let createdOn = created.result["sys_created_on"] as? String
                let bad = try await client.request(
                    path + "&creation_time=yesterday", method: "POST", user: "john.doe",
                    headers: ["Content-Type": "text/plain"], body: Data("kept offline".utf8))
                if release.has(.attachmentCreationTime) {
                    #expect(createdOn == "2024-05-01 10:00:00")
                    #expect(bad.status == 400 && bad.errorMessage == "Invalid creation_time")
                } else {
                    #expect(createdOn != "2024-05-01 10:00:00")
                    #expect(bad.status == 201)
                }
            }
        }
    }
}

extension AttachmentReleaseChangeTests {
    @Test("attribute bodies that are not JSON, lack a value, or are too large get the platform's errors")
    func badAttributeBodies() async throws {
        try await withRelease(.australia) { client in
            let incident = try await helpers.johnsIncident(client)
            let created = try await helpers.upload(client, to: incident, bytes: Data("photo".utf8))
            let attachment = try #require(created.result["sys_id"] as? String)
            let json = ["Content-Type": "application/json"]
            let broken = try await client.request(
                attributes(client, attachment), method: "POST", user: "john.doe", headers: json,
                body: Data(#"{"key":"alt_text","value":"#.utf8))
            #expect(broken.status == 400)
            #expect(broken.errorDetail?.contains("not valid JSON") == true)
            _ = try await client.request(
                attributes(client, attachment), method: "POST", user: "john.doe", headers: json,
                body: Data(#"{"key":"alt_text","value":"x"}"#.utf8))
            let valueless = try await client.request(
                attributes(client, attachment, "/alt_text"), method: "PUT", user: "john.doe", headers: json,
                body: Data("{}".utf8))
            #expect(valueless.status == 400 && valueless.errorMessage == "Missing value")
            let huge = try await client.request(
                attributes(client, attachment), method: "POST", user: "john.doe", headers: json,
                body: Data(#"{"key":"k","value":"\#(String(repeating: "x", count: 70_000))"}"#.utf8))
            #expect(huge.status == 413)
            let kept = try await client.request(attributes(client, attachment), user: "john.doe")
            #expect(kept.text == #"{"result":[{"key":"alt_text","value":"x"}]}"#, "nothing is lost")
        }
    }
}
