import Foundation
import JSONText

/// Finds what should not be in a cassette: secrets that escaped redaction, placeholders nothing issued, and
/// malformed entries.
public struct CassetteLinter: Sendable {
    /// One problem, with the interaction it is in and how to fix it.
    public struct Finding: Sendable, Hashable, CustomStringConvertible {
        public enum Rule: String, Sendable {
            case leakedSecret = "leaked-secret"
            case orphanPlaceholder = "orphan-placeholder"
            case malformed
        }

        public let rule: Rule
        /// The interaction's index, or nil for the whole file.
        public let interaction: Int?
        public let message: String

        public var description: String {
            "[\(rule.rawValue)] " + (interaction.map { "interaction #\($0): " } ?? "") + message
        }
    }

    public let rules: RedactionRules

    public init(rules: RedactionRules = RedactionRules()) {
        self.rules = rules
    }

    /// Lints the file at `path`, and the body files beside it; an unreadable file is one `malformed` finding.
    public func lint(file path: String) -> [Finding] {
        do {
            return lint(try CassetteFile.read(path)) + bodyFileFindings(path)
        } catch {
            return [Finding(rule: .malformed, interaction: nil, message: "\(error)")]
        }
    }

    /// Body files whose bytes no longer hash to their name: edited or damaged since they were recorded.
    private func bodyFileFindings(_ path: String) -> [Finding] {
        guard let data = FileManager.default.contents(atPath: path), let root = try? JSONParser.parse(data),
            let interactions = root["interactions"]?.arrayValue
        else { return [] }
        let bodies = BodyFiles(cassettePath: path)
        var findings: [Finding] = []
        for (index, interaction) in interactions.enumerated() {
            for side in ["request", "response"] {
                guard let reference = interaction[side]?["body"]?["file"]?.stringValue,
                    let bytes = try? bodies.load(reference, at: side),
                    BodyFiles.matchesName(bytes, reference: reference) == false
                else { continue }
                findings.append(
                    Finding(
                        rule: .malformed, interaction: index,
                        message: "the \(side) body file \(reference) does not hold the bytes it was recorded with; "
                            + "restore it from version control or re-record"))
            }
        }
        return findings
    }

    /// Lints a cassette.
    public func lint(_ cassette: Cassette) -> [Finding] {
        var findings: [Finding] = []
        var issued = Set<Int>()
        for (index, interaction) in cassette.interactions.enumerated() {
            findings += leaks(in: interaction, at: index)
            // Placeholders a request carries must have been issued before: by a response, or by redacting a
            // credential the client sent itself (Basic or bearer credentials, form and JSON secrets).
            for field in interaction.request.headers {
                let name = field.name.lowercased()
                let numbers = Placeholder.occurrences(in: field.value)
                if numbers.contains(where: { $0 == nil }) {
                    findings.append(
                        Finding(
                            rule: .malformed, interaction: index,
                            message: "the \(field.name) header has a placeholder without a number; re-record or fix it")
                    )
                }
                if name == "cookie" {
                    for number in numbers.compactMap({ $0 }) where !issued.contains(number) {
                        findings.append(
                            Finding(
                                rule: .orphanPlaceholder, interaction: index,
                                message: "the Cookie header sends \(Placeholder.make(number)), which no earlier "
                                    + "response set; the recording is missing the login. Re-record the whole session"))
                    }
                }
                if rules.headers.contains(name) { issued.formUnion(numbers.compactMap { $0 }) }
            }
            let requestText =
                interaction.request.url + "\n" + (String(data: interaction.request.body, encoding: .utf8) ?? "")
            issued.formUnion(Placeholder.occurrences(in: requestText).compactMap { $0 })
            let responseText =
                interaction.response.headers.map(\.value).joined(separator: "\n") + "\n"
                + (String(data: interaction.response.body, encoding: .utf8) ?? "")
            issued.formUnion(Placeholder.occurrences(in: responseText).compactMap { $0 })
        }
        return findings
    }

    private func leaks(in interaction: Interaction, at index: Int) -> [Finding] {
        var findings: [Finding] = []
        func leak(_ what: String) {
            findings.append(
                Finding(
                    rule: .leakedSecret, interaction: index,
                    message: "\(what) holds a secret; run `nowtape cassette redact` on the file, then rotate the secret"
                ))
        }
        for headers in [interaction.request.headers, interaction.response.headers] {
            for field in headers {
                let name = field.name.lowercased()
                if rules.headers.contains(name) {
                    let secret = field.value.split(separator: " ").last.map(String.init) ?? field.value
                    if !Placeholder.isPlaceholder(secret) { leak("the \(field.name) header") }
                } else if rules.cookieHeaders.contains(name) {
                    let pairs =
                        (name == "set-cookie" ? [field.value.prefix { $0 != ";" }] : field.value.split(separator: ";"))
                    for pair in pairs {
                        guard let equals = pair.firstIndex(of: "=") else { continue }
                        let value = pair[pair.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                        if !value.isEmpty && !Placeholder.isPlaceholder(value) {
                            leak("the cookie \(pair[..<equals].trimmingCharacters(in: .whitespaces)) in \(field.name)")
                        }
                    }
                }
            }
        }
        for (name, value) in interaction.request.queryItems
        where rules.queryParameters.contains(name) && !Placeholder.isPlaceholder(value) {
            leak("the query parameter \(name)")
        }
        for (label, body) in [("request body", interaction.request.body), ("response body", interaction.response.body)]
        {
            if let value = try? JSONParser.parse(body) {
                for key in secretKeys(in: value) { leak("the \(label)'s \"\(key)\"") }
            } else if let text = String(data: body, encoding: .utf8), text.contains("=") {
                for pair in text.split(separator: "&") {
                    let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                    if parts.count == 2, rules.bodyFields.contains(parts[0]), !Placeholder.isPlaceholder(parts[1]) {
                        leak("the \(label)'s \(parts[0]) field")
                    }
                }
            }
            if let text = String(data: body, encoding: .utf8), Self.looksLikeJWT(text) { leak("the \(label) (a JWT)") }
        }
        return findings
    }

    private func secretKeys(in value: JSONValue) -> [String] {
        switch value {
        case .object(let members):
            return members.flatMap { key, member -> [String] in
                if rules.bodyFields.contains(key) {
                    switch member {
                    case .string(let text) where !text.isEmpty && !Placeholder.isPlaceholder(text): return [key]
                    case .number: return [key]
                    default: return []
                    }
                }
                return secretKeys(in: member)
            }
        case .array(let values): return values.flatMap(secretKeys)
        default: return []
        }
    }

    /// Three base64url segments starting with an encoded JSON header, as JSON Web Tokens are.
    static func looksLikeJWT(_ text: String) -> Bool {
        guard let range = text.range(of: "eyJ") else { return false }
        let token = text[range.lowerBound...].prefix { $0.isLetter || $0.isNumber || "-_.".contains($0) }
        return token.split(separator: ".").count == 3 && token.count > 40
    }
}
