import Crypto
import Foundation

/// Deterministic fakes for personal values: the same value gets the same fake under the same key, and two values
/// never share one. Names are made token by token, so a user's name, first name, last name, user name and e-mail
/// address stay consistent with each other.
struct FakeIdentities {
    private let key: SymmetricKey
    /// Fakes by kind and original value.
    private var fakes: [String: String] = [:]
    /// The fakes given out, so that no two originals share one.
    private var taken: Set<String> = []

    init(key: SymmetricKey) {
        self.key = key
    }

    /// A fake first name for the name token `token`, in its case.
    mutating func firstName(_ token: String) -> String {
        fake("first", token, from: Self.firstNames)
    }

    /// A fake last name for the name token `token`.
    mutating func lastName(_ token: String) -> String {
        fake("last", token, from: Self.lastNames)
    }

    /// A fake full name: the first token a first name, the rest last names.
    mutating func personName(_ name: String) -> String {
        let tokens = name.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        return tokens.enumerated().map { index, token in
            guard !token.isEmpty else { return token }
            return index == 0 ? firstName(token) : lastName(token)
        }.joined(separator: " ")
    }

    /// A fake user name, made of the fakes of its parts (`abel.tuter` → `mara.lindqvist`).
    mutating func userName(_ name: String) -> String {
        if let known = fakes["user|" + name] { return known }
        var result = ""
        var token = ""
        var position = 0
        func flush() {
            guard !token.isEmpty else { return }
            let made = position == 0 ? firstName(token.capitalized) : lastName(token.capitalized)
            result += token == token.lowercased() ? made.lowercased() : made
            token = ""
            position += 1
        }
        for character in name {
            if character.isLetter {
                token.append(character)
            } else {
                flush()
                result.append(character.isNumber ? digit(for: name, at: result.count) : character)
            }
        }
        flush()
        return unique("user|" + name, result)
    }

    /// A fake e-mail address at `example.com`, whose local part is the fake of the original's.
    mutating func email(_ address: String) -> String {
        let local = address.split(separator: "@", maxSplits: 1).first.map(String.init) ?? address
        return unique("email|" + address.lowercased(), userName(local) + "@example.com")
    }

    /// A fake phone number: the original's layout with other digits, starting 555.
    mutating func phone(_ number: String) -> String {
        if let known = fakes["phone|" + number] { return known }
        var digits = Array(mac("phone|" + number).map { String($0 % 10) }.joined())
        var made = ""
        var placed = 0
        for character in number {
            if character.isNumber {
                let prefix = Array("555")
                made.append(placed < 3 ? prefix[placed] : digits.removeFirst())
                placed += 1
            } else {
                made.append(character)
            }
        }
        return unique("phone|" + number, made)
    }

    /// A fake for a free text: `Text` and a short hash of it, the same wherever the text appears.
    mutating func text(_ original: String) -> String {
        let hash = mac("text|" + original).prefix(4).map { String(format: "%02x", $0) }.joined()
        return unique("text|" + original, "Text \(hash)")
    }

    private mutating func fake(_ kind: String, _ token: String, from names: [String]) -> String {
        let key = kind + "|" + token.lowercased()
        if let known = fakes[key] { return cased(known, like: token) }
        let bytes = mac(key)
        let index = (Int(bytes[0]) << 8 | Int(bytes[1])) % names.count
        var made = names[index]
        var attempt = 1
        while taken.contains(kind + "|" + made) {
            made = names[(index + attempt) % names.count] + (attempt >= names.count ? String(attempt) : "")
            attempt += 1
        }
        fakes[key] = made
        taken.insert(kind + "|" + made)
        return cased(made, like: token)
    }

    private mutating func unique(_ key: String, _ made: String) -> String {
        if let known = fakes[key] { return known }
        var candidate = made
        var attempt = 2
        while taken.contains("whole|" + candidate) {
            candidate = made + String(attempt)
            attempt += 1
        }
        fakes[key] = candidate
        taken.insert("whole|" + candidate)
        return candidate
    }

    private func cased(_ made: String, like token: String) -> String {
        if token == token.uppercased(), token.count > 1 { return made.uppercased() }
        if token == token.lowercased() { return made.lowercased() }
        return made
    }

    private func digit(for text: String, at position: Int) -> Character {
        let bytes = mac("digit|\(text)|\(position)")
        return Character(String(bytes[0] % 10))
    }

    private func mac(_ text: String) -> [UInt8] {
        Array(HMAC<SHA256>.authenticationCode(for: Data(text.utf8), using: key))
    }

    static let firstNames = [
        "Mara", "Jonas", "Ines", "Tobias", "Lena", "Oskar", "Freya", "Emil", "Noor", "Hugo", "Ada", "Milan", "Sofie",
        "Anton", "Rosa", "Felix", "Yara", "Nils", "Clara", "Viktor", "Elin", "Matteo", "Iris", "Leon", "Alma", "Jasper",
        "Nora", "Otto", "Liv", "Theo", "Mila", "Bruno",
    ]
    static let lastNames = [
        "Lindqvist", "Okafor", "Moreau", "Haddad", "Varga", "Kowalski", "Brennan", "Sato", "Ferreira", "Novak",
        "Andersen", "Castillo", "Dubois", "Ekstrom", "Fischer", "Galli", "Horvat", "Ibsen", "Jansen", "Keller",
        "Larsen", "Marin", "Nakamura", "Olsen", "Petrov", "Quinn", "Rossi", "Schulz", "Toivonen", "Urbano", "Weber",
        "Zeller",
    ]
}
