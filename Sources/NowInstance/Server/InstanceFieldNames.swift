import HTTPMessageRules

/// The header names the instance sends or reads beyond the standard ones.
extension HTTPField.Name {
    /// `X-Total-Count`: how many records a list query matches across all pages.
    static let totalCount = HTTPField.Name(known: "X-Total-Count")
    /// `Link`: the first, previous, next and last pages of a list.
    static let link = HTTPField.Name(known: "Link")
    /// `x-attachment-metadata`: an attachment's record, beside its content; the platform writes the name in lower
    /// case.
    static let attachmentMetadata = HTTPField.Name(known: "x-attachment-metadata")
    /// `X-Is-Logged-In`: `true` on an answer to a signed-in caller.
    static let isLoggedIn = HTTPField.Name(known: "X-Is-Logged-In")
    /// `X-Transaction-ID`: the id of the transaction that answered, 12 hex digits.
    static let transactionID = HTTPField.Name(known: "X-Transaction-ID")
    /// `X-Content-Type-Options`: `nosniff` on every answer.
    static let contentTypeOptions = HTTPField.Name(known: "X-Content-Type-Options")
    /// `Pragma`: `no-store,no-cache` on every answer.
    static let pragma = HTTPField.Name(known: "Pragma")
    /// `X-NowTape-Origin-Scheme`: the scheme of the origin an in-process request stands for.
    static let originScheme = HTTPField.Name(known: "X-NowTape-Origin-Scheme")
}
