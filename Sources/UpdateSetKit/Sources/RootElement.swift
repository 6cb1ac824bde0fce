import Foundation

/// The name of an XML document's root element, read from the start of the file without parsing it, so that a
/// reader can tell an update-set export (`<unload>`) from a record file (`<record_update>`) or a dictionary file
/// (`<database>`) by content rather than by name.
enum RootElement {
    /// How much of a file is read to find its root element.
    static let headLength = 65_536

    /// What the head of a file shows.
    enum Head: Equatable {
        /// The root element, by name.
        case element(String)
        /// A DOCTYPE before the root element, which the readers refuse.
        case documentType
        /// No element: the file is empty, not XML, or could not be read.
        case none
    }

    /// What the head of the file at `path` shows.
    static func head(ofFile path: String) -> Head {
        guard let handle = FileHandle(forReadingAtPath: path) else { return .none }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: headLength) else { return .none }
        let bytes = [UInt8](head)
        if let name = name(in: bytes) { return .element(name) }
        return bytes.firstRange(of: Array("<!DOCTYPE".utf8)) != nil ? .documentType : .none
    }

    /// The root element's name in the file at `path`; nil when it cannot be read or holds no element in its head.
    static func name(ofFile path: String) -> String? {
        guard case .element(let name) = head(ofFile: path) else { return nil }
        return name
    }

    /// The first start tag's name in `bytes`, past a byte-order mark, the XML declaration, processing instructions
    /// and comments; nil when there is none, or when a DOCTYPE comes first (which the readers refuse on their own).
    static func name(in bytes: [UInt8]) -> String? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func skip(past terminator: [UInt8]) {
            while index < bytes.count, !bytes[index...].starts(with: terminator) { index += 1 }
            index += terminator.count
        }
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "<") else {
                guard [0x20, 0x09, 0x0A, 0x0D].contains(byte) else { return nil }
                index += 1
                continue
            }
            let rest = bytes[(index + 1)...]
            if rest.starts(with: Array("?".utf8)) {
                skip(past: Array("?>".utf8))
            } else if rest.starts(with: Array("!--".utf8)) {
                skip(past: Array("-->".utf8))
            } else if rest.first == UInt8(ascii: "!") {
                return nil
            } else {
                let nameStart = index + 1
                var nameEnd = nameStart
                while nameEnd < bytes.count, !Self.endsName(bytes[nameEnd]) { nameEnd += 1 }
                guard nameEnd > nameStart else { return nil }
                return String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
            }
        }
        return nil
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(byte)
    }
}
