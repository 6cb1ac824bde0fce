/// A script include a script may call: by `api_name` (`x_snc_my_work.TaskRetriever`) from anywhere, and by its bare
/// name from scripts in the same scope.
public struct ScriptIncludeEntry: Sendable, Hashable {
    /// `<scope>.<Name>`.
    public var apiName: String
    /// The class name the script defines.
    public var name: String
    /// The scope, such as `x_snc_my_work` or `global`.
    public var scope: String
    public var script: String
    /// The JavaScript mode the script runs in.
    public var mode: ScriptMode

    /// Creates an entry; the scope is taken from `apiName`, or `global` when it has none. The mode defaults to the
    /// platform's default for the scope: ES12 for a scoped application, ES5 Standards for global.
    public init(apiName: String, name: String, script: String, mode: ScriptMode? = nil) {
        let parts = apiName.split(separator: ".", maxSplits: 1)
        self.apiName = apiName.isEmpty ? "global.\(name)" : apiName
        self.name = name.isEmpty ? String(parts.last ?? "") : name
        self.scope = Self.scope(ofAPIName: apiName)
        self.script = script
        self.mode = mode ?? ScriptMode.applicationDefault(scope: self.scope)
    }

    /// The scope an `api_name` such as `x_snc_my_work.TaskRetriever` names, or `global` when it names none.
    public static func scope(ofAPIName apiName: String) -> String {
        let parts = apiName.split(separator: ".", maxSplits: 1)
        return parts.count == 2 ? String(parts[0]) : "global"
    }

    /// The name the script runs under in logs and errors.
    public var fileName: String { "sys_script_include:\(apiName)" }
}
