import GlideScript

/// An ES module record (`sys_module`), as the ServiceNow SDK builds it: its path (`path`, such as
/// `x_scope/package/1.0.0/src/server/loans.ts`, or `name`), its source (`content`, or `script`), and its application.
public struct ModuleRecord: Sendable, Hashable {
    /// The underlying record.
    public var record: UpdateRecord
    /// Wraps a record.
    public init(record: UpdateRecord) { self.record = record }

    /// The module's path, as `require()` names it.
    public var path: String {
        [record["path"], record["name"]].compactMap { $0 }.first { !$0.isEmpty } ?? record.sysID
    }

    /// The module's JavaScript.
    public var source: String {
        ["script", "source", "content"].compactMap { record[$0] }.first { !$0.isEmpty } ?? ""
    }

    /// Whether it holds JavaScript: the SDK also keeps build bookkeeping (`package.json`, `bom.json`) as modules.
    /// A TypeScript source keeps its `.ts` path, and its content is the JavaScript the SDK compiled from it.
    public var isScript: Bool {
        let lowered = path.lowercased()
        return [".js", ".mjs", ".cjs", ".ts", ".mts", ".cts"].contains { lowered.hasSuffix($0) } && !source.isEmpty
    }

    /// The module as scripts load it; its scope is its application's scope name, found by the application's sys_id
    /// in `scopeNames`, else the scope name the record shows.
    public func module(scopeNames: [String: String]) -> ScriptModule {
        ScriptModule(path: path, scope: record.applicationScope(scopeNames: scopeNames), source: source)
    }
}
