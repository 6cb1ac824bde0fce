import Foundation
import GlideScript
import Testing

/// A data source whose task table holds `count` more tasks, each with a description of `descriptionBytes` bytes.
private func manyTasks(_ count: Int, descriptionBytes: Int) -> MemoryDataSource {
    let data = MemoryDataSource()
    let filler = String(repeating: "x", count: descriptionBytes)
    for index in 0..<count {
        data.rows["task", default: []].append([
            "sys_id": "bulk\(index)", "number": "BLK\(index)", "short_description": "\(index) \(filler)",
            "assigned_to": "u2", "opened_by": "u2", "active": "true", "priority": "4", "sys_class_name": "incident",
        ])
    }
    return data
}

@Suite("GlideRecord result sets: rows stay with the host, columns load as the script reads them")
struct ResultSetTests {
    @Test("every row of a large query reads the values it was stored with, fields never read included on demand")
    func largeQuery() {
        let outcome = runOperation(
            """
            var gr = new GlideRecord('task');
            gr.addQuery('number', 'STARTSWITH', 'BLK');
            gr.query();
            var numbers = 0, sum = 0, last = '';
            while (gr.next()) {
                numbers += 1;
                sum += parseInt(gr.getValue('short_description'), 10);
                last = gr.getUniqueValue();
            }
            return [numbers, sum, last, gr.getRowCount(), String(gr.getValue('priority'))];
            """, data: manyTasks(500, descriptionBytes: 10))
        #expect(outcome.body == #"{"result":[500,124750,"bulk499",500,"null"]}"#)
    }

    @Test("writes inside a loop over a query go on with the next row, and reads see the write")
    func writesWhileIterating() {
        let data = MemoryDataSource()
        let outcome = runOperation(
            """
            var gr = new GlideRecord('task');
            gr.orderBy('number');
            gr.query();
            var seen = [];
            while (gr.next()) {
                gr.short_description = gr.getValue('short_description') + '!';
                gr.update();
                seen.push(gr.getValue('number') + '=' + gr.getValue('short_description'));
            }
            return seen;
            """, data: data)
        #expect(outcome.body == #"{"result":["INC0001=Printer!","INC0002=Old!","PRB0001=Outage!"]}"#)
        #expect(data.rows["task"]?.map { $0["short_description"] ?? "" } == ["Printer!", "Outage!", "Old!"])
    }

    @Test("a value set but not yet written reads back on its row, and the next row reads what is stored")
    func unsavedChanges() {
        let outcome = runOperation(
            """
            var gr = new GlideRecord('task');
            gr.orderBy('number');
            gr.query();
            var out = [];
            while (gr.next()) {
                var before = gr.getValue('short_description');
                if (gr.getValue('number') === 'INC0001') { gr.setValue('short_description', 'Unsaved'); }
                out.push(before + '>' + gr.getValue('short_description') + '@' + gr.getUniqueValue());
            }
            return out;
            """)
        #expect(outcome.body == #"{"result":["Printer>Unsaved@t1","Old>Old@t3","Outage>Outage@t2"]}"#)
    }

    @Test("the rows a query found do not change when records change after it")
    func snapshot() {
        let outcome = runOperation(
            """
            var list = new GlideRecord('task');
            list.orderBy('number');
            list.query();
            var other = new GlideRecord('task');
            other.get('t3');
            other.short_description = 'Changed';
            other.update();
            var out = [];
            while (list.next()) { out.push(list.getValue('short_description')); }
            return out;
            """)
        #expect(outcome.body == #"{"result":["Printer","Old","Outage"]}"#)
    }

    @Test("a GlideRecord that queries again lets its earlier rows go, so repeated queries stay within the limit")
    func requeryReleases() {
        // Each query holds about 10 MB; twelve of them would pass the 64 MiB limit if none were let go.
        let outcome = runOperation(
            """
            var gr = new GlideRecord('task');
            var total = 0;
            for (var round = 0; round < 12; round++) {
                gr.addQuery('number', 'STARTSWITH', 'BLK');
                gr.query();
                while (gr.next()) { total += 1; }
            }
            return total;
            """, data: manyTasks(2_000, descriptionBytes: 5_000))
        #expect(outcome.body == #"{"result":24000}"#)
    }

    @Test("query results past the script's memory limit fail the script with what to do")
    func resultsPastTheLimit() {
        let outcome = runOperation(
            """
            var kept = [];
            for (var round = 0; round < 12; round++) {
                var gr = new GlideRecord('task');
                gr.addQuery('number', 'STARTSWITH', 'BLK');
                gr.query();
                kept.push(gr);
            }
            return kept.length;
            """, data: manyTasks(2_000, descriptionBytes: 5_000))
        #expect(outcome.status == 500)
        #expect(outcome.body.contains("holds more query results than its memory limit (64 MiB) allows"))
        #expect(outcome.body.contains("setLimit"))
    }
}

@Suite("Errors from host calls")
struct HostCallErrorTests {
    @Test("a host call's error is placed in the script, never at the engine shim's C source")
    func placedInTheScript() {
        let outcome = runOperation(
            """
            var gr = new GlideRecord('task');
            gr.get('t1');
            new GlideSysAttachment().writeBase64(gr, 'a.txt', 'text/plain', '!!!');
            return 1;
            """)
        #expect(outcome.status == 500)
        #expect(outcome.body.contains("GlideSysAttachment.writeBase64: the content is not base64"))
        #expect(!outcome.body.contains(".c line"))
        #expect(!outcome.body.contains("nt_script"))
        #expect(outcome.body.contains("sys_ws_operation:test line"))
    }
}
