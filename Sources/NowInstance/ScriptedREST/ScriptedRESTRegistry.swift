import GlideScript
import Synchronization
import UpdateSetKit

/// The scripts installed in the instance: scripted REST APIs, script includes, ES modules and business rules.
final class ScriptedRESTRegistry: Sendable {
    private struct State {
        var definitions: [String: ScriptedRESTDefinition] = [:]
        var versions: [String: ScriptedRESTVersion] = [:]
        var operations: [String: ScriptedRESTOperation] = [:]
        var includes: [String: ScriptInclude] = [:]
        /// ES modules (`sys_module`), by sys_id.
        var modules: [String: UpdateRecord] = [:]
        /// Business rules (`sys_script`), by sys_id.
        var businessRules: [String: UpdateRecord] = [:]
        /// Applications' scope names by their sys_id, for the modules that name their application by sys_id.
        var scopeNames: [String: String] = [:]
        /// The records that set scripts' modes: applications' `js_level`, scripts' own ES12 switches.
        var modeRules = ScriptModeRules()
        /// What requests read, derived from the records above once per change.
        var snapshot: Snapshot?
    }

    /// The routes and the active script includes, as of the last change.
    struct Snapshot: Sendable {
        let routes: ScriptedRESTRoutes
        let includes: [ScriptIncludeEntry]
        /// The ES modules scripts may `require()`.
        let modules: ScriptModules
        /// Each operation's JavaScript mode, by its sys_id.
        let operationModes: [String: ScriptMode]
        /// The active business rules.
        let businessRules: BusinessRules
    }

    private let state = Mutex(State())

    /// The tables whose records the registry holds.
    static let tables = [
        "sys_ws_definition", "sys_ws_version", "sys_ws_operation", "sys_script_include", "sys_app",
        "sys_es_latest_script", "sys_module", "sys_store_app", "sys_script",
    ]

    /// Adds or replaces the record if it is a definition, version, operation or script include.
    func apply(_ record: UpdateRecord) {
        state.withLock { state in
            switch TypedRecord(record) {
            case .definition(let definition): state.definitions[definition.sysID] = definition
            case .version(let version): state.versions[version.sysID] = version
            case .operation(let operation): state.operations[operation.sysID] = operation
            case .scriptInclude(let include): state.includes[include.sysID] = include
            default:
                if record.table == "sys_app" || record.table == "sys_store_app", let scope = record["scope"],
                    !scope.isEmpty, !record.sysID.isEmpty
                {
                    state.scopeNames[record.sysID] = scope
                }
                if record.table == "sys_module", !record.sysID.isEmpty {
                    state.modules[record.sysID] = record
                } else if record.table == "sys_script", !record.sysID.isEmpty {
                    state.businessRules[record.sysID] = record
                } else {
                    guard state.modeRules.note(record) else { return }
                }
            }
            state.snapshot = nil
        }
    }

    /// Removes the record of `table` with `sysID`, if it is one the registry holds.
    func remove(table: String, sysID: String) {
        state.withLock { state in
            switch table {
            case "sys_ws_definition": state.definitions[sysID] = nil
            case "sys_ws_version": state.versions[sysID] = nil
            case "sys_ws_operation": state.operations[sysID] = nil
            case "sys_script_include": state.includes[sysID] = nil
            case "sys_module": state.modules[sysID] = nil
            case "sys_script": state.businessRules[sysID] = nil
            default: return
            }
            state.snapshot = nil
        }
    }

    /// The routes of the active operations and the active script includes, built once per change.
    var snapshot: Snapshot {
        state.withLock { state in
            if let snapshot = state.snapshot { return snapshot }
            let rules = state.modeRules
            let scopes = state.definitions.mapValues(\.namespace)
            let snapshot = Snapshot(
                routes: ScriptedRESTRoutes(
                    definitions: state.definitions, versions: state.versions, operations: state.operations),
                includes: state.includes.values.filter(\.isActive).map { include in
                    ScriptIncludeEntry(
                        apiName: include.apiName, name: include.name, script: include.script,
                        mode: rules.mode(
                            of: include.record, scope: ScriptIncludeEntry.scope(ofAPIName: include.apiName)))
                },
                modules: ScriptModules(
                    state.modules.values.sorted { $0.sysID < $1.sysID }.map(ModuleRecord.init(record:))
                        .filter(\.isScript).map { $0.module(scopeNames: state.scopeNames) }),
                operationModes: state.operations.mapValues { operation in
                    rules.mode(of: operation.record, scope: scopes[operation.definitionID] ?? "global")
                },
                businessRules: BusinessRules(
                    state.businessRules.values.compactMap {
                        BusinessRule(record: $0, scopeNames: state.scopeNames, modes: rules)
                    }))
            state.snapshot = snapshot
            return snapshot
        }
    }
}
