import Foundation
import JSONText

/// The personal values a set of recordings holds, by kind, found by field and by form: what
/// ``CassetteAnonymizer`` replaces.
struct PersonalValues {
    var personNames: Set<String> = []
    var firstNames: Set<String> = []
    var lastNames: Set<String> = []
    var userNames: Set<String> = []
    var emails: Set<String> = []
    var phones: Set<String> = []
    var texts: Set<String> = []

    let rules: AnonymizationRules

    init(rules: AnonymizationRules) {
        self.rules = rules
    }

    /// Gathers the values of one interaction's bodies.
    mutating func gather(_ interaction: Interaction) {
        let table = NowAPIPath(interaction.request.path)?.tableRoute?.table
        for body in [interaction.request.body, interaction.response.body] {
            guard let json = try? JSONParser.parse(body) else {
                gatherText(String(decoding: body, as: UTF8.self))
                continue
            }
            gather(json, table: table)
        }
        gatherText(interaction.request.url)
        if let user = interaction.request.user, !rules.keptUserNames.contains(user.lowercased()) {
            userNames.insert(user)
        }
    }

    /// Gathers e-mail addresses from text that is not JSON, such as update-set XML.
    mutating func gatherText(_ text: String) {
        for address in Self.emails(in: text) { emails.insert(address) }
    }

    private mutating func gather(_ json: JSONValue, table: String?) {
        switch json {
        case .array(let items):
            for item in items { gather(item, table: table) }
        case .object(let members):
            let className = members.first { $0.0 == "sys_class_name" }.flatMap { Self.value(of: $0.1) } ?? table
            let isUser = className.map { rules.userTables.contains($0) } ?? false
            for (name, value) in members {
                record(name, value, isUserRecord: isUser)
                switch value {
                case .object, .array: gather(value, table: nil)
                case .string(let text): gatherText(text)
                default: break
                }
            }
        default:
            break
        }
    }

    private mutating func record(_ name: String, _ value: JSONValue, isUserRecord: Bool) {
        // A reference to a user shows the user's name as its display value.
        if case .object = value, let link = value["link"]?.stringValue,
            rules.userTables.contains(where: { link.contains("/table/\($0)/") }),
            let display = value["display_value"]?.stringValue, !display.isEmpty
        {
            personNames.insert(display)
        }
        guard let text = Self.value(of: value), !text.isEmpty else { return }
        if rules.userNameFields.contains(name), !rules.keptUserNames.contains(text.lowercased()) {
            userNames.insert(text)
        }
        if rules.personNameFields.contains(name) {
            if name == "first_name" { firstNames.insert(text) } else { lastNames.insert(text) }
        }
        if isUserRecord, rules.userRecordNameFields.contains(name) { personNames.insert(text) }
        if isUserRecord, name == "user_name", !rules.keptUserNames.contains(text.lowercased()) {
            userNames.insert(text)
        }
        if rules.emailFields.contains(name), text.contains("@") { emails.insert(text) }
        if rules.phoneFields.contains(name) { phones.insert(text) }
        if rules.freeTextFields.contains(name) { texts.insert(text) }
        if isUserRecord, name == "name", let display = value["display_value"]?.stringValue, !display.isEmpty {
            personNames.insert(display)
        }
    }

    /// A member's stored value: the string itself, or the `value` of `{value, display_value}`.
    static func value(of json: JSONValue) -> String? {
        if let text = json.stringValue { return text }
        return json["value"]?.stringValue
    }

    /// E-mail addresses in `text`, apart from the reserved example and invalid domains.
    static func emails(in text: String) -> [String] {
        guard text.contains("@") else { return [] }
        var found: [String] = []
        let scalars = Array(text.unicodeScalars)
        let isLocal = { (scalar: Unicode.Scalar) in
            CharacterSet.alphanumerics.contains(scalar) || ".+_-%".unicodeScalars.contains(scalar)
        }
        let isDomain = { (scalar: Unicode.Scalar) in
            CharacterSet.alphanumerics.contains(scalar) || ".-".unicodeScalars.contains(scalar)
        }
        for (index, scalar) in scalars.enumerated() where scalar == "@" {
            var start = index
            while start > 0, isLocal(scalars[start - 1]) { start -= 1 }
            var end = index + 1
            while end < scalars.count, isDomain(scalars[end]) { end += 1 }
            while end > index + 1, scalars[end - 1] == "." { end -= 1 }
            guard start < index, end > index + 1 else { continue }
            let domain = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
            guard domain.contains("."), !isReserved(domain) else { continue }
            found.append(String(String.UnicodeScalarView(scalars[start..<end])))
        }
        return found
    }

    /// Domains that name nobody: `example.com`, `example.org`, `example.net` and `.invalid`, `.test`, `.example`.
    static func isReserved(_ domain: String) -> Bool {
        let lower = domain.lowercased()
        return ["example.com", "example.org", "example.net"].contains(lower)
            || [".invalid", ".test", ".example", ".localhost"].contains { lower.hasSuffix($0) }
    }
}
