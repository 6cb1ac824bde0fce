import Foundation
import GRDB
import NowStore
import TestSupport
import Testing

@Suite("A store file another connection is writing")
struct SharedFileTests {
    @Test("opening it waits for the other connection's write to end rather than failing with \"database is locked\"")
    func opensWhileAnotherConnectionWrites() async throws {
        let folder = TestScratch.url("nowtape-shared-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("store.sqlite").path
        do {
            let first = try NowStore(path: path)
            try first.registerSoup("incident", indexSpecs: [IndexSpec(path: "number", type: .string)])
        }
        // Another connection, as a stopping instance's last one, holds the write lock for a moment.
        var holding = Configuration()
        holding.allowsUnsafeTransactions = true
        let other = try DatabaseQueue(path: path, configuration: holding)
        try other.inDatabase { db in try db.execute(sql: "BEGIN EXCLUSIVE") }
        let release = Task.detached {
            try await Task.sleep(for: .milliseconds(300))
            try other.inDatabase { db in try db.execute(sql: "COMMIT") }
        }
        let second = try NowStore(path: path)
        _ = try second.upsert([["number": "INC0000001"]], into: "incident")
        try await release.value
        #expect(try second.count("incident") == 1)
    }
}
