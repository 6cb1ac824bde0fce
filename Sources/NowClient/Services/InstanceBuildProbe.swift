import Foundation

/// Reads which build an instance runs, as far as the caller may: the build properties `glide.buildtag`,
/// `glide.buildtag.last` and `glide.war` in `sys_properties`. No response header names the release, and
/// `stats.do` is for admins only on current releases; the properties' read roles default to admin too, so a
/// caller with ordinary roles usually gets nothing, and must state the release instead.
public enum InstanceBuildProbe {
    /// What the probe learned.
    public enum Outcome: Sendable, Hashable {
        /// The build tag, such as `glide-zurich-07-01-2025__patch2-09-10-2025`, and its family, `zurich`.
        case read(family: String, buildTag: String)
        /// Nothing could be read, and why.
        case unreadable(String)
    }

    /// The properties asked for, in order of preference.
    static let properties = ["glide.buildtag", "glide.buildtag.last", "glide.war"]

    /// Asks the instance at `baseURL` for its build with `credentials` (the `Authorization` or `Cookie` headers a
    /// client signed in with), through `transport`. One GET; nothing is written.
    public static func probe(baseURL: String, credentials: HTTPFields, transport: any NowTransport) async -> Outcome {
        let query = "nameIN" + properties.joined(separator: ",")
        let url =
            baseURL + "/api/now/table/sys_properties?sysparm_fields=name,value&sysparm_query="
            + (query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? query)
        var headers = credentials
        headers[.accept] = "application/json"
        let response: NowHTTPResponse
        do {
            response = try await transport.send(NowHTTPRequest(method: "GET", url: url, headers: headers))
        } catch {
            return .unreadable("the instance could not be asked (\(error))")
        }
        guard response.status == 200 else {
            return .unreadable(
                "reading sys_properties answered \(response.status); the build properties need a role that may read "
                    + "them (admin, by default)")
        }
        let rows = (try? JSONSerialization.jsonObject(with: response.body) as? [String: Any])?["result"]
        let values = (rows as? [[String: Any]] ?? []).reduce(into: [String: String]()) { found, row in
            if let name = row["name"] as? String, let value = row["value"] as? String { found[name] = value }
        }
        for name in properties {
            guard let tag = values[name], let family = buildFamily(tag) else { continue }
            return .read(family: family, buildTag: tag.hasSuffix(".zip") ? String(tag.dropLast(4)) : tag)
        }
        return .unreadable(
            "sys_properties showed none of \(properties.joined(separator: ", ")); they need a role that may read them "
                + "(admin, by default)")
    }

    /// The family a build tag names (`zurich` for `glide-zurich-07-01-2025__patch2-09-10-2025`), or nil.
    public static func buildFamily(_ tag: String) -> String? {
        guard let match = tag.firstMatch(of: /^glide-([a-z]+)-\d\d-\d\d-\d{4}/) else { return nil }
        return String(match.1)
    }
}
