/// Runs a `sys_push_notif_msg_content` script with `current`, `message` and `attributes` set, and returns the
/// payload as JSON text.
enum PushScriptSource {
    static let text = #"""
        var current;
        var message;
        var attributes;
        function __nt_runBuildJSON() {
            var job = __nt_host('operation', null);
            __nt_scriptName = job.fileName;
            current = new GlideRecord(job.table);
            current.setLimit(1);
            current.query();
            if (!current.next()) { current.initialize(); }
            message = job.message;
            attributes = {};
            var value = __nt_compile(job.source, job.fileName)();
            if (value === undefined && typeof buildJSON === 'function') {
                value = buildJSON(current, message, attributes);
            }
            return JSON.stringify(value === undefined ? null : value);
        }
        """#
}
