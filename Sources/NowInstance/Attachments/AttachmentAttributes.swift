import Foundation

/// An attachment's attributes (`sys_attachment_attribute`, since Australia): key and value pairs such as alt text,
/// read by those who may read the attachment's record and changed by those who may write it.
extension AttachmentService {
    /// One attribute as the API shows it.
    struct Attribute: Sendable, Hashable {
        let key: String
        let value: String
    }

    static let attributeTable = RecordRepository.attachmentAttributeTable

    /// Every attribute of attachment `sysID`, oldest first.
    func attributes(of sysID: String, user: InstanceUser) throws -> [Attribute] {
        let attachment = try attachment(sysID, user: user)
        return try repository.attachmentAttributes(of: attachment.sysID).map(Self.attribute)
    }

    /// The attribute `key` of attachment `sysID`.
    func attribute(_ key: String, of sysID: String, user: InstanceUser) throws -> Attribute {
        let attachment = try attachment(sysID, user: user)
        return Self.attribute(try stored(key, of: attachment))
    }

    /// Adds the attribute `key` to attachment `sysID`; a key the attachment has already is refused.
    func addAttribute(_ key: String, value: String, to sysID: String, user: InstanceUser) throws -> Attribute {
        let attachment = try writableAttachment(sysID, user: user, operation: "Create")
        if try repository.attachmentAttributes(of: attachment.sysID).contains(where: { $0["key"] == key }) {
            throw AttachmentError.attributeExists(key: key, attachment: attachment.sysID)
        }
        let record = try repository.insert(
            Self.attributeTable, values: ["attachment": attachment.sysID, "key": key, "value": value],
            user: user.userName)
        return Self.attribute(record)
    }

    /// Gives the attribute `key` of attachment `sysID` a new value.
    func updateAttribute(_ key: String, value: String, of sysID: String, user: InstanceUser) throws -> Attribute {
        let attachment = try writableAttachment(sysID, user: user, operation: "Update")
        let attribute = try stored(key, of: attachment)
        let updated = try repository.update(
            Self.attributeTable, sysID: attribute.sysID, values: ["value": value], user: user.userName)
        return Self.attribute(updated ?? attribute)
    }

    /// Deletes the attribute `key` of attachment `sysID`, or every attribute when `key` is nil.
    func deleteAttributes(_ key: String?, of sysID: String, user: InstanceUser) throws {
        let attachment = try writableAttachment(sysID, user: user, operation: "Delete")
        let doomed = try key.map { [try stored($0, of: attachment)] } ?? repository.attachmentAttributes(of: sysID)
        for attribute in doomed {
            _ = try repository.delete(Self.attributeTable, sysID: attribute.sysID)
        }
    }

    private func stored(_ key: String, of attachment: InstanceRecord) throws -> InstanceRecord {
        guard let record = try repository.attachmentAttributes(of: attachment.sysID).first(where: { $0["key"] == key })
        else { throw AttachmentError.attributeNotFound(key: key, attachment: attachment.sysID) }
        return record
    }

    private static func attribute(_ record: InstanceRecord) -> Attribute {
        Attribute(key: record["key"], value: record["value"])
    }
}
