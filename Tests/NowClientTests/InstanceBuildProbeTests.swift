import Foundation
import NowClient
import NowInstance
import Testing

@Suite("Reading the build an instance runs, as far as the caller's roles allow")
struct InstanceBuildProbeTests {
    static func basic(_ user: String, _ password: String) -> HTTPFields {
        var fields = HTTPFields()
        fields[.authorization] = "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
        return fields
    }

    @Test("an admin reads the build tag of the release the instance runs; an ordinary user is told why not")
    func probe() async throws {
        var configuration = InstanceConfiguration(clock: { SeedData.referenceDate })
        configuration.release = .zurich
        try await withRunningInstance(configuration) { baseURL in
            let admin = await InstanceBuildProbe.probe(
                baseURL: baseURL, credentials: Self.basic("admin", "admin"), transport: HTTPClientTransport())
            #expect(admin == .read(family: "zurich", buildTag: "glide-zurich-07-01-2025__patch0-07-15-2025"))
            let user = await InstanceBuildProbe.probe(
                baseURL: baseURL, credentials: Self.basic("john.doe", "password"), transport: HTTPClientTransport())
            guard case .unreadable(let reason) = user else {
                Issue.record("an ordinary user read the build: \(user)")
                return
            }
            #expect(reason.contains("403") && reason.contains("admin"))
        }
    }

    @Test("a build tag names its family, with or without .zip; anything else names none")
    func families() {
        #expect(InstanceBuildProbe.buildFamily("glide-yokohama-12-18-2024__patch8-09-17-2025") == "yokohama")
        #expect(InstanceBuildProbe.buildFamily("glide-australia-02-11-2026__patch6m-09-10-2026.zip") == "australia")
        #expect(InstanceBuildProbe.buildFamily("Zurich") == nil)
        #expect(InstanceBuildProbe.buildFamily("") == nil)
    }
}
