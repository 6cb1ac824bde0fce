import Crypto
import Foundation
import JSONText

/// Replaces personal data in recordings with deterministic fakes, the same fake for the same value everywhere it
/// appears: bodies, URLs and their queries, links and other headers, body files and update-set XML.
///
/// Gather every recording first (``gather(_:)``, ``gather(text:)``), so that a value seen in one file is replaced in
/// all of them; then ``anonymize(_:)`` each, and ``leftovers(in:)`` says what still looks personal.
public struct CassetteAnonymizer {
    public let rules: AnonymizationRules
    private var found: PersonalValues
    private var identities: FakeIdentities
    /// Original value → fake, once ``prepare()`` has run.
    public private(set) var mapping: [String: String] = [:]
    private var replacer = TextReplacer([:])

    /// An anonymizer whose fakes follow from `key`: the same key gives the same fakes on every run.
    public init(rules: AnonymizationRules = AnonymizationRules(), key: SymmetricKey) {
        self.rules = rules
        found = PersonalValues(rules: rules)
        identities = FakeIdentities(key: key)
    }

    /// Gathers the personal values of `cassette`.
    public mutating func gather(_ cassette: Cassette) {
        for interaction in cassette.interactions { found.gather(interaction) }
    }

    /// Gathers the e-mail addresses of a text file, such as an update set.
    public mutating func gather(text: String) {
        found.gatherText(text)
    }

    /// Makes a fake for every value gathered, in a fixed order, so that the same key gives the same fakes.
    public mutating func prepare() {
        var mapping: [String: String] = [:]
        for name in found.firstNames.sorted() { mapping[name] = identities.firstName(name) }
        for name in found.lastNames.sorted() { mapping[name] = identities.lastName(name) }
        for name in found.personNames.sorted() { mapping[name] = identities.personName(name) }
        for name in found.userNames.sorted() { mapping[name] = identities.userName(name) }
        for address in found.emails.sorted() { mapping[address] = identities.email(address) }
        for number in found.phones.sorted() { mapping[number] = identities.phone(number) }
        for text in found.texts.sorted() { mapping[text] = identities.text(text) }
        self.mapping = mapping.filter { $0.key != $0.value }
        replacer = TextReplacer(self.mapping)
    }

    /// `cassette` with every personal value replaced by its fake.
    public func anonymize(_ cassette: Cassette) -> Cassette {
        var copy = cassette
        copy.interactions = cassette.interactions.map { interaction in
            var changed = interaction
            changed.request.url = replacer.replace(interaction.request.url)
            changed.request.headers = replace(interaction.request.headers)
            changed.request.body = replace(body: interaction.request.body)
            changed.request.user = interaction.request.user.map { mapping[$0] ?? $0 }
            changed.response.headers = replace(interaction.response.headers)
            changed.response.body = replace(body: interaction.response.body)
            return changed
        }
        return copy
    }

    /// Text, such as update-set XML, with every personal value replaced.
    public func anonymize(text: String) -> String {
        replacer.replace(text)
    }

    /// What still looks personal in `cassette`: values gathered that remain, and e-mail addresses outside the
    /// reserved example domains.
    public func leftovers(in cassette: Cassette) -> [String] {
        var left: Set<String> = []
        for interaction in cassette.interactions {
            var texts = [interaction.request.url] + (interaction.request.user.map { [$0] } ?? [])
            texts += (Array(interaction.request.headers) + Array(interaction.response.headers)).map(\.value)
            texts += [interaction.request.body, interaction.response.body].compactMap {
                String(data: $0, encoding: .utf8)
            }
            for text in texts {
                left.formUnion(replacer.originals(in: text))
                left.formUnion(PersonalValues.emails(in: text))
            }
        }
        return left.sorted()
    }

    /// What still looks personal in a text file.
    public func leftovers(in text: String) -> [String] {
        Array(Set(replacer.originals(in: text) + PersonalValues.emails(in: text))).sorted()
    }

    private func replace(_ headers: HTTPFields) -> HTTPFields {
        var result = HTTPFields()
        for field in headers {
            result.append(HTTPField(name: field.name, value: replacer.replace(field.value)))
        }
        return result
    }

    private func replace(body: Data) -> Data {
        guard !body.isEmpty, !mapping.isEmpty else { return body }
        if let json = try? JSONParser.parse(body) {
            let replaced = replace(json)
            return replaced == json ? body : Data(JSONWriter.compactBytes(replaced))
        }
        guard let text = String(data: body, encoding: .utf8) else { return body }
        let replaced = replacer.replace(text)
        return replaced == text ? body : Data(replaced.utf8)
    }

    private func replace(_ json: JSONValue) -> JSONValue {
        switch json {
        case .string(let text): return .string(replacer.replace(text))
        case .array(let items): return .array(items.map(replace))
        case .object(let members): return .object(members.map { ($0.0, replace($0.1)) })
        default: return json
        }
    }
}
