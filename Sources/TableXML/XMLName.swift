/// Which element names and text XML 1.0 can carry.
enum XMLName {
    /// Whether `name` is an XML name made of ASCII letters, digits, `_`, `-` and `.`, not starting with a digit,
    /// `-` or `.`, and not starting with `xml` (reserved). Field names always are.
    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCIILetter || first == "_" else { return false }
        guard !name.lowercased().hasPrefix("xml") else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCIILetter || ("0"..."9").contains($0) || "_-.".unicodeScalars.contains($0)
        }
    }
}

enum XMLText {
    /// `text` without the control characters XML 1.0 cannot carry (all below U+0020 except tab, LF and CR), each
    /// replaced by U+FFFD so that the reader sees something was there.
    static func safe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isForbidden) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(isForbidden(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(scalars)
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r"
            || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
