/// A change in how the platform's REST APIs answer from one release to the next that the embedded instance follows,
/// each with the release it came in and where ServiceNow documents it. With the script feature table
/// (`FeatureSupportData`) and the build tags, this is the release data `--release` applies; a new release's API
/// changes are a new case here.
public enum ReleaseAPIChange: String, Sendable, Hashable, CaseIterable {
    /// `PATCH /api/now/attachment/{sys_id}` with `{"file_name": …}` renames an attachment and answers 204; before,
    /// the method is not allowed there.
    case attachmentRename = "attachment-rename"

    /// The first release that has it.
    public var since: PlatformRelease {
        switch self {
        case .attachmentRename: return .australia
        }
    }

    /// What changed, in a sentence.
    public var summary: String {
        switch self {
        case .attachmentRename:
            return "PATCH /api/now/attachment/{sys_id} renames an attachment (204); earlier releases answer 405"
        }
    }

    /// Where ServiceNow documents it.
    public var source: String {
        switch self {
        case .attachmentRename:
            return "ServiceNowDocs, markdown/api-reference/rest-apis/c_AttachmentAPI.md: \"Attachment - PATCH "
                + "/now/attachment/{sys_id}\" on the australia branch, absent on xanadu, yokohama and zurich"
        }
    }
}

extension PlatformRelease {
    /// Whether the platform's APIs on this release behave as `change` says.
    public func has(_ change: ReleaseAPIChange) -> Bool { self >= change.since }
}
