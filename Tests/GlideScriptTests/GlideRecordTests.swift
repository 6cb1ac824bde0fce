import Foundation
import GlideScript
import Testing

/// Runs `body` as a scripted REST operation against `data` and returns the result.
func runOperation(
    _ body: String, data: MemoryDataSource = MemoryDataSource(), request: ScriptedRESTRequest? = nil,
    includes: [ScriptIncludeEntry] = [], limits: ScriptLimits = ScriptLimits()
) -> ScriptedRESTResult {
    let source = "(function process(request, response) {\n\(body)\n})(request, response);"
    return ScriptedRESTRunner.run(
        ScriptedRESTScript(source: source, fileName: "sys_ws_operation:test", scope: "x_test"),
        request: request ?? ScriptedRESTRequest(uri: "/api/x_test/v1/t", url: "http://127.0.0.1/api/x_test/v1/t"),
        includes: includes, data: data, limits: limits)
}

/// The `result` member of a JSON body.
func resultOf(_ outcome: ScriptedRESTResult) -> Any? {
    (try? JSONSerialization.jsonObject(with: Data(outcome.body.utf8)) as? [String: Any])?["result"]
}

@Suite("GlideRecord over a data source")
struct GlideRecordTests {
    @Test("query, next, getValue, getDisplayValue and getUniqueValue")
    func queries() {
        let outcome = runOperation(
            """
            var gr = new GlideRecord('task');
            gr.addQuery('assigned_to', gs.getUserID());
            gr.addActiveQuery();
            gr.orderByDesc('number');
            gr.query();
            var rows = [];
            while (gr.next()) {
                rows.push([gr.getValue('number'), gr.getDisplayValue('sys_class_name'), gr.getUniqueValue(),
                           gr.getDisplayValue('assigned_to'), gr.getDisplayValue('priority')].join('|'));
            }
            return { rows: rows, count: gr.getRowCount(), table: gr.getTableName() };
            """)
        #expect(outcome.status == 200)
        let result = resultOf(outcome) as? [String: Any]
        #expect(
            result?["rows"] as? [String] == [
                "PRB0001|Problem|t2|John Doe|2 - High", "INC0001|Incident|t1|John Doe|1 - Critical",
            ])
        #expect(result?["count"] as? Int == 2)
        #expect(result?["table"] as? String == "task")
    }

    @Test("fields read and write as properties, and references dot-walk")
    func properties() {
        let data = MemoryDataSource()
        let outcome = runOperation(
            """
            var gr = new GlideRecord('task');
            gr.get('t1');
            var before = gr.short_description + '';
            gr.short_description = 'Printer on fire';
            gr.update();
            var again = new GlideRecord('task');
            again.get('number', 'INC0001');
            return [before, String(again.short_description), again.assigned_to.name.toString(),
                    again.getValue('assigned_to.email'), again.assigned_to == 'u1', 'number' in again,
                    again.getValue('no_such_field')];
            """, data: data)
        #expect(
            outcome.body == #"{"result":["Printer","Printer on fire","John Doe","john@example.com",true,true,null]}"#)
        #expect(data.rows["task"]?.first?["short_description"] == "Printer on fire")
    }

    @Test("addQuery with operators, OR conditions, encoded queries, limits and null checks")
    func conditions() {
        let outcome = runOperation(
            """
            function numbers(gr) { gr.query(); var out = []; while (gr.next()) out.push(gr.getValue('number')); return out.join(','); }
            var a = new GlideRecord('task'); a.addQuery('priority', '<=', 2); a.orderBy('number');
            var b = new GlideRecord('task'); b.addQuery('priority', 1).addOrCondition('priority', 3); b.orderBy('number');
            var c = new GlideRecord('task'); c.addEncodedQuery('short_descriptionSTARTSWITHOut^ORnumber=INC0002'); c.orderBy('number');
            var d = new GlideRecord('task'); d.addQuery('number', 'IN', ['INC0001', 'INC0002']); d.setLimit(1); d.orderBy('number');
            var e = new GlideRecord('task'); e.addNullQuery('work_notes'); e.addNotNullQuery('assigned_to'); e.addQuery('short_description', 'CONTAINS', 'rint');
            return [numbers(a), numbers(b), numbers(c), numbers(d), numbers(e)];
            """)
        #expect(
            resultOf(outcome) as? [String] == [
                "INC0001,PRB0001", "INC0001,INC0002", "INC0002,PRB0001", "INC0001", "INC0001",
            ])
    }

    @Test("insert, deleteRecord, isValid, isValidRecord and the can* checks")
    func writes() {
        let data = MemoryDataSource()
        let outcome = runOperation(
            """
            var gr = new GlideRecord('task');
            gr.initialize();
            gr.short_description = 'Created by a script';
            var id = gr.insert();
            var found = new GlideRecord('task');
            var ok = found.get(id);
            var gone = found.deleteRecord();
            var missing = new GlideRecord('no_such_table');
            return [id, ok, gone, missing.isValid(), found.isValidRecord(), gr.canRead(), gr.canWrite(), gr.canDelete()];
            """, data: data)
        #expect(outcome.body == #"{"result":["new1",true,true,false,false,true,true,true]}"#)
        #expect(data.rows["task"]?.count == 3)
    }

    @Test("GlideRecordSecure applies the caller's ACLs, GlideRecord does not")
    func secure() {
        let data = MemoryDataSource(roles: [])
        let outcome = runOperation(
            """
            function count(gr) { gr.query(); return gr.getRowCount(); }
            var open = new GlideRecord('task');
            var secure = new GlideRecordSecure('task');
            var write = new GlideRecordSecure('task');
            write.get('t2');
            write.short_description = 'changed';
            return [count(open), count(secure), write.update(), secure.canWrite()];
            """, data: data)
        #expect(outcome.body == #"{"result":[3,1,null,false]}"#)
        #expect(data.rows["task"]?[1]["short_description"] == "Outage")
    }

    @Test("an unknown table in a query is a script error that names the table")
    func unknownTable() {
        let outcome = runOperation("var gr = new GlideRecord('nope'); gr.query(); return 1;")
        #expect(outcome.status == 500)
        #expect(outcome.body.contains("Invalid table name \\\"nope\\\""))
    }
}

@Suite("Rows reach scripts exactly")
struct RowTextTests {
    @Test("quotes, backslashes, control characters, line separators and non-ASCII text survive a query")
    func exactText() throws {
        let tricky = "He said \"hi\" \\ back\nline\ttab\u{01}\u{1F}\r\u{2028}\u{2029} café 日本 🎉 </script>"
        let data = MemoryDataSource()
        data.rows["task"]?[0]["short_description"] = tricky
        data.rows["task"]?[0]["number\"odd"] = "key with a quote"
        let outcome = runOperation(
            "var gr = new GlideRecord('task'); gr.get('t1'); return gr.getValue('short_description');", data: data)
        #expect(resultOf(outcome) as? String == tricky)
    }

    @Test("a record is a GlideRecord whose fields are properties but not enumerable, and other names stay its own")
    func recordShape() {
        let outcome = runOperation(
            """
            var gr = new GlideRecordSecure('task');
            gr.get('t1');
            gr.scratch = 'kept';
            gr._private = 'mine';
            var listed = [];
            for (var key in gr) { if (key === 'number' || key === 'scratch') { listed.push(key); } }
            return [gr instanceof GlideRecord, gr instanceof GlideRecordSecure, 'number' in gr, 'nothing' in gr,
                    gr.scratch, gr._private, gr.getValue('scratch'), listed.join(','), typeof gr.number.getValue,
                    new GlideRecord('no_such_table').isValid()];
            """)
        #expect(outcome.body == #"{"result":[true,true,true,false,"kept","mine",null,"scratch","function",false]}"#)
    }

    @Test("names that Object.prototype holds are no fields: they read as null and never reach a cache")
    func prototypeNames() {
        let outcome = runOperation(
            """
            var gr = new GlideRecord('task');
            gr.get('t1');
            return [gr.getValue('constructor'), gr.getValue('toString'), gr.getValue('__proto__'),
                    gr.getValue('hasOwnProperty'), gr.getDisplayValue('constructor'), gr.getElement('toString'),
                    gr.getDisplayValue('priority')];
            """)
        #expect(outcome.body == #"{"result":[null,null,null,null,"",null,"1 - Critical"]}"#)
    }
}
