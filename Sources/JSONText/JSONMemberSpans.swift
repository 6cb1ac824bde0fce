/// Where each member of one JSON object lies in its text, with nothing decoded: for callers that copy values out
/// as JSON, such as a stored record rendered for a response. ``JSONParser/memberSpans(_:)`` reads it.
package struct JSONMemberSpans: Sendable {
    /// What a member's value is, as far as copying it out needs to know.
    package enum Kind: Sendable, Equatable {
        /// A string with no escape: its bytes, quotes included, are already its JSON.
        case plainString
        /// A string with escapes, to be decoded before use.
        case escapedString
        /// A number; its bytes are its text.
        case number
        /// `true` or `false`; its bytes are its text.
        case boolean
        /// `null`, an array or an object: no text.
        case noText
    }

    /// One member: the byte ranges of its name (inside the quotes) and of its value.
    package struct Member: Sendable {
        package let name: Range<Int>
        package let value: Range<Int>
        package let kind: Kind
    }

    package var members: [Member] = []
    /// Whether every name is free of escapes and sorts after the one before it, byte by byte: then no name occurs
    /// twice, and the members can be merged with a sorted list of names.
    package var namesInOrder = true
}
