import Cassettes
import Foundation
import JSONText
import NowQuery

/// A recorded Table API call, read from an interaction: which table and record, how values were asked for, and
/// the records its answer holds.
struct TableCall: Sendable {
    /// How the answer gives field values (`sysparm_display_value`).
    enum DisplayMode: Sendable {
        /// Stored values only (the default).
        case values
        /// Display values only: nothing stored can be read from them.
        case display
        /// Both, as `{"display_value": …, "value": …}`.
        case all
    }

    let method: String
    let table: String
    /// The record the path names, for a call on one record.
    let sysID: String?
    let displayMode: DisplayMode
    let status: Int
    /// The fields a write sent.
    let sentFields: Set<String>
    /// The text values a write sent, by field.
    private(set) var sentTexts: [String: String] = [:]
    /// The records of the answer, each member as recorded.
    let records: [[(String, JSONValue)]]
    /// Values every record of a read's answer holds, whether it shows them or not: the query asked for them with
    /// `field=value` conditions that all had to hold (`number=LOAN0001002` read with `sysparm_fields=sys_id`).
    private(set) var impliedValues: [String: String] = [:]

    /// A call made up of its parts, such as an Attachment API call read as calls on `sys_attachment`.
    init(
        method: String, table: String, sysID: String?, displayMode: DisplayMode, status: Int, sentFields: Set<String>,
        records: [[(String, JSONValue)]]
    ) {
        self.method = method
        self.table = table
        self.sysID = sysID
        self.displayMode = displayMode
        self.status = status
        self.sentFields = sentFields
        self.records = records
    }

    /// The call `interaction` records, or nil when it is not a Table API call.
    init?(_ interaction: Interaction) throws(TableCallError) {
        let request = interaction.request
        guard let route = NowAPIPath(request.path)?.tableRoute else { return nil }
        method = request.method.uppercased()
        table = route.table
        sysID = route.sysID
        status = interaction.response.status
        let display = request.queryItems.last { $0.name == "sysparm_display_value" }?.value.lowercased()
        displayMode = display == "true" ? .display : display == "all" ? .all : .values
        let sent = SentMembers(request.body)
        sentFields = sent.names
        sentTexts = sent.texts
        guard (200..<300).contains(status), !interaction.response.body.isEmpty else {
            records = []
            return
        }
        let body: JSONValue
        do {
            body = try JSONParser.parse(interaction.response.body)
        } catch {
            throw TableCallError(
                reason: interaction.response.body.contains(0)
                    ? "the answer's body is binary, not JSON" : "the answer's body is not whole JSON (\(error))")
        }
        switch body["result"] {
        case .array(let items)?: records = items.compactMap(\.objectValue)
        case .object(let members)?: records = [members]
        default: throw TableCallError(reason: "the answer has no result to read records from")
        }
        if method == "GET", let query = request.queryItems.last(where: { $0.name == "sysparm_query" })?.value {
            impliedValues = Self.equalities(in: query)
        }
    }

    /// The `field=value` conditions of `query` every match must meet: those of a query with one group, each the
    /// only alternative of its clause, on a field of the record itself.
    static func equalities(in query: String) -> [String: String] {
        guard let parsed = try? EncodedQueryParser.parse(query), parsed.groups.count == 1, parsed.keywords == nil,
            let group = parsed.groups.first
        else { return [:] }
        var values: [String: String] = [:]
        for clause in group.clauses where clause.alternatives.count == 1 {
            guard let condition = clause.alternatives.first, condition.op == .equals,
                condition.field.components.count == 1, let field = condition.field.components.first,
                case .value(.literal(let value)) = condition.operand, !value.isEmpty
            else { continue }
            // Two different values for one field match nothing; neither is implied.
            values[field] = values[field].map { $0 == value ? value : "" } ?? value
        }
        return values.filter { !$0.value.isEmpty }
    }
}

/// Why a Table API answer could not be read.
struct TableCallError: Error, Sendable {
    let reason: String
}
