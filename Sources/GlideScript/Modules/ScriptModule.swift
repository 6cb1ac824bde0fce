/// An ES module of an application (`sys_module`): its path within the application, its scope, and its source read
/// as a module.
public struct ScriptModule: Sendable, Hashable {
    /// The module's path from the application's root, as `require()` names it: `dist/modules/server/handler.js`.
    public let path: String
    /// The application scope the module belongs to; only scripts of that scope load it.
    public let scope: String
    /// The module read for loading, or why its declarations cannot be read.
    public let source: Result<ESModuleSource, ESModuleSyntaxError>

    /// A module at `path` (a leading `./` or `/` is dropped) of `scope`, whose text is `source`.
    public init(path: String, scope: String, source: String) {
        self.path = ModulePath.normalized(path) ?? path
        self.scope = scope
        do throws(ESModuleSyntaxError) {
            self.source = .success(try ESModuleSource(source))
        } catch {
            self.source = .failure(error)
        }
    }

    /// The name the module runs under in logs and errors.
    public var fileName: String { "sys_module:\(path)" }
}
