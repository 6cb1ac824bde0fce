import Foundation
import NowClient
import NowInstance
import TestSupport
import Testing

/// NowClient's CMDB Instance API service against the embedded instance, over a socket.
@Suite("NowClient: the CMDB Instance API", .stopsServers)
struct NowClientCMDBTests {
    static let linuxApp01 = "3a290cc60a0a0bb400000bdb386af1cf"
    static let oracle01 = "3a307c930a0a0bb400353965d0b8861f"
    static let dependsOn = "1a9cb166f1571100a92eb60da2bce5c5"

    static func withClient(_ body: (NowClient) async throws -> Void) async throws {
        try await withRunningInstance(InstanceConfiguration(seedIncidents: 3)) { baseURL in
            try await body(
                try NowClient(baseURL: baseURL, authentication: .basic(user: "john.doe", password: "password")))
        }
    }

    @Test("lists, reads, creates, updates and relates configuration items")
    func itemsAndRelations() async throws {
        try await Self.withClient { client in
            let cmdb = client.cmdbInstance
            let servers = try await cmdb.list("cmdb_ci_linux_server", query: "ORDERBYname")
            #expect(servers.map(\.name) == ["PS LinuxApp01", "PS LinuxApp02"])
            #expect(
                try await cmdb.list("cmdb_ci", query: "ORDERBYname", limit: 2, offset: 1).map(\.name) == [
                    "PS Apache01", "PS Apache02",
                ])

            let item = try await cmdb.item("cmdb_ci_linux_server", sysID: Self.linuxApp01)
            #expect(item.value("name") == "PS LinuxApp01")
            #expect(item.value("managed_by") == "ea2bc1b14f4212008a5ab895f110c7d1")
            #expect(
                item.outbound.map(\.type.displayValue) == [
                    "Depends on::Used by", "Exchanges data with::Exchanges data with",
                ])
            #expect(
                item.outbound.first?.target.link.hasSuffix("/api/now/cmdb/instance/cmdb_ci/\(Self.oracle01)") == true)
            #expect(item.inbound.map(\.target.displayValue).sorted() == ["PS Apache01", "PS Apache02"])

            let created = try await cmdb.create(
                "cmdb_ci_linux_server", attributes: ["name": "lnux100", "ram": "8192"],
                outbound: [.init(type: Self.dependsOn, target: Self.oracle01)])
            let newID = try #require(created.value("sys_id"))
            #expect(created.value("discovery_source") == "ServiceNow")
            #expect(created.outbound.map(\.target.value) == [Self.oracle01])

            let patched = try await cmdb.update("cmdb_ci_linux_server", sysID: newID, attributes: ["ram": "16384"])
            #expect(patched.value("ram") == "16384")
            #expect(patched.outbound.count == 1)
            let replaced = try await cmdb.update(
                "cmdb_ci_linux_server", sysID: newID, attributes: ["used_for": "Test"], replacing: true)
            #expect(replaced.value("used_for") == "Test")

            let related = try await cmdb.addRelations(
                "cmdb_ci_linux_server", sysID: newID,
                inbound: [.init(type: Self.dependsOn, target: "3a27d4370a0a0bb4006316812bf45439")])
            let inbound = try #require(related.inbound.first)
            try await cmdb.removeRelation("cmdb_ci_linux_server", sysID: newID, relationID: inbound.sysID)
            #expect(try await cmdb.item("cmdb_ci", sysID: newID).inbound.isEmpty)
        }
    }

    @Test("an error answer carries the platform's message and what to send")
    func errorsCarryTheEnvelope() async throws {
        try await Self.withClient { client in
            do {
                _ = try await client.cmdbInstance.create("cmdb_ci_linux_server", attributes: [:])
                Issue.record("an item without attributes was created")
            } catch let error as NowClientError {
                #expect(error.kind == .http)
                #expect(error.status == 400)
                #expect(error.envelope?.error.detail?.contains("attributes is required") == true)
            }
        }
    }
}
