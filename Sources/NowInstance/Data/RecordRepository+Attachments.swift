import NowQuery

/// Attachment rows and the content files they name: a record takes its attachments with it, and a content file
/// goes once no attachment names it.
extension RecordRepository {
    /// The table that holds attachment metadata.
    public static let attachmentTable = "sys_attachment"

    /// The attachments of `record`, oldest first.
    public func attachments(of record: InstanceRecord) throws -> [InstanceRecord] {
        let query = EncodedQuery.matching("table_sys_id", equals: record.sysID)
        return try find(Self.attachmentTable, query: query, context: QueryContext()).records.sorted {
            $0["sys_created_on"] < $1["sys_created_on"]
        }
    }

    /// Stores content with `store` (an upload's finish, or a script's bytes) and names it as an attachment of
    /// `parent`, with no content removed in between.
    /// `createdOn`, when given, is the attachment's creation time, as a client kept it while offline.
    func insertAttachment(
        to parent: InstanceRecord, fileName: String, contentType: String, user: String, createdOn: String? = nil,
        storing store: () throws -> StoredContent
    ) throws -> InstanceRecord {
        try attachmentContent.serialized {
            try insertAttachmentRow(
                to: parent, fileName: fileName, contentType: contentType, content: try store(), user: user,
                createdOn: createdOn)
        }
    }

    private func insertAttachmentRow(
        to parent: InstanceRecord, fileName: String, contentType: String, content: StoredContent, user: String,
        createdOn: String?
    ) throws -> InstanceRecord {
        let values = [
            "file_name": fileName, "content_type": contentType, "table_name": parent.table,
            "table_sys_id": parent.sysID,
        ]
        let system = [
            "size_bytes": String(content.size), "size_compressed": String(content.size), "compressed": "false",
            "hash": content.hash, "average_image_color": "", "image_width": "", "image_height": "",
            "chunk_size_bytes": "700000", "state": "available",
        ]
        var systemValues = system
        if let createdOn { systemValues["sys_created_on"] = createdOn }
        return try insert(Self.attachmentTable, values: values, user: user, systemValues: systemValues)
    }

    /// The table that holds attachments' attributes (since Australia).
    public static let attachmentAttributeTable = "sys_attachment_attribute"

    /// The attributes of attachment `sysID`, oldest first.
    func attachmentAttributes(of sysID: String) throws -> [InstanceRecord] {
        let query = EncodedQuery.matching("attachment", equals: sysID)
        return try find(Self.attachmentAttributeTable, query: query, context: QueryContext()).records.sorted {
            ($0["sys_created_on"], $0.sysID) < ($1["sys_created_on"], $1.sysID)
        }
    }

    /// Removes one attachment row with its attributes, and its content when nothing else names it.
    func removeAttachment(_ attachment: InstanceRecord) throws {
        try attachmentContent.serialized {
            for attribute in try attachmentAttributes(of: attachment.sysID) {
                try removeRows(of: Self.attachmentAttributeTable, sysID: attribute.sysID, dictionary: dictionary)
            }
            try removeRows(of: Self.attachmentTable, sysID: attachment.sysID, dictionary: dictionary)
            try releaseContent(attachment["hash"])
        }
    }

    /// Removes every attachment of `record`.
    func removeAttachments(of record: InstanceRecord) throws {
        for attachment in try attachments(of: record) {
            try removeAttachment(attachment)
        }
    }

    /// Removes the content file `hash` once no attachment row names it; called inside
    /// ``AttachmentContent/serialized(_:)``.
    private func releaseContent(_ hash: String) throws {
        guard !hash.isEmpty else { return }
        let users = try find(
            Self.attachmentTable, query: EncodedQuery.matching("hash", equals: hash), context: QueryContext(),
            limit: 1
        ).total
        if users == 0 { attachmentContent.remove(hash) }
    }
}
