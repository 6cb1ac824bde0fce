import Cassettes
import Foundation
import TestSupport
import Testing

/// The indexed session must serve exactly what comparing each request with every interaction would serve.
@Suite("Cassettes: the replay index serves what a full scan would")
struct ReplayIndexTests {
    static let paths = [
        "/api/now/table/incident", "/api/now/table/incident/abc", "/api/now/table/problem",
        "/api/now/table/incident/" + Placeholder.make(1), "/api/x_task/tasks",
    ]
    static let queries = [
        "", "?sysparm_limit=1", "?sysparm_limit=1&sysparm_offset=0", "?sysparm_offset=0&sysparm_limit=1",
        "?sysparm_limit=2", "?token=" + Placeholder.make(2), "?a=1&a=2", "?a=2&a=1", "?cb=7&sysparm_limit=1",
    ]
    static let bodies = ["", #"{"state":"1"}"#, #"{ "state" : "1" }"#, #"{"state":"2"}"#]
    static let origins = ["https://dev1.service-now.com", "https://dev2.service-now.com"]

    static func request(_ random: inout SplitMix64, recorded: Bool) -> RecordedRequest {
        let method = ["GET", "GET", "POST", "PATCH"].randomElement(using: &random) ?? "GET"
        var path = paths.randomElement(using: &random) ?? "/"
        var query = queries.randomElement(using: &random) ?? ""
        if !recorded {
            // A live request carries real values where a cassette holds placeholders.
            path = path.replacingOccurrences(of: Placeholder.make(1), with: "def")
            query = query.replacingOccurrences(of: Placeholder.make(2), with: "s3cret")
        }
        let body = method == "GET" ? "" : bodies.randomElement(using: &random) ?? ""
        let origin = origins.randomElement(using: &random) ?? ""
        let tenant = ["a", "b"].randomElement(using: &random) ?? "a"
        return RecordedRequest(
            method: method, url: origin + path + query,
            headers: HTTPFields([HTTPField(name: tenantHeader, value: tenant)]),
            body: Data(body.utf8))
    }

    static let tenantHeader = HTTPField.Name("X-Tenant")

    /// Serves a request the way the replay server does when `remembering`: by its fingerprint when it has been met,
    /// otherwise prepared, with its fingerprint remembered.
    static func serve(
        _ request: RecordedRequest, matchingOrigin: Bool, remembering: Bool, session: inout ReplaySession
    ) -> ReplaySession.Outcome {
        let prepared = PreparedRequest(request, matchingOrigin: matchingOrigin)
        guard remembering else { return session.next(for: prepared) }
        let origin = prepared.request.origin
        let fingerprint = RequestFingerprint(
            method: request.method, origin: origin, target: String(request.url.dropFirst(origin.count)),
            matchingOrigin: matchingOrigin, rules: session.matcher.rules, body: request.body,
            headerValues: { request.headers.values($0) })
        if let fingerprint, let outcome = session.next(remembered: fingerprint) { return outcome }
        return session.next(for: prepared, remembering: fingerprint)
    }

    /// What a session must serve, worked out by comparing the request with every interaction in order.
    struct FullScan {
        let matcher: RequestMatcher
        let repeatPolicy: ReplaySession.RepeatPolicy
        let interactions: [Interaction]
        var plays: [Int]
        /// The recorded requests, prepared once.
        let prepared: [PreparedRequest]

        init(matcher: RequestMatcher, repeatPolicy: ReplaySession.RepeatPolicy, interactions: [Interaction]) {
            self.matcher = matcher
            self.repeatPolicy = repeatPolicy
            self.interactions = interactions
            plays = interactions.map { _ in 0 }
            prepared = interactions.map { PreparedRequest($0.request) }
        }

        mutating func next(_ request: RecordedRequest, matchingOrigin: Bool) -> Int? {
            let actual = PreparedRequest(request, matchingOrigin: matchingOrigin)
            let matching = interactions.indices.filter { matcher.matches(actual, prepared[$0], interactions[$0]) }
            let chosen =
                matching.first { plays[$0] == 0 } ?? (repeatPolicy == .repeatLast ? matching.last : nil)
            if let chosen { plays[chosen] += 1 }
            return chosen
        }
    }

    /// A rule of a user's own: the tenant header must agree, and the index files requests by it.
    struct SameTenant: MatchRule {
        var headersRead: [String] { ["X-Tenant"] }

        func differences(_ actual: PreparedRequest, _ recorded: PreparedRequest, _ interaction: Interaction)
            -> [MatchDifference]
        {
            let want = recorded.request.headers.values("X-Tenant").first
            let got = actual.request.headers.values("X-Tenant").first
            return want == got ? [] : [MatchDifference(field: "tenant", recorded: want, actual: got)]
        }

        func indexKey(_ request: PreparedRequest, recorded: Bool) -> MatchIndexKey {
            .value(request.request.headers.values("X-Tenant").first ?? "")
        }
    }

    static let ruleSets: [MatchRules] = [
        MatchRules(),
        MatchRules(query: .exact),
        MatchRules(query: .ignore, body: .exact),
        MatchRules(method: false, ignoredQueryParameters: ["cb"]),
        MatchRules(path: false, body: .ignore),
        MatchRules(headers: ["X-Tenant"]),
        MatchRules().adding(SameTenant()),
        MatchRules([SameTenant(), PathRule()]),
        MatchRules(custom: { request, interaction in request.method == interaction.request.method }),
    ]

    /// A random list of rules, built-in and of a user's own, in a random order.
    static func randomRules(_ random: inout SplitMix64) -> MatchRules {
        let candidates: [any MatchRule] = [
            MethodRule(), PathRule(), QueryRule(.orderInsensitive), QueryRule(.exact), QueryRule(ignoring: ["cb"]),
            HeaderRule(["X-Tenant"]), BodyRule(.json), BodyRule(.exact), SameTenant(),
        ]
        return MatchRules(candidates.filter { _ in Bool.random(using: &random) }.shuffled(using: &random))
    }

    @Test("random rules: the quick answer and the full list of differences always agree")
    func quickAnswerAgreesWithDifferences() {
        var random = SplitMix64(seed: 0x5275_6C65_7351_7569)
        for round in 0..<300 {
            let matcher = RequestMatcher(rules: Self.randomRules(&random))
            let recorded = Interaction(
                request: Self.request(&random, recorded: true), response: RecordedResponse(status: 200),
                recordedAt: Date(timeIntervalSince1970: 0), duration: 0)
            let actual = PreparedRequest(Self.request(&random, recorded: false), matchingOrigin: round % 2 == 0)
            let prepared = PreparedRequest(recorded.request)
            #expect(
                matcher.matches(actual, prepared, recorded) == matcher.differences(actual, prepared, recorded).isEmpty,
                "round \(round): \(matcher.rules.rules.map { "\(type(of: $0))" })")
        }
    }

    @Test("random rules: the index and the remembered requests serve what a full scan would")
    func randomRulesAgreeWithFullScan() {
        var random = SplitMix64(seed: 0x5275_6C65_7349_6478)
        for round in 0..<12 {
            let rules = Self.randomRules(&random)
            agreesWithFullScan(
                rules: rules, policy: round % 2 == 0 ? .repeatLast : .miss, seed: UInt64(round),
                remembering: round % 3 != 0)
        }
    }

    @Test(
        "random cassettes and requests, under each set of rules and repeat policy, prepared or remembered",
        arguments: 0..<ruleSets.count, ReplaySession.RepeatPolicy.allCases)
    func agreesWithFullScan(rules: Int, policy: ReplaySession.RepeatPolicy) {
        for seed in UInt64(1)...4 {
            let salted = seed &* 7919 &+ UInt64(rules)
            agreesWithFullScan(rules: Self.ruleSets[rules], policy: policy, seed: salted, remembering: false)
            agreesWithFullScan(rules: Self.ruleSets[rules], policy: policy, seed: salted, remembering: true)
        }
    }

    func agreesWithFullScan(rules: MatchRules, policy: ReplaySession.RepeatPolicy, seed: UInt64, remembering: Bool) {
        do {
            var random = SplitMix64(seed: seed)
            let interactions = (0..<60).map { position in
                Interaction(
                    request: Self.request(&random, recorded: true),
                    response: RecordedResponse(status: 200, body: Data("\(position)".utf8)),
                    recordedAt: Date(timeIntervalSince1970: 0), duration: 0)
            }
            let matcher = RequestMatcher(rules: rules)
            var session = ReplaySession(
                cassettes: [
                    ("a", Cassette(interactions: Array(interactions[..<30]))),
                    ("b", Cassette(interactions: Array(interactions[30...]))),
                ],
                matcher: matcher, repeatPolicy: policy)
            var scan = FullScan(matcher: matcher, repeatPolicy: policy, interactions: interactions)
            for step in 0..<200 {
                let request = Self.request(&random, recorded: false)
                let matchingOrigin = step % 3 == 0
                let expected = scan.next(request, matchingOrigin: matchingOrigin)
                let served: Int? =
                    switch Self.serve(
                        request, matchingOrigin: matchingOrigin, remembering: remembering, session: &session)
                    {
                    case .hit(let entry): (entry.cassette == "a" ? 0 : 30) + entry.index
                    case .miss: nil
                    }
                #expect(
                    served == expected,
                    "seed \(seed), remembering \(remembering), step \(step): \(request.method) \(request.url) served \(String(describing: served)), a full scan serves \(String(describing: expected))"
                )
                if served != expected { return }
            }
            #expect(session.unplayed.count == scan.plays.filter { $0 == 0 }.count)
        }
    }

    @Test("a miss in a large cassette still names the closest interactions and says when all were played")
    func missesInLargeCassette() {
        let interactions = (0..<10_000).map { number in
            Interaction(
                request: RecordedRequest(
                    method: "GET", url: "https://dev1.service-now.com/api/now/table/incident/\(number)"),
                response: RecordedResponse(status: 200), recordedAt: Date(timeIntervalSince1970: 0), duration: 0)
        }
        var session = ReplaySession(cassettes: [("big", Cassette(interactions: interactions))], repeatPolicy: .miss)
        let request = RecordedRequest(method: "GET", url: "http://127.0.0.1:1/api/now/table/incident/9999")
        guard case .hit(let entry) = session.next(for: request) else {
            Issue.record("expected a hit")
            return
        }
        #expect(entry.label == "big#9999")
        guard case .miss(let again) = session.next(for: request) else {
            Issue.record("expected a miss once played")
            return
        }
        #expect(again.allPlayed)
        guard
            case .miss(let report) = session.next(
                for: RecordedRequest(method: "POST", url: "http://127.0.0.1:1/api/now/table/incident/42"))
        else {
            Issue.record("expected a miss")
            return
        }
        #expect(!report.allPlayed)
        #expect(report.closest.first?.label == "big#42")
        #expect(report.closest.first?.differences.map(\.field) == ["method"])
        #expect(session.unplayed.count == 9_999)
    }
}
