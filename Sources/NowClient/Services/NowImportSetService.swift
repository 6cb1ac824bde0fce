import Foundation

/// The Import Set API (`/api/now/import/{staging_table}`): stage rows and read what their transforms did.
public struct NowImportSetService: Sendable {
    let client: NowClient

    /// What one transform map did with a row.
    public struct RowResult: Sendable, Hashable {
        public var transformMap: String
        public var table: String
        /// `inserted`, `updated`, `ignored`, `skipped` or `error`.
        public var status: String
        public var sysID: String?
        public var displayName: String?
        public var displayValue: String?
        public var recordLink: String?
        public var errorMessage: String?
        public var statusMessage: String?
    }

    /// An import's answer: the import set's number, the staging table, and each map's result.
    public struct Result: Sendable, Hashable {
        public var importSet: String
        public var stagingTable: String
        public var rows: [RowResult]
    }

    /// Stages one row (column names to values) and returns its transform results.
    public func insert(_ stagingTable: String, values: [String: String]) async throws(NowClientError) -> Result {
        let body = JSONValue(sortingKeys: values.mapValues(JSONValue.string)).data
        return try Self.result(try await client.perform("POST", path: Self.path(stagingTable), body: body))
    }

    /// Stages many rows at once; returns the import set's and the multi import set's sys_ids.
    public func insertMultiple(_ stagingTable: String, records: [[String: String]]) async throws(NowClientError)
        -> (importSetID: String, multiImportSetID: String)
    {
        let rows = records.map { JSONValue(sortingKeys: $0.mapValues(JSONValue.string)) }
        let body = JSONValue.object([("records", .array(rows))]).data
        let response = try await client.perform(
            "POST", path: Self.path(stagingTable) + "/insertMultiple", body: body)
        let json = try JSONValue(parsing: response.body)
        return (json["import_set_id"]?.text ?? "", json["multi_import_set_id"]?.text ?? "")
    }

    /// The results of the staged row `sysID`.
    public func fetch(_ stagingTable: String, sysID: String) async throws(NowClientError) -> Result {
        try Self.result(
            try await client.perform("GET", path: Self.path(stagingTable) + "/" + FormEncoding.escape(sysID)))
    }

    /// The path of a staging table.
    public static func path(_ table: String) -> String { "/api/now/import/" + FormEncoding.escape(table) }

    static func result(_ response: NowHTTPResponse) throws(NowClientError) -> Result {
        let json = try JSONValue(parsing: response.body)
        guard let rows = json["result"]?.arrayValue else {
            throw .decoding(type: "Import Set API response", reason: "no \"result\" array", body: response.text)
        }
        return Result(
            importSet: json["import_set"]?.text ?? "", stagingTable: json["staging_table"]?.text ?? "",
            rows: rows.map { row in
                RowResult(
                    transformMap: row["transform_map"]?.text ?? "", table: row["table"]?.text ?? "",
                    status: row["status"]?.text ?? "", sysID: row["sys_id"]?.text,
                    displayName: row["display_name"]?.text, displayValue: row["display_value"]?.text,
                    recordLink: row["record_link"]?.text, errorMessage: row["error_message"]?.text,
                    statusMessage: row["status_message"]?.text)
            })
    }
}
