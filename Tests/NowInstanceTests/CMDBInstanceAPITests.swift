import Foundation
import HTTPTypes
import Testing

@testable import NowInstance

@Suite("The CMDB Instance API: items of a class, one item with its relations, writes one at a time")
struct CMDBInstanceAPITests {
    static let linuxApp01 = "3a290cc60a0a0bb400000bdb386af1cf"
    static let oracle01 = "3a307c930a0a0bb400353965d0b8861f"
    static let apache01 = "3a27d4370a0a0bb4006316812bf45439"
    static let dependsOn = "1a9cb166f1571100a92eb60da2bce5c5"
    static let base = "/api/now/cmdb/instance"

    /// An instance and a caller signed in as `user` (john.doe has itil).
    struct Caller {
        let responder: InProcessResponder
        let authorization: String

        init(_ user: String = "john.doe:password") throws {
            let instance = try EmbeddedInstance(configuration: InstanceConfiguration(seedIncidents: 3))
            responder = instance.inProcess(origin: "http://instance.nowtape.invalid")
            authorization = "Basic " + Data(user.utf8).base64EncodedString()
        }

        func call(_ method: String, _ target: String, json: String? = nil) async -> (
            status: Int, text: String, headers: HTTPFields
        ) {
            var headers: HTTPFields = [.authorization: authorization, .accept: "application/json"]
            if json != nil { headers[.contentType] = "application/json" }
            let answer = await responder.respond(
                method: method, target: target, headers: headers, body: Data((json ?? "").utf8))
            return (answer.status, String(decoding: answer.body, as: UTF8.self), answer.headers)
        }

        func object(_ method: String, _ target: String, json: String? = nil) async throws -> [String: Any] {
            let answer = await call(method, target, json: json)
            try #require(answer.status == 200, "\(method) \(target): \(answer.status) \(answer.text)")
            let parsed = try JSONSerialization.jsonObject(with: Data(answer.text.utf8)) as? [String: Any]
            return try #require(parsed)
        }
    }

    static func names(_ result: Any?) -> [String] {
        ((result as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String }.sorted()
    }

    static func relations(_ item: [String: Any], _ direction: String) -> [[String: Any]] {
        ((item["result"] as? [String: Any])?[direction] as? [[String: Any]]) ?? []
    }

    static func value(_ object: [String: Any], _ key: String) -> String? {
        (object[key] as? [String: Any])?["value"] as? String
    }

    @Test("a class lists its items and its subclasses' as sys_id and name, filtered and paged, without a total")
    func listsItemsOfAClass() async throws {
        let caller = try Caller()
        let linux = try await caller.object("GET", "\(Self.base)/cmdb_ci_linux_server")
        #expect(Self.names(linux["result"]) == ["PS LinuxApp01", "PS LinuxApp02"])
        let first = try #require((linux["result"] as? [[String: Any]])?.first)
        #expect(Set(first.keys) == ["sys_id", "name"])
        let all = try await caller.object("GET", "\(Self.base)/cmdb_ci?sysparm_query=ORDERBYname")
        #expect(
            ((all["result"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String } == [
                "EXCH-SD-05", "PS Apache01", "PS Apache02", "PS LinuxApp01", "PS LinuxApp02", "PS ORA01",
            ])
        let filtered = try await caller.object("GET", "\(Self.base)/cmdb_ci_server?sysparm_query=nameSTARTSWITHPS")
        #expect(Self.names(filtered["result"]) == ["PS LinuxApp01", "PS LinuxApp02"])
        let page = try await caller.object(
            "GET", "\(Self.base)/cmdb_ci?sysparm_query=ORDERBYname&sysparm_limit=2&sysparm_offset=4")
        #expect(Self.names(page["result"]) == ["PS LinuxApp02", "PS ORA01"])
        let answer = await caller.call("GET", "\(Self.base)/cmdb_ci")
        #expect(answer.headers[HTTPField.Name("X-Total-Count")] == nil)
    }

    @Test("one item answers with its outbound relations, its attributes and its inbound relations")
    func readsOneItemWithRelations() async throws {
        let caller = try Caller()
        let answer = await caller.call("GET", "\(Self.base)/cmdb_ci_linux_server/\(Self.linuxApp01)")
        #expect(answer.status == 200)
        #expect(answer.text.hasPrefix(#"{"result":{"outbound_relations":["#))
        let attributesAt = try #require(answer.text.range(of: #""attributes":"#))
        let inboundAt = try #require(answer.text.range(of: #""inbound_relations":"#))
        #expect(attributesAt.lowerBound < inboundAt.lowerBound)

        let item = try await caller.object("GET", "\(Self.base)/cmdb_ci_linux_server/\(Self.linuxApp01)")
        let outbound = Self.relations(item, "outbound_relations")
        #expect(outbound.count == 2)
        let dependency = try #require(outbound.first)
        #expect(dependency["sys_id"] as? String == "3a62e64ac0a8ce0100aead1e3fd5439f")
        let type = try #require(dependency["type"] as? [String: Any])
        #expect(type["display_value"] as? String == "Depends on::Used by")
        #expect(type["value"] as? String == Self.dependsOn)
        #expect(
            type["link"] as? String == "http://instance.nowtape.invalid/api/now/table/cmdb_rel_type/\(Self.dependsOn)")
        let target = try #require(dependency["target"] as? [String: Any])
        #expect(target["display_value"] as? String == "PS ORA01")
        #expect(
            target["link"] as? String
                == "http://instance.nowtape.invalid/api/now/cmdb/instance/cmdb_ci/\(Self.oracle01)")
        let inbound = Self.relations(item, "inbound_relations")
        #expect(
            inbound.compactMap { ($0["target"] as? [String: Any])?["display_value"] as? String }.sorted() == [
                "PS Apache01", "PS Apache02",
            ])
        let attributes = try #require((item["result"] as? [String: Any])?["attributes"] as? [String: Any])
        #expect(attributes["name"] as? String == "PS LinuxApp01")
        #expect(attributes["sys_class_name"] as? String == "cmdb_ci_linux_server")
        #expect(attributes["ram"] as? String == "2048")
        #expect(attributes["kernel_release"] as? String == "")
        #expect(attributes["owned_by"] as? String == "", "an empty reference is an empty string")
        let manager = try #require(attributes["managed_by"] as? [String: Any])
        #expect(manager["display_value"] as? String == "John Doe")
        #expect(manager["value"] as? String == "ea2bc1b14f4212008a5ab895f110c7d1")

        // The relations' own links lead to the item through its base class.
        let throughBase = try await caller.object("GET", "\(Self.base)/cmdb_ci/\(Self.oracle01)")
        #expect(Self.relations(throughBase, "inbound_relations").count == 2)
        #expect(Self.relations(throughBase, "outbound_relations").count == 1)
        let missing = await caller.call("GET", "\(Self.base)/cmdb_ci/" + String(repeating: "0", count: 32))
        #expect(missing.status == 404)
    }

    @Test("POST creates one item of the class with its relations and answers with it")
    func createsAnItemWithRelations() async throws {
        let caller = try Caller()
        let created = try await caller.object(
            "POST", "\(Self.base)/cmdb_ci_linux_server",
            json: """
                {"attributes":{"name":"lnux999","firewall_status":"Intranet","ram":4096},"source":"ServiceNow",
                 "outbound_relations":[{"type":"\(Self.dependsOn)","target":"\(Self.oracle01)"}],
                 "inbound_relations":[{"type":"\(Self.dependsOn)","target":"\(Self.apache01)"}]}
                """)
        let attributes = try #require((created["result"] as? [String: Any])?["attributes"] as? [String: Any])
        #expect(attributes["name"] as? String == "lnux999")
        #expect(attributes["ram"] as? String == "4096")
        #expect(attributes["discovery_source"] as? String == "ServiceNow", "the source is recorded")
        #expect(attributes["sys_class_name"] as? String == "cmdb_ci_linux_server")
        let sysID = try #require(attributes["sys_id"] as? String)
        #expect(
            Self.relations(created, "outbound_relations").compactMap { Self.value($0, "target") } == [Self.oracle01])
        #expect(Self.relations(created, "inbound_relations").compactMap { Self.value($0, "target") } == [Self.apache01])
        let listed = try await caller.object("GET", "\(Self.base)/cmdb_ci_linux_server?sysparm_query=name=lnux999")
        #expect((listed["result"] as? [[String: Any]])?.first?["sys_id"] as? String == sysID)
        // The Apache server now has the new item among its outbound relations.
        let apache = try await caller.object("GET", "\(Self.base)/cmdb_ci_apache_web_server/\(Self.apache01)")
        #expect(Self.relations(apache, "outbound_relations").compactMap { Self.value($0, "target") }.contains(sysID))
    }

    @Test("a write without a valid source, attributes or relation is refused with what to send, and writes nothing")
    func refusesBadWrites() async throws {
        let caller = try Caller()
        let cases: [(json: String, mentions: String)] = [
            (#"{"attributes":{"name":"x1"}}"#, "source is required"),
            (#"{"attributes":{"name":"x2"},"source":"Somewhere"}"#, "discovery_source"),
            (#"{"source":"ServiceNow"}"#, "attributes is required"),
            (
                #"{"attributes":{"name":"x3"},"source":"ServiceNow","outbound_relations":[{"type":"\#(Self.dependsOn)"}]}"#,
                "target"
            ),
            (
                #"{"attributes":{"name":"x4"},"source":"ServiceNow","outbound_relations":[{"type":"\#(Self.dependsOn)","target":"\#(String(repeating: "a", count: 32))"}]}"#,
                "No configuration item"
            ),
            (
                #"{"attributes":{"name":"x5"},"source":"ServiceNow","inbound_relations":[{"type":"\#(String(repeating: "b", count: 32))","target":"\#(Self.apache01)"}]}"#,
                "No relationship type"
            ),
            ("{not json", "not valid JSON"),
        ]
        for bad in cases {
            let answer = await caller.call("POST", "\(Self.base)/cmdb_ci_linux_server", json: bad.json)
            #expect(answer.status == 400, "\(bad.json): \(answer.text)")
            #expect(answer.text.contains(bad.mentions), "\(bad.json): \(answer.text)")
        }
        let listed = try await caller.object("GET", "\(Self.base)/cmdb_ci_linux_server")
        #expect(Self.names(listed["result"]) == ["PS LinuxApp01", "PS LinuxApp02"], "a refused write adds no item")
    }

    @Test("PUT and PATCH change the attributes they name and leave relations alone")
    func updatesAttributes() async throws {
        let caller = try Caller()
        for method in ["PUT", "PATCH"] {
            let updated = try await caller.object(
                method, "\(Self.base)/cmdb_ci_linux_server/\(Self.linuxApp01)",
                json: #"{"attributes":{"used_for":"Staging","short_description":"\#(method)"},"source":"ServiceNow"}"#)
            let attributes = try #require((updated["result"] as? [String: Any])?["attributes"] as? [String: Any])
            #expect(attributes["used_for"] as? String == "Staging")
            #expect(attributes["short_description"] as? String == method)
            #expect(attributes["name"] as? String == "PS LinuxApp01", "an attribute not named stays")
            #expect(Self.relations(updated, "outbound_relations").count == 2)
        }
        let missing = await caller.call(
            "PATCH", "\(Self.base)/cmdb_ci_linux_server/" + String(repeating: "0", count: 32),
            json: #"{"attributes":{"name":"x"},"source":"ServiceNow"}"#)
        #expect(missing.status == 404)
    }

    @Test("relations are added once through POST …/relation and removed through DELETE …/relation/{rel_sys_id}")
    func addsAndRemovesRelations() async throws {
        let caller = try Caller()
        let path = "\(Self.base)/cmdb_ci_db_ora_instance/\(Self.oracle01)/relation"
        let body =
            #"{"source":"ServiceNow","outbound_relations":[{"type":"\#(Self.dependsOn)","target":"\#(Self.apache01)"}]}"#
        let added = try await caller.object("POST", path, json: body)
        let outbound = Self.relations(added, "outbound_relations")
        let relation = try #require(outbound.first { Self.value($0, "target") == Self.apache01 })
        let relationID = try #require(relation["sys_id"] as? String)
        let again = try await caller.object("POST", path, json: body)
        #expect(Self.relations(again, "outbound_relations").count == outbound.count, "the same relation is kept once")
        let apache = try await caller.object("GET", "\(Self.base)/cmdb_ci/\(Self.apache01)")
        #expect(Self.relations(apache, "inbound_relations").compactMap { Self.value($0, "target") } == [Self.oracle01])

        let deleted = await caller.call("DELETE", "\(path)/\(relationID)")
        #expect(deleted.status == 204)
        #expect(deleted.text.isEmpty)
        let after = try await caller.object("GET", "\(Self.base)/cmdb_ci/\(Self.oracle01)")
        #expect(!Self.relations(after, "outbound_relations").contains { $0["sys_id"] as? String == relationID })
        let twice = await caller.call("DELETE", "\(path)/\(relationID)")
        #expect(twice.status == 404)
        // A relation of another item is not this item's to delete.
        let foreign = await caller.call(
            "DELETE", "\(Self.base)/cmdb_ci/\(Self.apache01)/relation/3a62e64ac0a8ce0100aead1e3fd5439f")
        #expect(foreign.status == 404)
        let empty = await caller.call("POST", path, json: #"{"source":"ServiceNow"}"#)
        #expect(empty.status == 400)
    }

    @Test("callers without itil, classes outside cmdb_ci and other methods get the platform's errors")
    func refusesWhatThePlatformRefuses() async throws {
        let guest = try Caller("guest.user:password")
        #expect(await guest.call("GET", "\(Self.base)/cmdb_ci").status == 403)
        let caller = try Caller()
        let incident = await caller.call("GET", "\(Self.base)/incident")
        #expect(incident.status == 400)
        #expect(incident.text.contains("not a CMDB class"))
        #expect(await caller.call("GET", "\(Self.base)/no_such_table").status == 400)
        let delete = await caller.call("DELETE", "\(Self.base)/cmdb_ci/\(Self.linuxApp01)")
        #expect(delete.status == 405)
    }

    @Test("a client that accepts XML gets the item as the platform's XML answer")
    func answersInXML() async throws {
        let caller = try Caller()
        let answer = await caller.responder.respond(
            method: "GET", target: "\(Self.base)/cmdb_ci_linux_server/\(Self.linuxApp01)",
            headers: [.authorization: caller.authorization, .accept: "application/xml"], body: Data())
        let text = String(decoding: answer.body, as: UTF8.self)
        #expect(answer.status == 200)
        #expect(answer.headers[.contentType] == "application/xml;charset=UTF-8")
        #expect(
            text.contains("<response><result><outbound_relations><sys_id>3a62e64ac0a8ce0100aead1e3fd5439f</sys_id>"))
        #expect(text.contains("<name>PS LinuxApp01</name>"))
    }

    @Test("the API's tables are the instance's: the Table API reads relationship types and relations")
    func tablesBelongToTheInstance() async throws {
        let caller = try Caller()
        let types = try await caller.object("GET", "/api/now/table/cmdb_rel_type?sysparm_query=ORDERBYname")
        #expect(Self.names(types["result"]).contains("Depends on::Used by"))
        // Clients such as Ansible's servicenow.itsm find a relationship type by its sys_name.
        let byName = try await caller.object("GET", "/api/now/table/cmdb_rel_type?sys_name=Depends%20on%3A%3AUsed%20by")
        #expect((byName["result"] as? [[String: Any]])?.compactMap { $0["sys_id"] as? String } == [Self.dependsOn])
        let relations = try await caller.object(
            "GET", "/api/now/table/cmdb_rel_ci?sysparm_query=parent=\(Self.linuxApp01)")
        #expect((relations["result"] as? [[String: Any]])?.count == 2)
    }
}
