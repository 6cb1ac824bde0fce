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
        var redactor = Redactor(rules: rules, continuing: cassette)
        for (index, interaction) in cassette.interactions.enumerated() {
            findings += leaks(in: interaction, at: index, redactor: &redactor)
            // Placeholders a request carries must have been issued before: by a response, or by redacting a
            // credential the client sent itself (Basic or bearer credentials, form and JSON secrets).
            for field in interaction.request.headers {
                let name = field.name.canonicalName
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

    /// The secrets the recorder would have redacted: the interaction is redacted as the recorder does, with the same
    /// rules and a redactor that has seen the interactions before it, and every part that would change is a leak.
    /// One rule set serves both, so lint finds whatever recording would have kept out.
    private func leaks(in interaction: Interaction, at index: Int, redactor: inout Redactor) -> [Finding] {
        var findings: [Finding] = []
        func leak(_ what: String) {
            findings.append(
                Finding(
                    rule: .leakedSecret, interaction: index,
                    message: "\(what) holds a secret; run `nowtape cassette redact` on the file, then rotate the secret"
                ))
        }
        let redacted = redactor.redact(interaction)
        if redacted.request.url != interaction.request.url { leak("the request URL") }
        for (side, before, after) in [
            ("request", interaction.request.headers, redacted.request.headers),
            ("response", interaction.response.headers, redacted.response.headers),
        ] {
            for (field, changed) in zip(before, after) where field.value != changed.value {
                if field.name == .contentLength { continue }
                leak("the \(side)'s \(field.name) header")
            }
        }
        for (label, before, after) in [
            ("request body", interaction.request.body, redacted.request.body),
            ("response body", interaction.response.body, redacted.response.body),
        ] where before != after {
            leak("the \(label)")
        }
        for (label, body) in [("request body", interaction.request.body), ("response body", interaction.response.body)]
        {
            if let text = String(data: body, encoding: .utf8), Self.looksLikeJWT(text) { leak("the \(label) (a JWT)") }
        }
        return findings
    }

    /// Three base64url segments starting with an encoded JSON header, as JSON Web Tokens are.
    static func looksLikeJWT(_ text: String) -> Bool {
        guard let range = text.range(of: "eyJ") else { return false }
        let token = text[range.lowerBound...].prefix { $0.isLetter || $0.isNumber || "-_.".contains($0) }
        return token.split(separator: ".").count == 3 && token.count > 40
    }
}
