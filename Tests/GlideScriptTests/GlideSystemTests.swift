import Foundation
import GlideScript
import Testing

@Suite("gs, Class.create() and script includes")
struct GlideSystemTests {
    @Test("gs reports the user, roles, properties and dates, and logs into the instance log")
    func glideSystem() {
        let data = MemoryDataSource()
        let outcome = runOperation(
            """
            gs.info('hello {0} from {1}', 'world', 'test');
            gs.warn('careful');
            gs.error('broken');
            var user = gs.getUser();
            return [gs.getUserID(), gs.getUserName(), user.getFullName(), user.getEmail(), gs.hasRole('itil'),
                    gs.hasRole('admin'), gs.getProperty('glide.servlet.uri'), gs.getProperty('nope', 'fallback'),
                    gs.nowDateTime(), gs.beginningOfToday(), gs.endOfToday(), gs.daysAgoStart(1), gs.daysAgoEnd(1)];
            """, data: data)
        #expect(
            outcome.body
                == #"{"result":["u1","john.doe","John Doe","john@example.com",true,false,"http://127.0.0.1:8080/","#
                + #""fallback","2026-11-23 10:00:00","2026-11-23 00:00:00","2026-11-23 23:59:59","#
                + #""2026-11-22 00:00:00","2026-11-22 23:59:59"]}"#)
        #expect(data.logs.map(\.0) == [.info, .warn, .error])
        #expect(data.logs.first?.1 == "hello world from test")
        #expect(data.logs.first?.2 == "sys_ws_operation:test")
    }

    @Test("script includes resolve by api_name and by bare name in the scope, with Class.create()")
    func includes() {
        let greeter = ScriptIncludeEntry(
            apiName: "x_test.Greeter", name: "Greeter",
            script: """
                var Greeter = Class.create();
                Greeter.prototype = {
                    initialize: function (name) { this.name = name; },
                    greet: function () { return 'Hello, ' + this.name + ' (' + new Helper().tag() + ')'; },
                    type: 'Greeter'
                };
                """)
        let helper = ScriptIncludeEntry(
            apiName: "global.Helper", name: "Helper",
            script: """
                var Helper = Class.create();
                Helper.prototype = Object.extendsObject({ base: function () { return 'b'; } }, {
                    initialize: function () {},
                    tag: function () { return this.base() + 'ase'; }
                });
                """)
        let outcome = runOperation(
            "return [new x_test.Greeter('Ann').greet(), new Greeter('Bo').greet(), typeof x_other];",
            includes: [greeter, helper])
        #expect(resultOf(outcome) as? [String] == ["Hello, Ann (base)", "Hello, Bo (base)", "undefined"])
    }

    @Test("a script include that does not compile is a 500 naming the include and line")
    func brokenInclude() {
        let broken = ScriptIncludeEntry(
            apiName: "x_test.Broken", name: "Broken", script: "var Broken = {\n  a: , b: 1 };\nvar c = 1;")
        let data = MemoryDataSource()
        let outcome = runOperation("return new x_test.Broken();", data: data, includes: [broken])
        #expect(outcome.status == 500)
        #expect(data.logs.last?.1.contains("sys_script_include:x_test.Broken") == true)
        #expect(data.logs.last?.1.contains("line 2") == true, "\(data.logs.last?.1 ?? "")")
    }
}
