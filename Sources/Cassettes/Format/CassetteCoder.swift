import Foundation
import HTTPMessageRules
import JSONText

/// Writes cassettes as indented, stably ordered JSON, and reads them back with errors that say where.
public enum CassetteCoder {
    /// The cassette as the text of a file, every body inside it.
    public static func encode(_ cassette: Cassette) -> String {
        var text: [UInt8] = []
        encode(cassette, write: { text += $0 }, body: { BodyCoding.encode($0) })
        return String(decoding: text, as: UTF8.self)
    }

    /// The cassette as the text of a file, with bodies over the threshold kept in `bodies`' files; also the names of
    /// the files it refers to.
    public static func encode(_ cassette: Cassette, bodies: BodyFiles) throws -> (text: String, bodyFiles: Set<String>)
    {
        var text: [UInt8] = []
        let used = try encode(cassette, bodies: bodies) { text += $0 }
        return (String(decoding: text, as: UTF8.self), used)
    }

    /// ``encode(_:bodies:)`` as the file's UTF-8 bytes, handed to `write` a megabyte or so at a time, so that a
    /// cassette of hundreds of thousands of interactions is never held whole as text.
    static func encode(_ cassette: Cassette, bodies: BodyFiles, write: ([UInt8]) throws -> Void) throws -> Set<String> {
        var used = Set<String>()
        try encode(cassette, write: write) { body in
            guard body.count > bodies.threshold else { return BodyCoding.encode(body) }
            let name = try bodies.store(body)
            used.insert(name)
            return .object([("file", .string(name))])
        }
        return used
    }

    /// How many bytes of a file's text are gathered before they are handed on.
    private static let writePiece = 1 << 20

    /// Writes the file's bytes to `write`, in pieces of at least ``writePiece`` bytes but the last. Each interaction
    /// is made into JSON and written on its own, so a cassette never exists whole as one tree of values.
    private static func encode(
        _ cassette: Cassette, write: ([UInt8]) throws -> Void, body: (Data) throws -> JSONValue?
    ) rethrows {
        var members: [(String, JSONValue)] = [("nowtape_cassette", .number(String(Cassette.formatVersion)))]
        if let upstream = cassette.upstream { members.append(("upstream", .string(upstream))) }
        if let release = cassette.release { members.append(("release", ReleaseShape.write(release))) }
        if !cassette.volatileHeaders.isEmpty {
            members.append(("volatile_headers", .array(cassette.volatileHeaders.map(JSONValue.string))))
        }
        let interactions = cassette.interactions
        var output = JSONOutput(
            indent: Array("  ".utf8), capacity: min(writePiece, 1024 + interactions.count * 1024) + 64 * 1024)
        try output.writeObject(
            members, arrayKey: "interactions", count: interactions.count, level: 0,
            element: { index in try encode(interactions[index], body: body) },
            written: { bytes in
                guard bytes.count >= writePiece else { return }
                try write(bytes)
                bytes.removeAll(keepingCapacity: true)
            })
        output.bytes.append(UInt8(ascii: "\n"))
        try write(output.bytes)
    }

    /// One interaction as JSON, as a cassette holds it.
    public static func encode(_ interaction: Interaction) -> JSONValue {
        encode(interaction) { BodyCoding.encode($0) }
    }

    private static func encode(_ interaction: Interaction, body: (Data) throws -> JSONValue?) rethrows -> JSONValue {
        var request: [(String, JSONValue)] = [
            ("method", .string(interaction.request.method)), ("url", .string(interaction.request.url)),
            ("headers", encode(interaction.request.headers)),
        ]
        if let body = try body(interaction.request.body) { request.append(("body", body)) }
        if let user = interaction.request.user { request.append(("user", .string(user))) }
        var response: [(String, JSONValue)] = [
            ("status", .number(String(interaction.response.status))),
            ("headers", encode(interaction.response.headers)),
        ]
        if let body = try body(interaction.response.body) { response.append(("body", body)) }
        if let decoded = interaction.response.decodedFrom { response.append(("decoded_from", .string(decoded))) }
        return .object([
            ("recorded_at", .string(Timestamps.format(interaction.recordedAt))),
            ("duration_ms", .number(Timestamps.milliseconds(interaction.duration))),
            ("request", .object(request)), ("response", .object(response)),
        ])
    }

    /// Headers as an object sorted by name; a repeated header's values become an array in their order.
    static func encode(_ headers: HTTPFields) -> JSONValue {
        var grouped: [(key: String, name: String, values: [String])] = []
        var positions: [String: Int] = [:]
        for field in headers {
            let key = field.name.canonicalName
            if let position = positions[key] {
                grouped[position].values.append(field.value)
            } else {
                positions[key] = grouped.count
                grouped.append((key, field.name.rawName, [field.value]))
            }
        }
        grouped.sort { ($0.key, $0.name) < ($1.key, $1.name) }
        return .object(
            grouped.map { _, name, values in
                (name, values.count == 1 ? .string(values[0]) : .array(values.map(JSONValue.string)))
            })
    }

    /// Reads a cassette from the text of a file; `bodies` finds the bodies it keeps in files.
    public static func decode(_ data: Data, bodies: BodyFiles? = nil) throws(CassetteFormatError) -> Cassette {
        let root: JSONValue
        do {
            root = try JSONParser.parse(data)
        } catch {
            throw .syntax(error)
        }
        guard case .object = root else { throw .invalid(path: "(top level)", reason: "a cassette is a JSON object") }
        guard let versionValue = root["nowtape_cassette"] else {
            throw .invalid(path: "nowtape_cassette", reason: "the format version is missing; it must be 1")
        }
        guard case .number(let versionText) = versionValue, let version = Int(versionText), version >= 1 else {
            throw .invalid(
                path: "nowtape_cassette",
                reason: "the format version is \(Self.shortText(versionValue)), not a whole number; it must be 1")
        }
        guard version <= Cassette.formatVersion else { throw .unsupportedVersion(version) }
        let upstream = root["upstream"]?.stringValue
        let volatileHeaders = try decodeVolatileHeaders(root["volatile_headers"])
        let release = try decodeRelease(root["release"], at: "release")
        guard let list = root["interactions"]?.arrayValue else {
            throw .invalid(path: "interactions", reason: "expected an array of interactions")
        }
        var interactions: [Interaction] = []
        for (index, item) in list.enumerated() {
            interactions.append(try decodeInteraction(item, at: "interactions[\(index)]", bodies: bodies))
        }
        return Cassette(
            upstream: upstream, interactions: interactions, volatileHeaders: volatileHeaders, release: release)
    }

    /// The optional release object at `path`.
    static func decodeRelease(_ value: JSONValue?, at path: String) throws(CassetteFormatError) -> CassetteRelease? {
        switch ReleaseShape.read(value) {
        case .success(let release): return release
        case .failure(let problem): throw .invalid(path: path + problem.subpath, reason: problem.reason)
        }
    }

    /// The optional `volatile_headers` list: header names, as strings.
    private static func decodeVolatileHeaders(_ value: JSONValue?) throws(CassetteFormatError) -> [String] {
        guard let value else { return [] }
        guard let list = value.arrayValue else {
            throw .invalid(
                path: "volatile_headers", reason: "expected an array of header names, such as [\"x-request-id\"]")
        }
        var names: [String] = []
        for (index, item) in list.enumerated() {
            guard let name = item.stringValue, !name.isEmpty else {
                throw .invalid(
                    path: "volatile_headers[\(index)]",
                    reason: "expected a header name as a string, got \(shortText(item))")
            }
            names.append(name)
        }
        return names
    }

    /// Reads one interaction, as written by ``encode(_:)-interaction``.
    public static func decodeInteraction(
        _ value: JSONValue, at path: String, bodies: BodyFiles? = nil
    ) throws(CassetteFormatError) -> Interaction {
        guard case .object = value else { throw .invalid(path: path, reason: "an interaction is a JSON object") }
        guard let request = value["request"], case .object = request else {
            throw .invalid(path: path + ".request", reason: "the request is missing")
        }
        guard let response = value["response"], case .object = response else {
            throw .invalid(path: path + ".response", reason: "the response is missing")
        }
        guard let method = request["method"]?.stringValue, !method.isEmpty else {
            throw .invalid(path: path + ".request.method", reason: "expected a method such as \"GET\"")
        }
        guard let url = request["url"]?.stringValue, URLComponents(string: url) != nil else {
            throw .invalid(path: path + ".request.url", reason: "expected an absolute URL")
        }
        guard case .number(let statusText)? = response["status"], let status = Int(statusText),
            (100...599).contains(status)
        else {
            throw .invalid(path: path + ".response.status", reason: "expected a status code from 100 to 599")
        }
        var recordedAt = Date(timeIntervalSince1970: 0)
        if let text = value["recorded_at"]?.stringValue {
            guard let date = Timestamps.parse(text) else {
                throw .invalid(path: path + ".recorded_at", reason: "expected a UTC time like 2026-03-18T12:00:00.000Z")
            }
            recordedAt = date
        }
        var duration: TimeInterval = 0
        if let recorded = value["duration_ms"] {
            guard case .number(let text) = recorded, let seconds = Timestamps.duration(milliseconds: text) else {
                throw .invalid(
                    path: path + ".duration_ms",
                    reason: "expected milliseconds from 0 to \(Int(Timestamps.maximumMilliseconds)); "
                        + "correct the number or remove the field")
            }
            duration = seconds
        }
        return Interaction(
            request: RecordedRequest(
                method: method, url: url,
                headers: try decodeHeaders(request["headers"], at: path + ".request.headers"),
                body: try BodyCoding.decode(request["body"], at: path + ".request.body", bodies: bodies),
                user: try decodeUser(request["user"], at: path + ".request.user")),
            response: RecordedResponse(
                status: status, headers: try decodeHeaders(response["headers"], at: path + ".response.headers"),
                body: try BodyCoding.decode(response["body"], at: path + ".response.body", bodies: bodies),
                decodedFrom: response["decoded_from"]?.stringValue),
            recordedAt: recordedAt, duration: duration)
    }

    /// The optional user name a request signed in as: a string.
    static func decodeUser(_ value: JSONValue?, at path: String) throws(CassetteFormatError) -> String? {
        guard let value else { return nil }
        guard let user = value.stringValue else {
            throw .invalid(
                path: path, reason: "expected the user name the request signed in as, such as \"admin\", or no field")
        }
        return user
    }

    /// A value as a message quotes it: numbers and strings as written, anything else by its kind.
    static func shortText(_ value: JSONValue) -> String {
        switch value {
        case .number(let text): return text
        case .string(let text): return "the string \"\(text.prefix(40))\""
        case .null: return "null"
        case .bool(let flag): return String(flag)
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    static func decodeHeaders(_ value: JSONValue?, at path: String) throws(CassetteFormatError) -> HTTPFields {
        guard let value else { return HTTPFields() }
        guard let members = value.objectValue else {
            throw .invalid(path: path, reason: "headers are an object of name to value (or to an array of values)")
        }
        var headers: [HTTPField] = []
        for (name, content) in members {
            guard let fieldName = HTTPField.Name(name) else {
                throw .invalid(
                    path: path + "." + name,
                    reason: "a header name is letters, digits and !#$%&'*+-.^_`|~ only; correct or remove it")
            }
            switch content {
            case .string(let text):
                try checkHeaderValue(text, at: path + "." + name)
                headers.append(HTTPField(name: fieldName, value: text))
            case .array(let values):
                for (index, item) in values.enumerated() {
                    guard let text = item.stringValue else {
                        throw .invalid(path: path + "." + name, reason: "header values are strings")
                    }
                    try checkHeaderValue(text, at: path + "." + name + "[\(index)]")
                    headers.append(HTTPField(name: fieldName, value: text))
                }
            default: throw .invalid(path: path + "." + name, reason: "header values are strings")
            }
        }
        return HTTPFields(headers)
    }

    /// A header value sent as recorded must not start a new header or end the head: CR, LF and NUL are refused,
    /// with where they are.
    static func checkHeaderValue(_ value: String, at path: String) throws(CassetteFormatError) {
        guard let (offset, name) = HeaderFieldRules.forbiddenByte(in: value) else { return }
        throw .invalid(
            path: path,
            reason: "the value holds a \(name) character at offset \(offset), which would split the header when "
                + "replayed; remove it from the value")
    }
}
