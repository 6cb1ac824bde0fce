import Foundation

/// Where a scenario's cassette lives: `<cassettes>/<suite>/<scenario>.json`, both names made file-safe.
public enum CassetteLayout {
    /// The origin recordings of the embedded instance are rebased onto, so they do not change with its port. It
    /// can never resolve (`.invalid` is reserved), so nothing replayed from it can leak to a network.
    public static let embeddedOrigin = "http://instance.nowtape.invalid"

    /// The cassette path of `scenario` in `suite`.
    public static func path(cassettes: String, suite: String, scenario: String) -> String {
        URL(fileURLWithPath: cassettes).appendingPathComponent(slug(suite))
            .appendingPathComponent(slug(scenario) + ".json").path
    }

    /// Lowercase letters, digits and single dashes: `Task Tracker (My Work)` → `task-tracker-my-work`.
    public static func slug(_ name: String) -> String {
        var result = ""
        for character in name.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                result.append(character)
            } else if !result.isEmpty && !result.hasSuffix("-") {
                result.append("-")
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result.isEmpty ? "unnamed" : result
    }
}
