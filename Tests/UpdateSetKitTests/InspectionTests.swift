import Cassettes
import Foundation
import Testing
import UpdateSetKit

@Suite("Inspecting update sets and route coverage")
struct InspectionTests {
    @Test("inspect lists the set, its routes with auth and ACL flags, script includes and other records")
    func inspectMyWork() throws {
        let inspection = UpdateSetInspection.inspect(file: TestFiles.myWork)
        #expect(inspection.name == "My Work")
        #expect(inspection.application == "My Work")
        #expect(inspection.scope == "x_snc_my_work")
        #expect(inspection.version == "1.0.0")
        let api = try #require(inspection.apis.first)
        #expect(api.name == "Task tracker API")
        #expect(api.versions.map(\.versionID) == ["v1"])
        #expect(
            api.operations.map { "\($0.method) \($0.route)" } == [
                "GET /api/x_snc_my_work/v1/tracker/task",
                "POST /api/x_snc_my_work/v1/tracker/task/{task_id}/comment",
            ])
        #expect(api.operations.allSatisfy { $0.requiresAuthentication && $0.requiresACLAuthorization })
        #expect(inspection.scriptIncludes.map(\.detail) == ["x_snc_my_work.TaskRetriever"])
        #expect(inspection.otherRecordCounts["sys_ws_query_parameter"] == 1)
        #expect(inspection.otherRecordCounts["sys_app_module"] == 1)
        #expect(inspection.text.contains("GET    /api/x_snc_my_work/v1/tracker/task  [auth, acl] My Tasks"))
    }

    @Test("inspect lists every DELETE and flags public routes")
    func inspectFlawed() {
        let inspection = UpdateSetInspection.inspect(file: TestFiles.flawed)
        #expect(inspection.deletions.map(\.name) == ["OldHelper"])
        #expect(inspection.text.contains("DELETE sys_script_include OldHelper"))
        #expect(inspection.text.contains("[PUBLIC, acl] Public status"))
        #expect(inspection.otherRecordCounts["sys_ws_operation (API not in set)"] == 1)
    }

    @Test("inspect's JSON decodes back to the same inspection")
    func inspectJSON() throws {
        let inspection = UpdateSetInspection.inspect(file: TestFiles.myWork)
        let decoded = try JSONDecoder().decode(UpdateSetInspection.self, from: Data(inspection.json.utf8))
        #expect(decoded == inspection)
    }

    @Test("coverage counts recorded calls per resource, reaches the default version, and lists strays")
    func coverage() throws {
        let calls = [
            ("GET", "/api/x_snc_my_work/v1/tracker/task?class=incident"), ("GET", "/api/x_snc_my_work/tracker/task"),
            ("POST", "/api/x_snc_my_work/v1/tracker/task/abc/comment"),
            ("DELETE", "/api/x_snc_my_work/v1/tracker/task/abc"), ("GET", "/api/now/v2/table/incident"),
        ]
        let cassette = Cassette(
            upstream: "http://127.0.0.1:8080",
            interactions: calls.map { method, target in
                Interaction(
                    request: RecordedRequest(method: method, url: "http://127.0.0.1:8080" + target),
                    response: RecordedResponse(status: 200), recordedAt: Date(timeIntervalSince1970: 0), duration: 0)
            })
        let har = """
            {"log":{"version":"1.2","entries":[{"startedDateTime":"2026-01-01T00:00:00Z","time":1,"request":{"method":"GET","url":"https://x.service-now.com/api/x_snc_my_work/v1/tracker/task","httpVersion":"HTTP/1.1","headers":[],"queryString":[],"cookies":[],"headersSize":-1,"bodySize":0},"response":{"status":200,"statusText":"OK","httpVersion":"HTTP/1.1","headers":[],"cookies":[],"content":{"size":0,"mimeType":"application/json"},"redirectURL":"","headersSize":-1,"bodySize":0},"cache":{},"timings":{"send":0,"wait":1,"receive":0}}]}}
            """
        let harPath = try TestFiles.write(har, name: "capture.har")
        let directory = URL(fileURLWithPath: harPath).deletingLastPathComponent()
        let cassettePath = directory.appendingPathComponent("session.json").path
        try CassetteFile.write(cassette, to: cassettePath)
        let recordings = try RecordingFolder.read(directory.path)
        #expect(recordings.map(\.file) == [harPath, cassettePath].sorted())
        #expect(recordings.reduce(0) { $0 + $1.cassette.interactions.count } == 6)
        let coverage = RouteCoverage(
            inspection: UpdateSetInspection.inspect(file: TestFiles.myWork), recordings: recordings)
        #expect(coverage.entries.map(\.hits) == [3, 1])
        #expect(
            coverage.unmatched.map { "\($0.request.method) \($0.request.path)" }
                == ["DELETE /api/x_snc_my_work/v1/tracker/task/abc"])
        #expect(coverage.unmatched.first?.file == cassettePath)
        #expect(coverage.text.contains("2 of 2 resources have recorded calls"))
    }

    @Test("a malformed recording names its file")
    func malformedRecording() throws {
        let path = try TestFiles.write("{\"interactions\": [", name: "broken.json")
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let error = #expect(throws: RecordingFolderError.self) { try RecordingFolder.read(directory) }
        #expect(error?.file == path)
        #expect(error?.description.contains("record it again") == true)
    }

    @Test("a HAR capture that is not HAR, and a folder that is not there, are named with what is wrong")
    func badRecordingInputs() throws {
        let har = try TestFiles.write(#"{"log": {"version": "1.2"}}"#, name: "capture.har")
        let folder = URL(fileURLWithPath: har).deletingLastPathComponent().path
        let harError = #expect(throws: RecordingFolderError.self) { try RecordingFolder.read(folder) }
        #expect(harError?.file == har)
        #expect(harError?.reason.contains("log.entries") == true)
        let missing = folder + "/no-such-folder"
        let missingError = #expect(throws: RecordingFolderError.self) { try RecordingFolder.read(missing) }
        #expect(missingError?.file == missing)
        #expect(missingError?.reason == "is not a readable folder")
        let file = #expect(throws: RecordingFolderError.self) { try RecordingFolder.read(har) }
        #expect(file?.reason == "is not a readable folder")
    }
}
