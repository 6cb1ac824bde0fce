import Foundation
import HTTPTypes

/// The page a sleeping developer instance answers with instead of JSON: status 200 and HTML that says
/// "Your instance is hibernating", or "Your instance is currently offline" while it wakes up. Clients that parse it
/// as JSON fail with a confusing parse error; NowTape names it.
public enum HibernationPage {
    /// What to do about it.
    public static let advice =
        "the instance is hibernating: developer instances sleep when idle. Sign in at "
        + "https://developer.servicenow.com to wake it, wait a few minutes until it answers JSON, and run again"

    /// The markers the page carries, as captured from hibernating developer instances.
    static let markers = [
        "instance-hibernating-page", "Your instance is hibernating", "Sign in to the site to wake your instance",
        "Your instance is currently offline",
    ]

    /// Whether an answer is the hibernation page (or the page of an instance still waking up).
    public static func matches(headers: HTTPFields, body: Data) -> Bool {
        let type = headers[.contentType]?.lowercased() ?? ""
        guard !type.contains("json"), !body.isEmpty else { return false }
        let text = String(decoding: body.prefix(64 * 1024), as: UTF8.self)
        return markers.contains { text.contains($0) }
    }
}
