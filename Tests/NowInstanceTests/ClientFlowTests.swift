import Foundation
import NowInstance
import TestSupport
import Testing

@Suite("Embedded instance: real client flows")
struct ClientFlowTests {
    /// curl exited with a failure.
    struct CurlFailed: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "curl exited with \(status); install curl (the CI script does)" }
    }

    /// Runs curl with a cookie jar, as the My Work walkthrough does, and returns the body and the status.
    func curl(_ arguments: [String], jar: URL) async throws -> (status: Int, body: Data) {
        let text = try await onOwnThread {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments =
                ["curl", "--silent", "--show-error", "--cookie", jar.path, "--cookie-jar", jar.path]
                + ["--write-out", "\n%{http_code}"] + arguments
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw CurlFailed(status: process.terminationStatus) }
            return String(decoding: data, as: UTF8.self)
        }
        let split = text.range(of: "\n", options: .backwards)
        let status = Int(text[(split?.upperBound ?? text.endIndex)...]) ?? 0
        return (status, Data(text[..<(split?.lowerBound ?? text.endIndex)].utf8))
    }

    func results(_ body: Data) -> [[String: Any]] {
        ((try? JSONSerialization.jsonObject(with: body)) as? [String: Any])?["result"] as? [[String: Any]] ?? []
    }

    @Test("the My Work login flow: Basic auth once into a cookie jar, then cookies only")
    func myWorkCookieJar() async throws {
        let client = try await SharedInstance.shared.client()
        let jar = TestScratch.url("nowtape-cookies-\(UUID()).txt")
        defer { try? FileManager.default.removeItem(at: jar) }
        let login = try await curl(
            [
                "--request", "GET", "--header", "Accept:application/json", "--user", "john.doe:password",
                client.baseURL
                    + "/api/now/v2/table/sys_user?user_name=john.doe&sysparm_fields=user_name,first_name,last_name,sys_id",
            ], jar: jar)
        #expect(login.status == 200)
        let user = try #require(results(login.body).first as? [String: String])
        #expect(
            user == [
                "user_name": "john.doe", "first_name": "John", "last_name": "Doe",
                "sys_id": "ea2bc1b14f4212008a5ab895f110c7d1",
            ])
        let jarText = try String(contentsOf: jar, encoding: .utf8)
        for cookie in AuthService.sessionCookies {
            #expect(jarText.contains(cookie))
        }

        let tasks = try await curl(
            [
                "--header", "Accept:application/json",
                client.baseURL
                    + "/api/now/table/task?sysparm_query=assigned_to%3Djavascript:gs.getUserID()%5Eactive%3Dtrue"
                    + "&sysparm_fields=sys_id,number,assigned_to&sysparm_exclude_reference_link=true",
            ], jar: jar)
        #expect(tasks.status == 200)
        let mine = results(tasks.body)
        #expect(!mine.isEmpty)
        #expect(mine.allSatisfy { $0["assigned_to"] as? String == "ea2bc1b14f4212008a5ab895f110c7d1" })

        let taskID = try #require(mine.first?["sys_id"] as? String)
        let comments = try await curl(
            [
                "--header", "Accept:application/json",
                client.baseURL + "/api/now/v2/table/sys_journal_field?element_id=\(taskID)",
            ],
            jar: jar)
        #expect(comments.status == 200)

        let withoutJar = try await curl(
            [client.baseURL + "/api/now/table/task?sysparm_limit=1"],
            jar: TestScratch.url("nowtape-empty-\(UUID()).txt"))
        #expect(withoutJar.status == 401)
    }

    /// The `rel="next"` URL of a `Link` header, if any.
    func nextLink(_ header: String?) -> String? {
        for part in (header ?? "").split(separator: ",") where part.hasSuffix(";rel=\"next\"") {
            return String(part.dropFirst().prefix { $0 != ">" })
        }
        return nil
    }

    @Test("a third-party client: limit 10000, True, empty sysparm_query, display_value=all, links and paging")
    func thirdPartyClient() async throws {
        let client = try await SharedInstance.shared.client()
        let loose = "sysparm_display_value=all&sysparm_exclude_reference_link=False&sysparm_query="
        let everything = try await client.request(
            "/api/now/table/incident?sysparm_limit=10000&\(loose)&sysparm_no_count=false", user: "john.doe")
        #expect(everything.status == 200)
        #expect(everything.results.count == 200)
        #expect(nextLink(everything.headers["link"]) == nil)
        #expect(everything.headers["x-total-count"] == "200")

        var seen: [String] = []
        var url: String? = client.baseURL + "/api/now/table/incident?sysparm_limit=30&\(loose)ORDERBYnumber"
        var pages = 0
        while let next = url, pages < 20 {
            let page = try await client.request(next, user: "john.doe")
            #expect(page.status == 200)
            seen += page.results.compactMap { ($0["sys_id"] as? [String: String])?["value"] }
            url = nextLink(page.headers["link"])
            pages += 1
        }
        #expect(pages == 7)
        #expect(seen.count == 200 && Set(seen).count == 200)

        let first = try #require(everything.results.first { ($0["caller_id"] as? [String: String])?["link"] != nil })
        let caller = try #require(first["caller_id"] as? [String: String])
        let link = try #require(caller["link"])
        let followed = try await client.request(link + "?sysparm_display_value=all", user: "john.doe")
        #expect(followed.status == 200)
        let name = try #require(followed.result["name"] as? [String: String])
        #expect(name["value"] == caller["display_value"])
        #expect((followed.result["sys_id"] as? [String: String])?["value"] == caller["value"])
    }
}
