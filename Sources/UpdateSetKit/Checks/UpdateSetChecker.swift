/// Checks an update set's scripted REST definitions as its records stream past, then reports findings.
///
/// Only compact facts are kept per record (never whole scripts), so checking a very large file needs little memory.
public struct UpdateSetChecker {
    /// sys_ids of APIs and versions the set may point at because they already exist on the target instance.
    public var assumedOnInstance: Set<String>

    private var file = ""
    private var scopes: Set<String> = []
    private var definitions: [String: DefinitionFacts] = [:]
    private var versions: [String: VersionFacts] = [:]
    private var operations: [OperationFacts] = []
    private var scriptIncludeNames: Set<String> = []
    private var otherScripts: [ScriptFacts] = []
    private var contentHashes: [String: (hash: Int, ref: RecordRef, reported: Bool)] = [:]
    private var findings: [Finding] = []

    /// Creates a checker.
    public init(assumedOnInstance: Set<String> = []) {
        self.assumedOnInstance = assumedOnInstance
    }

    /// Checks a whole file, streaming it.
    public static func check(file: String, assumedOnInstance: Set<String> = []) -> [Finding] {
        var checker = UpdateSetChecker(assumedOnInstance: assumedOnInstance)
        UpdateSetReader.stream(file: file) { checker.add($0, file: file) }
        return checker.finish()
    }

    /// Takes in one event from the reader.
    public mutating func add(_ event: UpdateSetEvent, file: String) {
        self.file = file
        switch event {
        case .header(let header):
            scopes.insert(header.scope)
        case .update(let update):
            add(update)
        case .record:
            break
        case .problem(let problem):
            let rule: CheckRule = {
                if case .malformedPayload = problem.kind { return .unreadablePayload }
                return .unreadableXML
            }()
            let sysID: String
            let name: String
            if case .malformedPayload(let id, let updateName, _, _) = problem.kind {
                (sysID, name) = (id, updateName)
            } else {
                (sysID, name) = ("", "")
            }
            findings.append(
                Finding(
                    rule: rule.rawValue, severity: rule.severity, table: "sys_update_xml", name: name, sysID: sysID,
                    message: "\(problem.summary). \(problem.advice)", file: problem.file, line: problem.line))
        }
    }

    private mutating func add(_ update: UpdateXML) {
        guard let record = update.record else { return }
        let ref = RecordRef(table: record.table, name: record.label, sysID: record.sysID, line: update.location.line)
        trackDuplicate(record, ref: ref)
        guard update.action != .delete else { return }
        switch TypedRecord(record) {
        case .definition(let definition):
            scopes.insert(definition.namespace)
            definitions[definition.sysID] = DefinitionFacts(
                ref: ref, namespace: definition.namespace, serviceID: definition.serviceID,
                baseURI: definition.baseURI, isActive: definition.isActive)
        case .version(let version):
            versions[version.sysID] = VersionFacts(
                ref: ref, definitionID: version.definitionID, versionID: version.versionID)
        case .operation(let operation):
            operations.append(
                OperationFacts(
                    ref: ref, definitionID: operation.definitionID, versionID: operation.versionID,
                    versionName: operation.versionName, method: operation.httpMethod,
                    relativePath: operation.relativePath, operationURI: operation.operationURI,
                    isActive: operation.isActive, requiresAuthentication: operation.requiresAuthentication,
                    pathParametersRead: ScriptScanner.pathParameters(in: operation.script),
                    script: ScriptFacts(ref: ref, scopedCalls: scopedCalls(operation.script))))
        case .scriptInclude(let include):
            scriptIncludeNames.insert(include.apiName)
            if let scope = include.apiName.split(separator: ".").first { scopes.insert(String(scope)) }
            otherScripts.append(ScriptFacts(ref: ref, scopedCalls: scopedCalls(include.script)))
        default:
            break
        }
    }

    /// Every scoped call is kept; which scopes belong to the set is known only at the end.
    private func scopedCalls(_ script: String) -> Set<String> {
        ScriptScanner.scopedCalls(in: script)
    }

    private mutating func trackDuplicate(_ record: UpdateRecord, ref: RecordRef) {
        guard !record.sysID.isEmpty else { return }
        var hasher = Hasher()
        hasher.combine(record)
        let hash = hasher.finalize()
        guard let earlier = contentHashes[record.sysID] else {
            contentHashes[record.sysID] = (hash, ref, false)
            return
        }
        guard earlier.hash != hash, !earlier.reported else { return }
        contentHashes[record.sysID]?.reported = true
        report(
            .conflictingDuplicate, ref,
            "sys_id \(record.sysID) appears twice with different content (first at line \(earlier.ref.line)); "
                + "keep one version of the record and remove the other entry")
    }

    private mutating func report(_ rule: CheckRule, _ ref: RecordRef, _ message: String) {
        findings.append(
            Finding(
                rule: rule.rawValue, severity: rule.severity, table: ref.table, name: ref.name, sysID: ref.sysID,
                message: message, file: file, line: ref.line))
    }

    /// Runs the rules that need the whole set, and returns every finding in file order.
    public mutating func finish() -> [Finding] {
        RouteRules.check(
            definitions: definitions, versions: versions, operations: operations, assumed: assumedOnInstance
        ) {
            report($0, $1, $2)
        }
        checkScriptIncludes()
        return findings.sorted { ($0.line ?? 0, $0.rule) < ($1.line ?? 0, $1.rule) }
    }

    private mutating func checkScriptIncludes() {
        let known = scriptIncludeNames
        for script in operations.map(\.script) + otherScripts {
            let inScope = script.scopedCalls.filter { call in
                scopes.contains { !$0.isEmpty && call.hasPrefix($0 + ".") }
            }
            for call in inScope.sorted() where !known.contains(call) {
                report(
                    .missingScriptInclude, script.ref,
                    "the script calls \(call), but the set has no script include with api_name \(call); "
                        + "add the script include to the set, or fix the name")
            }
        }
    }
}
