/// A notification category the ServiceNow mobile apps know. The category alone decides which buttons a
/// notification shows; custom titles are not supported.
public enum PushCategory: String, Sendable, Hashable, CaseIterable {
    case approveRejectForeground = "approve_reject_foreground"
    case approveRejectBackground = "approve_reject_background"
    case yesNoForeground = "yes_no_foreground"
    case yesNoBackground = "yes_no_background"
    case acceptDeclineForeground = "accept_decline_foreground"
    case acceptDeclineBackground = "accept_decline_background"

    /// Whether tapping a button opens the app.
    public var opensApp: Bool { rawValue.hasSuffix("_foreground") }

    /// The two buttons, in order.
    public var buttons: [PushButton] {
        let mode = opensApp ? "foreground" : "background"
        let titles: [(String, String)]
        switch self {
        case .approveRejectForeground, .approveRejectBackground:
            titles = [("Approve", "approve"), ("Reject", "reject")]
        case .yesNoForeground, .yesNoBackground: titles = [("Yes", "yes"), ("No", "no")]
        case .acceptDeclineForeground, .acceptDeclineBackground:
            titles = [("Accept", "accept"), ("Decline", "decline")]
        }
        return titles.map { PushButton(title: $0.0, identifier: "\($0.1)_\(mode)", opensApp: opensApp) }
    }
}

/// A predefined notification button.
public struct PushButton: Sendable, Hashable {
    /// The title the app shows, such as `Approve`.
    public var title: String
    /// The identifier a payload's `scripts` uses, such as `approve_foreground`.
    public var identifier: String
    /// Whether tapping it opens the app.
    public var opensApp: Bool
}
