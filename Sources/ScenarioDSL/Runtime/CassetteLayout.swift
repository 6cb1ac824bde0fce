import Foundation

/// Where a scenario's cassette lives: `<cassettes>/<suite>/<scenario>.json`, both names made file-safe.
public enum CassetteLayout {
    /// The cassette path of `scenario` in `suite`, absolute.
    public static func path(cassettes: String, suite: String, scenario: String) -> String {
        path(folder: folder(cassettes), suite: suite, scenario: scenario)
    }

    /// The absolute path of a cassettes folder, as ``path(folder:suite:scenario:)`` takes it.
    package static func folder(_ cassettes: String) -> String {
        URL(fileURLWithPath: cassettes, isDirectory: true).path
    }

    /// The cassette path of `scenario` in `suite` under `folder`, an absolute path. Slugs hold no separators or
    /// dots, so joining them needs no URL.
    package static func path(folder: String, suite: String, scenario: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + slug(suite) + "/" + slug(scenario) + ".json"
    }

    /// Lowercase letters, digits and single dashes: `Task Tracker (My Work)` → `task-tracker-my-work`.
    public static func slug(_ name: String) -> String {
        var result = ""
        // Every character that is not an ASCII letter or digit becomes a dash. ASCII names, the common case, are
        // read byte by byte; others character by character, after lowercasing them as Unicode.
        func add(_ kept: Character?) {
            if let kept {
                result.append(kept)
            } else if !result.isEmpty && result.utf8.last != UInt8(ascii: "-") {
                result.append("-")
            }
        }
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in name.utf8 {
                let lowered = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
                let kept = (0x61...0x7A).contains(lowered) || (0x30...0x39).contains(lowered)
                add(kept ? Character(Unicode.Scalar(lowered)) : nil)
            }
        } else {
            for character in name.lowercased() {
                add(character.isASCII && (character.isLetter || character.isNumber) ? character : nil)
            }
        }
        while result.utf8.last == UInt8(ascii: "-") { result.removeLast() }
        return result.isEmpty ? "unnamed" : result
    }
}
