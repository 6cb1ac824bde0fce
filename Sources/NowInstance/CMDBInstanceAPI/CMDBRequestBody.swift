import Foundation
import JSONText

/// A CMDB Instance API write: the item's `attributes`, the `source` that reports them, and the relations to add.
struct CMDBRequestBody {
    /// One relation to add: its type (a `cmdb_rel_type` sys_id) and the item at its other end (a `cmdb_ci` sys_id).
    struct Relation: Equatable {
        let type: String
        let target: String
    }

    var attributes: [String: String]?
    var source: String
    var outbound: [Relation] = []
    var inbound: [Relation] = []

    /// Reads a JSON body. Throws a 400 that says what to send when the body is not a JSON object, when `source` is
    /// missing or is not one of `cmdb_ci.discovery_source`'s choices, or when a relation lacks its type or target.
    init(_ body: Data?) throws(InstanceError) {
        guard let body, !body.isEmpty else {
            throw Self.problem(
                "Send a JSON object such as {\"attributes\":{\"name\":\"lnux100\"},\"source\":\"ServiceNow\"}")
        }
        let object: JSONValue
        do {
            object = try JSONParser.parse(body)
        } catch {
            throw Self.problem("The body is not valid JSON (\(error)); send a JSON object with attributes and source")
        }
        guard case .object = object else {
            throw Self.problem("The body must be a JSON object with attributes and source")
        }
        guard let source = object["source"]?.stringValue, !source.isEmpty else {
            throw Self.problem(
                "source is required: name who reports the item with one of cmdb_ci.discovery_source's choices, "
                    + "such as \"ServiceNow\"")
        }
        let sources = CMDBTables.discoverySources.map(\.value)
        guard sources.contains(source) else {
            throw Self.problem(
                "source \"\(source)\" is not one of cmdb_ci.discovery_source's choices: "
                    + sources.joined(separator: ", "))
        }
        self.source = source
        if let attributes = object["attributes"] {
            guard let fields = attributes.objectValue else {
                throw Self.problem("attributes must be a JSON object of field values, such as {\"name\":\"lnux100\"}")
            }
            self.attributes = RequestValues.values(of: fields)
        }
        outbound = try Self.relations(object["outbound_relations"], name: "outbound_relations")
        inbound = try Self.relations(object["inbound_relations"], name: "inbound_relations")
    }

    private static func relations(_ value: JSONValue?, name: String) throws(InstanceError) -> [Relation] {
        guard let value else { return [] }
        if case .null = value { return [] }
        guard let entries = value.arrayValue else {
            throw problem("\(name) must be an array of {\"type\":…,\"target\":…} objects")
        }
        var relations: [Relation] = []
        for (index, entry) in entries.enumerated() {
            guard let type = entry["type"]?.stringValue, !type.isEmpty, let target = entry["target"]?.stringValue,
                !target.isEmpty
            else {
                throw problem(
                    "\(name)[\(index)] needs both type (a cmdb_rel_type sys_id) and target (a cmdb_ci sys_id)")
            }
            relations.append(Relation(type: type, target: target))
        }
        return relations
    }

    static func problem(_ detail: String) -> InstanceError {
        .badRequest(message: "Exception while reading request", detail: detail)
    }
}
