import Foundation
import NowQuery

/// The Attachment API's rules, apart from HTTP: an attachment is read by those who may read its parent record, and
/// added or removed by those who may write it.
struct AttachmentService: Sendable {
    let operations: TableOperations
    /// The largest upload, in bytes (the platform's `com.glide.attachment.max_size`).
    let maximumSize: Int

    var repository: RecordRepository { operations.repository }
    var content: AttachmentContent { repository.attachmentContent }
    static let table = RecordRepository.attachmentTable

    /// The record `user` may attach to: it must exist, be visible, and be writable. Checked before any byte of the
    /// upload is read, so a refused upload costs nothing.
    func parentForAttaching(table: String?, sysID: String?, user: InstanceUser) throws -> InstanceRecord {
        let dictionary = repository.dictionary
        guard let table, !table.isEmpty else { throw AttachmentError.missingParameter("table_name") }
        guard let sysID, !sysID.isEmpty else { throw AttachmentError.missingParameter("table_sys_id") }
        guard dictionary.table(table) != nil, table != Self.table else { throw InstanceError.unknownTable(table) }
        guard operations.access.allows(.read, on: table, for: user) else {
            throw AttachmentError.parentNotFound(table: table, sysID: sysID)
        }
        let parent: InstanceRecord
        do {
            parent = try operations.visibleRecord(table: table, sysID: sysID, user: user, dictionary: dictionary)
        } catch let error as InstanceError where error.kind == .recordNotFound {
            throw AttachmentError.parentNotFound(table: table, sysID: sysID)
        }
        guard operations.access.allows(.write, on: parent.table, for: user) else {
            throw InstanceError.writeDenied(operation: "Insert")
        }
        return parent
    }

    /// Names stored content as an attachment of `parent`.
    func attach(
        _ upload: AttachmentUpload, to parent: InstanceRecord, fileName: String, contentType: String,
        user: InstanceUser, createdOn: String? = nil
    ) throws -> InstanceRecord {
        try repository.insertAttachment(
            to: parent, fileName: fileName, contentType: contentType, user: user.userName, createdOn: createdOn,
            storing: upload.finish)
    }

    /// The attachment `sysID`, when `user` may read its parent.
    func attachment(_ sysID: String, user: InstanceUser) throws -> InstanceRecord {
        guard let attachment = try repository.record(Self.table, sysID: sysID), canRead(attachment, user: user)
        else { throw AttachmentError.attachmentNotFound(sysID) }
        return attachment
    }

    /// A page of the attachments matching `query` whose parents `user` may read, and how many there are in all.
    func list(_ query: EncodedQuery, user: InstanceUser, limit: Int?, offset: Int) throws
        -> (records: [InstanceRecord], total: Int)
    {
        let context = operations.context(for: user, repository.dictionary)
        if user.isAdmin {
            return try repository.find(Self.table, query: query, context: context, limit: limit, offset: offset)
        }
        let readable = try repository.find(Self.table, query: query, context: context).records.filter {
            canRead($0, user: user)
        }
        let page = readable.dropFirst(offset).prefix(limit ?? readable.count)
        return (Array(page), readable.count)
    }

    /// Removes the attachment `sysID`, when `user` may write its parent.
    func delete(_ sysID: String, user: InstanceUser) throws {
        let attachment = try attachment(sysID, user: user)
        guard operations.access.allows(.write, on: attachment["table_name"], for: user) else {
            throw InstanceError.writeDenied(operation: "Delete")
        }
        try repository.removeAttachment(attachment)
    }

    /// Gives the attachment `sysID` the name `fileName`, when `user` may write its parent.
    func rename(_ sysID: String, to fileName: String, user: InstanceUser) throws {
        let attachment = try writableAttachment(sysID, user: user, operation: "Update")
        _ = try repository.update(
            "sys_attachment", sysID: attachment.sysID, values: ["file_name": fileName], user: user.userName)
    }

    /// The attachment `sysID`, when `user` may write its parent: what renaming it or changing its attributes needs.
    func writableAttachment(_ sysID: String, user: InstanceUser, operation: String) throws -> InstanceRecord {
        let attachment = try attachment(sysID, user: user)
        guard operations.access.allows(.write, on: attachment["table_name"], for: user) else {
            throw InstanceError.writeDenied(operation: operation)
        }
        return attachment
    }

    /// Whether `user` may read the record `attachment` belongs to.
    private func canRead(_ attachment: InstanceRecord, user: InstanceUser) -> Bool {
        if user.isAdmin { return true }
        let table = attachment["table_name"]
        let dictionary = repository.dictionary
        guard dictionary.table(table) != nil, operations.access.allows(.read, on: table, for: user) else {
            return false
        }
        return
            (try? operations.visibleRecord(
                table: table, sysID: attachment["table_sys_id"], user: user, dictionary: dictionary)) != nil
    }
}

/// An Attachment API request the platform refuses.
enum AttachmentError: Error, Sendable, Hashable {
    /// A required query or form parameter is missing.
    case missingParameter(String)
    /// The record to attach to does not exist, or the user may not see it.
    case parentNotFound(table: String, sysID: String)
    /// No attachment has this sys_id, or the user may not see its record.
    case attachmentNotFound(String)
    /// The body is not the multipart form `/upload` reads.
    case badMultipart(String)
    /// The attachment has no attribute with this key.
    case attributeNotFound(key: String, attachment: String)
    /// The attachment has an attribute with this key already.
    case attributeExists(key: String, attachment: String)
    /// `creation_time` is not a date and time the platform writes.
    case badCreationTime(String)

    /// The platform's error, in its envelope.
    var instanceError: InstanceError {
        switch self {
        case .missingParameter(let name):
            return .badRequest(
                message: "Missing parameter: \(name)",
                detail: "Give \(name) in the query (POST /file) or as a form field before the file (POST /upload)")
        case .parentNotFound(let table, let sysID):
            // The platform documents 404 for a record to attach to that does not exist or cannot be read.
            return InstanceError.notFound(
                message: "Invalid table or sys_id",
                detail: "No \(table) record \(sysID) exists, or you may not read it; attach to a record you can see")
        case .attachmentNotFound(let sysID):
            return InstanceError.notFound(
                message: "Record doesn't exist or ACL restricts the record retrieval",
                detail: "No attachment \(sysID) exists, or you may not read the record it belongs to")
        case .attributeNotFound(let key, let attachment):
            return InstanceError.notFound(
                message: "Attribute not found",
                detail: "Attachment \(attachment) has no attribute '\(key)'; list them with GET .../attributes, "
                    + "or add it with POST .../attributes")
        case .attributeExists(let key, let attachment):
            return .badRequest(
                message: "Attribute already exists",
                detail: "Attachment \(attachment) has an attribute '\(key)' already; change its value with "
                    + "PUT .../attributes/\(key)")
        case .badCreationTime(let text):
            return .badRequest(
                message: "Invalid creation_time",
                detail: "'\(text)' is not a date and time; give creation_time as yyyy-MM-dd HH:mm:ss in UTC")
        case .badMultipart(let detail):
            return .badRequest(
                message: "Failed to create the attachment. File part might be missing in the request.",
                detail: detail)
        }
    }
}
