import QueryStrings
import UpdateSetKit

/// One way to reach a scripted REST operation: a method and a path template such as
/// `/api/x_snc_my_work/v1/tracker/task/{task_id}/comment`.
struct ScriptedRESTRoute: Sendable {
    let method: String
    let segments: [String]
    let operation: ScriptedRESTOperation
    let definition: ScriptedRESTDefinition

    /// How many segments are literal: the more, the more specific the route.
    var literalCount: Int { segments.filter { !RoutePath.isParameter($0) }.count }

    /// The path parameters when `path` (split into segments) fits this template.
    func parameters(for path: [Substring]) -> [String: String]? {
        guard path.count == segments.count else { return nil }
        var found: [String: String] = [:]
        for (template, segment) in zip(segments, path) {
            if RoutePath.isParameter(template) {
                let name = String(template.dropFirst().dropLast())
                found[name] = QueryString.decodePath(segment)
            } else if template != segment {
                return nil
            }
        }
        return found
    }
}

/// What a request path and method found among the installed operations.
enum ScriptedRESTMatch: Sendable {
    /// An operation, with its path parameters.
    case found(ScriptedRESTRoute, [String: String])
    /// The path names operations, but none for this method.
    case wrongMethod(allowed: [String])
    /// No installed API has this path.
    case none
}

/// The installed operations as routes, built once per change of the registry.
struct ScriptedRESTRoutes: Sendable {
    let routes: [ScriptedRESTRoute]

    /// Builds the routes: `/api/<namespace>/<version>/<service_id><relative_path>` for versioned APIs, plus the same
    /// path without the version for the default version (or the latest, when none is marked default).
    init(
        definitions: [String: ScriptedRESTDefinition], versions: [String: ScriptedRESTVersion],
        operations: [String: ScriptedRESTOperation]
    ) {
        var routes: [ScriptedRESTRoute] = []
        let activeVersions = Dictionary(grouping: versions.values.filter(\.isActive), by: \.definitionID)
        let defaultVersions = activeVersions.compactMapValues { Self.defaultVersion(among: $0)?.sysID }
        for operation in operations.values.sorted(by: { $0.sysID < $1.sysID }) where operation.isActive {
            guard let definition = definitions[operation.definitionID], definition.isActive,
                let base = Self.base(of: definition)
            else { continue }
            let relative = RoutePath(operation.relativePath).segments
            let method = operation.httpMethod.uppercased()
            if definition.isVersioned {
                let version =
                    versions[operation.versionID]
                    ?? activeVersions[definition.sysID]?.first { $0.versionID == operation.versionName }
                guard let version else { continue }
                routes.append(
                    ScriptedRESTRoute(
                        method: method, segments: ["api", base.namespace, version.versionID, base.service] + relative,
                        operation: operation, definition: definition))
                if defaultVersions[definition.sysID] == version.sysID {
                    routes.append(
                        ScriptedRESTRoute(
                            method: method, segments: ["api", base.namespace, base.service] + relative,
                            operation: operation, definition: definition))
                }
            } else {
                routes.append(
                    ScriptedRESTRoute(
                        method: method, segments: ["api", base.namespace, base.service] + relative,
                        operation: operation, definition: definition))
            }
        }
        self.routes = routes
    }

    /// The most specific route for `method` and `path`.
    func match(method: String, path: String) -> ScriptedRESTMatch {
        let segments = path.split(separator: "/")
        let fitting = routes.compactMap { route in route.parameters(for: segments).map { (route, $0) } }
        guard !fitting.isEmpty else { return .none }
        let forMethod = fitting.filter { $0.0.method == method.uppercased() }
        guard let best = forMethod.max(by: { $0.0.literalCount < $1.0.literalCount }) else {
            return .wrongMethod(allowed: Array(Set(fitting.map(\.0.method))).sorted())
        }
        return .found(best.0, best.1)
    }

    private static func base(of definition: ScriptedRESTDefinition) -> (namespace: String, service: String)? {
        if !definition.namespace.isEmpty, !definition.serviceID.isEmpty {
            return (definition.namespace, definition.serviceID)
        }
        let parts = RoutePath(definition.baseURI).segments
        guard parts.count == 3, parts[0] == "api" else { return nil }
        return (parts[1], parts[2])
    }

    /// The version marked default, or else the highest-numbered one.
    private static func defaultVersion(among versions: [ScriptedRESTVersion]) -> ScriptedRESTVersion? {
        versions.first { $0.isDefault }
            ?? versions.max { Int($0.versionID.dropFirst()) ?? 0 < Int($1.versionID.dropFirst()) ?? 0 }
    }
}
