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
        let cassette = """
            {"interactions":[
              {"request":{"method":"GET","url":"http://127.0.0.1:8080/api/x_snc_my_work/v1/tracker/task?class=incident"}},
              {"request":{"method":"GET","url":"http://127.0.0.1:8080/api/x_snc_my_work/tracker/task"}},
              {"request":{"method":"POST","url":"http://127.0.0.1:8080/api/x_snc_my_work/v1/tracker/task/abc/comment"}},
              {"request":{"method":"DELETE","url":"http://127.0.0.1:8080/api/x_snc_my_work/v1/tracker/task/abc"}},
              {"request":{"method":"GET","url":"http://127.0.0.1:8080/api/now/v2/table/incident"}}
            ]}
            """
        let har = """
            {"log":{"version":"1.2","entries":[{"request":{"method":"GET","url":"https://x.service-now.com/api/x_snc_my_work/v1/tracker/task"}}]}}
            """
        let cassettePath = try TestFiles.write(cassette, name: "session.json")
        let directory = URL(fileURLWithPath: cassettePath).deletingLastPathComponent()
        try Data(har.utf8).write(to: directory.appendingPathComponent("capture.har"))
        let requests = try RecordedRequestLoader.load(directory: directory.path)
        #expect(requests.count == 6)
        let coverage = RouteCoverage(
            inspection: UpdateSetInspection.inspect(file: TestFiles.myWork), requests: requests)
        #expect(coverage.entries.map(\.hits) == [3, 1])
        #expect(
            coverage.unmatched.map { "\($0.method) \($0.path)" } == ["DELETE /api/x_snc_my_work/v1/tracker/task/abc"])
        #expect(coverage.text.contains("2 of 2 resources have recorded calls"))
    }

    @Test("a malformed recording names its file")
    func malformedRecording() throws {
        let path = try TestFiles.write("{\"interactions\": [", name: "broken.json")
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        #expect(throws: RecordingReadError.self) { try RecordedRequestLoader.load(directory: directory) }
    }
}
