import GlideScript
import Synchronization
import UpdateSetKit

/// The scripted REST APIs and script includes installed in the instance.
final class ScriptedRESTRegistry: Sendable {
    private struct State {
        var definitions: [String: ScriptedRESTDefinition] = [:]
        var versions: [String: ScriptedRESTVersion] = [:]
        var operations: [String: ScriptedRESTOperation] = [:]
        var includes: [String: ScriptInclude] = [:]
        var routes: ScriptedRESTRoutes?
    }

    private let state = Mutex(State())

    /// Adds or replaces the record if it is a definition, version, operation or script include.
    func apply(_ record: UpdateRecord) {
        state.withLock { state in
            switch TypedRecord(record) {
            case .definition(let definition): state.definitions[definition.sysID] = definition
            case .version(let version): state.versions[version.sysID] = version
            case .operation(let operation): state.operations[operation.sysID] = operation
            case .scriptInclude(let include): state.includes[include.sysID] = include
            default: return
            }
            state.routes = nil
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
            default: return
            }
            state.routes = nil
        }
    }

    /// The routes of the active operations.
    var routes: ScriptedRESTRoutes {
        state.withLock { state in
            if let routes = state.routes { return routes }
            let routes = ScriptedRESTRoutes(
                definitions: state.definitions, versions: state.versions, operations: state.operations)
            state.routes = routes
            return routes
        }
    }

    /// The active script includes, for scripts to call.
    var includes: [ScriptIncludeEntry] {
        state.withLock { state in
            state.includes.values.filter(\.isActive).map {
                ScriptIncludeEntry(apiName: $0.apiName, name: $0.name, script: $0.script)
            }
        }
    }

    /// How many operations are installed.
    var operationCount: Int { state.withLock { $0.operations.count } }
}
