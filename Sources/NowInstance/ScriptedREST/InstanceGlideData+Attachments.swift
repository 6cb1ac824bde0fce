import Foundation
import GlideScript

extension InstanceGlideData {
    /// `GlideSysAttachment.write`: stores the content beside the store and names it as an attachment of the record,
    /// as the Attachment API does. Scripts attach without ACL checks, as on the platform.
    func writeAttachment(table: String, sysID: String, fileName: String, contentType: String, content: Data) throws
        -> String?
    {
        let repository = operations.repository
        guard repository.dictionary.table(table) != nil, let parent = try repository.record(table, sysID: sysID)
        else { return nil }
        let attachment = try repository.insertAttachment(
            to: parent, fileName: fileName, contentType: contentType.isEmpty ? "application/octet-stream" : contentType,
            user: instanceUser.userName
        ) { try repository.attachmentContent.store(content, limit: Int.max) }
        return attachment.sysID
    }

    /// `GlideSysAttachment.getContent` and `getContentBase64`.
    func attachmentContent(sysID: String) throws -> Data? {
        let repository = operations.repository
        guard let attachment = try repository.record(RecordRepository.attachmentTable, sysID: sysID) else {
            return nil
        }
        return try Data(contentsOf: repository.attachmentContent.file(for: attachment["hash"]))
    }

    /// `GlideSysAttachment.deleteAttachment`.
    func deleteAttachment(sysID: String) throws -> Bool {
        let repository = operations.repository
        guard let attachment = try repository.record(RecordRepository.attachmentTable, sysID: sysID) else {
            return false
        }
        try repository.removeAttachment(attachment)
        return true
    }
}
