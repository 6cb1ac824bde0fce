import Foundation
import PlatformErrors

/// Runs one scripted REST operation on a fresh heap with the Glide API, and turns what the script did (a returned
/// value, `setBody`, a stream writer, or a thrown `sn_ws_err`) into the HTTP answer the platform gives.
public enum ScriptedRESTRunner {
    /// Runs `script` for `request`. Never throws: a script error, a time-out or a memory overrun becomes a 500 in the
    /// platform's error envelope, and is logged with the script's name.
    public static func run(
        _ script: ScriptedRESTScript, request: ScriptedRESTRequest, includes: [ScriptIncludeEntry],
        data: any GlideDataSource, limits: ScriptLimits
    ) -> ScriptedRESTResult {
        do {
            let fixed: [String: Data] = [
                "request": try JSONAnswer.encode(requestObject(request)),
                "operation": try JSONAnswer.encode([
                    "source": script.source, "fileName": script.fileName, "scope": script.scope,
                ]),
            ]
            let heap = try GlidePrelude.heap(data: data, includes: includes, fixedAnswers: fixed, limits: limits)
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
        } catch let failure as ScriptFailure {
            data.log(.error, "\(script.fileName): \(failure)", source: script.fileName)
            return errorResult(message: failure.description, detail: script.fileName)
        } catch {
            data.log(.error, "\(script.fileName): \(error)", source: script.fileName)
            return errorResult(message: "The script's answer could not be read: \(error)", detail: script.fileName)
        }
    }

    private static func requestObject(_ request: ScriptedRESTRequest) -> [String: Any] {
        [
            "pathParams": request.pathParameters, "queryParams": request.queryParameters,
            "queryString": request.queryString, "headers": request.headers, "uri": request.uri, "url": request.url,
            "body": request.body,
        ]
    }

    /// The statuses a script may answer with: HTTP's final ones.
    static let validStatuses = 100...599

    private static func decode(_ text: String) throws -> ScriptedRESTResult {
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            let status = (object["status"] as? NSNumber)?.intValue
        else { throw GlideCallError("the outcome was not an object with a status") }
        let headers = (object["headers"] as? [[String]] ?? []).compactMap { pair in
            pair.count == 2 ? (name: pair[0], value: pair[1]) : nil
        }
        var result = ScriptedRESTResult(status: status, headers: headers, body: object["body"] as? String ?? "")
        result.statusSetter = object["statusSetter"] as? String
        return result
    }

    /// The platform's error envelope with status 500.
    static func errorResult(message: String, detail: String) -> ScriptedRESTResult {
        let body = ErrorEnvelope(message: message, detail: detail).text
        return ScriptedRESTResult(status: 500, headers: [("Content-Type", "application/json")], body: body)
    }
}
