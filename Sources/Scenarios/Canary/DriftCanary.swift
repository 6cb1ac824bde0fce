import Cassettes
import Foundation
import NowClient

/// Sends the requests of recorded cassettes again to a live instance, and compares each answer with the recorded
/// one by its kind (``AnswerDrift``): statuses, errors, and fields added, removed or retyped. Values that merely
/// differ are not drift. Only safe methods are sent unless writes are allowed; the pace is bounded, and so is the
/// whole run. A hibernating instance stops the run and is reported as such, never as drift.
public struct DriftCanary: Sendable {
    /// How the canary runs.
    public struct Options: Sendable {
        /// The live instance's base URL.
        public var instance: String
        public var authentication: NowAuthentication
        /// Whether POST, PUT, PATCH and DELETE are sent too; without it they are counted and skipped.
        public var allowWrites = false
        /// Requests per second, at most.
        public var requestsPerSecond = 1.0
        /// Seconds the whole run may take; requests not sent by then are counted.
        public var timeLimit = 600.0
        /// What carries the requests.
        public var transport: any NowTransport = HTTPClientTransport()
        /// How the canary waits between requests; tests pass one that does not.
        public var pause: @Sendable (Double) async -> Void = { seconds in
            try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
        }

        /// Options for the instance at `instance`, signing in with `authentication`.
        public init(instance: String, authentication: NowAuthentication) {
            self.instance = instance
            self.authentication = authentication
        }
    }

    /// The methods sent without `allowWrites`.
    public static let safeMethods: Set<String> = ["GET", "HEAD", "OPTIONS"]

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    /// Checks the interactions of `cassettes` (each with the path it was read from), in order.
    public func run(_ cassettes: [(path: String, cassette: Cassette)]) async throws -> CanaryReport {
        let client = try NowClient(
            baseURL: options.instance, authentication: options.authentication, transport: options.transport)
        let start = Date()
        var report = CanaryReport(instance: client.baseURL, startedAt: ISO8601DateFormatter().string(from: start))
        let interval = options.requestsPerSecond > 0 ? 1 / options.requestsPerSecond : 0
        var sent = 0
        var planned: [(path: String, index: Int, interaction: Interaction)] = []
        for (path, cassette) in cassettes {
            for (index, interaction) in cassette.interactions.enumerated() {
                guard options.allowWrites || Self.safeMethods.contains(interaction.request.method.uppercased()) else {
                    report.skippedWrites += 1
                    continue
                }
                planned.append((path, index, interaction))
            }
        }
        for (position, item) in planned.enumerated() {
            if sent > 0 { await options.pause(interval) }
            // The pace alone makes the run last at least this long, whatever the clock says.
            let spent = max(Date().timeIntervalSince(start), Double(sent) * interval)
            if spent > options.timeLimit {
                report.notSent = planned.count - position
                break
            }
            sent += 1
            let request = item.interaction.request
            let answer: NowHTTPResponse
            do {
                answer = try await client.send(
                    request.method, path: request.target, headers: Self.replayable(request.headers), body: request.body)
            } catch {
                report.failure = "\(request.method) \(request.target) could not be sent: \(error)"
                report.notSent = planned.count - position - 1
                break
            }
            if HibernationPage.matches(headers: answer.headers, body: answer.body) {
                report.hibernation = HibernationPage.advice
                report.notSent = planned.count - position - 1
                break
            }
            let current = RecordedResponse(status: answer.status, headers: answer.headers, body: answer.body)
            report.checks.append(
                CanaryReport.Check(
                    cassette: item.path, index: item.index, method: request.method, target: request.target,
                    recordedStatus: item.interaction.response.status, status: answer.status,
                    drift: AnswerDrift.between(recorded: item.interaction.response, current: current)))
        }
        report.seconds = Date().timeIntervalSince(start)
        return report
    }

    /// The recorded request's headers that can go again: not its credentials (redacted in the cassette; the canary
    /// signs in itself), nor those that describe one connection.
    static func replayable(_ headers: HTTPFields) -> HTTPFields {
        let dropped: Set<String> = ["authorization", "cookie", "host", "content-length", "connection"]
        var kept = HTTPFields()
        for field in headers
        where !dropped.contains(field.name.canonicalName) && !field.value.contains("NOWTAPE_REDACTED_") {
            kept.append(field)
        }
        return kept
    }
}
