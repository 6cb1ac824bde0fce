/// The rules about scripted REST routes, references, auth and activity, run once the whole set is known.
enum RouteRules {
    static let methods: Set<String> = ["GET", "POST", "PUT", "PATCH", "DELETE"]

    /// Checks the APIs themselves: base URI and activity.
    static func check(definitions: [String: DefinitionFacts], report: (CheckRule, RecordRef, String) -> Void) {
        for definition in definitions.values.sorted(by: { $0.ref.line < $1.ref.line }) {
            let expected = "/api/\(definition.namespace)/\(definition.serviceID)"
            if !definition.baseURI.isEmpty && definition.baseURI != expected {
                report(
                    .baseURIMismatch, definition.ref,
                    "base_uri is \(definition.baseURI) but namespace \(definition.namespace) and service_id "
                        + "\(definition.serviceID) give \(expected); set base_uri to \(expected)")
            }
            if !definition.isActive {
                report(
                    .inactiveAPI, definition.ref,
                    "the API is inactive, so none of its resources answer; set active=true or remove it")
            }
        }
    }

    /// Checks one operation against the definitions and versions known so far; `routes` remembers the first
    /// resource on each route so later ones are reported as duplicates.
    static func check(
        _ operation: OperationFacts, definitions: [String: DefinitionFacts], versions: [String: VersionFacts],
        assumed: Set<String>, routes: inout [CompactKey: Int], report: (CheckRule, RecordRef, String) -> Void
    ) {
        let definition = definitions[operation.definitionID]
        let path = RoutePath(operation.relativePath)
        checkReferences(operation, definition: definition, versions: versions, assumed: assumed, report: report)
        checkMethodAndURI(operation, definition: definition, versions: versions, report: report)
        checkPathParameters(operation, declared: path.parameters, report: report)
        if !operation.requiresAuthentication {
            report(
                .publicEndpoint, operation.ref,
                "requires_authentication is false, so anyone can call \(operation.method) "
                    + "\(operation.operationURI) without logging in; set it to true unless the endpoint must be public")
        }
        if !operation.isActive {
            report(
                .inactiveOperation, operation.ref,
                "the resource is inactive and will not answer; set active=true or remove it")
        } else if definition?.isActive == false {
            report(.inactiveOperation, operation.ref, "the resource's API is inactive, so the resource will not answer")
        }
        guard operation.isActive else { return }
        let version = versions[operation.versionID]?.versionID ?? operation.versionName ?? operation.versionID
        let key = CompactKey(
            "\(operation.definitionID) \(version) \(operation.method.uppercased()) "
                + path.template)
        if let firstLine = routes[key] {
            report(
                .duplicateRoute, operation.ref,
                "\(operation.method) \(operation.relativePath) has the same route as the resource at line "
                    + "\(firstLine); change one path or method, or deactivate one")
        } else {
            routes[key] = operation.ref.line
        }
    }

    private static func checkReferences(
        _ operation: OperationFacts, definition: DefinitionFacts?, versions: [String: VersionFacts],
        assumed: Set<String>, report: (CheckRule, RecordRef, String) -> Void
    ) {
        if definition == nil && !assumed.contains(operation.definitionID) {
            report(
                .missingDefinition, operation.ref,
                "web_service_definition \(operation.definitionID) is not in the set; add the API to the set, or pass "
                    + "--assume-on-instance \(operation.definitionID) if it already exists on the instance")
        }
        if !operation.versionID.isEmpty && versions[operation.versionID] == nil
            && !assumed.contains(operation.versionID)
        {
            report(
                .missingVersion, operation.ref,
                "web_service_version \(operation.versionID) is not in the set; add the version to the set, or pass "
                    + "--assume-on-instance \(operation.versionID) if it already exists on the instance")
        }
    }

    private static func checkMethodAndURI(
        _ operation: OperationFacts, definition: DefinitionFacts?, versions: [String: VersionFacts],
        report: (CheckRule, RecordRef, String) -> Void
    ) {
        if !methods.contains(operation.method) {
            report(
                .invalidMethod, operation.ref,
                "http_method '\(operation.method)' is not one of GET, POST, PUT, PATCH or DELETE; use one of those")
        }
        guard let definition, !operation.operationURI.isEmpty else { return }
        let versionSegment: String
        if operation.versionID.isEmpty {
            versionSegment = ""
        } else if let version = versions[operation.versionID]?.versionID ?? operation.versionName {
            versionSegment = "/" + version
        } else {
            return
        }
        let expected = "/api/\(definition.namespace)\(versionSegment)/\(definition.serviceID)\(operation.relativePath)"
        // The platform writes a resource at the API's root (relative_path `/`) without the trailing slash.
        if withoutTrailingSlash(operation.operationURI) != withoutTrailingSlash(expected) {
            report(
                .operationURIMismatch, operation.ref,
                "operation_uri is \(operation.operationURI) but namespace, version, service_id and relative_path "
                    + "give \(expected); set operation_uri to \(expected)")
        }
    }

    private static func withoutTrailingSlash(_ uri: String) -> Substring {
        uri.count > 1 && uri.hasSuffix("/") ? uri.dropLast() : uri[...]
    }

    private static func checkPathParameters(
        _ operation: OperationFacts, declared: [String], report: (CheckRule, RecordRef, String) -> Void
    ) {
        for name in declared where !operation.pathParametersRead.contains(name) && !operation.readsEveryPathParameter {
            report(
                .unusedPathParameter, operation.ref,
                "the path declares {\(name)} but the script never reads request.pathParams.\(name); read it, or "
                    + "remove it from relative_path")
        }
        for name in operation.pathParametersRead.sorted() where !declared.contains(name) {
            report(
                .undeclaredPathParameter, operation.ref,
                "the script reads request.pathParams.\(name) but relative_path \(operation.relativePath) declares no "
                    + "{\(name)}; add {\(name)} to the path, or read a declared parameter")
        }
    }
}
