import Cassettes
import Foundation
import GlideScript
import NowClient
import NowInstance
import Scenarios
import Synchronization
import Testing

/// The drift canary against embedded instances on sockets: one on another release, one whose records changed, and
/// one that hibernates.
@Suite("The drift canary")
struct DriftCanaryTests {
    static let promise = PackageFiles.cassettes + "/team-board/promise-runs-in-es12-mode-on-this-release.json"
    static let displayValues = PackageFiles.cassettes + "/crud/display-values.json"

    static func options(_ baseURL: String) -> DriftCanary.Options {
        var options = DriftCanary.Options(instance: baseURL, authentication: .basic(user: "admin", password: "admin"))
        options.pause = { _ in }
        options.requestsPerSecond = 50
        return options
    }

    static func withInstance(
        release: PlatformRelease, faults: [PlatformFault] = [], _ body: (String) async throws -> Void
    ) async throws {
        var configuration = InstanceConfiguration(
            clock: { SeedData.referenceDate }, updateSets: PackageFiles.updateSets)
        configuration.release = release
        configuration.limits = InstanceLimits(faults: faults)
        let running = try await EmbeddedInstance.prepare(configuration).start()
        do {
            try await body(running.baseURL)
        } catch {
            await running.stop()
            throw error
        }
        await running.stop()
    }

    static func load(_ paths: [String]) throws -> [(path: String, cassette: Cassette)] {
        try paths.map { ($0, try CassetteFile.read($0)) }
    }

    @Test("an instance on an older release is caught: the Promise operation's 200 became a 500 with an error")
    func plantedDrift() async throws {
        try await Self.withInstance(release: .xanadu) { baseURL in
            let report = try await DriftCanary(options: Self.options(baseURL)).run(try Self.load([Self.promise]))
            #expect(report.exitCode == 1)
            let drift = try #require(report.drifted.first).drift.map(\.description)
            #expect(drift.first == "status status: 200 → 500")
            #expect(drift.contains { $0.hasPrefix("error error.message: none → \"`Promise") })
        }
    }

    @Test("the same release with its records changed stays quiet: values are not drift")
    func quietOnNoise() async throws {
        try await Self.withInstance(release: .newest) { baseURL in
            let client = try NowClient(baseURL: baseURL, authentication: .basic(user: "admin", password: "admin"))
            let listed = try await client.send(
                "GET", path: "/api/now/table/incident?sysparm_query=state%3D2&sysparm_fields=sys_id")
            let ids =
                ((try JSONSerialization.jsonObject(with: listed.body) as? [String: Any])?["result"]
                as? [[String: String]] ?? []).compactMap { $0["sys_id"] }
            for id in ids.prefix(3) {
                _ = try await client.send(
                    "PATCH", path: "/api/now/table/incident/\(id)",
                    body: Data(#"{"short_description":"Changed since the recording","urgency":"1"}"#.utf8))
            }
            let report = try await DriftCanary(options: Self.options(baseURL)).run(
                try Self.load([Self.promise, Self.displayValues]))
            #expect(report.checks.count == 3)
            #expect(report.drifted.isEmpty, "\(report.consoleLines)")
            #expect(report.exitCode == 0)
        }
    }

    @Test("a hibernating instance stops the run and is reported as hibernation, never as drift")
    func hibernation() async throws {
        try await Self.withInstance(release: .newest, faults: [PlatformFault(.hibernation)]) { baseURL in
            let report = try await DriftCanary(options: Self.options(baseURL)).run(
                try Self.load([Self.promise, Self.displayValues]))
            #expect(report.hibernation?.contains("developer.servicenow.com") == true)
            #expect(report.checks.isEmpty && report.drifted.isEmpty)
            #expect(report.notSent == 2)
            #expect(report.exitCode == 75)
            let junit = String(decoding: try report.rendered(as: .junit), as: UTF8.self)
            #expect(junit.contains(#"<error message="hibernating">"#))
        }
    }

    @Test("writes are skipped unless allowed, the pace is kept, and the time limit ends the run")
    func limits() async throws {
        try await Self.withInstance(release: .newest) { baseURL in
            let writes = PackageFiles.cassettes + "/crud/create-read-update-and-delete-an-incident.json"
            let paused = Mutex<[Double]>([])
            var options = Self.options(baseURL)
            options.requestsPerSecond = 2
            options.timeLimit = 0.75
            options.pause = { seconds in paused.withLock { $0.append(seconds) } }
            let report = try await DriftCanary(options: options).run(
                try Self.load([writes, Self.displayValues, Self.promise]))
            let cassette = try CassetteFile.read(writes)
            let unsafe = cassette.interactions.filter { !DriftCanary.safeMethods.contains($0.request.method) }.count
            #expect(report.skippedWrites == unsafe && unsafe > 0)
            #expect(report.checks.count == 2, "two requests fit in 0.75 s at 2 a second")
            #expect(report.notSent > 0)
            #expect(paused.withLock { $0 }.allSatisfy { $0 == 0.5 })
        }
    }
}
