import Foundation
import JSONText
import QueryStrings

/// Replaces secrets with stable placeholders before anything is written.
///
/// The same secret always becomes the same placeholder within a session, so a cookie a response set and the
/// requests that send it back still line up; and placeholders are numbered in order of first appearance, so
/// re-recording the same session gives the same file.
public struct Redactor: Sendable {
    public let rules: RedactionRules
    private var placeholders: [String: String] = [:]
    /// The most recent long secrets, looked for wherever else they might be echoed.
    private var echoCandidates: [(secret: String, placeholder: String)] = []
    /// How many recent secrets are looked for in every message; a session of thousands of logins stays fast.
    static let maximumEchoCandidates = 64
    private var nextNumber: Int
    /// The session cookie values answers set, with the user whose request opened the session.
    private var sessionUsers: [String: String] = [:]
    /// How many sessions are remembered before the oldest are forgotten.
    static let maximumSessions = 4096
    /// The rules' header names, looked up without lowercasing every header.
    /// Lowercased, as field names' canonical form is.
    private let credentialHeaders: Set<String>
    private let cookieHeaders: Set<String>
    /// `"field"` for each named body field, as searched for in JSON bodies.
    private let quotedBodyFields: [[UInt8]]

    /// Secrets this long or longer are also replaced wherever else they appear in the text of a message.
    static let minimumEchoLength = 12

    /// A redactor whose placeholders continue after `firstNumber - 1` (for appending to an existing cassette).
    public init(rules: RedactionRules = RedactionRules(), firstNumber: Int = 1) {
        self.rules = rules
        self.nextNumber = max(firstNumber, 1)
        credentialHeaders = Set(rules.headers.map { $0.lowercased() })
        cookieHeaders = Set(rules.cookieHeaders.map { $0.lowercased() })
        quotedBodyFields = rules.bodyFields.sorted().map { Array("\"\($0)\"".utf8) }
    }

    /// A redactor that continues numbering after the placeholders already in `cassette`.
    public init(rules: RedactionRules = RedactionRules(), continuing cassette: Cassette) {
        let text = CassetteCoder.encode(cassette)
        let highest = Placeholder.occurrences(in: text).compactMap { $0 }.max() ?? 0
        self.init(rules: rules, firstNumber: highest + 1)
    }

    private mutating func placeholder(for secret: String) -> String {
        if secret.isEmpty || Placeholder.isPlaceholder(secret) { return secret }
        if let known = placeholders[secret] { return known }
        let made = Placeholder.make(nextNumber)
        nextNumber += 1
        placeholders[secret] = made
        if secret.count >= Self.minimumEchoLength {
            echoCandidates.append((secret, made))
            if echoCandidates.count > Self.maximumEchoCandidates { echoCandidates.removeFirst() }
        }
        return made
    }

    /// The interaction with every secret replaced.
    public mutating func redact(_ interaction: Interaction) -> Interaction {
        var result = interaction
        if rules.keepsUserName {
            result.request.user = interaction.request.user ?? signedInUser(interaction.request.headers)
            if let user = result.request.user { rememberSessions(interaction.response.headers, of: user) }
        }
        result.request.headers = redactHeaders(interaction.request.headers)
        result.request.url = redactURL(interaction.request.url)
        result.request.body = redactBody(
            interaction.request.body, contentType: interaction.request.headers["content-type"])
        result.response.headers = redactHeaders(interaction.response.headers)
        result.response.body = redactBody(
            interaction.response.body, contentType: interaction.response.headers["content-type"])
        if !echoCandidates.isEmpty {
            result.request = echoes(in: result.request)
            result.response.body = echoes(in: result.response.body)
            result.response.headers = echoes(in: result.response.headers)
        }
        fixLength(&result.request.headers, interaction.request.body, result.request.body)
        fixLength(&result.response.headers, interaction.response.body, result.response.body)
        return result
    }

    /// A whole cassette, in order.
    public mutating func redact(_ cassette: Cassette) -> Cassette {
        var result = cassette
        result.interactions = cassette.interactions.map { redact($0) }
        return result
    }

    private func fixLength(_ headers: inout HTTPFields, _ before: Data, _ after: Data) {
        if before.count != after.count, headers.contains(.contentLength) {
            headers[.contentLength] = String(after.count)
        }
    }

    private mutating func redactHeaders(_ headers: HTTPFields) -> HTTPFields {
        var result = headers
        for (index, field) in zip(headers.indices, headers) {
            if credentialHeaders.contains(field.name.canonicalName) {
                result[index].value = redactCredential(field.value)
            } else if cookieHeaders.contains(field.name.canonicalName) {
                result[index].value =
                    field.name == .setCookie
                    ? redactSetCookie(field.value) : redactCookies(field.value)
            }
        }
        return result
    }

    /// `Basic abc` → `Basic NOWTAPE_REDACTED_1`; a value without a scheme is replaced whole.
    private mutating func redactCredential(_ value: String) -> String {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let space = trimmed.firstIndex(of: " ") {
            let scheme = trimmed[..<space]
            let secret = trimmed[trimmed.index(after: space)...].trimmingCharacters(in: .whitespaces)
            if scheme.allSatisfy({ $0.isLetter || $0 == "-" }) {
                let replaced = scheme + " " + placeholder(for: secret)
                remember(decodedBasic: String(scheme), secret)
                return replaced
            }
        }
        return placeholder(for: trimmed)
    }

    /// The user a request signs in as: the name in its Basic credentials, or the user whose session its cookies carry.
    private func signedInUser(_ headers: HTTPFields) -> String? {
        for field in headers where field.name == .authorization {
            let parts = field.value.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "basic",
                let user = Self.basicCredentials(parts[1].trimmingCharacters(in: .whitespaces))?.user, !user.isEmpty
            else { continue }
            return user
        }
        for field in headers where field.name == .cookie {
            for part in field.value.split(separator: ";") {
                guard let equals = part.firstIndex(of: "=") else { continue }
                let value = part[part.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                if let user = sessionUsers[value] { return user }
            }
        }
        return nil
    }

    /// Remembers the cookies an answer sets as the session of `user`, so later requests that send them back name
    /// the same user.
    private mutating func rememberSessions(_ headers: HTTPFields, of user: String) {
        for field in headers where field.name == .setCookie {
            let pair = field.value.prefix { $0 != ";" }
            guard let equals = pair.firstIndex(of: "=") else { continue }
            let value = pair[pair.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard value.count >= 8 else { continue }
            if sessionUsers.count >= Self.maximumSessions { sessionUsers.removeAll() }
            sessionUsers[value] = user
        }
    }

    /// Basic credentials decode to `user:password`; the password is remembered so a body that echoes it is redacted.
    private mutating func remember(decodedBasic scheme: String, _ token: String) {
        guard scheme.lowercased() == "basic", let password = Self.basicCredentials(token)?.password else { return }
        if password.count >= Self.minimumEchoLength { _ = placeholder(for: password) }
    }

    /// The user and password a Basic token decodes to (`user:password`, base64), or nil for any other text.
    private static func basicCredentials(_ token: String) -> (user: String, password: String)? {
        guard let data = Data(base64Encoded: token), let text = String(data: data, encoding: .utf8),
            let colon = text.firstIndex(of: ":")
        else { return nil }
        return (String(text[..<colon]), String(text[text.index(after: colon)...]))
    }

    private mutating func redactCookies(_ value: String) -> String {
        value.split(separator: ";", omittingEmptySubsequences: false).map { part in
            guard let equals = part.firstIndex(of: "=") else { return String(part) }
            let secret = String(part[part.index(after: equals)...])
            return part[...equals] + placeholder(for: secret)
        }.joined(separator: ";")
    }

    private mutating func redactSetCookie(_ value: String) -> String {
        let attributes = value.firstIndex(of: ";").map { value[$0...] } ?? ""
        let pair = value.firstIndex(of: ";").map { value[..<$0] } ?? value[...]
        guard let equals = pair.firstIndex(of: "=") else { return value }
        let secret = String(pair[pair.index(after: equals)...])
        return pair[...equals] + placeholder(for: secret) + attributes
    }

    private mutating func redactURL(_ url: String) -> String {
        redactQuery(redactUserInfo(url))
    }

    /// `https://user:secret@host/` → `https://user:NOWTAPE_REDACTED_1@host/`: the password of a URL's userinfo.
    private mutating func redactUserInfo(_ url: String) -> String {
        // Scanned as bytes: this runs for every recorded request, and nearly every URL has no user info.
        let utf8 = url.utf8
        guard utf8.contains(UInt8(ascii: "@")), let scheme = url.range(of: "://") else { return url }
        let authorityEnd =
            utf8[scheme.upperBound...].firstIndex {
                $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
            } ?? url.endIndex
        let authority = url[scheme.upperBound..<authorityEnd]
        guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") else {
            return url
        }
        let secret = String(authority[authority.index(after: colon)..<at])
        guard !secret.isEmpty, !Placeholder.isPlaceholder(secret) else { return url }
        let decoded = QueryString.decodePath(secret)
        return url[..<authority.index(after: colon)] + placeholder(for: decoded) + url[at...]
    }

    private mutating func redactQuery(_ url: String) -> String {
        let utf8 = url.utf8
        guard let mark = utf8.firstIndex(of: UInt8(ascii: "?")) else { return url }
        let queryStart = utf8.index(after: mark)
        let queryEnd = utf8[queryStart...].firstIndex(of: UInt8(ascii: "#")) ?? utf8.endIndex
        guard queryStart < queryEnd else { return url }
        let query = String(url[queryStart..<queryEnd])
        let redacted = redactForm(query, fields: rules.queryParameters)
        return redacted == query ? url : url[..<queryStart] + redacted + url[queryEnd...]
    }

    private mutating func redactForm(_ text: String, fields: Set<String>) -> String {
        guard Self.formNames(in: text).contains(where: fields.contains) else { return text }
        return text.split(separator: "&", omittingEmptySubsequences: false).map { pair in
            guard let equals = pair.firstIndex(of: "=") else { return String(pair) }
            let name = QueryString.decodeComponent(pair[..<equals])
            guard fields.contains(name) else { return String(pair) }
            let raw = String(pair[pair.index(after: equals)...])
            let secret = QueryString.decodeComponent(raw)
            return pair[...equals] + placeholder(for: secret)
        }.joined(separator: "&")
    }

    private mutating func redactBody(_ body: Data, contentType: String?) -> Data {
        // A body spooled to its file as binary (not UTF-8) holds no text to redact, and is not read again.
        guard !body.isEmpty, MappedBodyFile.origin(of: body)?.isBinary != true else { return body }
        if let contentType, HeaderFieldRules.value(contentType, containsAnyOf: ["x-www-form-urlencoded"]),
            let text = String(data: body, encoding: .utf8)
        {
            return Data(redactForm(text, fields: rules.bodyFields).utf8)
        }
        guard let first = body.first(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }),
            first == UInt8(ascii: "{") || first == UInt8(ascii: "["), mightHoldNamedFields(body),
            let value = try? JSONParser.parse(body)
        else { return redactBasicCredentials(in: body) }
        let redacted = redactJSON(value, path: [])
        guard redacted != value else { return body }
        let compact = Data(JSONWriter.compactBytes(value)) == body
        return Data((compact ? JSONWriter.compact(redacted) : JSONWriter.pretty(redacted)).utf8)
    }

    /// `Basic dXNlcjpzZWNyZXQ=` written into a text body (a log line, an echoed request) → `Basic NOWTAPE_REDACTED_1`,
    /// when the token decodes to `user:password` as Basic credentials do.
    private mutating func redactBasicCredentials(in body: Data) -> Data {
        guard ByteSearch.contains("Basic ", in: body), let text = ByteSearch.text(body) else { return body }
        var result = ""
        var rest = Substring(text)
        while let found = rest.range(of: "Basic ") {
            result += rest[..<found.upperBound]
            rest = rest[found.upperBound...]
            let token = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || "+/=".contains($0)) }
            guard token.count >= 4, Self.basicCredentials(String(token)) != nil else { continue }
            result += placeholder(for: String(token))
            rest = rest[token.endIndex...]
        }
        result += rest
        return result == text ? body : Data(result.utf8)
    }

    /// The decoded names of a form or query string's fields.
    private static func formNames(in text: String) -> some Sequence<String> {
        text.utf8.split(separator: UInt8(ascii: "&")).lazy.map { pair in
            let name = Substring(pair.prefix { $0 != UInt8(ascii: "=") })
            return QueryString.decodeComponent(name)
        }
    }

    /// Whether a JSON body can hold a field to redact: a quoted key among the named fields, or any named path.
    /// Most bodies hold none, and are not parsed at all.
    private func mightHoldNamedFields(_ body: Data) -> Bool {
        guard rules.jsonPaths.isEmpty else { return true }
        return ByteSearch.containsAny(quotedBodyFields, startingWith: UInt8(ascii: "\""), in: body)
    }

    private mutating func redactJSON(_ value: JSONValue, path: [String]) -> JSONValue {
        switch value {
        case .object(let members):
            return .object(
                members.map { key, member in
                    let memberPath = path + [key]
                    if rules.bodyFields.contains(key) || pathIsNamed(memberPath) { return (key, redactLeaf(member)) }
                    return (key, redactJSON(member, path: memberPath))
                })
        case .array(let values):
            return .array(
                values.enumerated().map { index, element in
                    let elementPath = path + [String(index)]
                    return pathIsNamed(elementPath) ? redactLeaf(element) : redactJSON(element, path: elementPath)
                })
        default:
            return value
        }
    }

    private mutating func redactLeaf(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let text): return .string(placeholder(for: text))
        case .number(let text): return .string(placeholder(for: text))
        case .null: return value
        default: return .string(placeholder(for: JSONWriter.compact(value)))
        }
    }

    private func pathIsNamed(_ path: [String]) -> Bool {
        rules.jsonPaths.contains { pattern in
            let parts = pattern.split(separator: ".").map(String.init)
            return parts.count == path.count && zip(parts, path).allSatisfy { $0 == "*" || $0 == $1 }
        }
    }

    /// Long secrets already seen, replaced wherever else they appear (an echoed session id or token).
    private func echoes(in text: String) -> String {
        var result = text
        for (secret, placeholder) in echoCandidates {
            if result.contains(secret) { result = result.replacingOccurrences(of: secret, with: placeholder) }
        }
        return result
    }

    private func echoes(in body: Data) -> Data {
        guard !body.isEmpty, !echoCandidates.isEmpty, MappedBodyFile.origin(of: body)?.isBinary != true,
            let text = String(data: body, encoding: .utf8)
        else {
            return body
        }
        let replaced = echoes(in: text)
        return replaced == text ? body : Data(replaced.utf8)
    }

    private func echoes(in headers: HTTPFields) -> HTTPFields {
        headers.mapValues { echoes(in: $0.value) }
    }

    private func echoes(in request: RecordedRequest) -> RecordedRequest {
        var result = request
        result.url = echoes(in: request.url)
        result.headers = echoes(in: request.headers)
        result.body = echoes(in: request.body)
        return result
    }
}
