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

extension JSONMemberSpans {
    /// The member called `name` (its UTF-8 bytes) in the object the spans were taken from, `bytes`; nil when there
    /// is none. Names in order are searched by halves; otherwise the members are walked, and a repeated name gives
    /// its last member, the one full decoding keeps.
    package func member(named name: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Member? {
        guard namesInOrder else {
            return members.last { bytes[$0.name].elementsEqual(name) }
        }
        var low = 0
        var high = members.count
        while low < high {
            let middle = (low + high) / 2
            let candidate = members[middle]
            let memberName = UnsafeBufferPointer(rebasing: bytes[candidate.name])
            if memberName.elementsEqual(name) { return candidate }
            if memberName.lexicographicallyPrecedes(name) { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// A member's value as its text, as ``JSONValue/text`` gives it: nil for `null`, an array or an object.
    package static func text(of member: Member, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        switch member.kind {
        case .plainString:
            return String(
                decoding: UnsafeBufferPointer(
                    rebasing: bytes[(member.value.lowerBound + 1)..<(member.value.upperBound - 1)]),
                as: UTF8.self)
        case .number, .boolean:
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[member.value]), as: UTF8.self)
        case .escapedString:
            guard case .string(let text) = try? JSONParser.parse(UnsafeBufferPointer(rebasing: bytes[member.value]))
            else { return nil }
            return text
        case .noText:
            return nil
        }
    }
}
