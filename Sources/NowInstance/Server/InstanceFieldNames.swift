import HTTPMessageRules

/// The platform's own header names the instance sends.
extension HTTPField.Name {
    /// `X-Total-Count`: how many records a list query matches across all pages.
    static let totalCount = HTTPField.Name(known: "X-Total-Count")
    /// `Link`: the first, previous, next and last pages of a list.
    static let link = HTTPField.Name(known: "Link")
}
