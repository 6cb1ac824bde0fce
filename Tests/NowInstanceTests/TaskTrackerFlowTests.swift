import Foundation
import NowInstance
import Testing

@Suite("Task Tracker flows: the My Work update set's own scripts, served by the embedded instance")
struct TaskTrackerFlowTests {
    static func configuration() -> InstanceConfiguration {
        InstanceConfiguration(clock: { SeedData.referenceDate }, updateSets: [myWorkUpdateSet])
    }

    @Test("GET tracker/task with session cookies lists the user's active tasks grouped by class display name")
    func listMyTasks() async throws {
        try await withInstance(Self.configuration()) { client in
            let login = try await client.request("/api/now/v2/table/sys_user?sysparm_limit=1", user: "john.doe")
            #expect(login.status == 200)
            let reply = try await client.request(
                "/api/x_snc_my_work/v1/tracker/task",
                headers: ["Cookie": login.cookieHeader, "Accept": "application/json"])
            #expect(reply.status == 200)
            #expect(reply.headers["content-type"]?.hasPrefix("application/json") == true)
            let groups = reply.result
            #expect(Set(groups.keys).isSuperset(of: ["Incident", "Problem", "Change Request"]))
            let incidents = try #require(groups["Incident"] as? [[String: Any]])
            #expect(!incidents.isEmpty)
            for task in incidents {
                #expect(Set(task.keys) == ["short_desc", "snowui", "number", "sys_id", "link", "created"])
                let id = try #require(task["sys_id"] as? String)
                #expect(task["link"] as? String == "\(client.baseURL)/api/now/v2/table/incident/\(id)")
                #expect(task["snowui"] as? String == "\(client.baseURL)/incident.do?sys_id=\(id)")
            }
            let numbers = incidents.compactMap { $0["number"] as? String }
            #expect(numbers == numbers.sorted())

            let expected = try await client.request(
                "/api/now/v2/table/task?sysparm_query=assigned_to=ea2bc1b14f4212008a5ab895f110c7d1^active=true"
                    + "&sysparm_fields=sys_id",
                headers: ["Cookie": login.cookieHeader])
            let listed = groups.values.flatMap { ($0 as? [[String: Any]]) ?? [] }.compactMap { $0["sys_id"] as? String }
            #expect(Set(listed) == Set(expected.results.compactMap { $0["sys_id"] as? String }))

            let narrowed = try await client.request(
                "/api/x_snc_my_work/v1/tracker/task?class=problem", headers: ["Cookie": login.cookieHeader])
            #expect(Array(narrowed.result.keys) == ["Problem"])
        }
    }

    @Test(
        "POST a comment: 201, then the comment is in sys_journal_field; a missing comment is 400, an unknown task 404")
    func addComment() async throws {
        try await withInstance(Self.configuration()) { client in
            let login = try await client.request("/api/x_snc_my_work/v1/tracker/task", user: "john.doe")
            let cookies = login.cookieHeader
            let group = try #require(login.result["Problem"] as? [[String: Any]])
            let task = try #require(group.first?["sys_id"] as? String)
            let json = ["Cookie": cookies, "Content-Type": "application/json", "Accept": "application/json"]

            let added = try await client.request(
                "/api/x_snc_my_work/v1/tracker/task/\(task)/comment", method: "POST", headers: json,
                body: Data(#"{"comment":"Hello, world!"}"#.utf8))
            #expect(added.status == 201)
            #expect(added.text == #"{"data":"Successfully inserted"}"#)

            let journal = try await client.request(
                "/api/now/v2/table/sys_journal_field?sysparm_query=element_id=\(task)^ORDERBYDESCsys_created_on",
                headers: ["Cookie": cookies])
            #expect(journal.status == 200)
            let newest = try #require(journal.results.first)
            #expect(newest["value"] as? String == "Hello, world!")
            #expect(newest["element"] as? String == "work_notes")
            #expect(newest["name"] as? String == "problem")

            let missing = try await client.request(
                "/api/x_snc_my_work/v1/tracker/task/\(task)/comment", method: "POST", headers: json,
                body: Data(#"{"note":"wrong key"}"#.utf8))
            #expect(missing.status == 400)
            #expect(missing.json["status"] as? String == "failure")
            #expect(missing.errorMessage?.contains("comment") == true)

            let unknown = try await client.request(
                "/api/x_snc_my_work/v1/tracker/task/0123456789abcdef0123456789abcdef/comment", method: "POST",
                headers: json, body: Data(#"{"comment":"Hello"}"#.utf8))
            #expect(unknown.status == 404)
            #expect(unknown.json["status"] as? String == "failure")
        }
    }

    @Test("without credentials the Task Tracker answers 401 in the error envelope")
    func needsAuthentication() async throws {
        try await withInstance(Self.configuration()) { client in
            let reply = try await client.request("/api/x_snc_my_work/v1/tracker/task")
            #expect(reply.status == 401)
            #expect(reply.errorMessage == "User Not Authenticated")
        }
    }

    @Test("the URI without a version reaches the default version, and installed records are readable")
    func defaultVersion() async throws {
        try await withInstance(Self.configuration()) { client in
            let reply = try await client.request("/api/x_snc_my_work/tracker/task", user: "john.doe")
            #expect(reply.status == 200)
            #expect(reply.result["Incident"] != nil)
            let operations = try await client.request(
                "/api/now/v2/table/sys_ws_operation?sysparm_fields=name,http_method", user: "admin", password: "admin")
            #expect(Set(operations.results.compactMap { $0["name"] as? String }) == ["My Tasks", "Add comment"])
        }
    }
}
