/// A change in how the platform's REST APIs answer from one release to the next that the embedded instance follows,
/// each with the release it came in and where ServiceNow documents it. With the script feature table
/// (`FeatureSupportData`) and the build tags, this is the release data `--release` applies; a new release's API
/// changes are a new case here.
public enum ReleaseAPIChange: String, Sendable, Hashable, CaseIterable {
    /// `PATCH /api/now/attachment/{sys_id}` with `{"file_name": …}` renames an attachment and answers 204; before,
    /// the method is not allowed there.
    case attachmentRename = "attachment-rename"
    /// `/api/now/attachment/{sys_id}/attributes[/{attribute_key}]` reads, adds, updates and deletes an attachment's
    /// attributes (`sys_attachment_attribute`, such as alt text); before, no resource answers there.
    case attachmentAttributes = "attachment-attributes"
    /// `POST /api/now/attachment/file?creation_time=…` gives the attachment the creation time a client kept while
    /// offline; before, the parameter is not read and the attachment is created now.
    case attachmentCreationTime = "attachment-creation-time"

    /// The first release that has it.
    public var since: PlatformRelease {
        switch self {
        case .attachmentRename, .attachmentAttributes: return .australia
        case .attachmentCreationTime: return .yokohama
        }
    }

    /// What changed, in a sentence.
    public var summary: String {
        switch self {
        case .attachmentRename:
            return "PATCH /api/now/attachment/{sys_id} renames an attachment (204); earlier releases answer 405"
        case .attachmentAttributes:
            return "GET, POST, PUT and DELETE /api/now/attachment/{sys_id}/attributes[/{key}] keep an attachment's "
                + "attributes; earlier releases answer 400, no such resource"
        case .attachmentCreationTime:
            return "POST /api/now/attachment/file takes creation_time for the attachment's sys_created_on; earlier "
                + "releases ignore it"
        }
    }

    /// Where ServiceNow documents it.
    public var source: String {
        switch self {
        case .attachmentRename:
            return "ServiceNowDocs, markdown/api-reference/rest-apis/c_AttachmentAPI.md: \"Attachment - PATCH "
                + "/now/attachment/{sys_id}\" on the australia branch, absent on xanadu, yokohama and zurich"
        case .attachmentAttributes:
            return "ServiceNowDocs, markdown/api-reference/rest-apis/c_AttachmentAPI.md: the six \"Attachment - … "
                + "/now/attachment/{sys_id}/attributes\" sections on the australia branch, absent on xanadu, yokohama "
                + "and zurich"
        case .attachmentCreationTime:
            return "ServiceNowDocs, markdown/api-reference/rest-apis/c_AttachmentAPI.md: creation_time among the "
                + "query parameters of \"Attachment - POST /now/attachment/file\" from the yokohama branch, absent on "
                + "xanadu"
        }
    }
}

extension PlatformRelease {
    /// Whether the platform's APIs on this release behave as `change` says.
    public func has(_ change: ReleaseAPIChange) -> Bool { self >= change.since }
}
