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

    /// The `Location` of a new attachment: its content's address, as the platform's upload answers give it.
    static func location(_ sysID: String, baseURL: String) -> String {
        downloadLink(sysID, baseURL: baseURL)
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

    /// The attachment as a download's `x-attachment-metadata` header gives it: its fields without the
    /// `download_link`, on one line in the spacing the platform writes, `{  "size_bytes" : "5881",  …}`. Characters
    /// outside ASCII are written as JSON `\u` escapes, so every client reads the same name whatever charset it
    /// decodes headers in.
    static func header(_ attachment: InstanceRecord) -> String {
        let text =
            "{"
            + fields.map { "  \(JSONFragments.string($0)) : \(JSONFragments.string(attachment[$0]))" }
            .joined(separator: ",") + "}"
        guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
        var ascii = ""
        for unit in text.utf16 {
            if unit < 0x80, let scalar = Unicode.Scalar(unit) {
                ascii.unicodeScalars.append(scalar)
            } else {
                ascii += "\\u" + String(unit, radix: 16).leftPadded(to: 4)
            }
        }
        return ascii
    }

    /// A download's `Content-Type`: the type the file was stored with, and for JSON the charset the platform adds
    /// (`application/json;charset=UTF-8`); `application/octet-stream` when none was stored.
    static func downloadContentType(stored: String) -> String {
        if stored.isEmpty { return "application/octet-stream" }
        return stored.lowercased() == "application/json" ? stored + ";charset=UTF-8" : stored
    }

    /// A download's `Content-Disposition`: `attachment;filename="…";filename*=UTF-8''…`, the name quoted (with
    /// characters outside printable ASCII as `_`) and then exact, percent-encoded as RFC 8187 asks.
    static func contentDisposition(fileName: String) -> String {
        var quoted = ""
        for scalar in fileName.unicodeScalars {
            switch scalar {
            case "\"", "\\": quoted += "\\" + String(scalar)
            case " "..."~": quoted.unicodeScalars.append(scalar)
            default: quoted += "_"
            }
        }
        var encoded = ""
        for byte in fileName.utf8 {
            if attributeCharacters.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return "attachment;filename=\"\(quoted)\";filename*=UTF-8''\(encoded)"
    }

    /// RFC 8187's `attr-char`: the bytes a parameter value keeps as they are.
    private static let attributeCharacters = Set(
        Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$&+-.^_`|~".utf8))
}

extension String {
    /// The string with `0`s before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
