import JSONText

/// An attachment's metadata as the Attachment API shows it: every value a string, and a `download_link` under the
/// base URL the client used.
enum AttachmentMetadata {
    /// The fields in the order the platform's answers list them.
    static let fields = [
        "size_bytes", "file_name", "sys_mod_count", "average_image_color", "image_width", "sys_updated_on", "sys_tags",
        "table_name", "sys_id", "image_height", "sys_updated_by", "content_type", "sys_created_on", "size_compressed",
        "compressed", "state", "table_sys_id", "chunk_size_bytes", "hash", "sys_created_by",
    ]

    /// Where the content of attachment `sysID` is read, for a client that reached the instance at `baseURL`.
    static func downloadLink(_ sysID: String, baseURL: String) -> String {
        "\(baseURL)/api/now/attachment/\(sysID)/file"
    }

    /// Where the metadata of attachment `sysID` is read.
    static func location(_ sysID: String, baseURL: String) -> String {
        "\(baseURL)/api/now/attachment/\(sysID)"
    }

    /// The attachment as a JSON object.
    static func json(_ attachment: InstanceRecord, baseURL: String) -> String {
        var members: [(String, String)] = []
        for name in fields {
            members.append((name, JSONFragments.string(attachment[name])))
            if name == "size_bytes" {
                members.append(
                    ("download_link", JSONFragments.string(downloadLink(attachment.sysID, baseURL: baseURL))))
            }
        }
        return JSONFragments.object(members)
    }
}
