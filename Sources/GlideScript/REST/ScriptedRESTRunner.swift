import Foundation
import JSONText
import PlatformErrors

/// Runs one scripted REST operation on a heap of its own with the Glide API, and turns what the script did (a returned
/// value, `setBody`, a stream writer, or a thrown `sn_ws_err`) into the HTTP answer the platform gives.
public enum ScriptedRESTRunner {
    /// Runs `script` for `request` on `release`, in the script's own mode, with `includes` and `modules` to load and
    /// `rules` run around its writes. Never throws: a script error, a feature
    /// the mode or release refuses, a time-out or a memory overrun becomes a 500 in the platform's error envelope,
    /// and is logged with the script's name.
    public static func run(
        _ script: ScriptedRESTScript, request: ScriptedRESTRequest, includes: [ScriptIncludeEntry],
        modules: ScriptModules = ScriptModules(), rules: BusinessRules = BusinessRules(), data: any GlideDataSource,
        limits: ScriptLimits, release: PlatformRelease = .newest
    ) -> ScriptedRESTResult {
        do {
            let fixed: [String: Data] = [
                "request": Data(JSONWriter.compactBytes(requestObject(request))),
                "operation": Data(
                    JSONWriter.compactBytes([
                        "source": .string(script.source), "fileName": .string(script.fileName),
                        "scope": .string(script.scope),
                    ])),
            ]
            let heap = try GlidePrelude.heap(
                data: data, includes: includes, modules: modules, rules: rules, fixedAnswers: fixed, limits: limits,
                release: release, policies: [script.fileName: ScriptFeaturePolicy(mode: script.mode, release: release)])
            let outcome = try heap.evaluate("__nt_runOperation()", fileName: script.fileName)
            let result = try decode(outcome)
            guard Self.validStatuses.contains(result.status) else {
                let setter = result.statusSetter ?? "response.setStatus"
                let message =
                    "The script called \(setter)(\(result.status)), which is not an HTTP status; "
                    + "set a status from 100 to 599"
                data.log(.error, "\(script.fileName): \(message)", source: script.fileName)
                return errorResult(message: message, detail: script.fileName)
            }
            if let problem = ScriptHeaderRules.problem(in: result.headers) {
                data.log(.error, "\(script.fileName): \(problem)", source: script.fileName)
                return errorResult(message: problem, detail: script.fileName)
            }
            return result
        } catch let failure as ScriptError {
            data.log(.error, "\(script.fileName): \(failure)", source: script.fileName)
            return errorResult(message: failure.description, detail: script.fileName)
        } catch {
            data.log(.error, "\(script.fileName): \(error)", source: script.fileName)
            return errorResult(message: "The script's answer could not be read: \(error)", detail: script.fileName)
        }
    }

    private static func requestObject(_ request: ScriptedRESTRequest) -> JSONValue {
        let queryParameters = request.queryParameters.sorted { $0.key < $1.key }.map { name, values in
            (name, JSONValue.array(values.map(JSONValue.string)))
        }
        return [
            "pathParams": .strings(request.pathParameters), "queryParams": .object(queryParameters),
            "queryString": .string(request.queryString), "headers": .strings(request.headers),
            "uri": .string(request.uri), "url": .string(request.url), "body": .string(request.body),
        ]
    }

    /// The statuses a script may answer with: HTTP's final ones.
    static let validStatuses = 100...599

    /// Reads the prelude's outcome: a JSON line with the status, headers and status setter, then the body as it is,
    /// so a large body is never escaped into JSON and parsed back.
    private static func decode(_ text: String) throws -> ScriptedRESTResult {
        let utf8 = text.utf8
        let lineEnd = utf8.firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
        let head = try JSONParser.parse(utf8[utf8.startIndex..<lineEnd])
        guard case .number(let statusText) = head["status"], let status = Double(statusText).flatMap(Int.init(exactly:))
        else { throw GlideCallError("the outcome was not an object with a status") }
        let headers = (head["headers"]?.arrayValue ?? []).compactMap { pair -> (name: String, value: String)? in
            guard let pair = pair.arrayValue, pair.count == 2, let name = pair[0].stringValue,
                let value = pair[1].stringValue
            else { return nil }
            return (name: name, value: value)
        }
        let body = lineEnd == utf8.endIndex ? "" : String(text[utf8.index(after: lineEnd)...])
        var result = ScriptedRESTResult(status: status, headers: headers, body: body)
        result.statusSetter = head["statusSetter"]?.stringValue
        return result
    }

    /// The platform's error envelope with status 500.
    static func errorResult(message: String, detail: String) -> ScriptedRESTResult {
        let body = ErrorEnvelope(message: message, detail: detail).text
        return ScriptedRESTResult(status: 500, headers: [("Content-Type", "application/json")], body: body)
    }
}
