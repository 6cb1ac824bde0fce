import GlideScript

/// Checks an update set's scripted REST definitions as its records stream past, then reports findings.
///
/// Each resource is checked as soon as its API and version are known, and only small facts are kept (never
/// scripts), so checking a very large file needs little memory.
public struct UpdateSetChecker {
    /// sys_ids of APIs and versions the set may point at because they already exist on the target instance.
    public var assumedOnInstance: Set<String>

    private var file = ""
    private var scopes: Set<String> = []
    private var definitions: [String: DefinitionFacts] = [:]
    private var versions: [String: VersionFacts] = [:]
    /// Resources that arrived before their API or version; checked at the end.
    private var pendingOperations: [OperationFacts] = []
    private var routes: [CompactKey: Int] = [:]
    private var scriptIncludeNames: Set<String> = []
    private var pendingCalls: [PendingCall] = []
    private var contentHashes: [CompactKey: (hash: ContentFingerprint, line: Int, reported: Bool)] = [:]
    private var findings: [Finding] = []
    private var scriptRules = ScriptRules()
    /// The records push message content scripts run against; by default one sample record per table.
    public var sampleData: any GlideDataSource
    /// Whether the script rules run: compiling every script, and running push `buildJSON` scripts.
    public var checksScripts: Bool
    /// The release scripts are checked for: which features each JavaScript mode allows.
    public var release: PlatformRelease
    private var features = ScriptFeatureRules()
    private var moduleRules = ModuleRules()

    /// Creates a checker.
    public init(
        assumedOnInstance: Set<String> = [], sampleData: any GlideDataSource = SampleRecordData(),
        checksScripts: Bool = true, release: PlatformRelease = .newest
    ) {
        self.assumedOnInstance = assumedOnInstance
        self.sampleData = sampleData
        self.checksScripts = checksScripts
        self.release = release
    }

    /// Checks a whole file, streaming it.
    public static func check(
        file: String, assumedOnInstance: Set<String> = [], sampleData: any GlideDataSource = SampleRecordData(),
        checksScripts: Bool = true, release: PlatformRelease = .newest
    ) -> [Finding] {
        var checker = UpdateSetChecker(
            assumedOnInstance: assumedOnInstance, sampleData: sampleData, checksScripts: checksScripts,
            release: release)
        if checksScripts {
            // Compiling and scanning scripts is most of the work: it runs on threads of its own beside the reading.
            AnalyzedStream.stream(file: file) { event, analysis in
                checker.add(event, analysis: analysis, file: file)
            }
        } else {
            UpdateSetReader.stream(file: file) { checker.add($0, file: file) }
        }
        return checker.finish()
    }

    /// Takes in one event from the reader.
    public mutating func add(_ event: UpdateSetEvent, file: String) {
        add(event, analysis: nil, file: file)
    }

    /// Takes in one event, with its script's analysis when one was worked out beforehand.
    mutating func add(_ event: UpdateSetEvent, analysis: ScriptAnalysis?, file: String) {
        self.file = file
        switch event {
        case .header(let header):
            scopes.insert(header.scope)
            features.setScope(header.scope)
        case .update(let update):
            add(update, analysis: analysis)
        case .record:
            break
        case .problem(let problem):
            findings.append(Self.finding(for: problem))
        }
    }

    private static func finding(for problem: UpdateSetError) -> Finding {
        var rule = CheckRule.unreadableXML
        var sysID = ""
        var name = ""
        if case .malformedPayload(let id, let updateName, _, _) = problem.kind {
            (rule, sysID, name) = (.unreadablePayload, id, updateName)
        }
        return Finding(
            rule: rule.rawValue, severity: rule.severity, table: "sys_update_xml", name: name, sysID: sysID,
            message: "\(problem.summary). \(problem.advice)", file: problem.file, line: problem.line)
    }

    private mutating func add(_ update: UpdateXML, analysis: ScriptAnalysis?) {
        guard let record = update.record else { return }
        let ref = RecordRef(
            table: record.table, name: record.label, sysID: record.sysID, line: update.location.line,
            file: update.location.file)
        trackDuplicate(record, ref: ref)
        guard update.action != .delete else { return }
        if moduleRules.note(record, ref: ref) { return }
        if features.noteMode(record) { return }
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
            let analysis = scriptAnalysis(of: operation.script, ref: ref, given: analysis)
            moduleRules.noteRequires(analysis.reads.requiredPaths, ref: ref)
            add(operation, ref: ref, analysis: analysis)
        case .scriptInclude(let include):
            let analysis = scriptAnalysis(of: include.script, ref: ref, given: analysis)
            checkCompiles(kind: "script include", ref: ref, record: record, analysis: analysis)
            moduleRules.noteRequires(analysis.reads.requiredPaths, ref: ref)
            scriptIncludeNames.insert(include.apiName)
            if let scope = include.apiName.split(separator: ".").first { scopes.insert(String(scope)) }
            notePendingCalls(analysis.reads.scopedCalls, ref: ref)
        case .businessRule(let rule):
            let analysis = scriptAnalysis(of: rule.script, ref: ref, given: analysis)
            checkCompiles(kind: "business rule", ref: ref, record: record, analysis: analysis)
            moduleRules.noteRequires(analysis.reads.requiredPaths, ref: ref)
            notePendingCalls(analysis.reads.scopedCalls, ref: ref)
        case .pushActionScript(let action):
            scriptRules.noteActionScript(action.sysID)
            checkCompiles(
                kind: "push action script", ref: ref, record: record,
                analysis: scriptAnalysis(of: action.script, ref: ref, given: analysis))
        case .pushMessageContent(let content) where checksScripts:
            report(scriptRules.checkPushContent(content, ref: ref, data: sampleData))
        default:
            break
        }
    }

    /// `given` when it is the analysis of `script` itself, made beside the reading; otherwise the analysis made
    /// here, which compiles the script only when scripts are checked.
    private func scriptAnalysis(of script: String, ref: RecordRef, given: ScriptAnalysis?) -> ScriptAnalysis {
        if let given, given.script == script { return given }
        return ScriptAnalysis(
            of: script, fileName: "\(ref.table):\(ref.name)", syntax: checksScripts ? scriptRules.syntax : nil)
    }

    private mutating func checkCompiles(kind: String, ref: RecordRef, record: UpdateRecord, analysis: ScriptAnalysis) {
        guard checksScripts else { return }
        report(scriptRules.compileFindings(analysis.compileError, kind: kind, ref: ref))
        features.note(analysis.features, kind: kind, ref: ref, record: record)
    }

    private mutating func add(_ operation: ScriptedRESTOperation, ref: RecordRef, analysis: ScriptAnalysis) {
        checkCompiles(kind: "operation script", ref: ref, record: operation.record, analysis: analysis)
        let reads = analysis.reads
        let facts = OperationFacts(
            ref: ref, definitionID: operation.definitionID, versionID: operation.versionID,
            versionName: operation.versionName, method: operation.httpMethod, relativePath: operation.relativePath,
            operationURI: operation.operationURI, isActive: operation.isActive,
            requiresAuthentication: operation.requiresAuthentication,
            pathParametersRead: reads.pathParameters, readsEveryPathParameter: reads.readsEveryPathParameter)
        notePendingCalls(reads.scopedCalls, ref: ref)
        let versionKnown = facts.versionID.isEmpty || versions[facts.versionID] != nil
        if definitions[facts.definitionID] != nil && versionKnown {
            checkNow(facts)
        } else {
            pendingOperations.append(facts)
        }
    }

    private mutating func checkNow(_ operation: OperationFacts) {
        var found: [(CheckRule, RecordRef, String)] = []
        RouteRules.check(
            operation, definitions: definitions, versions: versions, assumed: assumedOnInstance, routes: &routes
        ) { found.append(($0, $1, $2)) }
        for (rule, ref, message) in found { report(rule, ref, message) }
    }

    /// Keeps only the scoped calls not already answered by a script include in the set.
    private mutating func notePendingCalls(_ calls: Set<String>, ref: RecordRef) {
        for call in calls.sorted() where !scriptIncludeNames.contains(call) {
            pendingCalls.append(PendingCall(call: call, ref: ref))
        }
    }

    private mutating func trackDuplicate(_ record: UpdateRecord, ref: RecordRef) {
        guard !record.sysID.isEmpty else { return }
        let hash = ContentFingerprint(record)
        let key = CompactKey(record.sysID)
        guard let earlier = contentHashes[key] else {
            contentHashes[key] = (hash, ref.line, false)
            return
        }
        guard earlier.hash != hash, !earlier.reported else { return }
        contentHashes[key]?.reported = true
        report(
            .conflictingDuplicate, ref,
            "sys_id \(record.sysID) appears twice with different content (first at line \(earlier.line)); "
                + "keep one version of the record and remove the other entry")
    }

    private mutating func report(_ found: [ScriptFinding]) {
        for finding in found { report(finding.rule, finding.ref, finding.message) }
    }

    private mutating func report(_ rule: CheckRule, _ ref: RecordRef, _ message: String) {
        findings.append(
            Finding(
                rule: rule.rawValue, severity: rule.severity, table: ref.table, name: ref.name, sysID: ref.sysID,
                message: message, file: ref.file, line: ref.line))
    }

    /// Runs the rules that need the whole set, and returns every finding in file order.
    public mutating func finish() -> [Finding] {
        RouteRules.check(definitions: definitions) { report($0, $1, $2) }
        for operation in pendingOperations {
            checkNow(operation)
        }
        pendingOperations = []
        report(scriptRules.finish(assumed: assumedOnInstance))
        report(features.findings(on: release))
        report(moduleRules.findings(syntax: checksScripts ? ScriptSyntax() : nil))
        for pending in pendingCalls where !scriptIncludeNames.contains(pending.call) {
            let inSetScope = scopes.contains { !$0.isEmpty && pending.call.hasPrefix($0 + ".") }
            guard inSetScope else { continue }
            report(
                .missingScriptInclude, pending.ref,
                "the script calls \(pending.call), but the set has no script include with api_name \(pending.call); "
                    + "add the script include to the set, or fix the name")
        }
        return findings.sorted { ($0.file, $0.line ?? 0, $0.rule) < ($1.file, $1.line ?? 0, $1.rule) }
    }
}
