import Cassettes
import Foundation
import JSONText

/// A recorded Attachment API call: the attachments' metadata its answer holds, and the content a download or a raw
/// upload carried.
struct AttachmentCall: Sendable {
    let method: String
    /// The attachment the path names, for a call on one.
    let sysID: String?
    let status: Int
    /// Metadata records, each member as recorded.
    let records: [[(String, JSONValue)]]
    /// The content of the attachment `sysID` (a download's body) or of the uploaded one (a raw upload's body).
    let content: (sysID: String, bytes: Data)?
    /// The string members of a JSON request body, such as a rename's `file_name`.
    let sentValues: [String: String]
    /// For a call on an attachment's attributes (`/attachment/{sys_id}/attributes[/{key}]`): the key the path names,
    /// if any, and the attributes the answer holds, by key.
    let attributes: (key: String?, values: [(key: String, value: String)])?

    /// The call `interaction` records, or nil when it is not an Attachment API call.
    init?(_ interaction: Interaction) {
        guard let rest = NowAPIPath(interaction.request.path)?.segments, rest.first == "attachment" else { return nil }
        method = interaction.request.method.uppercased()
        sentValues = SentMembers(interaction.request.body).texts
        status = interaction.response.status
        let isUpload = rest.count == 2 && (rest[1] == "file" || rest[1] == "upload")
        sysID = rest.count >= 2 && !isUpload ? rest[1] : nil
        let answer = (200..<300).contains(status) ? try? JSONParser.parse(interaction.response.body) : nil
        var found: [[(String, JSONValue)]]
        switch answer?["result"] {
        case .array(let items)?: found = items.compactMap(\.objectValue)
        case .object(let members)?: found = [members]
        default: found = []
        }
        if rest.count >= 3, rest[2] == "attributes" {
            attributes = (
                rest.count >= 4 ? rest[3] : nil,
                found.compactMap { members in
                    let object = JSONValue.object(members)
                    guard let key = object["key"]?.stringValue, let value = object["value"]?.stringValue else {
                        return nil
                    }
                    return (key, value)
                }
            )
            found = []
        } else {
            attributes = nil
        }
        records = found
        if method == "GET", rest.count == 3, rest[2] == "file", let sysID, (200..<300).contains(status) {
            content = (sysID, interaction.response.body)
        } else if method == "POST", rest.count == 2, rest[1] == "file",
            let id = records.first?.first(where: {
                $0.0 == "sys_id"
            })?.1.stringValue
        {
            content = (id, interaction.request.body)
        } else {
            content = nil
        }
    }
}
