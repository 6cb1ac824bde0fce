import Foundation
import Synchronization
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the writers were told was done before the kill.
private final class Acknowledged: Sendable {
    let created = Mutex<Set<String>>([])
    let patches = Mutex<[String: Int]>([:])
    let notes = Mutex<Set<String>>([])
    var total: Int { created.withLock { $0.count } + patches.withLock { $0.values.reduce(0, +) } }
}

@Suite("nowtape instance serve: kill -9 under concurrent writers")
struct KillDuringWritesTests {
    private static let authorization = "Basic " + Data("john.doe:password".utf8).base64EncodedString()

    private static func send(
        _ session: URLSession, _ url: String, method: String, body: [String: String]? = nil
    ) async throws -> (Int, [String: Any]) {
        var request = URLRequest(url: try #require(URL(string: url)))
        request.httpMethod = method
        request.setValue(authorization, forHTTPHeaderField: "Authorization")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let body {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try JSONSerialization.data(withJSONObject: body)
        }
        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
        return (status, json["result"] as? [String: Any] ?? [:])
    }

    @Test("64 writers creating and updating records, then kill -9: every acknowledged write is there after a restart")
    func acknowledgedWritesSurvive() async throws {
        let data = TestScratch.url("nowtape-data-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: data) }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 64
        configuration.timeoutIntervalForRequest = 30
        let session = URLSession(configuration: configuration)
        let (first, base) = try await InstanceCrashTests.serve(data: data)
        var shared: [String] = []
        for index in 0..<8 {
            let (status, result) = try await Self.send(
                session, base + "/api/now/table/incident", method: "POST",
                body: ["short_description": "shared \(index)"])
            #expect(status == 201)
            shared.append(try #require(result["sys_id"] as? String))
        }
        let targets = shared
        let acknowledged = Acknowledged()
        let writersDone = SetOnceFlag()
        let writers = Task {
            defer { writersDone.set() }
            await withTaskGroup(of: Void.self) { group in
                for writer in 0..<64 {
                    group.addTask {
                        // Each writer stops at its first failure: the kill.
                        for round in 0..<10_000 {
                            do {
                                if round.isMultiple(of: 2) {
                                    let (status, result) = try await Self.send(
                                        session, base + "/api/now/table/incident", method: "POST",
                                        body: ["short_description": "writer \(writer) round \(round)"])
                                    guard status == 201, let id = result["sys_id"] as? String else { return }
                                    _ = acknowledged.created.withLock { $0.insert(id) }
                                } else {
                                    let target = targets[(writer + round) % targets.count]
                                    let note = "writer \(writer) round \(round)"
                                    let (status, _) = try await Self.send(
                                        session, base + "/api/now/table/incident/\(target)", method: "PATCH",
                                        body: ["work_notes": note])
                                    guard status == 200 else { return }
                                    acknowledged.patches.withLock { $0[target, default: 0] += 1 }
                                    _ = acknowledged.notes.withLock { $0.insert(note) }
                                }
                            } catch {
                                return
                            }
                        }
                    }
                }
            }
        }
        // Kill while the writers are in full flow.
        for _ in 0..<600 where acknowledged.total < 300 {
            try await Task.sleep(for: .milliseconds(50))
        }
        kill(first.processIdentifier, SIGKILL)
        first.waitUntilExit()
        // A request cut off by the kill can stay open in URLSession past its timeout; the writers get a bounded
        // time to notice, and any still waiting are cancelled rather than awaited.
        for _ in 0..<300 where !writersDone.isSet {
            try await Task.sleep(for: .milliseconds(50))
        }
        writers.cancel()
        session.invalidateAndCancel()
        #expect(acknowledged.total >= 300)

        let (second, again) = try await InstanceCrashTests.serve(data: data)
        defer { second.terminate() }
        let (status, stored) = try await InstanceCrashTests.curl([
            "--user", "john.doe:password",
            again
                + "/api/now/table/incident?sysparm_query=short_descriptionSTARTSWITHwriter&sysparm_fields=sys_id"
                + "&sysparm_limit=100000",
        ])
        #expect(status == 200)
        let created = acknowledged.created.withLock { $0 }
        let missing = created.filter { !stored.contains($0) }
        #expect(missing.isEmpty, "\(missing.count) of \(created.count) acknowledged records are missing")
        let patches = acknowledged.patches.withLock { $0 }
        for target in targets {
            let (_, body) = try await InstanceCrashTests.curl([
                "--user", "john.doe:password",
                again + "/api/now/table/incident/\(target)?sysparm_fields=sys_mod_count",
            ])
            let json = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
            let result = json?["result"] as? [String: Any]
            let count = Int(result?["sys_mod_count"] as? String ?? "") ?? -1
            // At least every acknowledged update, and at most one more per writer whose reply the kill cut off.
            let acked = patches[target] ?? 0
            #expect(
                count >= acked && count <= acked + 64, "sys_mod_count of \(target): \(count), \(acked) acknowledged")
        }
        let (_, journal) = try await InstanceCrashTests.curl([
            "--user", "admin:admin",
            again
                + "/api/now/table/sys_journal_field?sysparm_query=element=work_notes%5EvalueSTARTSWITHwriter"
                + "&sysparm_fields=value&sysparm_limit=100000",
        ])
        let lostNotes = acknowledged.notes.withLock { $0 }.filter { !journal.contains("\"\($0)\"") }
        #expect(lostNotes.isEmpty, "\(lostNotes.count) acknowledged work notes are missing")
    }
}
