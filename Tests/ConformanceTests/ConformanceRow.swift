/// One row of the conformance table in `docs/fidelity.md`: its id there, and the calls that check it on a target.
///
/// A row makes its own calls, so rows can run in any target in the same order and a replay of a recording answers
/// each call as it was recorded.
struct ConformanceRow: Sendable {
    let id: String
    let check: @Sendable (ConformanceClient) async throws -> RowCheck

    init(_ id: String, check: @escaping @Sendable (ConformanceClient) async throws -> RowCheck) {
        self.id = id
        self.check = check
    }

    /// Every row, in the table's order.
    static var all: [ConformanceRow] {
        sessionHeaders + tableReads + tableWrites + incidentDefaults + attachments + aggregates + importSets
            + batches + graphQL
    }

    /// The sys_id of a new incident whose short description is `row`, made by the row itself so that every target
    /// sees the same calls.
    static func newIncident(_ client: ConformanceClient, _ row: String) async throws -> String {
        let reply = try await client.send(
            "/api/now/table/incident", method: "POST", json: #"{"short_description":"\#(row)"}"#)
        return reply.result["sys_id"] as? String ?? ""
    }
}
