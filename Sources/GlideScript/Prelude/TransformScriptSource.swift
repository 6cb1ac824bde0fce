/// Carries one staging row through one transform map, with the globals transform scripts use: `source`, `target`,
/// `map`, `log`, `action`, `ignore`, `error`, `error_message`, `status_message` and a field script's `answer`.
enum TransformScriptSource {
    static let text = #"""
        var source, target, map, log, action, ignore, error, error_message, status_message, answer;
        function __nt_runTransform() {
            var job = __nt_host('operation', null);
            __nt_scriptName = job.fileName;
            __nt_defineIncludes(__nt_host('includes', null), 'global');
            source = new GlideRecord(job.stagingTable);
            if (!source.get(job.rowID)) { throw new Error('The staging row ' + job.rowID + ' is gone'); }
            map = { name: job.map.name, sys_id: job.map.sys_id, source_table: job.stagingTable,
                    target_table: job.map.target_table };
            log = { info: function (m) { gs.info(m); }, warn: function (m) { gs.warn(m); },
                    error: function (m) { gs.error(m); }, debug: function (m) { gs.debug(m); } };
            action = 'insert'; ignore = false; error = false; error_message = ''; status_message = '';
            var values = {};
            for (var i = 0; i < job.entries.length; i++) {
                var entry = job.entries[i];
                var value;
                if (entry.use_source_script) {
                    answer = undefined;
                    var returned = __nt_compile(entry.source_script,
                        job.fileName + ' field ' + entry.target_field)();
                    value = answer !== undefined ? answer : returned;
                } else {
                    value = source.getValue(entry.source_field);
                }
                values[entry.target_field] = value === null || value === undefined ? '' : String(value);
            }
            target = new GlideRecord(job.map.target_table);
            var coalesced = job.entries.filter(function (e) { return e.coalesce; });
            if (coalesced.length > 0) {
                var finder = new GlideRecord(job.map.target_table);
                for (var c = 0; c < coalesced.length; c++) {
                    finder.addQuery(coalesced[c].target_field, values[coalesced[c].target_field]);
                }
                finder.setLimit(1);
                finder.query();
                if (finder.next()) { target = finder; action = 'update'; } else { target.initialize(); }
            } else {
                target.initialize();
            }
            for (var name in values) {
                if (!Object.prototype.hasOwnProperty.call(values, name)) { continue; }
                // An empty source value leaves the target field alone unless the map copies empty fields.
                if (values[name] === '' && !job.map.copy_empty_fields) { continue; }
                target.setValue(name, values[name]);
            }
            if (job.map.run_script && job.map.script) {
                __nt_compile(job.map.script, job.fileName + ' script')();
            }
            var outcome = { status_message: String(status_message || '') };
            if (error) {
                outcome.status = 'error';
                outcome.error_message = String(error_message || 'The transform script set error = true');
                return JSON.stringify(outcome);
            }
            if (ignore) { outcome.status = 'ignored'; return JSON.stringify(outcome); }
            var id = null;
            if (action === 'update') {
                id = target.update() ? target.getUniqueValue() : null;
                outcome.status = 'updated';
            } else {
                id = target.insert();
                outcome.status = 'inserted';
            }
            if (!id) {
                outcome.status = 'error';
                outcome.error_message = 'The ' + job.map.target_table + ' record could not be written';
                return JSON.stringify(outcome);
            }
            var info = __nt_table(job.map.target_table);
            outcome.sys_id = String(id);
            outcome.display_name = info ? info.displayField : '';
            outcome.display_value = outcome.display_name ? String(target.getValue(outcome.display_name) || '') : '';
            return JSON.stringify(outcome);
        }
        """#
}
