import JSONText

/// A release as cassettes and HAR files hold it: `{"name": "zurich", "build": "…", "source": "instance"}`.
enum ReleaseShape {
    /// What is wrong with a release object: where under it, and what to write instead.
    struct Problem: Error, Sendable {
        let subpath: String
        let reason: String
    }

    static func write(_ release: CassetteRelease) -> JSONValue {
        var members: [(String, JSONValue)] = [("name", .string(release.name))]
        if let build = release.build { members.append(("build", .string(build))) }
        members.append(("source", .string(release.source.rawValue)))
        return .object(members)
    }

    /// The release `value` holds; nil when there is none.
    static func read(_ value: JSONValue?) -> Result<CassetteRelease?, Problem> {
        guard let value else { return .success(nil) }
        guard case .object = value, let name = value["name"]?.stringValue, !name.isEmpty else {
            return .failure(
                Problem(
                    subpath: "", reason: #"expected {"name": "zurich", "source": "embedded"}, a release and its name"#))
        }
        guard let text = value["source"]?.stringValue, let source = CassetteRelease.Source(rawValue: text) else {
            let sources = CassetteRelease.Source.allCases.map(\.rawValue).joined(separator: ", ")
            return .failure(Problem(subpath: ".source", reason: "expected one of \(sources)"))
        }
        if let build = value["build"], build.stringValue == nil {
            return .failure(Problem(subpath: ".build", reason: "expected the build as a string"))
        }
        return .success(CassetteRelease(name: name, build: value["build"]?.stringValue, source: source))
    }
}
