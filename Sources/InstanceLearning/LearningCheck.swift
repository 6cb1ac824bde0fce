import Cassettes
import Foundation
import HTTPTypes
import JSONText
import NowInstance
import ScenarioDSL

/// `--check`: every recorded GET sent again to the learned instance, its answer compared with the recorded one field
/// by field under the noise rules of `--target diff`, and each difference put down to a cause.
public enum LearningCheck {
    /// The share of GETs reproduced exactly, and the rest by cause.
    public struct Summary: Sendable, Codable {
        public let total: Int
        public let exact: Int
        public let causes: [Cause]

        public var share: Double { total == 0 ? 1 : Double(exact) / Double(total) }
    }

    /// One cause, with the GETs it explains.
    public struct Cause: Sendable, Codable {
        public let cause: String
        public let requests: [String]
    }

    /// Checks `learned` on `instance`, which holds its content, reading as the user each read was recorded as, or
    /// else as `user` with `password`. When the instance's clock is `clock`, each read runs at the moment its answer
    /// was dated.
    ///
    /// The recorded GETs are sent in the order they were recorded, each to the instance as the recordings had shown
    /// it until then: the records seen before it, in the versions seen last, without those deleted before it. So a
    /// read made before a record was created, changed or deleted is compared with what the instance held then.
    public static func run(
        _ sources: LearningSources, learned: LearnedInstance, instance: EmbeddedInstance, user: String,
        password: String, clock: RecordedClock? = nil
    ) async -> Summary {
        var total = 0
        var exact = 0
        var causes: [String: [String]] = [:]
        var order: [String] = []
        let latest = Dictionary(
            learned.content.records.map { ($0.sysID, $0) }, uniquingKeysWith: { _, last in last })
        let passwords = Dictionary(
            (SeedData.demoUsers + learned.content.accounts).map { ($0.userName, $0.password) },
            uniquingKeysWith: { first, _ in first })
        var state = CheckState(learned)
        for step in sources.timeline where step.interaction.request.method.uppercased() == "GET" {
            let (recording, interaction) = (step.recording, step.interaction)
            do {
                let moment = RecordedClock.moment(of: interaction)
                try state.move(instance.repository, before: step.sequence, at: moment)
            } catch {
                total += 1
                let cause = "the instance could not be set to the moment of this read: \(error)"
                if causes[cause] == nil { order.append(cause) }
                causes[cause, default: []].append("\(interaction.request.target) (\(recording.path))")
                continue
            }
            do {
                total += 1
                clock?.set(to: interaction)
                let origin = recording.cassette.recordedOrigin ?? interaction.request.origin
                var headers = HTTPFields()
                // A read recorded without credentials is sent without them.
                // A read is sent as the user it was recorded as, when the recording names one the instance knows.
                var reader = (name: user, password: password)
                if let recorded = interaction.request.user, let known = passwords[recorded] {
                    reader = (recorded, known)
                }
                if interaction.request.headers[.authorization] != nil || interaction.request.headers[.cookie] != nil {
                    headers[.authorization] =
                        "Basic " + Data("\(reader.name):\(reader.password)".utf8).base64EncodedString()
                }
                headers[.accept] = interaction.request.headers[.accept] ?? "application/json"
                let answer = await instance.inProcess(origin: origin).respond(
                    method: "GET", target: interaction.request.target, headers: headers, body: Data())
                let changes = differences(interaction, answer)
                guard !changes.isEmpty else {
                    exact += 1
                    continue
                }
                let cause = explain(interaction, answer, changes, latest: latest, user: reader.name)
                if causes[cause] == nil { order.append(cause) }
                causes[cause, default: []].append(
                    "\(interaction.request.target) (\(recording.path)); first difference: \(first(changes))")
            }
        }
        // Back to what was learned, as the recordings end.
        try? state.move(instance.repository, before: Int.max, at: nil)
        return Summary(
            total: total, exact: exact,
            causes: order.map { Cause(cause: $0, requests: causes[$0] ?? []) }.sorted {
                $0.requests.count > $1.requests.count
            })
    }

    /// The differences that count: status, `X-Total-Count` and the body, the suite's volatile fields aside.
    static func differences(_ recorded: Interaction, _ answer: InProcessResponder.Answer) -> [CassetteDiff.Change] {
        func kept(_ headers: HTTPFields) -> HTTPFields {
            var fields = HTTPFields()
            if let name = HTTPField.Name("X-Total-Count"), let total = headers[name] { fields[name] = total }
            return fields
        }
        let old = Interaction(
            request: recorded.request,
            response: RecordedResponse(
                status: recorded.response.status, headers: kept(recorded.response.headers),
                body: recorded.response.body),
            recordedAt: recorded.recordedAt, duration: 0)
        let new = Interaction(
            request: recorded.request,
            response: RecordedResponse(status: answer.status, headers: kept(answer.headers), body: answer.body),
            recordedAt: recorded.recordedAt, duration: 0)
        return CassetteDiff(ignoredFields: Suite.standardVolatileFields)
            .changes(from: Cassette(interactions: [old]), to: Cassette(interactions: [new]))
    }

    /// Why a recorded GET was not reproduced.
    static func explain(
        _ recorded: Interaction, _ answer: InProcessResponder.Answer, _ changes: [CassetteDiff.Change],
        latest: [String: InstanceRecord], user: String
    ) -> String {
        let path = recorded.request.path
        let status = recorded.response.status
        if status == 429 {
            return "the recording met a rate limit or a fault the learned instance does not apply: a rule that other "
                + "answers to the same user contradict is not learned (the report says why), nor is a fault"
        }
        if recorded.request.target.contains("javascript%3A") || recorded.request.target.contains("javascript:") {
            return "a query relative to the moment it ran (a javascript: date macro), run at another time"
        }
        if recorded.request.user != user, [401, 403].contains(status) || [401, 403].contains(answer.status) {
            return "recorded as a user the recording does not name (no Basic credentials or session show it), "
                + "whose roles differ from \(user)'s, the user the check reads as"
        }
        if recorded.request.user != user, changes.contains(where: { $0.new == user && $0.old != nil }) {
            return "recorded as a user the recording does not name (no Basic credentials or session show it), "
                + "whose name the answer shows: the check reads as \(user)"
        }
        guard NowAPIPath(path)?.tableRoute != nil else {
            if answer.status == 400, String(decoding: answer.body, as: UTF8.self).contains("does not represent") {
                return "a scripted REST API the learned instance does not have: give its update set with --update-set"
            }
            if path.contains("/attachment") {
                return "an Attachment API read of an attachment the recording deleted afterwards, or whose content "
                    + "it never downloaded"
            }
            if path.contains("/stats/") {
                return "an Aggregate API answer over records the recordings do not all show"
            }
            if !path.hasPrefix("/api/now/") {
                return "a scripted REST answer computed over records the recordings do not all show"
            }
            return "an answer of an API other than the Table API, which is not learned: \(first(changes))"
        }
        if changes.allSatisfy({ $0.field.hasSuffix(".display_value") }) {
            return "display values in the recording user's time zone or format, which the recordings do not give: "
                + "the learned instance shows dates in UTC and durations as stored"
        }
        if status == 404 && answer.status == 200 {
            return "the record did not exist yet, or no longer, when it was read: the learned instance holds every "
                + "record the recordings show"
        }
        if let body = try? JSONParser.parse(recorded.response.body) {
            let items = body["result"]?.arrayValue ?? body["result"].map { [$0] } ?? []
            for item in items {
                guard let id = item["sys_id"]?.stringValue ?? item["sys_id"]?["value"]?.stringValue,
                    let learned = latest[id], let members = item.objectValue
                else { continue }
                for (name, value) in members where !Suite.standardVolatileFields.contains(name) {
                    let recordedValue = value.stringValue ?? value["value"]?.stringValue
                    if let recordedValue, let learnedValue = learned.values[name], recordedValue != learnedValue {
                        return "a record changed by a write whose answer did not show the change (a scripted REST "
                            + "or other API's write): the earlier answers show another version"
                    }
                }
            }
            if changes.contains(where: { $0.field.contains("x-total-count") || $0.old == nil || $0.new == nil }) {
                return "the table held other records when it was read: records no recording shows, or records "
                    + "created or deleted before or after this read"
            }
            // The same records in the same places, with other values: read before a change the recording made.
            if changes.allSatisfy({ $0.field.hasPrefix("response.body.result") }) {
                return "a record changed by a write whose answer did not show the change (a scripted REST or other "
                    + "API's write): the earlier answers show another version"
            }
        }
        return "unexplained: \(first(changes))"
    }

    private static func first(_ changes: [CassetteDiff.Change]) -> String {
        changes.first.map { "\($0.field) \($0.old ?? "(absent)") → \($0.new ?? "(absent)")" } ?? "no difference"
    }
}
