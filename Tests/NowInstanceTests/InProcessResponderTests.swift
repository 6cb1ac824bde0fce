import Foundation
import NowInstance
import TestSupport
import Testing

@Suite("The embedded instance answered in process", .stopsServers)
struct InProcessResponderTests {
    private static let basic = "Basic " + Data("admin:admin".utf8).base64EncodedString()

    @Test("answers as the origin it is given, with the router's own envelopes, and no socket")
    func answersAsItsOrigin() async throws {
        let instance = try EmbeddedInstance(configuration: InstanceConfiguration(seedIncidents: 3))
        let responder = instance.inProcess(origin: "https://dev12345.service-now.com")
        let answer = await responder.respond(
            method: "GET", target: "https://dev12345.service-now.com/api/now/table/incident?sysparm_limit=1",
            headers: [.authorization: Self.basic, .accept: "application/json"], body: Data())
        #expect(answer.status == 200)
        let link = answer.headers["link"] ?? ""
        #expect(link.hasPrefix("<https://dev12345.service-now.com/api/now/table/incident?"))
        #expect(answer.headers.contains(.contentLength))
        let unknown = await responder.respond(
            method: "GET", target: "/api/now/table/no_such_table", headers: [.authorization: Self.basic],
            body: Data())
        #expect(unknown.status == 400)
        #expect(String(decoding: unknown.body, as: UTF8.self).contains("Invalid table no_such_table"))
        let batch = await responder.respond(
            method: "POST", target: "/api/now/v1/batch",
            headers: [.authorization: Self.basic, .contentType: "application/json"],
            body: Data(
                #"{"batch_request_id":"1","rest_requests":[{"id":"a","method":"GET","url":"/api/now/table/incident?sysparm_limit=1","headers":[{"name":"Accept","value":"application/json"}]}]}"#
                    .utf8))
        #expect(batch.status == 200)
        #expect(String(decoding: batch.body, as: UTF8.self).contains(#""status_code":200"#))
    }

    @Test("an answer is dated by the instance's own clock, as the records it writes are")
    func datedByTheInstanceClock() async throws {
        let configuration = InstanceConfiguration(seedIncidents: 1, clock: { SeedData.referenceDate })
        let responder = try EmbeddedInstance(configuration: configuration).inProcess(origin: "http://instance.test")
        let created = await responder.respond(
            method: "POST", target: "/api/now/table/incident?sysparm_fields=sys_created_on",
            headers: [.authorization: Self.basic, .contentType: "application/json"], body: Data("{}".utf8))
        #expect(created.headers["date"] == "Wed, 18 Mar 2026 12:00:00 GMT")
        #expect(String(decoding: created.body, as: UTF8.self).contains("2026-03-18 12:00:00"))
    }

    @Test("answers carry the header fields the socket sends: Server, Date, and no Content-Length on a 204")
    func headersAsOverTheSocket() async throws {
        let instance = try EmbeddedInstance(configuration: InstanceConfiguration(seedIncidents: 3))
        let running = try await EmbeddedInstance.prepare(InstanceConfiguration(seedIncidents: 3)).start()
        let client = HTTPTestClient(baseURL: running.baseURL)
        let responder = instance.inProcess(origin: "http://instance.nowtape.invalid")
        let list = "/api/now/table/incident?sysparm_limit=1&sysparm_fields=sys_id"
        let overSocket = try await client.request(list, user: "admin", password: "admin")
        let inProcess = await responder.respond(
            method: "GET", target: list, headers: [.authorization: Self.basic], body: Data())
        let names = Set(inProcess.headers.map { $0.name.canonicalName })
        #expect(names == Set(overSocket.headers.keys), "in process \(names), socket \(overSocket.headers.keys)")
        #expect(inProcess.headers[.server] == overSocket.headers["server"])
        #expect(inProcess.headers[.date].map { $0.hasSuffix(" GMT") && $0.count == 29 } == true)
        let listed = try JSONSerialization.jsonObject(with: inProcess.body) as? [String: [[String: String]]]
        let id = try #require(listed?["result"]?.first?["sys_id"])
        let deleted = await responder.respond(
            method: "DELETE", target: "/api/now/table/incident/\(id)", headers: [.authorization: Self.basic],
            body: Data())
        #expect(deleted.status == 204)
        #expect(deleted.headers[.contentLength] == nil)
        #expect(deleted.headers[.server] == EmbeddedInstance.serverHeader)
    }

    @Test("an instance answered in process is freed, store and all, once its responder goes")
    func freedWithItsResponder() async throws {
        weak var released: EmbeddedInstance?
        do {
            let instance = try EmbeddedInstance(configuration: InstanceConfiguration(seedIncidents: 3))
            released = instance
            let responder = instance.inProcess(origin: "http://instance.nowtape.invalid")
            let answer = await responder.respond(
                method: "GET", target: "/api/now/table/incident?sysparm_limit=1",
                headers: [.authorization: Self.basic], body: Data())
            #expect(answer.status == 200)
        }
        // Work the request started may let go of the instance a moment after the answer.
        for _ in 0..<100 where released != nil { try await Task.sleep(for: .milliseconds(50)) }
        #expect(released == nil)
    }

    @Test("over a socket, the in-process scheme field cannot put another scheme than http or https into links")
    func schemeFieldOverASocket() async throws {
        let running = try await EmbeddedInstance.prepare(InstanceConfiguration(seedIncidents: 3)).start()
        let client = HTTPTestClient(baseURL: running.baseURL)
        for value in ["javascript", "ftp", "", "https://evil.example"] {
            let reply = try await client.request(
                "/api/now/table/incident?sysparm_limit=1", user: "admin", password: "admin",
                headers: ["X-NowTape-Origin-Scheme": value])
            #expect(reply.status == 200)
            #expect(reply.headers["link"]?.hasPrefix("<\(running.baseURL)/api/now/table/incident?") == true, "\(value)")
        }
    }
}
