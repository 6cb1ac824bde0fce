import GlideScript
import NowQuery

/// Runs the installed business rules around the writes and queries that do not come from scripts: the Table API,
/// GraphQL and the CMDB Instance API. A write whose table has rules is carried out through `GlideRecord` in a heap,
/// so the rules see what they see when a script writes; scripts' own writes run the rules in their own heap.
final class InstanceBusinessRules: Sendable {
    let registry: ScriptedRESTRegistry
    let limits: ScriptLimits
    let release: PlatformRelease
    let properties: [String: String]
    let log: InstanceLog

    init(
        registry: ScriptedRESTRegistry, limits: ScriptLimits, release: PlatformRelease, properties: [String: String],
        log: InstanceLog
    ) {
        self.registry = registry
        self.limits = limits
        self.release = release
        self.properties = properties
        self.log = log
    }

    /// The installed scripts when a rule runs on `operation` of `table`'s records; nil when none does.
    func scripts(running operation: BusinessRule.Operation, on table: String, dictionary: TableDictionary)
        -> ScriptedRESTRegistry.Snapshot?
    {
        let snapshot = registry.snapshot
        guard !snapshot.businessRules.isEmpty,
            snapshot.businessRules.apply(to: dictionary.lineage(table).map(\.name), operation)
        else { return nil }
        return snapshot
    }

    /// Carries out `job` for `user` with the rules of `scripts` around it.
    func write(
        _ job: RecordWriteJob, scripts: ScriptedRESTRegistry.Snapshot, operations: TableOperations, user: InstanceUser
    ) throws -> RecordWriteOutcome {
        try running("business rules on \(job.operation.rawValue) of \(job.table)") {
            try BusinessRuleRunner.write(
                job, rules: scripts.businessRules, data: data(operations, user), includes: scripts.includes,
                modules: scripts.modules, limits: CurrentTransaction.clamp(limits), release: release)
        }
    }

    /// The conditions `table`'s query rules add for `user`; nil when it has none or they add nothing.
    func queryConditions(table: String, operations: TableOperations, user: InstanceUser) throws -> EncodedQuery? {
        guard let scripts = scripts(running: .query, on: table, dictionary: operations.repository.dictionary) else {
            return nil
        }
        let text = try running("query business rules on \(table)") {
            try BusinessRuleRunner.queryConditions(
                table: table, rules: scripts.businessRules, data: data(operations, user), includes: scripts.includes,
                modules: scripts.modules, limits: CurrentTransaction.clamp(limits), release: release)
        }
        guard !text.isEmpty else { return nil }
        let parsed = ParsedQueries.leniently(text)
        for dropped in parsed.dropped {
            log.write(level: "warn", source: "sys_script", message: "A query rule on \(table) added \(dropped)")
        }
        return parsed.query
    }

    private func data(_ operations: TableOperations, _ user: InstanceUser) -> InstanceGlideData {
        InstanceGlideData(operations: operations, user: user, baseURL: "", properties: properties, log: log)
    }

    /// `work`, with a failure of the heap itself (a limit, an engine that cannot start) answered as the instance's
    /// own failure, logged with what ran.
    private func running<T>(_ what: String, _ work: () throws -> T) throws -> T {
        do {
            return try work()
        } catch let error as InstanceError {
            throw error
        } catch {
            throw InstanceError.internalError(log.internalFailure(error, during: what))
        }
    }
}
