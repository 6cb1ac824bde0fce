import Foundation
import NowInstance
import TestSupport
import Testing
import UpdateSetKit

@Suite("Applications installed from their folders", .stopsServers)
struct ApplicationFolderInstallTests {
    @Test("the My Work application kept as a source-control folder installs and answers exactly as its export does")
    func folderAnswersAsTheExport() async throws {
        let folder = TestScratch.url("nowtape-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for update in UpdateSetReader.load(file: myWorkUpdateSet).updates {
            guard let record = update.record else { continue }
            try RecordFileWriter.write(
                table: record.table, action: record.action,
                fields: record.fields.map { ($0.name, $0.value, $0.displayValue) }, sysID: record.sysID,
                in: folder.appendingPathComponent("update"))
        }
        var answers: [[String]] = []
        for updateSet in [myWorkUpdateSet, folder.path] {
            let configuration = InstanceConfiguration(clock: { SeedData.referenceDate }, updateSets: [updateSet])
            answers.append(
                try await withInstance(configuration) { client in
                    var bodies: [String] = []
                    for query in ["", "?class=incident"] {
                        let reply = try await client.request(
                            "/api/x_snc_my_work/v1/tracker/task" + query, user: "john.doe")
                        #expect(reply.status == 200)
                        bodies.append(
                            String(decoding: reply.body, as: UTF8.self)
                                .replacingOccurrences(of: client.baseURL, with: "BASE"))
                    }
                    return bodies
                })
        }
        #expect(answers[0] == answers[1])
        #expect(answers[1].allSatisfy { $0.contains("\"result\"") })
    }
}
