import Foundation

/// The CMDB Instance API (`/api/now/cmdb/instance/{className}`): the configuration items of a CMDB class, one item
/// with its relations, and writes of one item or relation at a time. The caller needs the itil role.
public struct NowCMDBInstanceService: Sendable {
    let client: NowClient

    /// An item as a list names it.
    public struct Summary: Sendable, Hashable {
        public var sysID: String
        public var name: String
    }

    /// A reference in an item's answer: the text shown for it, the API address to read it at, and its sys_id.
    public struct Reference: Sendable, Hashable {
        public var displayValue: String
        public var link: String
        public var value: String
    }

    /// One of an item's relations: its `cmdb_rel_ci` sys_id, its type and the item at its other end.
    public struct Relation: Sendable, Hashable {
        public var sysID: String
        public var type: Reference
        public var target: Reference
    }

    /// A configuration item with its relations: outbound ones have it as parent, inbound ones as child.
    public struct Item: Sendable {
        /// The item's fields as the instance sent them: text, or a ``Reference``-shaped object for a set reference.
        public var attributes: [String: JSONValue]
        public var outbound: [Relation]
        public var inbound: [Relation]

        /// The text of attribute `name`: its value, or for a reference its sys_id.
        public func value(_ name: String) -> String? {
            guard let attribute = attributes[name] else { return nil }
            return attribute["value"]?.text ?? attribute.text
        }
    }

    /// A relation to add: a `cmdb_rel_type` sys_id and the `cmdb_ci` sys_id at the other end.
    public struct NewRelation: Sendable, Hashable {
        public var type: String
        public var target: String

        /// A relation of `type` to `target`.
        public init(type: String, target: String) {
            self.type = type
            self.target = target
        }
    }

    /// The path of `className`'s items, or of one item.
    public static func path(_ className: String, _ sysID: String? = nil) -> String {
        "/api/now/cmdb/instance/" + FormEncoding.escape(className)
            + (sysID.map { "/" + FormEncoding.escape($0) } ?? "")
    }

    /// The items of `className` and its subclasses that `query` (an encoded query) matches, `limit` at a time from
    /// `offset`.
    public func list(_ className: String, query: String? = nil, limit: Int? = nil, offset: Int = 0)
        async throws(NowClientError) -> [Summary]
    {
        var parameters: [(String, String)] = []
        if let query { parameters.append(("sysparm_query", query)) }
        if let limit { parameters.append(("sysparm_limit", String(limit))) }
        if offset > 0 { parameters.append(("sysparm_offset", String(offset))) }
        let response = try await client.perform("GET", path: Self.path(className), query: parameters)
        return (try NowTableService.result(of: response).arrayValue ?? []).map { entry in
            Summary(sysID: entry["sys_id"]?.text ?? "", name: entry["name"]?.text ?? "")
        }
    }

    /// The item `sysID` of `className` with its relations.
    public func item(_ className: String, sysID: String) async throws(NowClientError) -> Item {
        try Self.item(try await client.perform("GET", path: Self.path(className, sysID)))
    }

    /// Creates an item of `className` (or of the subclass `attributes["sys_class_name"]` names) with its relations,
    /// reported by `source`, one of `cmdb_ci.discovery_source`'s choices.
    public func create(
        _ className: String, attributes: [String: String], source: String = "ServiceNow",
        outbound: [NewRelation] = [], inbound: [NewRelation] = []
    ) async throws(NowClientError) -> Item {
        var body = Self.body(source: source, outbound: outbound, inbound: inbound)
        body.insert(("attributes", .strings(attributes)), at: 0)
        return try Self.item(
            try await client.perform(
                "POST", path: Self.path(className), headers: [.contentType: "application/json"],
                body: JSONValue.object(body).data))
    }

    /// Changes the attributes named in `attributes` of item `sysID`, with PATCH, or PUT when `replacing`; relations
    /// stay as they are.
    public func update(
        _ className: String, sysID: String, attributes: [String: String], source: String = "ServiceNow",
        replacing: Bool = false
    ) async throws(NowClientError) -> Item {
        let body: JSONValue = ["attributes": .strings(attributes), "source": .string(source)]
        return try Self.item(
            try await client.perform(
                replacing ? "PUT" : "PATCH", path: Self.path(className, sysID),
                headers: [.contentType: "application/json"], body: body.data))
    }

    /// Adds relations to item `sysID`: it is the parent of each outbound one and the child of each inbound one.
    public func addRelations(
        _ className: String, sysID: String, outbound: [NewRelation] = [], inbound: [NewRelation] = [],
        source: String = "ServiceNow"
    ) async throws(NowClientError) -> Item {
        let body = Self.body(source: source, outbound: outbound, inbound: inbound)
        return try Self.item(
            try await client.perform(
                "POST", path: Self.path(className, sysID) + "/relation", headers: [.contentType: "application/json"],
                body: JSONValue.object(body).data))
    }

    /// Removes the relation `relationID` from item `sysID`.
    public func removeRelation(_ className: String, sysID: String, relationID: String) async throws(NowClientError) {
        _ = try await client.perform(
            "DELETE", path: Self.path(className, sysID) + "/relation/" + FormEncoding.escape(relationID))
    }

    private static func body(source: String, outbound: [NewRelation], inbound: [NewRelation]) -> [(String, JSONValue)] {
        func relations(_ list: [NewRelation]) -> JSONValue {
            .array(list.map { ["type": .string($0.type), "target": .string($0.target)] })
        }
        var members: [(String, JSONValue)] = [("source", .string(source))]
        if !outbound.isEmpty { members.append(("outbound_relations", relations(outbound))) }
        if !inbound.isEmpty { members.append(("inbound_relations", relations(inbound))) }
        return members
    }

    static func item(_ response: NowHTTPResponse) throws(NowClientError) -> Item {
        let result = try NowTableService.result(of: response)
        guard let attributes = result["attributes"]?.objectValue else {
            throw .decoding(type: "CMDB Instance API item", reason: "no \"attributes\" object", body: response.text)
        }
        func relations(_ key: String) -> [Relation] {
            (result[key]?.arrayValue ?? []).map { entry in
                Relation(
                    sysID: entry["sys_id"]?.text ?? "", type: reference(entry["type"]),
                    target: reference(entry["target"]))
            }
        }
        return Item(
            attributes: Dictionary(attributes, uniquingKeysWith: { _, last in last }),
            outbound: relations("outbound_relations"),
            inbound: relations("inbound_relations"))
    }

    private static func reference(_ value: JSONValue?) -> Reference {
        Reference(
            displayValue: value?["display_value"]?.text ?? "", link: value?["link"]?.text ?? "",
            value: value?["value"]?.text ?? "")
    }
}

extension NowClient {
    /// The CMDB Instance API at `/api/now/cmdb/instance`.
    public var cmdbInstance: NowCMDBInstanceService { NowCMDBInstanceService(client: self) }
}
