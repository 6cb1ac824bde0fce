import Foundation

/// The Attachment API (`/api/now/attachment`), after the Mobile SDK's `NowAttachmentService`: upload from memory or
/// from a file with progress, list, read metadata, download into memory or into a file, and delete.
public struct NowAttachmentService: Sendable {
    let client: NowClient

    /// Where the Attachment API answers.
    public static let prefix = "/api/now/attachment"

    /// Attaches `content` to the record `sysID` of `table` and returns the attachment's metadata.
    public func upload(
        _ content: Data, fileName: String, contentType: String, table: String, sysID: String
    ) async throws(NowClientError) -> JSONValue {
        let response = try await client.perform(
            "POST", path: Self.prefix + "/file", query: Self.target(table, sysID, fileName),
            headers: [.contentType: contentType], body: content)
        return try NowTableService.result(of: response)
    }

    /// Attaches the file at `file` to the record `sysID` of `table`, sent a piece at a time when the transport can,
    /// reporting bytes sent and the total to `progress`.
    public func upload(
        fileAt file: URL, fileName: String? = nil, contentType: String, table: String, sysID: String,
        progress: (@Sendable (Int64, Int64) -> Void)? = nil
    ) async throws(NowClientError) -> JSONValue {
        let name = fileName ?? file.lastPathComponent
        guard let streaming = client.transport as? any NowStreamingTransport else {
            let content: Data
            do {
                content = try Data(contentsOf: file)
            } catch {
                throw .localFile(file.path, reason: "cannot be read (\(error.localizedDescription))")
            }
            let metadata = try await upload(
                content, fileName: name, contentType: contentType, table: table, sysID: sysID)
            progress?(Int64(content.count), Int64(content.count))
            return metadata
        }
        let url = client.baseURL + Self.prefix + "/file?" + FormEncoding.query(Self.target(table, sysID, name))
        let request = NowHTTPRequest(
            method: "POST", url: url,
            headers: [.contentType: contentType, .accept: "application/json"])
        let response = try await client.sendSigned(request) { signed async throws(NowClientError) in
            try await streaming.send(signed, bodyFile: file, progress: progress)
        }
        return try NowTableService.result(of: try NowClient.successful(response, method: "POST", url: url))
    }

    /// The metadata of attachment `sysID`.
    public func metadata(_ sysID: String) async throws(NowClientError) -> JSONValue {
        try NowTableService.result(of: try await client.perform("GET", path: Self.path(sysID)))
    }

    /// Attachments matching `query` (an encoded query over `sys_attachment`), a page at a time.
    public func list(query: String? = nil, limit: Int? = nil, offset: Int = 0) async throws(NowClientError)
        -> [JSONValue]
    {
        var parameters: [(String, String)] = []
        if let query { parameters.append(("sysparm_query", query)) }
        if let limit { parameters.append(("sysparm_limit", String(limit))) }
        if offset > 0 { parameters.append(("sysparm_offset", String(offset))) }
        let result = try NowTableService.result(
            of: try await client.perform("GET", path: Self.prefix, query: parameters))
        guard let records = result.arrayValue else {
            throw .decoding(type: "Attachment API list", reason: "\"result\" is not an array", body: result.compactText)
        }
        return records
    }

    /// The content of attachment `sysID`, in memory.
    public func download(_ sysID: String) async throws(NowClientError) -> Data {
        try await client.perform("GET", path: Self.path(sysID) + "/file", headers: [.accept: "*/*"]).body
    }

    /// Writes the content of attachment `sysID` to `file`, a piece at a time when the transport can, reporting bytes
    /// received and the total to `progress`. The file appears only once whole.
    public func download(
        _ sysID: String, to file: URL, progress: (@Sendable (Int64, Int64?) -> Void)? = nil
    ) async throws(NowClientError) {
        guard let streaming = client.transport as? any NowStreamingTransport else {
            let content = try await download(sysID)
            do {
                try content.write(to: file, options: .atomic)
            } catch {
                throw .localFile(file.path, reason: "cannot be written (\(error.localizedDescription))")
            }
            progress?(Int64(content.count), Int64(content.count))
            return
        }
        let url = client.baseURL + Self.path(sysID) + "/file"
        let request = NowHTTPRequest(method: "GET", url: url, headers: [.accept: "*/*"])
        let response = try await client.sendSigned(request) { signed async throws(NowClientError) in
            try await streaming.send(signed, writingBodyTo: file, progress: progress)
        }
        _ = try NowClient.successful(response, method: "GET", url: url)
    }

    /// Deletes attachment `sysID`.
    public func delete(_ sysID: String) async throws(NowClientError) {
        _ = try await client.perform("DELETE", path: Self.path(sysID))
    }

    /// The path of attachment `sysID`.
    public static func path(_ sysID: String) -> String { prefix + "/" + FormEncoding.escape(sysID) }

    static func target(_ table: String, _ sysID: String, _ fileName: String) -> [(String, String)] {
        [("table_name", table), ("table_sys_id", sysID), ("file_name", fileName)]
    }
}
