import Foundation
import JSONText

/// Reads HAR 1.2 captures (from browsers, Charles, mitmproxy or ``HARExport``) into cassettes.
public enum HARImport {
    /// The error a HAR file that cannot become a cassette throws.
    @available(*, deprecated, renamed: "HARImportError")
    public typealias Failure = HARImportError

    /// Pseudo-headers of HTTP/2 captures, which are not headers in HTTP/1.1.
    private static func isPseudoHeader(_ name: String) -> Bool { name.hasPrefix(":") }

    /// The HAR document as a cassette. Bodies a browser stored decoded keep their bytes, and the headers then stop
    /// naming the encoding.
    public static func cassette(from data: Data) throws(HARImportError) -> Cassette {
        let root: JSONValue
        do {
            root = try JSONParser.parse(data)
        } catch {
            throw .syntax(error)
        }
        guard let log = root["log"], case .object = log else { throw .invalid(path: "log", reason: "missing") }
        guard let entries = log["entries"]?.arrayValue else {
            throw .invalid(path: "log.entries", reason: "expected an array of entries")
        }
        var interactions: [Interaction] = []
        for (index, entry) in entries.enumerated() {
            interactions.append(try interaction(entry, at: "log.entries[\(index)]"))
        }
        let volatileHeaders = log["_volatileHeaders"]?.arrayValue?.compactMap(\.stringValue) ?? []
        let release: CassetteRelease?
        switch ReleaseShape.read(log["_release"]) {
        case .success(let read): release = read
        case .failure(let problem): throw .invalid(path: "log._release" + problem.subpath, reason: problem.reason)
        }
        return Cassette(
            upstream: log["_upstream"]?.stringValue, interactions: interactions, volatileHeaders: volatileHeaders,
            release: release)
    }

    private static func interaction(_ entry: JSONValue, at path: String) throws(HARImportError) -> Interaction {
        guard let request = entry["request"], let response = entry["response"] else {
            throw .invalid(path: path, reason: "an entry needs a request and a response")
        }
        guard let method = request["method"]?.stringValue, let url = request["url"]?.stringValue else {
            throw .invalid(path: path + ".request", reason: "a request needs a method and a url")
        }
        guard case .number(let statusText)? = response["status"], let status = Int(statusText) else {
            throw .invalid(path: path + ".response.status", reason: "expected a number")
        }
        // Browsers export status 0 for a request that got no response (blocked, aborted or failed); a cassette can
        // only replay real responses.
        guard (100...599).contains(status) else {
            throw .invalid(
                path: path + ".response.status",
                reason: "status \(status) is not an HTTP response (0 means the request got none); "
                    + "remove this entry from the HAR, or record the exchange again")
        }
        var requestBody = Data()
        if let post = request["postData"] {
            if let text = post["text"]?.stringValue {
                if post["_encoding"]?.stringValue == "base64" {
                    requestBody = Data(base64Encoded: text) ?? Data(text.utf8)
                } else {
                    requestBody = Data(text.utf8)
                }
            } else if let params = post["params"]?.arrayValue {
                let pairs = params.map { param in
                    [param["name"]?.stringValue ?? "", param["value"]?.stringValue ?? ""].map {
                        $0.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? $0
                    }.joined(separator: "=")
                }
                requestBody = Data(pairs.joined(separator: "&").utf8)
            }
        }
        var responseHeaders = try headers(response["headers"], at: path + ".response.headers")
        var responseBody = Data()
        var decodedFrom: String?
        if let content = response["content"], let text = content["text"]?.stringValue {
            if content["encoding"]?.stringValue == "base64" {
                guard let bytes = Data(base64Encoded: text) else {
                    throw .invalid(path: path + ".response.content.text", reason: "this is not valid base64")
                }
                responseBody = bytes
            } else {
                responseBody = Data(text.utf8)
            }
            decodedFrom = content["_decodedFrom"]?.stringValue
            if decodedFrom == nil, let encoding = responseHeaders["content-encoding"],
                encoding.lowercased() != "identity"
            {
                decodedFrom = encoding.lowercased()
            }
            if decodedFrom != nil {
                responseHeaders = responseHeaders.removing(["content-encoding", "content-length"])
            }
        }
        let started = entry["startedDateTime"]?.stringValue.flatMap(parseDate) ?? Date(timeIntervalSince1970: 0)
        var duration: TimeInterval = 0
        if let time = entry["time"] {
            // HAR writes -1 for a time it does not know.
            if case .number(let text) = time, let value = Double(text), value < 0 {
                duration = 0
            } else {
                guard case .number(let text) = time, let seconds = Timestamps.duration(milliseconds: text) else {
                    throw .invalid(
                        path: path + ".time",
                        reason: "expected milliseconds from 0 to \(Int(Timestamps.maximumMilliseconds))")
                }
                duration = seconds
            }
        }
        return Interaction(
            request: RecordedRequest(
                method: method, url: url, headers: try headers(request["headers"], at: path + ".request.headers"),
                body: requestBody),
            response: RecordedResponse(
                status: status, headers: responseHeaders, body: responseBody, decodedFrom: decodedFrom),
            recordedAt: started, duration: duration)
    }

    private static func headers(_ value: JSONValue?, at path: String) throws(HARImportError) -> HTTPFields {
        guard let value else { return HTTPFields() }
        guard let list = value.arrayValue else { throw .invalid(path: path, reason: "expected an array") }
        var pairs: [(String, String)] = []
        for item in list {
            guard let name = item["name"]?.stringValue, let value = item["value"]?.stringValue else {
                throw .invalid(path: path, reason: "each header needs a name and a value")
            }
            if !isPseudoHeader(name) { pairs.append((name, value)) }
        }
        do {
            return try HTTPFields(validating: pairs)
        } catch {
            throw .invalid(path: path, reason: "\(error)")
        }
    }

    private static func parseDate(_ text: String) -> Date? {
        if let date = Timestamps.parse(text) { return date }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }
}

/// A HAR file that cannot become a cassette. A struct over a private code, so that new reasons can come
/// without breaking code that catches it.
public struct HARImportError: Error, Sendable, Hashable, CustomStringConvertible {
    private enum Code: Sendable, Hashable {
        case syntax(JSONParseError)
        case invalid(path: String, reason: String)
    }

    private let code: Code
    private init(_ code: Code) { self.code = code }

    /// The file is not JSON.
    public static func syntax(_ error: JSONParseError) -> Self { Self(.syntax(error)) }
    /// The JSON is not HAR 1.2; `path` is like `log.entries[3].request`.
    public static func invalid(path: String, reason: String) -> Self { Self(.invalid(path: path, reason: reason)) }

    public var description: String {
        switch code {
        case .syntax(let error): return "\(error); the HAR file is not valid JSON. Export it again from the tool"
        case .invalid(let path, let reason):
            return "\(path): \(reason). HAR 1.2 is expected ({\"log\": {\"entries\": […]}})"
        }
    }
}
