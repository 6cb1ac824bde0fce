import Foundation
import GlideScript
import HTTPTypes
import Hummingbird
import JSONText
import NIOCore
import NowQuery
import PlatformLimits
import QueryStrings

/// The Attachment API over HTTP: `/api/now[/v1]/attachment`. Uploads stream to disk as they arrive and downloads
/// stream from disk, so no file is ever held whole in memory.
enum AttachmentRoutes: PlatformAPI {
    /// Where the Attachment API answers.
    static let paths = ["/api/now/attachment", "/api/now/v1/attachment"]
    static let descriptor = PlatformAPIDescriptor(key: "attachment", name: "Attachment API", prefixes: paths)

    static func addRoutes(to router: Router<InstanceRequestContext>, instance: EmbeddedInstance) {
        for prefix in paths {
            router.get(RouterPath(prefix)) { request, context in
                try await answer(instance, request, context) { user, baseURL in
                    try list(instance, request, user: user, baseURL: baseURL)
                }
            }
            router.post(RouterPath(prefix + "/file")) { request, context in
                try await uploadRaw(instance, request, context)
            }
            router.post(RouterPath(prefix + "/upload")) { request, context in
                try await uploadForm(instance, request, context)
            }
            router.get(RouterPath(prefix + "/{sys_id}")) { request, context in
                let sysID = context.parameters.get("sys_id") ?? ""
                return try await answer(instance, request, context) { user, baseURL in
                    let attachment = try instance.attachments.attachment(sysID, user: user)
                    return .json(
                        200, JSONFragments.object([("result", AttachmentMetadata.json(attachment, baseURL: baseURL))]))
                }
            }
            router.get(RouterPath(prefix + "/{sys_id}/file")) { request, context in
                try await download(instance, request, context, sysID: context.parameters.get("sys_id") ?? "")
            }
            router.patch(RouterPath(prefix + "/{sys_id}")) { request, context in
                try await rename(instance, request, context, sysID: context.parameters.get("sys_id") ?? "")
            }
            addAttributeRoutes(to: router, instance: instance, prefix: prefix)
            router.delete(RouterPath(prefix + "/{sys_id}")) { request, context in
                let sysID = context.parameters.get("sys_id") ?? ""
                return try await answer(instance, request, context) { user, _ in
                    try instance.attachments.delete(sysID, user: user)
                    return APIResponse(status: 204)
                }
            }
        }
    }

    /// `PATCH /{sys_id}` with `{"file_name": …}`: renames the attachment and answers 204, from the release that
    /// brought it (``ReleaseAPIChange/attachmentRename``); before, the method is not allowed there.
    private static func rename(
        _ instance: EmbeddedInstance, _ request: Request, _ context: InstanceRequestContext, sysID: String
    ) async throws(APIAnswerError) -> Response {
        var request = request
        let body = try await request.collectAPIBody(upTo: 64 * 1024)
        return try await answer(instance, request, context) { user, _ in
            guard instance.configuration.release.has(.attachmentRename) else {
                throw InstanceError.methodNotAllowed(method: "PATCH", allowed: ["GET", "DELETE"])
            }
            let values = try RequestValues.parse(Data(buffer: body), contentType: request.headers[.contentType])
            guard let fileName = values["file_name"], !fileName.isEmpty else {
                throw InstanceError.badRequest(
                    message: "Missing file_name", detail: #"Send the new name as {"file_name": "new name"}"#)
            }
            try instance.attachments.rename(sysID, to: fileName, user: user)
            return APIResponse(status: 204)
        }
    }

    /// The creation time `POST /file` gives an attachment: `creation_time` in the platform's date and time form,
    /// from the release that reads it (``ReleaseAPIChange/attachmentCreationTime``); nil for now.
    private static func creationTime(_ text: String?, release: PlatformRelease) throws -> String? {
        guard release.has(.attachmentCreationTime), let text, !text.isEmpty else { return nil }
        guard let time = UTCTimestamp(parsing: text) else { throw AttachmentError.badCreationTime(text) }
        return time.description
    }

    /// The body size limit for `path`: the attachment limit on upload paths, nil elsewhere.
    static func uploadLimit(for path: String, instance: EmbeddedInstance) -> Int? {
        paths.contains { path == $0 + "/file" || path == $0 + "/upload" }
            ? instance.configuration.attachmentMaximumSize : nil
    }

    // MARK: - Handlers

    private static func list(_ instance: EmbeddedInstance, _ request: Request, user: InstanceUser, baseURL: String)
        throws -> APIResponse
    {
        let items = QueryString.pairs(request.uri.query ?? "").map { ($0.name, $0.value) }
        let parameters = TableParameters(items)
        let found = try instance.attachments.list(
            parameters.query, user: user, limit: parameters.limit, offset: parameters.offset)
        let body = JSONFragments.object([
            ("result", JSONFragments.array(found.records.map { AttachmentMetadata.json($0, baseURL: baseURL) }))
        ])
        return .json(200, body, headers: [.totalCount: String(found.total)])
    }

    private static func uploadRaw(
        _ instance: EmbeddedInstance, _ request: Request, _ context: InstanceRequestContext
    ) async throws(APIAnswerError) -> Response {
        try await answer(instance, request, context) { user, baseURL in
            let query = Dictionary(
                QueryString.pairs(request.uri.query ?? "").map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
            let parent = try instance.attachments.parentForAttaching(
                table: query["table_name"], sysID: query["table_sys_id"], user: user)
            guard let fileName = query["file_name"], !fileName.isEmpty else {
                throw AttachmentError.missingParameter("file_name")
            }
            let createdOn = try creationTime(query["creation_time"], release: instance.configuration.release)
            let upload = try instance.attachments.content.receive(limit: instance.attachments.maximumSize)
            do {
                for try await buffer in request.body { try upload.write(buffer) }
            } catch {
                upload.discard()
                throw error
            }
            let contentType = request.headers[.contentType] ?? "application/octet-stream"
            let attachment = try instance.attachments.attach(
                upload, to: parent, fileName: fileName, contentType: contentType, user: user,
                createdOn: createdOn)
            return created(attachment, baseURL: baseURL)
        }
    }

    private static func uploadForm(
        _ instance: EmbeddedInstance, _ request: Request, _ context: InstanceRequestContext
    ) async throws(APIAnswerError) -> Response {
        try await answer(instance, request, context) { user, baseURL in
            let form = try await MultipartUpload.read(
                request.body, contentType: request.headers[.contentType], service: instance.attachments, user: user)
            let attachment = try instance.attachments.attach(
                form.upload, to: form.parent, fileName: form.fileName, contentType: form.contentType, user: user)
            return created(attachment, baseURL: baseURL)
        }
    }

    private static func created(_ attachment: InstanceRecord, baseURL: String) -> APIResponse {
        .json(
            201, JSONFragments.object([("result", AttachmentMetadata.json(attachment, baseURL: baseURL))]),
            headers: [.location: AttachmentMetadata.location(attachment.sysID, baseURL: baseURL)])
    }

    private static func download(
        _ instance: EmbeddedInstance, _ request: Request, _ context: InstanceRequestContext, sysID: String
    ) async throws(APIAnswerError) -> Response {
        var metadata: (attachment: InstanceRecord, baseURL: String)?
        let refusal = try await answer(instance, request, context) { user, baseURL in
            metadata = (try instance.attachments.attachment(sysID, user: user), baseURL)
            return APIResponse(status: 200)
        }
        guard let (attachment, _) = metadata else { return refusal }
        let file = instance.attachments.content.file(for: attachment["hash"])
        guard AttachmentHash.isValid(attachment["hash"]), let handle = try? FileHandle(forReadingFrom: file) else {
            // An instance learned from recordings holds the metadata of attachments no download showed.
            return InstanceRouter.response(
                .error(
                    .notFound(
                        message: "Attachment content not found",
                        detail: "The content of attachment \(sysID) is not stored here: a learned instance has only "
                            + "the content its recordings downloaded (GET /api/now/attachment/\(sysID)/file); "
                            + "otherwise upload the file again")))
        }
        var headers = HTTPFields()
        headers[.contentType] = AttachmentMetadata.downloadContentType(stored: attachment["content_type"])
        headers[.attachmentMetadata] = AttachmentMetadata.header(attachment)
        headers[.contentDisposition] = AttachmentMetadata.contentDisposition(fileName: attachment["file_name"])
        let size = Int(attachment["size_bytes"]) ?? 0
        let body = ResponseBody(contentLength: size) { writer in
            defer { try? handle.close() }
            while let chunk = try handle.read(upToCount: 256 * 1024), !chunk.isEmpty {
                try await writer.write(ByteBuffer(bytes: chunk))
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: headers, body: body)
    }

    /// Runs `body` with the caller and the base URL the client used, and turns errors into the platform's envelopes;
    /// a request without a caller fails with the platform's 401.
    static func answer(
        _ instance: EmbeddedInstance, _ request: Request, _ context: InstanceRequestContext,
        _ body: (InstanceUser, String) async throws -> APIResponse
    ) async throws(APIAnswerError) -> Response {
        let user = try context.user()
        let baseURL = instance.baseURL(of: request)
        var result: APIResponse
        do {
            result = try await body(user, baseURL)
        } catch let error as AttachmentError {
            result = .error(error.instanceError)
        } catch let error as InstanceError {
            result = .error(error)
        } catch AttachmentContentError.tooLarge(let limit) {
            result = .error(.attachmentTooLarge(limit: limit))
            result.headers[.connection] = "close"
        } catch let error as HTTPError where error.status == .contentTooLarge {
            result = .error(.attachmentTooLarge(limit: instance.configuration.attachmentMaximumSize))
            result.headers[.connection] = "close"
        } catch {
            result = .error(
                .internalError(instance.log.internalFailure(error, during: "\(request.method) \(request.uri.path)")))
        }
        return InstanceRouter.response(result)
    }
}
