import JSONText
import NowQuery

/// Writes a configuration item as the CMDB Instance API answers with it: `outbound_relations`, `attributes` and
/// `inbound_relations`. Attributes are stored values, each reference that is set as `{display_value, link, value}`;
/// each relation names its `cmdb_rel_ci` sys_id, its type and the item at its other end.
struct CMDBItemWriter {
    let repository: RecordRepository
    let dictionary: TableDictionary
    /// `scheme://host[:port]` as the client addressed the instance, for links.
    let baseURL: String
    private let references: ReferencedRecords

    init(repository: RecordRepository, dictionary: TableDictionary, baseURL: String) {
        self.repository = repository
        self.dictionary = dictionary
        self.baseURL = baseURL
        references = ReferencedRecords(repository: repository, dictionary: dictionary)
    }

    /// `{"result":{…}}` for `record`.
    func answer(_ record: InstanceRecord) throws -> String {
        var output = JSONOutput(indent: nil)
        output.append(#"{"result":{"outbound_relations":"#)
        try writeRelations(of: record.sysID, outbound: true, to: &output)
        output.append(#","attributes":{"#)
        for (index, field) in dictionary.fields(of: record.table).enumerated() {
            if index > 0 { output.append(",") }
            output.writeString(field.name)
            output.append(":")
            let value: String
            if case .journal = field.kind { value = "" } else { value = record[field.name] }
            if case .reference(let target) = field.kind, !value.isEmpty {
                writeLink(
                    display: references.displayText(value, field: field),
                    link: "\(baseURL)/api/now/table/\(target)/\(value)", value: value, to: &output)
            } else {
                output.writeString(value)
            }
        }
        output.append(#"},"inbound_relations":"#)
        try writeRelations(of: record.sysID, outbound: false, to: &output)
        output.append("}}")
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// The item's relations in one direction, oldest first: outbound ones have it as parent, inbound ones as child.
    private func writeRelations(of sysID: String, outbound: Bool, to output: inout JSONOutput) throws {
        let end = outbound ? "parent" : "child"
        var query = EncodedQuery.matching(end, equals: sysID)
        query.ordering = [QueryOrdering(field: "sys_created_on"), QueryOrdering(field: "sys_id")]
        let relations = try repository.find("cmdb_rel_ci", query: query, context: QueryContext()).records
        let typeField = FieldDefinition("type", .reference("cmdb_rel_type"))
        let itemField = FieldDefinition("target", .reference("cmdb_ci"))
        output.append("[")
        for (index, relation) in relations.enumerated() {
            if index > 0 { output.append(",") }
            let type = relation["type"]
            let target = relation[outbound ? "child" : "parent"]
            output.append(#"{"sys_id":"#)
            output.writeString(relation.sysID)
            output.append(#","type":"#)
            writeLink(
                display: references.displayText(type, field: typeField),
                link: "\(baseURL)/api/now/table/cmdb_rel_type/\(type)", value: type, to: &output)
            output.append(#","target":"#)
            writeLink(
                display: references.displayText(target, field: itemField),
                link: "\(baseURL)/api/now/cmdb/instance/cmdb_ci/\(target)", value: target, to: &output)
            output.append("}")
        }
        output.append("]")
    }

    private func writeLink(display: String, link: String, value: String, to output: inout JSONOutput) {
        output.append(#"{"display_value":"#)
        output.writeString(display)
        output.append(#","link":"#)
        output.writeString(link)
        output.append(#","value":"#)
        output.writeString(value)
        output.append("}")
    }
}
