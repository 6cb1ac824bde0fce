import Foundation
import JSONText

/// Converts cassettes to HAR 1.2, so they open in browser dev tools, Charles or mitmproxy, and back without loss.
///
/// What HAR has no field for travels in `_`-prefixed custom fields, which HAR allows and other tools ignore:
/// `_upstream`, `_release` and `_volatileHeaders` on the log, `_encoding` on a binary request body and `_decodedFrom` on a decoded response body.
public enum HARExport {
    /// The cassette as HAR text.
    public static func export(_ cassette: Cassette) -> String {
        var log: [(String, JSONValue)] = [
            ("version", .string("1.2")),
            ("creator", .object([("name", .string("NowTape")), ("version", .string(String(Cassette.formatVersion)))])),
        ]
        if let upstream = cassette.upstream { log.append(("_upstream", .string(upstream))) }
        if let release = cassette.release { log.append(("_release", ReleaseShape.write(release))) }
        if !cassette.volatileHeaders.isEmpty {
            log.append(("_volatileHeaders", .array(cassette.volatileHeaders.map(JSONValue.string))))
        }
        log.append(("entries", .array(cassette.interactions.map(entry))))
        return JSONWriter.pretty(.object([("log", .object(log))])) + "\n"
    }

    private static func entry(_ interaction: Interaction) -> JSONValue {
        let milliseconds = JSONValue.number(Timestamps.milliseconds(interaction.duration))
        return .object([
            ("startedDateTime", .string(Timestamps.format(interaction.recordedAt))),
            ("time", milliseconds),
            ("request", request(interaction.request)),
            ("response", response(interaction.response)),
            ("cache", .object([])),
            ("timings", .object([("send", .number("0")), ("wait", milliseconds), ("receive", .number("0"))])),
        ])
    }

    private static func request(_ request: RecordedRequest) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("method", .string(request.method)), ("url", .string(request.url)),
            ("httpVersion", .string("HTTP/1.1")), ("cookies", .array(cookies(request.headers.values("cookie")))),
            ("headers", headers(request.headers)),
            (
                "queryString",
                .array(request.queryItems.map { .object([("name", .string($0.name)), ("value", .string($0.value))]) })
            ),
        ]
        if !request.body.isEmpty {
            var post: [(String, JSONValue)] = [("mimeType", .string(request.headers["content-type"] ?? ""))]
            if let text = utf8(request.body) {
                post.append(("text", .string(text)))
            } else {
                post.append(("text", .string(request.body.base64EncodedString())))
                post.append(("_encoding", .string("base64")))
            }
            members.append(("postData", .object(post)))
        }
        members += [("headersSize", .number("-1")), ("bodySize", .number(String(request.body.count)))]
        return .object(members)
    }

    private static func response(_ response: RecordedResponse) -> JSONValue {
        var content: [(String, JSONValue)] = [
            ("size", .number(String(response.body.count))),
            ("mimeType", .string(response.headers["content-type"] ?? "")),
        ]
        if !response.body.isEmpty {
            if let text = utf8(response.body) {
                content.append(("text", .string(text)))
            } else {
                content.append(("text", .string(response.body.base64EncodedString())))
                content.append(("encoding", .string("base64")))
            }
        }
        if let decoded = response.decodedFrom { content.append(("_decodedFrom", .string(decoded))) }
        return .object([
            ("status", .number(String(response.status))),
            ("statusText", .string(HTTPStatusText.reason(response.status))),
            ("httpVersion", .string("HTTP/1.1")),
            ("cookies", .array(response.headers.values("set-cookie").compactMap(setCookie))),
            ("headers", headers(response.headers)),
            ("content", .object(content)),
            ("redirectURL", .string(response.headers["location"] ?? "")),
            ("headersSize", .number("-1")),
            ("bodySize", .number(String(response.body.count))),
        ])
    }

    private static func utf8(_ body: Data) -> String? {
        guard !body.contains(0), let text = String(data: body, encoding: .utf8), Data(text.utf8) == body else {
            return nil
        }
        return text
    }

    private static func headers(_ headers: HTTPFields) -> JSONValue {
        .array(headers.map { .object([("name", .string($0.name.rawName)), ("value", .string($0.value))]) })
    }

    private static func cookies(_ values: [String]) -> [JSONValue] {
        values.flatMap { $0.split(separator: ";") }.compactMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            return .object([
                ("name", .string(parts[0].trimmingCharacters(in: .whitespaces))), ("value", .string(String(parts[1]))),
            ])
        }
    }

    private static func setCookie(_ value: String) -> JSONValue? {
        let pair = value.split(separator: ";", maxSplits: 1).first ?? ""
        let parts = pair.split(separator: "=", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        return .object([("name", .string(String(parts[0]))), ("value", .string(String(parts[1])))])
    }
}
