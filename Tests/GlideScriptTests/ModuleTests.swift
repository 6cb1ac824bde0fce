import Foundation
import GlideScript
import Testing

@Suite("ES modules: import and export read, require() from scripts and modules")
struct ModuleTests {
    /// Runs `body` as an operation of `x_test` with `modules` installed in that scope.
    static func run(_ body: String, modules: [String: String], data: MemoryDataSource = MemoryDataSource())
        -> ScriptedRESTResult
    {
        let source = "(function process(request, response) {\n\(body)\n})(request, response);"
        return ScriptedRESTRunner.run(
            ScriptedRESTScript(source: source, fileName: "sys_ws_operation:test", scope: "x_test"),
            request: ScriptedRESTRequest(uri: "/api/x_test/v1/t", url: "http://127.0.0.1/api/x_test/v1/t"),
            includes: [],
            modules: ScriptModules(
                modules.map { ScriptModule(path: $0.key, scope: "x_test", source: $0.value) }),
            data: data, limits: ScriptLimits())
    }

    @Test("every import and export form reads, and the lines keep their numbers")
    func declarationsRead() throws {
        let source = """
            import { gs, GlideRecord as Record } from '@servicenow/glide';
            import helper, { twice } from './helper.js';
            import * as all from "../shared/all.js";
            import './side-effect.js';
            export const limit = 5, label = `n=${limit}`;
            export function count(rows) { return rows.length; }
            export default class Board {}
            const hidden = 1;
            export { hidden as shown, twice };
            export * from './more.js';
            export { a as b } from './re.js';
            """
        let module = try ESModuleSource(source)
        #expect(
            module.imports == [
                "@servicenow/glide", "./helper.js", "../shared/all.js", "./side-effect.js", "./more.js", "./re.js",
            ])
        #expect(module.body.split(separator: "\n", omittingEmptySubsequences: false).count >= 11)
        let lines = module.body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[5].contains("function count(rows)") && !lines[5].contains("export"))
        #expect(lines[7] == "const hidden = 1;")
        #expect(!module.body.contains("import ") && !module.body.contains("export "))
        #expect(module.body.contains(#"exports["limit"] = limit;"#))
        #expect(module.body.contains(#"exports["label"] = label;"#))
        #expect(module.body.contains(#"exports["default"] = Board;"#))
        #expect(module.body.contains(#"exports["shown"] = hidden;"#))
    }

    @Test("a declaration that cannot be read names its line")
    func unreadableDeclaration() {
        #expect(throws: ESModuleSyntaxError.self) { try ESModuleSource("const a = 1;\nimport { a b } from 'x';") }
        do {
            _ = try ESModuleSource("const a = 1;\nexport = 3;")
            Issue.record("an export of nothing was read")
        } catch {
            #expect(error.line == 2)
            #expect(error.description.contains("line 2"))
        }
    }

    @Test("a script requires a module that imports gs from @servicenow/glide and another module relatively")
    func requireFromOperation() {
        let outcome = Self.run(
            """
            const { greet, total } = require('./dist/modules/server/greeting.js');
            const board = require('dist/modules/server/greeting').default;
            return { text: greet('Ada'), total: total([1, 2, 3]), board: new board().name };
            """,
            modules: [
                "dist/modules/server/greeting.js": """
                import { gs } from '@servicenow/glide';
                import { sum } from '../shared/math.js';
                export function greet(name) { return `Hello ${name}, from ${gs.getUserName()}`; }
                export const total = (values) => sum(values);
                export default class Board { constructor() { this.name = 'board'; } }
                """,
                "dist/modules/shared/math.js": "export const sum = (values) => values.reduce((a, b) => a + b, 0);",
            ])
        #expect(outcome.status == 200, "\(outcome.body)")
        let result = resultOf(outcome) as? [String: Any]
        #expect((result?["text"] as? String)?.hasPrefix("Hello Ada, from ") == true)
        #expect(result?["total"] as? Int == 6)
        #expect(result?["board"] as? String == "board")
    }

    @Test("a module is loaded once per run, so two requires share its state")
    func loadedOnce() {
        let outcome = Self.run(
            "const a = require('counter.js'); const b = require('./counter.js'); a.bump(); return b.value();",
            modules: [
                "counter.js": "let n = 0; export function bump() { n += 1; } export function value() { return n; }"
            ])
        #expect(resultOf(outcome) as? Int == 1, "\(outcome.body)")
    }

    @Test("a missing path, a cycle and an unknown Glide export each fail with what to do")
    func failures() {
        let missing = Self.run("return require('./nope.js');", modules: ["dist/a.js": "export const a = 1;"])
        #expect(missing.status == 500)
        #expect(missing.body.contains("Cannot find module './nope.js'"), "\(missing.body)")
        #expect(missing.body.contains("dist/a.js"))
        let cycle = Self.run(
            "return require('a.js').a;",
            modules: [
                "a.js": "import { b } from './b.js'; export const a = 1;",
                "b.js": "import { a } from './a.js'; export const b = 2;",
            ])
        #expect(cycle.status == 500)
        #expect(cycle.body.contains("cycle: a.js -> b.js -> a.js"), "\(cycle.body)")
        let unknown = Self.run(
            "return require('g.js').x;",
            modules: ["g.js": "import { GlideNothing } from '@servicenow/glide'; export const x = 1;"])
        #expect(unknown.body.contains("has no export 'GlideNothing'"), "\(unknown.body)")
        let climbing = Self.run("return require('../../etc/passwd');", modules: [:])
        #expect(climbing.body.contains("Cannot find module '../../etc/passwd'"), "\(climbing.body)")
    }

    @Test("modules of another scope are not found")
    func scoped() {
        let outcome = ScriptedRESTRunner.run(
            ScriptedRESTScript(source: "require('m.js')", fileName: "sys_ws_operation:t", scope: "x_other"),
            request: ScriptedRESTRequest(uri: "/", url: "http://127.0.0.1/"), includes: [],
            modules: ScriptModules([ScriptModule(path: "m.js", scope: "x_test", source: "export const m = 1;")]),
            data: MemoryDataSource(), limits: ScriptLimits())
        #expect(outcome.body.contains("the application x_other has no sys_module"), "\(outcome.body)")
    }

    @Test("modules as the SDK files them: a scoped package path, TypeScript paths, and a script's path from its root")
    func sdkPaths() {
        let root = "x_test/loaner-desk/1.0.0/"
        let outcome = Self.run(
            """
            const { twice } = require('x_test/loaner-desk/1.0.0/src/server/math.ts');
            const { label } = require('./dist/modules/server/label.js');
            return [twice(21), label()];
            """,
            modules: [
                root + "src/server/math.ts":
                    "import { one } from './one.ts';\nexport const twice = (n) => n * 2 * one;",
                root + "src/server/one.ts": "export const one = 1;",
                root + "dist/modules/server/label.js": "export function label() { return 'loans'; }",
            ])
        #expect(outcome.status == 200, "\(outcome.body)")
        #expect(resultOf(outcome) as? [AnyHashable] == [42, "loans"])
    }
}
