import Foundation
import GlideScript
import Testing

/// A script that leaves something behind, and a check, run after it, that must not see it.
struct Leftover: Sendable, CustomTestStringConvertible {
    let name: String
    let polluter: String
    let check: String

    var testDescription: String { name }
}

@Suite("Warm contexts: nothing one script leaves reaches the next")
struct WarmContextTests {
    static let leftovers: [Leftover] = [
        Leftover(
            name: "a global made by assignment and one set on this",
            polluter: "leaked = 1; (function () { this.leakedToo = 2; })(); return 1;",
            check: "return typeof leaked === 'undefined' && typeof leakedToo === 'undefined';"),
        Leftover(
            name: "a method added to and one replaced on Array.prototype",
            polluter: "Array.prototype.extra = 1; Array.prototype.map = function () { return 'hijacked'; }; return 1;",
            check: "return [].extra === undefined && [1].map(function (x) { return x + 1; })[0] === 2;"),
        Leftover(
            name: "a property added to gs and a GlideRecord method replaced",
            polluter: "gs.extra = 2; GlideRecord.prototype.query = function () {}; return 1;",
            check: "return gs.extra === undefined && String(GlideRecord.prototype.query).indexOf('__nt_') >= 0;"),
        Leftover(
            name: "a frozen Object.prototype",
            polluter: "Object.freeze(Object.prototype); return 1;",
            check: "return !Object.isFrozen(Object.prototype);"),
        Leftover(
            name: "a global no script can delete",
            polluter: "Object.defineProperty(this, 'pinned', { value: 1, configurable: false }); return 1;",
            check: "return typeof pinned === 'undefined';"),
        Leftover(
            name: "the functions the check itself reads, replaced",
            polluter: "Object.getOwnPropertyDescriptor = function () { return undefined; }; "
                + "Object.is = function () { return true; }; Set.prototype.has = function () { return true; }; "
                + "Object.prototype.sneaky = 1; return 1;",
            check: "return ({}).sneaky === undefined && String(Object.is).indexOf('[native code]') >= 0 "
                + "&& String(Object.getOwnPropertyDescriptor).indexOf('[native code]') >= 0;"),
        Leftover(
            name: "the request and response of the last run",
            polluter: "request.keep = 'old'; return 1;",
            check: "return request.keep === undefined;"),
    ]

    @Test("a later script never sees what an earlier one changed", arguments: leftovers)
    func isolation(_ leftover: Leftover) {
        for round in 0..<4 {
            let polluted = runOperation(leftover.polluter)
            #expect(polluted.status == 200, "round \(round): \(polluted.body)")
            let checked = runOperation(leftover.check)
            #expect(checked.body == #"{"result":true}"#, "round \(round): \(checked.body)")
        }
    }

    @Test("a script that declares const, let and class at its top level runs again and again")
    func topLevelLexicals() {
        let source = "const fixed = 1;\nlet counter = 2;\nclass Shape {}\nresponse.setBody(fixed + counter);"
        for round in 0..<4 {
            let outcome = ScriptedRESTRunner.run(
                ScriptedRESTScript(source: source, fileName: "sys_ws_operation:lexical", scope: "x_test"),
                request: ScriptedRESTRequest(uri: "/", url: "http://127.0.0.1/"), includes: [],
                data: MemoryDataSource(), limits: ScriptLimits())
            #expect(outcome.body == #"{"result":3}"#, "round \(round): \(outcome.body)")
        }
    }

    @Test("script includes of one run are not defined in the next")
    func includesStayWithTheirRun() {
        let modern = ScriptIncludeEntry(
            apiName: "x_test.Modern", name: "Modern", script: "class Modern { twice(n) { return n * 2; } }",
            mode: .es12)
        for _ in 0..<4 {
            #expect(runOperation("return new Modern().twice(4);", includes: [modern]).body == #"{"result":8}"#)
            #expect(
                runOperation("return typeof Modern === 'undefined' && typeof x_test === 'undefined';").body
                    == #"{"result":true}"#)
        }
    }

    @Test("the user and the records of one run are not those of the next")
    func stateIsSetAfresh() {
        let second = MemoryDataSource()
        second.user = GlideUserInfo(
            sysID: "u2", userName: "jane.roe", name: "Jane Roe", firstName: "Jane", lastName: "Roe",
            email: "jane@example.com", roles: [])
        let count = "var gr = new GlideRecordSecure('task'); gr.query(); return [gs.getUserName(), gr.getRowCount()];"
        for _ in 0..<4 {
            #expect(runOperation(count).body == #"{"result":["john.doe",3]}"#)
            #expect(runOperation(count, data: second).body == #"{"result":["jane.roe",2]}"#)
        }
    }
}
