import Foundation
import NowQuery

/// The Table API (`/api/now/table`), after the Mobile SDK's `NowTableService`: create, fetch a list, fetch one,
/// update, replace and delete records, each in a raw-JSON form and a `Codable` form.
public struct NowTableService: Sendable {
    let client: NowClient

    /// One page of a list: its records, the `X-Total-Count`, and the next page's URL from `Link`.
    public struct Page: Sendable {
        /// The records of this page.
        public var records: [JSONValue]
        /// The number of records the query matches across all pages.
        public var totalCount: Int?
        /// The `rel="next"` URL, or nil on the last page.
        public var next: String?
    }

    // MARK: Raw JSON

    /// Records of `table` chosen by `configuration` (filter, limit, fields, display values), starting at `offset`.
    public func fetchList(_ table: String, configuration: FetchConfiguration = FetchConfiguration(), offset: Int = 0)
        async throws(NowClientError) -> [JSONValue]
    {
        try await fetchPage(table, configuration: configuration, offset: offset).records
    }

    /// Records of `table` for raw `sysparm_…` parameters.
    public func fetchList(_ table: String, query: [(String, String)]) async throws(NowClientError) -> [JSONValue] {
        try page(try await client.perform("GET", path: Self.path(table), query: query)).records
    }

    /// One page of records, with the total count and the next page's link.
    public func fetchPage(_ table: String, configuration: FetchConfiguration = FetchConfiguration(), offset: Int = 0)
        async throws(NowClientError) -> Page
    {
        var query = configuration.parameters.map { ($0.name, $0.value) }
        if offset > 0 { query.append(("sysparm_offset", String(offset))) }
        return try page(try await client.perform("GET", path: Self.path(table), query: query))
    }

    /// Every record the query matches, following `Link: rel="next"` page by page (`configuration.limit` is the page
    /// size), up to `maximumPages`.
    public func fetchAll(
        _ table: String, configuration: FetchConfiguration = FetchConfiguration(), maximumPages: Int = 1_000
    ) async throws(NowClientError) -> [JSONValue] {
        var current = try await fetchPage(table, configuration: configuration)
        var records = current.records
        var pages = 1
        while let next = current.next, pages < maximumPages, !current.records.isEmpty {
            current = try page(try await client.perform("GET", path: next))
            records += current.records
            pages += 1
        }
        return records
    }

    /// The record `sysID` of `table`.
    public func fetch(
        _ table: String, sysID: String, readConfiguration: FieldReadConfiguration = FieldReadConfiguration()
    ) async throws(NowClientError) -> JSONValue {
        let response = try await client.perform(
            "GET", path: Self.path(table, sysID), query: readConfiguration.parameters.map { ($0.name, $0.value) })
        return try Self.result(of: response)
    }

    /// Creates a record from `values` and returns it as the instance stored it.
    public func create(_ table: String, values: JSONValue, options: WriteOptions = WriteOptions())
        async throws(NowClientError) -> JSONValue
    {
        let response = try await client.perform(
            "POST", path: Self.path(table), query: options.parameters, body: values.data)
        return try Self.result(of: response)
    }

    /// Changes the fields in `values` of the record `sysID` (PATCH) and returns the record.
    public func update(_ table: String, sysID: String, values: JSONValue, options: WriteOptions = WriteOptions())
        async throws(NowClientError) -> JSONValue
    {
        let response = try await client.perform(
            "PATCH", path: Self.path(table, sysID), query: options.parameters, body: values.data)
        return try Self.result(of: response)
    }

    /// Replaces the record `sysID` with `values` (PUT) and returns the record.
    public func replace(_ table: String, sysID: String, values: JSONValue, options: WriteOptions = WriteOptions())
        async throws(NowClientError) -> JSONValue
    {
        let response = try await client.perform(
            "PUT", path: Self.path(table, sysID), query: options.parameters, body: values.data)
        return try Self.result(of: response)
    }

    /// Deletes the record `sysID`.
    public func delete(_ table: String, sysID: String) async throws(NowClientError) {
        _ = try await client.perform("DELETE", path: Self.path(table, sysID))
    }

    // MARK: Codable

    // Typed calls encode straight to the request's bytes and decode straight from the response's bytes, with no
    // JSON value in between.

    /// Records of `table` decoded as `T`.
    public func fetchList<T: Decodable>(
        _ type: T.Type, from table: String, configuration: FetchConfiguration = FetchConfiguration(), offset: Int = 0
    ) async throws(NowClientError) -> [T] {
        var query = configuration.parameters.map { ($0.name, $0.value) }
        if offset > 0 { query.append(("sysparm_offset", String(offset))) }
        let response = try await client.perform("GET", path: Self.path(table), query: query)
        return try JSONDecoding.result([T].self, of: response)
    }

    /// The record `sysID` decoded as `T`.
    public func fetch<T: Decodable>(
        _ type: T.Type, from table: String, sysID: String,
        readConfiguration: FieldReadConfiguration = FieldReadConfiguration()
    ) async throws(NowClientError) -> T {
        let response = try await client.perform(
            "GET", path: Self.path(table, sysID), query: readConfiguration.parameters.map { ($0.name, $0.value) })
        return try JSONDecoding.result(T.self, of: response)
    }

    /// Creates a record from an `Encodable` value and decodes the stored record as `T`.
    public func create<T: Decodable>(
        _ table: String, record: some Encodable, as type: T.Type, options: WriteOptions = WriteOptions()
    ) async throws(NowClientError) -> T {
        let response = try await client.perform(
            "POST", path: Self.path(table), query: options.parameters, body: try JSONDecoding.encode(record))
        return try JSONDecoding.result(T.self, of: response)
    }

    /// Updates a record from an `Encodable` value (PATCH) and decodes the stored record as `T`.
    public func update<T: Decodable>(
        _ table: String, sysID: String, record: some Encodable, as type: T.Type, options: WriteOptions = WriteOptions()
    ) async throws(NowClientError) -> T {
        let response = try await client.perform(
            "PATCH", path: Self.path(table, sysID), query: options.parameters, body: try JSONDecoding.encode(record))
        return try JSONDecoding.result(T.self, of: response)
    }

    // MARK: Parts

    /// The Table API path of a table, or of one record: `/api/now/table/<table>[/<sys_id>]`, escaped.
    public static func path(_ table: String, _ sysID: String? = nil) -> String {
        "/api/now/table/" + FormEncoding.escape(table) + (sysID.map { "/" + FormEncoding.escape($0) } ?? "")
    }

    static func result(of response: NowHTTPResponse) throws(NowClientError) -> JSONValue {
        let body = try JSONValue(parsing: response.body)
        guard let result = body["result"] else {
            throw .decoding(type: "Table API response", reason: "no \"result\" key", body: response.text)
        }
        return result
    }

    private func page(_ response: NowHTTPResponse) throws(NowClientError) -> Page {
        guard let records = try Self.result(of: response).arrayValue else {
            throw .decoding(type: "Table API list", reason: "\"result\" is not an array", body: response.text)
        }
        return Page(
            records: records, totalCount: response.headers["X-Total-Count"].flatMap { Int($0) },
            next: LinkHeader.url("next", in: response.headers["Link"]))
    }
}
