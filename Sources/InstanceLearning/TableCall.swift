import Cassettes
import Foundation
import JSONText

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
    /// The values a write sent, by field.
    let sentFields: Set<String>
    /// The records of the answer, each member as recorded.
    let records: [[(String, JSONValue)]]

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
        if let sent = try? JSONParser.parse(request.body), let members = sent.objectValue {
            sentFields = Set(members.map(\.0))
        } else {
            sentFields = []
        }
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
    }
}

/// Why a Table API answer could not be read.
struct TableCallError: Error, Sendable {
    let reason: String
}
