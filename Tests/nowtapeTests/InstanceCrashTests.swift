import Foundation
import TestSupport
import Testing

@Suite("nowtape instance serve: persistence")
struct InstanceCrashTests {
    /// Starts `nowtape instance serve` on a data directory and returns the process and its base URL.
    static func serve(data: String) async throws -> (Process, String) {
        let process = Process()
        process.executableURL = RecordCommandTests.executable
        process.arguments = ["instance", "serve", "--data", data, "--seed-size", "20"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let firstLine = try await onOwnThread { () -> String in
            var collected = Data()
            while !collected.contains(UInt8(ascii: "\n")) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                collected.append(chunk)
            }
            return String(decoding: collected, as: UTF8.self)
        }
        guard let url = firstLine.split(whereSeparator: \.isWhitespace).first(where: { $0.hasPrefix("http://") }) else {
            process.terminate()
            throw CancellationError()
        }
        return (process, String(url))
    }

    /// Runs curl and returns the status and body.
    static func curl(_ arguments: [String]) async throws -> (Int, String) {
        try await onOwnThread {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["curl", "--silent", "--write-out", "\n%{http_code}"] + arguments
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return (Int(lines.last ?? "") ?? 0, lines.dropLast().joined(separator: "\n"))
        }
    }

    @Test("records committed before kill -9 are all there when the instance starts again on the same data")
    func committedRecordsSurviveKill() async throws {
        let data = TestScratch.url("nowtape-data-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: data) }
        let (first, base) = try await Self.serve(data: data)
        for index in 1...5 {
            let (status, _) = try await Self.curl([
                "--user", "john.doe:password", "--header", "Content-Type: application/json", "--data",
                #"{"short_description":"Crash survivor \#(index)"}"#, base + "/api/now/table/incident",
            ])
            #expect(status == 201)
        }
        kill(first.processIdentifier, SIGKILL)
        first.waitUntilExit()

        let (second, again) = try await Self.serve(data: data)
        defer { second.terminate() }
        let (status, body) = try await Self.curl([
            "--user", "john.doe:password",
            again
                + "/api/now/table/incident?sysparm_query=short_descriptionSTARTSWITHCrash%20survivor&sysparm_fields=short_description",
        ])
        #expect(status == 200)
        for index in 1...5 { #expect(body.contains("Crash survivor \(index)")) }
    }
}
