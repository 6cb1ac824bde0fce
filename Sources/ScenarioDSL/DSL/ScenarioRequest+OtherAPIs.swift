import Foundation
import NowClient

/// Requests for the Attachment, Aggregate, Import Set and Batch APIs. Every string may hold `{{name}}` placeholders.
extension ScenarioRequest {
    // MARK: Attachment API

    /// `POST /api/now/attachment/file`: attaches `content` to the record `id` of `table`.
    /// `createdOn` (`yyyy-MM-dd HH:mm:ss`, UTC) sends `creation_time`, the time a client kept while offline, which
    /// the platform reads from Yokohama.
    public static func uploadAttachment(
        _ content: Data, fileName: String, contentType: String, table: String, id: String, createdOn: String? = nil
    ) -> ScenarioRequest {
        ScenarioRequest(summary: "POST \(NowAttachmentService.prefix)/file (\(fileName))") { context in
            var query = [
                ("table_name", try context.expand(table)), ("table_sys_id", try context.expand(id)),
                ("file_name", try context.expand(fileName)),
            ]
            if let createdOn { query.append(("creation_time", try context.expand(createdOn))) }
            return Prepared(
                method: "POST", path: NowAttachmentService.prefix + "/file", query: query, body: content,
                headers: [.contentType: contentType])
        }
    }

    /// `PATCH /api/now/attachment/<sys_id>` with `{"file_name": name}`: renames the attachment (from Australia).
    public static func renameAttachment(id: String, to name: String) -> ScenarioRequest {
        attachmentJSON("PATCH", id: id, suffix: "", ["file_name": name])
    }

    /// `GET /api/now/attachment/<sys_id>/attributes`, or one attribute's `/<key>` (from Australia).
    public static func attachmentAttributes(id: String, key: String? = nil) -> ScenarioRequest {
        attachmentPath("GET", id: id, suffix: "/attributes" + (key.map { "/" + $0 } ?? ""))
    }

    /// `POST /api/now/attachment/<sys_id>/attributes` with `{"key": key, "value": value}` (from Australia).
    public static func addAttachmentAttribute(id: String, key: String, value: String) -> ScenarioRequest {
        attachmentJSON("POST", id: id, suffix: "/attributes", ["key": key, "value": value])
    }

    /// `PUT /api/now/attachment/<sys_id>/attributes/<key>` with `{"value": value}` (from Australia).
    public static func updateAttachmentAttribute(id: String, key: String, value: String) -> ScenarioRequest {
        attachmentJSON("PUT", id: id, suffix: "/attributes/" + key, ["value": value])
    }

    /// `DELETE /api/now/attachment/<sys_id>/attributes`, or one attribute's `/<key>` (from Australia).
    public static func deleteAttachmentAttributes(id: String, key: String? = nil) -> ScenarioRequest {
        attachmentPath("DELETE", id: id, suffix: "/attributes" + (key.map { "/" + $0 } ?? ""))
    }

    private static func attachmentJSON(_ method: String, id: String, suffix: String, _ values: [String: String])
        -> ScenarioRequest
    {
        ScenarioRequest(summary: "\(method) \(NowAttachmentService.prefix)/\(id)\(suffix)") { context in
            Prepared(
                method: method, path: NowAttachmentService.path(try context.expand(id)) + (try context.expand(suffix)),
                query: [], body: try context.expand(JSONValue(sortingKeys: values.mapValues(JSONValue.string))).data,
                headers: [.contentType: "application/json"])
        }
    }

    /// `GET /api/now/attachment` with an encoded query over `sys_attachment`.
    public static func attachments(query: String, limit: Int? = nil) -> ScenarioRequest {
        ScenarioRequest(summary: "GET \(NowAttachmentService.prefix)") { context in
            var items = [("sysparm_query", try context.expand(query))]
            if let limit { items.append(("sysparm_limit", String(limit))) }
            return Prepared(method: "GET", path: NowAttachmentService.prefix, query: items, body: Data())
        }
    }

    /// `GET /api/now/attachment/<sys_id>`: the metadata.
    public static func attachment(id: String) -> ScenarioRequest {
        attachmentPath("GET", id: id, suffix: "")
    }

    /// `GET /api/now/attachment/<sys_id>/file`: the content.
    public static func downloadAttachment(id: String) -> ScenarioRequest {
        attachmentPath("GET", id: id, suffix: "/file", headers: [.accept: "*/*"])
    }

    /// `DELETE /api/now/attachment/<sys_id>`.
    public static func deleteAttachment(id: String) -> ScenarioRequest {
        attachmentPath("DELETE", id: id, suffix: "")
    }

    private static func attachmentPath(_ method: String, id: String, suffix: String, headers: HTTPFields = HTTPFields())
        -> ScenarioRequest
    {
        ScenarioRequest(summary: "\(method) \(NowAttachmentService.prefix)/\(id)\(suffix)") { context in
            Prepared(
                method: method, path: NowAttachmentService.path(try context.expand(id)) + suffix, query: [],
                body: Data(), headers: headers)
        }
    }

    // MARK: Aggregate, Import Set and Batch APIs

    /// `GET /api/now/stats/<table>`.
    public static func stats(_ table: String, _ request: NowStatsService.Request = .init()) -> ScenarioRequest {
        let path = NowStatsService.path(table)
        return ScenarioRequest(summary: "GET \(path)") { context in
            Prepared(
                method: "GET", path: path,
                query: try request.parameters.map { ($0.0, try context.expand($0.1)) }, body: Data())
        }
    }

    /// `POST /api/now/import/<staging table>` with one row.
    public static func importRow(_ stagingTable: String, _ values: [String: String]) -> ScenarioRequest {
        let path = NowImportSetService.path(stagingTable)
        return ScenarioRequest(summary: "POST \(path)") { context in
            Prepared(
                method: "POST", path: path, query: [],
                body: try context.expand(JSONValue(sortingKeys: values.mapValues(JSONValue.string))).data)
        }
    }

    /// `POST /api/now/import/<staging table>/insertMultiple` with many rows.
    public static func importRows(_ stagingTable: String, _ records: [[String: String]]) -> ScenarioRequest {
        let path = NowImportSetService.path(stagingTable) + "/insertMultiple"
        return ScenarioRequest(summary: "POST \(path)") { context in
            let rows = records.map { JSONValue(sortingKeys: $0.mapValues(JSONValue.string)) }
            let body = JSONValue.object([("records", .array(rows))])
            return Prepared(method: "POST", path: path, query: [], body: try context.expand(body).data)
        }
    }

    /// `POST /api/now/v1/batch` with `requests`, whose paths and bodies may hold placeholders.
    public static func batch(_ requests: [NowBatchService.Request], id: String = "1") -> ScenarioRequest {
        ScenarioRequest(summary: "POST /api/now/v1/batch (\(requests.count) requests)") { context in
            let expanded = try requests.map { request in
                var filled = request
                filled.path = try context.expand(request.path)
                filled.body = Data(try context.expand(String(decoding: request.body, as: UTF8.self)).utf8)
                return filled
            }
            let body = NowBatchService.body(expanded, id: id)
            return Prepared(method: "POST", path: "/api/now/v1/batch", query: [], body: body.data)
        }
    }
}
