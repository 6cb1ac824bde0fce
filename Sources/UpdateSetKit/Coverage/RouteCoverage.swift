import Cassettes

/// How many recorded calls reached each scripted REST resource, and which recorded calls under the set's namespaces
/// reached none.
public struct RouteCoverage: Sendable {
    /// A recorded call and the file it was recorded in.
    public struct Call: Sendable, Hashable {
        public var request: RecordedRequest
        public var file: String
    }

    /// One resource and the calls that hit it.
    public struct Entry: Sendable, Hashable {
        public var method: String
        public var route: String
        public var name: String
        public var hits: Int
    }

    public var entries: [Entry]
    /// Recorded calls under `/api/<namespace>/` that match no resource.
    public var unmatched: [Call]

    /// Matches the requests of `recordings` against the routes in `inspection`. A URI without a version reaches
    /// the default version.
    public init(inspection: UpdateSetInspection, recordings: [RecordingFolder.Recording]) {
        let requests = recordings.flatMap { recording in
            recording.cassette.interactions.map { Call(request: $0.request, file: recording.file) }
        }
        var entries: [Entry] = []
        var matched = Set<Int>()
        for api in inspection.apis {
            let defaultVersion = api.versions.first { $0.isDefault }?.versionID
            for operation in api.operations {
                var patterns = [RoutePath(operation.route)]
                if let defaultVersion, operation.route.contains("/\(defaultVersion)/") {
                    let unversioned = operation.route.replacingFirst("/\(defaultVersion)/", with: "/")
                    patterns.append(RoutePath(unversioned))
                }
                var hits = 0
                for (index, call) in requests.enumerated() where call.request.method == operation.method {
                    let path = RoutePath(call.request.path)
                    if patterns.contains(where: { Self.matches(path, template: $0) }) {
                        hits += 1
                        matched.insert(index)
                    }
                }
                entries.append(
                    Entry(method: operation.method, route: operation.route, name: operation.name, hits: hits))
            }
        }
        let namespaces = Set(inspection.apis.map { "/api/\($0.namespace)/" })
        self.entries = entries
        self.unmatched = requests.enumerated().filter { index, call in
            !matched.contains(index) && namespaces.contains { call.request.path.hasPrefix($0) }
        }.map(\.element)
    }

    static func matches(_ path: RoutePath, template: RoutePath) -> Bool {
        guard path.segments.count == template.segments.count else { return false }
        return zip(path.segments, template.segments).allSatisfy { actual, expected in
            (expected.hasPrefix("{") && expected.hasSuffix("}")) || actual == expected
        }
    }

    /// The coverage as a table for people.
    public var text: String {
        var lines = entries.map { "\(String($0.hits).leftPadded(5))  \($0.method.padded(6)) \($0.route)  \($0.name)" }
        let covered = entries.filter { $0.hits > 0 }.count
        lines.append("\(covered) of \(entries.count) resources have recorded calls")
        if !unmatched.isEmpty {
            lines.append("Recorded calls that match no resource (\(unmatched.count)):")
            lines += unmatched.map { "  \($0.request.method) \($0.request.path)  (\($0.file))" }
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }

    fileprivate func padded(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }

    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
