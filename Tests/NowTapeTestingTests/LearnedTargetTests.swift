import Foundation
import NowClient
import NowTapeEmbedded
import NowTapeTransports
import Testing

@Suite("A test's embedded target learned from recordings")
struct LearnedTargetTests {
    @Test("learned from the bundled CRUD cassettes, it answers a query they never made with their records")
    func answersFromRecordings() async throws {
        let target = try EmbeddedInstanceTarget.learned(from: ["Cassettes/crud"])
        let started = try await target.start(limits: .none)
        let authorization = "Basic " + Data("admin:admin".utf8).base64EncodedString()
        let response = try await started.transport.send(
            NowHTTPRequest(
                method: "GET",
                url: started.origin + "/api/now/table/incident?sysparm_query=numberISNOTEMPTY^ORDERBYnumber"
                    + "&sysparm_limit=2&sysparm_fields=number",
                headers: [.authorization: authorization, .accept: "application/json"]))
        await started.stop()
        #expect(response.status == 200)
        let json = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        let numbers = (json?["result"] as? [[String: Any]])?.compactMap { $0["number"] as? String } ?? []
        #expect(numbers.count == 2 && numbers == numbers.sorted() && numbers.allSatisfy { $0.hasPrefix("INC") })
    }

    @Test("a path that does not exist throws, saying what to give")
    func missingPath() {
        #expect {
            _ = try EmbeddedInstanceTarget.learned(from: ["Cassettes/none-such"])
        } throws: { error in
            "\(error)".contains("There is no cassette, HAR file or folder")
        }
    }
}
