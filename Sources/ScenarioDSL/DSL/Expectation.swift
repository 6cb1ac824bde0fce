import Foundation
import NowClient
import PushPayloads

/// One check a `Call` makes on its outcome.
public struct Expectation: Sendable {
    /// What reports call it: `status is 201`, `result.number equals "INC0010001"`.
    public let summary: String
    /// Whether this check judges the status itself. A `Call` with none fails on any status that is not 2xx.
    public let checksStatus: Bool
    let check: @Sendable (CallOutcome, ScenarioContext) throws -> Void

    /// A check of your own; throw `ScenarioError` (or use `check(_:_:)`) to fail. Pass `checksStatus: true` when
    /// it accepts statuses that are not 2xx, so the `Call` leaves the status to it.
    public init(
        _ summary: String, checksStatus: Bool = false,
        _ check: @escaping @Sendable (CallOutcome, ScenarioContext) throws -> Void
    ) {
        self.summary = summary
        self.checksStatus = checksStatus
        self.check = check
    }

    /// The status is `status`.
    public static func status(_ status: Int) -> Expectation {
        Expectation("status is \(status)", checksStatus: true) { outcome, _ in
            guard outcome.response.status == status else {
                throw ScenarioError(
                    "Expected status \(status), got \(outcome.response.status)"
                        + (ErrorEnvelope(body: outcome.response.body).map { ": \($0)" } ?? "."),
                    expected: String(status), actual: "\(outcome.response.status) \(outcome.response.text.prefix(500))")
            }
        }
    }

    /// The value at `path` equals `expected` (after `{{name}}` placeholders are filled in).
    public static func equals(_ path: String, _ expected: JSONValue) -> Expectation {
        Expectation("\(path) equals \(expected.compactText)") { outcome, context in
            let wanted = try context.expand(expected)
            let actual = try outcome.value(at: path)
            guard actual.semanticallyEquals(wanted) || (actual.text != nil && actual.text == wanted.text) else {
                throw ScenarioError(
                    "\(path) is not what was expected.", expected: wanted.compactText, actual: actual.compactText)
            }
        }
    }

    /// The text at `path` contains `part`, ignoring case.
    public static func contains(_ path: String, _ part: String) -> Expectation {
        Expectation("\(path) contains \"\(part)\"") { outcome, context in
            let wanted = try context.expand(part)
            let actual = try outcome.value(at: path)
            let text = actual.text ?? actual.compactText
            guard text.localizedCaseInsensitiveContains(wanted) else {
                throw ScenarioError("\(path) does not contain \"\(wanted)\".", expected: "…\(wanted)…", actual: text)
            }
        }
    }

    /// Nothing is at `path`, or only null, an empty array or an empty object: `errors` in a GraphQL reply.
    public static func absentOrEmpty(_ path: String) -> Expectation {
        Expectation("\(path) is absent or empty") { outcome, _ in
            guard let json = outcome.json, let value = JSONPath.value(at: path, in: json) else { return }
            switch value {
            case .null: return
            case .array(let items) where items.isEmpty: return
            case .object(let members) where members.isEmpty: return
            default: throw ScenarioError("\(path) is not empty.", expected: "nothing", actual: value.compactText)
            }
        }
    }

    /// The array at `path` has `count` elements.
    public static func count(_ path: String, _ count: Int) -> Expectation {
        Expectation("\(path) has \(count) elements") { outcome, _ in
            let items = try array(at: path, in: outcome)
            guard items.count == count else {
                throw ScenarioError(
                    "\(path) has \(items.count) elements, not \(count).", expected: "\(count) elements",
                    actual: String(JSONValue.array(items).compactText.prefix(800)))
            }
        }
    }

    /// The array at `path` has at least `minimum` elements.
    public static func atLeast(_ path: String, _ minimum: Int) -> Expectation {
        Expectation("\(path) has at least \(minimum) elements") { outcome, _ in
            let items = try array(at: path, in: outcome)
            guard items.count >= minimum else {
                throw ScenarioError(
                    "\(path) has \(items.count) elements, fewer than \(minimum).", expected: "≥ \(minimum)",
                    actual: "\(items.count)")
            }
        }
    }

    /// The array at `path` (usually a `*` path such as `result.*.number`) is in `order`.
    public static func sorted(_ path: String, _ order: SortDirection) -> Expectation {
        Expectation("\(path) is sorted \(order.rawValue)") { outcome, _ in
            let texts = try array(at: path, in: outcome).map { $0.text ?? $0.compactText }
            let wanted = order == .ascending ? texts.sorted() : texts.sorted(by: >)
            guard texts == wanted else {
                throw ScenarioError(
                    "\(path) is not sorted \(order.rawValue).", expected: wanted.joined(separator: ", "),
                    actual: texts.joined(separator: ", "))
            }
        }
    }

    /// Every value in the array at `path` is one of `values`, and each of `values` is there: the same records,
    /// in any order.
    public static func sameElements(_ path: String, _ values: [String]) -> Expectation {
        Expectation("\(path) holds exactly \(values.joined(separator: ", "))") { outcome, _ in
            let texts = try array(at: path, in: outcome).map { $0.text ?? $0.compactText }
            guard texts.sorted() == values.sorted() else {
                throw ScenarioError(
                    "\(path) does not hold the expected values.", expected: values.sorted().joined(separator: ", "),
                    actual: texts.sorted().joined(separator: ", "))
            }
        }
    }

    /// Every value in the array at `path` satisfies `predicate`.
    public static func each(
        _ path: String, _ summary: String, _ predicate: @escaping @Sendable (JSONValue) -> Bool
    ) -> Expectation {
        Expectation("every \(path) \(summary)") { outcome, _ in
            let items = try array(at: path, in: outcome)
            if let bad = items.first(where: { !predicate($0) }) {
                throw ScenarioError("Not every \(path) \(summary).", expected: summary, actual: bad.compactText)
            }
        }
    }

    /// The value at `path` (the whole body when nil) decodes as `T`, and `check` accepts it.
    public static func decoded<T: Decodable & SendableMetatype>(
        _ type: T.Type, at path: String? = nil, _ check: @escaping @Sendable (T) throws -> Void = { _ in }
    ) -> Expectation {
        Expectation("\(path ?? "body") decodes as \(T.self)") { outcome, _ in
            let json = try path.map { path throws(ScenarioError) in try outcome.value(at: path) } ?? outcome.json
            guard let json else { throw ScenarioError("The response is not JSON, so it cannot decode as \(T.self).") }
            let value: T
            do {
                value = try json.decode(T.self)
            } catch {
                throw ScenarioError("\(error)", expected: "\(T.self)", actual: json.compactText)
            }
            try check(value)
        }
    }

    /// The header `name` is there and, when `expected` is given, has that value (after `{{name}}` placeholders are
    /// filled in): `X-RateLimit-Limit`, `Retry-After`, `Location`.
    public static func header(_ name: String, _ expected: String? = nil) -> Expectation {
        Expectation(expected.map { "header \(name) is \($0)" } ?? "header \(name) is present") { outcome, context in
            guard let actual = outcome.response.headers[name] else {
                throw ScenarioError(
                    "The answer has no \(name) header.", expected: expected ?? "present", actual: "absent")
            }
            guard let expected else { return }
            let wanted = try context.expand(expected)
            guard actual == wanted else {
                throw ScenarioError("The \(name) header is not what was expected.", expected: wanted, actual: actual)
            }
        }
    }

    /// The body is exactly `bytes`, as a download must be.
    public static func body(_ bytes: Data) -> Expectation {
        Expectation("the body is the \(bytes.count) bytes given") { outcome, _ in
            let body = outcome.response.body
            guard body != bytes else { return }
            let firstDifference = zip(body, bytes).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            throw ScenarioError(
                "The body is \(body.count) bytes, not the \(bytes.count) expected"
                    + (firstDifference.map { "; they first differ at byte \($0)" } ?? "") + ".",
                expected: "\(bytes.count) bytes", actual: "\(body.count) bytes")
        }
    }

    /// The object at `path` is a push payload that PushPayloads validates with no errors.
    public static func validPushPayload(at path: String) -> Expectation {
        Expectation("\(path) is a valid push payload") { outcome, _ in
            let json = try outcome.value(at: path)
            let payload: PushPayload
            do {
                payload = try PushPayload(json: json.data)
            } catch {
                throw ScenarioError("\(path) is not a push payload: \(error)", actual: json.compactText)
            }
            let errors = PushPayloadValidator.validate(payload).filter { $0.severity == .error }
            guard errors.isEmpty else {
                throw ScenarioError(
                    "The push payload has errors: " + errors.map { "\($0)" }.joined(separator: "; "),
                    actual: json.compactText)
            }
        }
    }

    private static func array(at path: String, in outcome: CallOutcome) throws(ScenarioError) -> [JSONValue] {
        let value = try outcome.value(at: path)
        guard let items = value.arrayValue else {
            throw ScenarioError("\(path) is not an array.", actual: value.compactText)
        }
        return items
    }
}

/// An order to expect.
public enum SortDirection: String, Sendable {
    case ascending
    case descending
}
