import Cassettes
import Foundation
import NowInstance
import Scenarios
import TestSupport
import Testing

@testable import nowtape

@Suite("nowtape record, replay and cassette", .stopsServers)
struct RecordCommandTests {
    /// The `nowtape` executable built next to the test bundle.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("nowtape")
    }

    static func curl(_ url: String, user: String? = nil) async throws -> Int {
        try await onOwnThread {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments =
                ["curl", "--silent", "--output", "/dev/null", "--write-out", "%{http_code}"]
                + (user.map { ["--user", $0] } ?? []) + [url]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return Int(String(decoding: data, as: UTF8.self)) ?? 0
        }
    }

    @Test("after kill -9 mid-session, the next start recovers every finished interaction")
    func killDuringRecording() async throws {
        let directory = TestScratch.url("nowtape-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let cassette = directory.appendingPathComponent("killed.json").path
        let instance = try await EmbeddedInstance.prepare(InstanceConfiguration(clock: { SeedData.referenceDate }))
        let upstream = try await instance.start()

        let process = Process()
        process.executableURL = Self.executable
        process.arguments = ["record", "--upstream", upstream.baseURL, "--cassette", cassette]
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
        let proxyURL = try #require(
            firstLine.split(separator: " ").filter { $0.hasPrefix("http://127.0.0.1:") }.dropFirst().first.map(
                String.init),
            "the record command printed: \(firstLine)")
        for limit in 1...3 {
            let status = try await Self.curl(
                "\(proxyURL)/api/now/table/incident?sysparm_limit=\(limit)", user: "john.doe:password")
            #expect(status == 200)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(FileManager.default.fileExists(atPath: CassetteJournal.journalPath(for: cassette)))

        let recovery = try #require(try CassetteJournal.recover(cassette: cassette))
        #expect(recovery.recovered == 3)
        let recovered = try CassetteFile.read(cassette)
        #expect(
            recovered.interactions.map(\.request.target)
                == (1...3).map { "/api/now/table/incident?sysparm_limit=\($0)" })
        #expect(
            !(try String(contentsOfFile: cassette, encoding: .utf8)).contains(
                Data("john.doe:password".utf8).base64EncodedString()))
    }

    @Test("lint finds a leaked secret and an orphan placeholder, and passes a clean cassette")
    func lint() throws {
        let directory = TestScratch.url("nowtape-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let leaky = directory.appendingPathComponent("leaky.json").path
        let clean = directory.appendingPathComponent("clean.json").path
        let request = { (headers: HTTPFields) in
            Interaction(
                request: RecordedRequest(
                    method: "GET", url: "https://x.service-now.com/api/now/table/incident", headers: headers),
                response: RecordedResponse(status: 200), recordedAt: Date(timeIntervalSince1970: 0), duration: 0)
        }
        try CassetteFile.write(
            Cassette(interactions: [
                request([.authorization: "Basic am9objpzZWNyZXQ="]),
                request([.cookie: "JSESSIONID=NOWTAPE_REDACTED_7"]),
            ]), to: leaky)
        try CassetteFile.write(
            Cassette(interactions: [request([.authorization: "Basic NOWTAPE_REDACTED_1"])]), to: clean)
        let findings = CassetteLinter().lint(file: leaky)
        #expect(findings.map(\.rule) == [.leakedSecret, .orphanPlaceholder])
        #expect(CassetteLinter().lint(file: clean).isEmpty)
        let leaks = nowtapeRun(["cassette", "lint", leaky])
        #expect(leaks.code == 1)
        #expect(leaks.output.contains("\(leaky): [leaked-secret] interaction #0"))
        #expect(leaks.output.contains("2 problem(s)"))
        let cleanRun = nowtapeRun(["cassette", "lint", clean])
        #expect(cleanRun.code == 0)
        #expect(cleanRun.output.contains("No problems in 1 cassette(s)"))
    }

    @Test("lint notes headers that change from call to call, and --mark-volatile writes them into the cassette")
    func lintMarksVolatileHeaders() throws {
        let directory = TestScratch.url("nowtape-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("polled.json").path
        let answer = { (id: String) in
            Interaction(
                request: RecordedRequest(method: "GET", url: "https://x.service-now.com/api/now/table/incident"),
                response: RecordedResponse(status: 200, headers: ["x-request-id": id], body: Data("{}".utf8)),
                recordedAt: Date(timeIntervalSince1970: 0), duration: 0)
        }
        try CassetteFile.write(Cassette(interactions: [answer("r1"), answer("r2")]), to: path)
        let noted = nowtapeRun(["cassette", "lint", path])
        #expect(noted.code == 0)
        #expect(noted.output.contains("\(path): volatile: x-request-id differs between 2 identical answers"))
        #expect(try CassetteFile.read(path).volatileHeaders.isEmpty)
        let marking = nowtapeRun(["cassette", "lint", "--mark-volatile", path])
        #expect(marking.code == 0)
        #expect(marking.output.contains("\(path): marked volatile: x-request-id"))
        #expect(try CassetteFile.read(path).volatileHeaders == ["x-request-id"])
        #expect(!nowtapeRun(["cassette", "lint", path]).output.contains("volatile:"))
    }

    @Test("report matrix draws the runs of several releases and exits 1 on a planted regression")
    func reportMatrix() throws {
        let directory = TestScratch.url("nowtape-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func write(_ release: String, _ status: String) throws -> String {
            let path = directory.appendingPathComponent("\(release).json").path
            let report = RunReport(
                target: "embedded", cassettes: nil, startedAt: "2026-11-28T00:00:00Z", seconds: 0.1,
                scenarios: [
                    ScenarioReport(
                        suite: "S", name: "Reads", tags: [], status: status == "passed" ? .passed : .failed,
                        seconds: 0.01, steps: [])
                ], release: release)
            try report.write(as: .json, to: path)
            return path
        }
        let newer = try write("australia", "failed")
        let older = try write("yokohama", "passed")
        let html = directory.appendingPathComponent("matrix.html").path
        let run = nowtapeRun(["report", "matrix", newer, older, "--report", "html", html])
        #expect(run.code == 1)
        #expect(run.output.contains("Regression: S › Reads passes on yokohama and fails on australia"))
        #expect(FileManager.default.fileExists(atPath: html))
        let fixed = try write("australia", "passed")
        #expect(nowtapeRun(["report", "matrix", older, fixed]).code == 0)
        #expect(nowtapeRun(["report", "matrix", directory.appendingPathComponent("none.json").path]).code == 1)
    }

    @Test("diff ignores the fields it is told to, and reports the rest")
    func diff() throws {
        let directory = TestScratch.url("nowtape-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let make = { (body: String) in
            Cassette(interactions: [
                Interaction(
                    request: RecordedRequest(method: "GET", url: "https://x.service-now.com/api/now/table/incident"),
                    response: RecordedResponse(
                        status: 200, headers: [.contentType: "application/json"], body: Data(body.utf8)),
                    recordedAt: Date(timeIntervalSince1970: 0), duration: 0)
            ])
        }
        let old = make(#"{"result":[{"state":"1","sys_updated_on":"2026-01-01 00:00:00"}]}"#)
        let new = make(#"{"result":[{"state":"2","sys_updated_on":"2026-02-01 00:00:00"}]}"#)
        let changes = CassetteDiff(ignoredFields: ["sys_updated_on"]).changes(from: old, to: new)
        #expect(changes.map(\.description) == [#"#0 response.body.result[0].state: "1" → "2""#])
        let a = directory.appendingPathComponent("a.json").path
        let b = directory.appendingPathComponent("b.json").path
        try CassetteFile.write(old, to: a)
        try CassetteFile.write(new, to: b)
        let differs = nowtapeRun(["cassette", "diff", a, b, "--ignore-field", "sys_updated_on"])
        #expect(differs.code == 1)
        #expect(differs.output == "#0 response.body.result[0].state: \"1\" → \"2\"\n1 difference(s)\n")
        let same = nowtapeRun(["cassette", "diff", a, a])
        #expect(same.code == 0)
        #expect(same.output == "No differences\n")
    }
}
