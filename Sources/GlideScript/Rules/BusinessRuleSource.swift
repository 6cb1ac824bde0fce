/// Business rules in the heap: `GlideRecord` writes and queries run the rules of their table, as the platform runs
/// them for every script and API, unless the script called `setWorkflow(false)`.
///
/// Each rule sees `current` and `previous` as globals, with its filter condition (checked by the host against the
/// record's values), then its condition, template, script, message and abort, in `order`. A rule that throws is
/// logged and the next runs, as on the platform; `current.setAbortAction(true)` in a before rule stops the write.
enum BusinessRuleSource {
    static let text = #"""
        var previous;
        var __nt_ruleCache = __nt_map();
        var __nt_ruleDepth = 0;
        var __nt_messages = [];
        // How deep rules may set off rules (a rule that writes the record that runs it, again and again).
        var __nt_ruleDepthLimit = 16;

        function __nt_rulesFor(table, operation) {
            var key = table + '\u0000' + operation;
            var found = __nt_ruleCache[key];
            if (found === undefined) {
                found = __nt_ruleCache[key] = __nt_host('rules', { table: table, operation: operation });
            }
            return found;
        }
        function __nt_hasRules(table, operation) { return __nt_rulesFor(table, operation).length > 0; }

        function __nt_ruleValues(record) {
            var values = {};
            var fields = record._info ? record._info.fields : {};
            for (var name in fields) { values[name] = record._value(name); }
            return values;
        }

        function __nt_applyTemplate(record, template) {
            String(template).split('^').forEach(function (part) {
                var equals = part.indexOf('=');
                if (part === 'EQ' || equals <= 0) { return; }
                record.setValue(part.substring(0, equals), part.substring(equals + 1));
            });
        }

        function __nt_ruleApplies(rule, table, record, prior, operation) {
            if (rule.filter && operation !== 'query') {
                var matches = __nt_host('ruleMatches', {
                    table: table, query: rule.filter, values: __nt_ruleValues(record),
                    previous: prior ? __nt_ruleValues(prior) : null
                });
                if (!matches) { return false; }
            }
            return !rule.condition || !!__nt_compile('(' + rule.condition + '\n)', rule.fileName)();
        }

        function __nt_runRule(rule, table, record, prior, operation) {
            current = record;
            previous = prior;
            __nt_requireScope = rule.scope;
            __nt_scriptName = rule.fileName;
            try {
                if (!__nt_ruleApplies(rule, table, record, prior, operation)) { return; }
                if (rule.template) { __nt_applyTemplate(record, rule.template); }
                if (rule.script) { __nt_compile(rule.script, rule.fileName)(); }
                if (rule.message) { gs.addInfoMessage(rule.message); }
                if (rule.abort) { record.setAbortAction(true); }
            } catch (error) {
                // What was thrown may itself throw when read (a hostile message getter): then it is named as such.
                var text, name;
                try {
                    text = error && error.message !== undefined ? String(error.message) : String(error);
                    name = error && error.name ? String(error.name) : 'Error';
                } catch (unreadable) {
                    text = 'an error whose message cannot be read';
                    name = 'Error';
                }
                __nt_host('log', {
                    level: 'error', source: rule.fileName,
                    message: 'Business rule ' + rule.name + ' failed, and the ' + operation + ' went on without it: '
                        + name + ': ' + text + ' (' + __nt_errorPlace(error, rule.fileName) + ')'
                });
            }
        }

        // Runs the `when` rules of `operation` on `record`; false when one aborted the operation.
        function __nt_runRules(when, operation, record, prior) {
            var table = operation === 'insert' || operation === 'query' ? record._table : record.getRecordClassName();
            var rules = __nt_rulesFor(table, operation);
            var due = rules.filter(function (rule) { return rule.when === when; });
            if (when === 'after') { due = due.concat(rules.filter(function (rule) { return rule.when === 'async'; })); }
            if (due.length === 0) { return !record._aborted; }
            if (__nt_ruleDepth >= __nt_ruleDepthLimit) {
                throw new Error('Business rules on ' + table + ' set off rules ' + __nt_ruleDepthLimit + ' deep: a rule '
                    + 'writes the record that runs it; give it a condition, or write with setWorkflow(false)');
            }
            var saved = [
                current, previous, __nt_requireScope, __nt_scriptName, record._previousRecord, record._operationName
            ];
            __nt_ruleDepth += 1;
            record._previousRecord = prior;
            record._operationName = operation;
            try {
                for (var i = 0; i < due.length && !(when === 'before' && record._aborted); i++) {
                    __nt_runRule(due[i], table, record, prior, operation);
                }
            } finally {
                __nt_ruleDepth -= 1;
                current = saved[0];
                previous = saved[1];
                __nt_requireScope = saved[2];
                __nt_scriptName = saved[3];
                record._previousRecord = saved[4];
                record._operationName = saved[5];
            }
            return !record._aborted;
        }

        // A write made outside a script (the Table API, GraphQL): the record is written through GlideRecord, so
        // its table's rules run around it.
        function __nt_runRecordWrite() {
            var job = __nt_host('operation', null);
            __nt_defineIncludes(__nt_host('includes', null), job.scope);
            var record = new GlideRecord(job.table);
            var outcome = { sys_id: '', aborted: false, found: true };
            var name;
            if (job.operation === 'insert') {
                record.initialize();
                for (name in job.values) { record.setValue(name, job.values[name]); }
                var inserted = record.insert();
                outcome.sys_id = inserted ? String(inserted) : '';
            } else {
                // The API found the record already, with its own query rules.
                record._workflow = false;
                outcome.found = record.get(job.sys_id);
                record._workflow = true;
                if (outcome.found && job.operation === 'update') {
                    for (name in job.values) { record.setValue(name, job.values[name]); }
                    var updated = record.update();
                    outcome.sys_id = updated ? String(updated) : '';
                } else if (outcome.found) {
                    outcome.deleted = record.deleteRecord();
                }
            }
            outcome.aborted = !!record._aborted;
            outcome.display = record._info ? String(record._value(record._info.displayField) || '') : '';
            outcome.errors = __nt_messages.filter(function (m) { return m.type === 'error'; })
                .map(function (m) { return m.text; });
            return JSON.stringify(outcome);
        }

        // The conditions a table's query rules add for the calling user, as an encoded query.
        function __nt_runQueryRules() {
            var job = __nt_host('operation', null);
            __nt_defineIncludes(__nt_host('includes', null), job.scope);
            var record = new GlideRecord(job.table);
            __nt_runRules('before', 'query', record, null);
            return record._conditions.join('^');
        }
        """#
}
