import Cassettes
import Foundation
import NowInstance
import Scenarios
import TestSupport
import Testing

@testable import nowtape

@Suite("The command line, tried as a new user would: exit codes, arguments, pipes and signals", .stopsServers)
struct CommandLineHardeningTests {
    @Test(
        "a missing file is a failure (1) in every command that reads one",
        arguments: [
            ["updateset", "inspect", "/nonexistent.xml"], ["updateset", "check", "/nonexistent.xml"],
            ["push", "validate", "/nonexistent.json"], ["cassette", "show", "/nonexistent.json"],
            ["cassette", "lint", "/nonexistent.json"], ["cassette", "redact", "/nonexistent.json"],
            ["cassette", "export-har", "/nonexistent.json"], ["cassette", "diff", "/nonexistent.json", "/none.json"],
            ["cassette", "recover", "/nonexistent.json"],
            ["cassette", "import-har", "/nonexistent.har", "--cassette", "/nonexistent-folder/c.json"],
            ["report", "matrix", "/nonexistent.json"], ["instance", "learn", "/nonexistent-cassettes"],
            ["cassette", "anonymize", "/nonexistent.json"],
            ["instance", "serve", "--learn", "/nonexistent-cassettes"],
        ])
    func missingFile(arguments: [String]) {
        #expect(nowtapeExitCode(arguments) == 1)
    }

    @Test(
        "the canary names a cassette path that does not exist, and a cassette it cannot read, before it sends anything")
    func canaryInputs() throws {
        #expect {
            try CanaryCommand.cassettes(at: ["/nonexistent-cassettes"])
        } throws: { error in
            "\(error)".contains("There is no cassette or folder at /nonexistent-cassettes")
        }
        let folder = TestScratch.url("nowtape-canary-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{not json".utf8).write(to: folder.appendingPathComponent("broken.json"))
        #expect {
            try CanaryCommand.cassettes(at: [folder.path])
        } throws: { error in
            "\(error)".contains("re-record the cassette") || "\(error)".contains("not valid JSON")
        }
    }

    @Test(
        "a usage error is 64 in every command, with the subcommand's usage",
        arguments: [
            ["replay", "--port", "99999", "x.json"],
            [
                "record", "--upstream", "http://x", "--cassette", "c.json",
                "--port", "-1",
            ],
            ["instance", "serve", "--port", "65536"], ["run", "--jobs", "0"], ["run", "--shard", "0/2"],
            ["run", "--report", "xml", "a.xml"], ["run", "--report", "html"], ["replay", "--drain-timeout", "-1", "x"],
            ["instance", "serve", "--script-concurrency", "0"], ["cassette", "show"], ["nonsense"],
            ["replay", "--max-body-size", "-1", "x"], ["instance", "serve", "--transaction-quota", "0"],
            ["instance", "serve", "--transaction-quota", "5@nowhere"],
            ["instance", "serve", "--session-max-waiters", "-1"],
            ["instance", "serve", "--session-concurrency", "0"],
            ["instance", "serve", "--seed-size", "-1"], ["instance", "serve", "--seed-size", "many"],
            ["instance", "serve", "--release", "washington"], ["run", "--release", ""],
            ["updateset", "check", "--release", "tokyo", "x.xml"],
            ["replay", "--latency", "bogus", "x.json"], ["replay", "--repeats", "twice", "x.json"],
            ["record", "--upstream", "http://x", "--cassette", "c.json", "--mode", "weird"],
            ["record", "--upstream", "http://x", "--cassette", "c.json", "--mode", "none"],
            ["record", "--upstream", "http://x", "--cassette", "c.json", "--mode", "embedded"],
            ["run", "--target", "once"],
            ["instance", "serve", "--fault", "sleeping"], ["instance", "serve", "--fault", "hibernation@150%"],
            ["instance", "serve", "--fault", "semaphore@"], ["replay", "--fault", "token-expiry@-1", "x.json"],
            ["run", "--release", "zurich,washington"], ["run", "--release", "zurich,"],
            ["run", "--target", "live", "--instance", "https://dev1.service-now.com", "--release", "xanadu,zurich"],
            ["record", "--upstream", "http://x", "--cassette", "c.json", "--release", "tokyo"],
            ["replay", "--release", "tokyo", "x.json"], ["canary", "--instance", "http://x"],
            ["canary", "--instance", "http://x", "--cassettes", "c.json", "--rate", "0"],
            ["canary", "--instance", "http://x", "--cassettes", "c.json", "--time-limit", "-5"],
            ["canary", "--instance", "http://x", "--cassettes", "c.json", "--oauth-client-id", "id"],
            ["canary", "--instance", "http://x", "--cassettes", "c.json", "--report", "pdf", "out.pdf"],
            ["report", "matrix"], ["report", "matrix", "a.json", "--report", "html"], ["instance", "learn"],
            ["instance", "learn", "Cassettes", "--user", "admin"],
        ])
    func usageError(arguments: [String]) {
        #expect(nowtapeExitCode(arguments) == 64)
        if arguments.count > 1, arguments[0] != "nonsense" {
            let message = NowTape.fullMessage(for: Self.parseError(arguments))
            #expect(!message.contains("nowtape <subcommand>"), "\(message)")
        }
    }

    static func parseError(_ arguments: [String]) -> any Error {
        do {
            _ = try NowTape.parseAsRoot(arguments)
            return CancellationError()
        } catch {
            return error
        }
    }

    @Test("--version prints a version and exits 0")
    func version() {
        #expect(nowtapeExitCode(["--version"]) == 0)
        #expect(NowTape.fullMessage(for: Self.parseError(["--version"])) == NowTapeVersion.current)
    }

    @Test("run takes the suite's name after --report FORMAT PATH")
    func reportThenNames() throws {
        // Parsing runs validate(), which moves the trailing name out of the report's values.
        let command = try #require(
            try NowTape.parseAsRoot(["run", "--report", "html", "a.html", "CRUD"]) as? RunCommand)
        #expect(command.names == ["CRUD"])
        #expect(try ReportRequest.parse(command.report).requests.map(\.path) == ["a.html"])
    }

    @Test("run | head -1 is a normal end when the pipe closes")
    func closedPipe() async throws {
        let run = try NowtapeProcess(["run", "--target", "replay"], mergeErrors: true)
        let line = try await run.firstLine()
        #expect(line.contains("Offline snapshot"), "the first suite's first scenario")
        try run.output.fileHandleForReading.close()
        let ended = try #require(try await run.exitStatus())
        #expect(ended.reason == .exit)
        #expect(ended.status == 0)
    }

    @Test("record drains within --drain-timeout on SIGINT while a client holds a half-sent request")
    func recordStopsWithHalfSentRequest() async throws {
        let folder = TestScratch.url("nowtape-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let upstream = try await EmbeddedInstance.prepare(InstanceConfiguration(clock: { SeedData.referenceDate }))
            .start()
        let cassette = folder.appendingPathComponent("half.json").path
        let record = try NowtapeProcess([
            "record", "--upstream", upstream.baseURL, "--cassette", cassette, "--drain-timeout", "0.5",
        ])
        let proxy = try #require(try await record.serverURL())
        #expect(
            try await RecordCommandTests.curl(proxy + "/api/now/table/incident?sysparm_limit=1", user: "admin:admin")
                == 200)
        let port = try #require(Int(proxy.split(separator: ":").last ?? ""))
        let held = try #require(HalfSentRequest(port: port))
        record.signal(SIGINT)
        let ended = try #require(try await record.exitStatus(), "record ignored SIGINT")
        #expect(ended.status == 0)
        _ = held
        let errors = record.errorText
        #expect(errors.contains("GET /api/now/table/incident?sysparm_limit=1 → 200 ("), "\(errors)")
        #expect(try CassetteFile.read(cassette).interactions.count == 1)
    }

    @Test("a second signal forces record to exit at once, whatever the drain deadline, and the journal keeps its work")
    func secondSignalForces() async throws {
        let folder = TestScratch.url("nowtape-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let upstream = try await EmbeddedInstance.prepare(InstanceConfiguration(clock: { SeedData.referenceDate }))
            .start()
        let cassette = folder.appendingPathComponent("forced.json").path
        let record = try NowtapeProcess([
            "record", "--upstream", upstream.baseURL, "--cassette", cassette, "--drain-timeout", "600",
        ])
        let proxy = try #require(try await record.serverURL())
        #expect(
            try await RecordCommandTests.curl(proxy + "/api/now/table/incident?sysparm_limit=1", user: "admin:admin")
                == 200)
        let held = try #require(HalfSentRequest(port: Int(proxy.split(separator: ":").last ?? "") ?? 0))
        record.signal(SIGINT)
        try await Task.sleep(for: .milliseconds(300))
        record.signal(SIGTERM)
        let ended = try #require(try await record.exitStatus(), "record ignored the second signal")
        #expect(ended.status == 128 + SIGTERM)
        _ = held
        #expect(record.errorText.contains("Second signal"))
        #expect(try CassetteJournal.recover(cassette: cassette)?.recovered == 1)
    }

    @Test("instance serve stops on SIGINT even when a shell started it in the background")
    func backgroundInstance() async throws {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        // A non-interactive shell starts background jobs with SIGINT ignored; the shell itself ends at once.
        shell.arguments = [
            "-c", "\"$0\" instance serve --port 0 >/dev/null 2>&1 </dev/null & echo $!",
            RecordCommandTests.executable.path,
        ]
        let output = Pipe()
        shell.standardOutput = output
        try shell.run()
        let pidLine = try await onOwnThreadLine(output.fileHandleForReading)
        let pid = try #require(Int32(pidLine.trimmingCharacters(in: .whitespacesAndNewlines)))
        try #require(pid > 1)
        try await Task.sleep(for: .seconds(2))
        #expect(Self.isRunning(pid))
        kill(pid, SIGINT)
        let stopped = try await onOwnThread {
            let deadline = Date().addingTimeInterval(60)
            while Self.isRunning(pid), Date() < deadline { usleep(20_000) }
            return !Self.isRunning(pid)
        }
        if !stopped { kill(pid, SIGKILL) }
        #expect(stopped, "the background instance ignored SIGINT")
    }

    @Test("instance serve on a port already taken fails (1) saying so and what to do, not with a socket error")
    func portTaken() async throws {
        try await EmbeddedInstance.prepare(InstanceConfiguration(seedIncidents: 1)).withRunning { baseURL in
            let port = try #require(baseURL.split(separator: ":").last.map(String.init))
            let process = Process()
            process.executableURL = RecordCommandTests.executable
            process.arguments = ["instance", "serve", "--seed-size", "1", "--port", port]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let text = try await onOwnThread {
                let data = errors.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                return String(decoding: data, as: UTF8.self)
            }
            #expect(process.terminationStatus == 1)
            #expect(
                text.contains("The embedded instance could not listen on 127.0.0.1:\(port): something else listens"),
                "\(text)")
            #expect(text.contains("--port"))
            #expect(!text.contains("bind(descriptor"), "\(text)")
        }
    }

    @Test("a large seed says at once, on standard error, that the instance answers once it is in; a small one is quiet")
    func largeSeedIsAnnounced() async throws {
        let large = try NowtapeProcess(["instance", "serve", "--seed-size", "100000", "--port", "0"])
        // A guard against a hang, not a measurement: with no notice, the read ends when the process is killed.
        let guardKill = Task {
            try await Task.sleep(for: .seconds(60))
            large.signal(SIGKILL)
        }
        defer { guardKill.cancel() }
        let notice = try await onOwnThreadLine(large.errors.fileHandleForReading)
        large.signal(SIGKILL)
        _ = try await large.exitStatus()
        #expect(notice.hasPrefix("Seeding 100000 incidents"), "\(notice)")
        #expect(notice.contains("The instance answers once they are in."), "\(notice)")

        let small = try NowtapeProcess(["instance", "serve", "--seed-size", "1", "--port", "0"])
        let url = try await small.serverURL()
        small.signal(SIGINT)
        _ = try await small.exitStatus()
        #expect(url != nil)
        let errors = String(decoding: small.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(!errors.contains("Seeding"), "\(errors)")
    }

    /// Whether the process is alive: present, and not a zombie waiting for a parent to reap it.
    static func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).prefix(1)
        return state != "Z" && state != "X"
    }

    @Test("recording with no traffic writes no cassette, and the next once-mode recording records")
    func emptyCassetteTrap() async throws {
        let folder = TestScratch.url("nowtape-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let upstream = try await EmbeddedInstance.prepare(InstanceConfiguration(clock: { SeedData.referenceDate }))
            .start()
        let cassette = folder.appendingPathComponent("first.json").path
        let idle = try NowtapeProcess(["record", "--upstream", upstream.baseURL, "--cassette", cassette])
        _ = try await idle.serverURL()
        idle.signal(SIGINT)
        #expect(try await idle.exitStatus()?.status == 0)
        #expect(!FileManager.default.fileExists(atPath: cassette))
        // An empty cassette left by an older version records too.
        try CassetteFile.writeAtomically(
            Data(#"{"nowtape_cassette": 1, "interactions": []}"#.utf8), to: cassette)
        let second = try NowtapeProcess(["record", "--upstream", upstream.baseURL, "--cassette", cassette])
        let proxy = try #require(try await second.serverURL())
        #expect(
            try await RecordCommandTests.curl(proxy + "/api/now/table/incident?sysparm_limit=2", user: "admin:admin")
                == 200)
        second.signal(SIGINT)
        #expect(try await second.exitStatus()?.status == 0)
        #expect(try CassetteFile.read(cassette).interactions.count == 1)
    }

    @Test("the recorder logs an upstream it cannot reach")
    func upstreamFailureLogged() async throws {
        let folder = TestScratch.url("nowtape-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = try NowtapeProcess([
            "record", "--upstream", "http://127.0.0.1:9", "--cassette", folder.appendingPathComponent("x.json").path,
        ])
        let proxy = try #require(try await record.serverURL())
        #expect(
            try await RecordCommandTests.curl(proxy + "/api/now/table/incident?password=s3cret", user: "admin:admin")
                == 502)
        record.signal(SIGINT)
        _ = try await record.exitStatus()
        let errors = record.errorText
        #expect(errors.contains("GET /api/now/table/incident?password=NOWTAPE_REDACTED_1 failed: 502"), "\(errors)")
        #expect(!errors.contains("s3cret"))
    }
}

/// The first line a handle gives, read off the concurrency pool.
func onOwnThreadLine(_ handle: FileHandle) async throws -> String {
    try await onOwnThread {
        var collected = Data()
        while !collected.contains(UInt8(ascii: "\n")) {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            collected.append(chunk)
        }
        return String(decoding: collected, as: UTF8.self)
    }
}

@Suite("nowtape updateset inspect --format json", .stopsServers)
struct InspectJSONShapeTests {
    @Test("one file and many give the same shape: an array of inspections", arguments: [1, 2])
    func oneShape(count: Int) async throws {
        let file = NowtapeProcess.packageFolder.appendingPathComponent("UpdateSets/my_work_task_tracker.xml").path
        let inspect = try NowtapeProcess(
            ["updateset", "inspect", "--format", "json"] + Array(repeating: file, count: count))
        let output = try await onOwnThread { inspect.output.fileHandleForReading.readDataToEndOfFile() }
        #expect(try await inspect.exitStatus()?.status == 0)
        let parsed = try JSONSerialization.jsonObject(with: output) as? [Any]
        #expect(parsed?.count == count)
    }
}
