import Foundation

/// Finds the response headers of a cassette whose values change from call to call, such as a gateway's request id,
/// so that a cassette can mark them volatile and `--target diff` stops reporting them as drift.
///
/// A header counts as volatile on either evidence: it differs between answers that are otherwise identical (the same
/// request, status and body), or its name says it identifies one call (`…request-id`, `…trace-id`,
/// `…correlation-id`, `…transaction-id`, `…span-id`) and no two answers share a value. The platform's own
/// (``Interaction/volatileHeaders``), headers already marked, and `Set-Cookie` (whose expiry is already left out,
/// and whose values are the session's) are never proposed.
public enum VolatileHeaderFinder {
    /// One header found to change from call to call, and why.
    public struct Finding: Sendable, Hashable, CustomStringConvertible {
        /// The header's name, lower-cased.
        public let header: String
        /// The evidence, as a phrase.
        public let evidence: String

        public var description: String {
            "volatile: \(header) \(evidence); `nowtape cassette lint --mark-volatile` marks it so that --target diff "
                + "leaves it out"
        }
    }

    /// The headers of `cassette` that change from call to call and are not marked yet, sorted by name.
    public static func findings(in cassette: Cassette) -> [Finding] {
        let settled = Interaction.volatileHeaders.union(cassette.volatileHeaders).union(["set-cookie"])
        var found: [String: String] = [:]
        for (header, evidence) in repeatedAnswers(cassette.interactions) where !settled.contains(header) {
            found[header] = found[header] ?? evidence
        }
        for (header, evidence) in callIdentifiers(cassette.interactions) where !settled.contains(header) {
            found[header] = found[header] ?? evidence
        }
        return found.sorted { $0.key < $1.key }.map { Finding(header: $0.key, evidence: $0.value) }
    }

    /// Headers that differ between otherwise identical answers.
    private static func repeatedAnswers(_ interactions: [Interaction]) -> [(String, String)] {
        var groups: [AnswerKey: [Interaction]] = [:]
        for interaction in interactions { groups[AnswerKey(interaction), default: []].append(interaction) }
        var found: [(String, String)] = []
        for (key, members) in groups where members.count > 1 {
            let names = Set(members.flatMap { $0.response.headers.map(\.name.canonicalName) })
            for name in names.sorted() {
                let values = Set(members.map { $0.response.headers.values(name) })
                if values.count > 1 {
                    found.append((name, "differs between \(members.count) identical answers to \(key.label)"))
                }
            }
        }
        return found
    }

    /// Headers named as a call's identifier whose every value is different.
    private static func callIdentifiers(_ interactions: [Interaction]) -> [(String, String)] {
        var values: [String: [String]] = [:]
        for interaction in interactions {
            for field in interaction.response.headers {
                values[field.name.canonicalName, default: []].append(field.value)
            }
        }
        return values.compactMap { name, seen in
            guard seen.count > 1, Set(seen).count == seen.count,
                name.wholeMatch(of: /(.*[-_])?(request|trace|correlation|transaction|span)[-_]?id/) != nil
            else { return nil }
            return (name, "has a different value on each of its \(seen.count) answers")
        }
    }

    /// What makes two answers the same but for their headers.
    private struct AnswerKey: Hashable {
        let method: String
        let url: String
        let requestBody: Data
        let status: Int
        let responseBody: Data

        init(_ interaction: Interaction) {
            method = interaction.request.method
            url = interaction.request.url
            requestBody = interaction.request.body
            status = interaction.response.status
            responseBody = interaction.response.body
        }

        var label: String { "\(method) \(url)" }
    }
}
