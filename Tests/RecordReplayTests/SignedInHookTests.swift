import Cassettes
import Foundation
import NowInstance
import RecordReplay
import Synchronization
import TestSupport
import Testing

@Suite("The recorder hands the first signed-in credentials to its owner once, and keeps none", .stopsServers)
struct SignedInHookTests {
    @Test("only a 2xx answer counts, the hook runs once, and the cassette still holds no credential")
    func onceAfterSuccess() async throws {
        let path = try RecordReplayFlowTests.temporaryCassette()
        let instance = try await EmbeddedInstance.prepare(InstanceConfiguration(clock: { SeedData.referenceDate }))
        let upstream = try await instance.start()
        let seen = Mutex<[String]>([])
        var configuration = RecordingProxy.Configuration(upstream: upstream.baseURL, cassettePath: path)
        configuration.onSignedIn = { fields in
            seen.withLock { $0.append(fields[.authorization] ?? "none") }
        }
        let proxy = try RecordingProxy(configuration: configuration)
        let server = try await proxy.start()
        let client = JarClient(baseURL: server.baseURL)
        let refused = try await client.request("/api/now/table/incident?sysparm_limit=1", basic: ("john.doe", "wrong"))
        let first = try await client.request("/api/now/table/incident?sysparm_limit=1", basic: ("john.doe", "password"))
        let second = try await client.request("/api/now/table/incident?sysparm_limit=2", basic: ("admin", "admin"))
        await server.stop()
        try proxy.finish()
        await upstream.stop()

        #expect([refused, first, second].map(\.status) == [401, 200, 200])
        let expected = "Basic " + Data("john.doe:password".utf8).base64EncodedString()
        #expect(seen.withLock { $0 } == [expected])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains(Data("john.doe:password".utf8).base64EncodedString()))
    }
}
