/// The prelude's per-heap state: the globals a script's run fills in (the request and response, the current record,
/// the user, the loaded includes and modules, the caches of table and display lookups), listed in `__nt_stateNames` and set
/// afresh by `__nt_reset()`. A context serves heap after heap with the prelude loaded once; between two heaps it
/// calls `__nt_reset()`, so nothing one script left there reaches the next.
enum PreludeStateSource {
    static let text = #"""
        var __nt_stateNames = [
            '__nt_tables', '__nt_displayCache', '__nt_dots', '__nt_recordPrototypes', '__nt_user', '__nt_scriptName', '__nt_loaded',
            '__nt_modules', '__nt_moduleChain', '__nt_requireScope', '__nt_ruleCache', '__nt_ruleDepth', '__nt_messages',
            'previous',
            'request', 'response', 'current', 'message', 'attributes', 'source', 'target', 'map', 'log', 'action',
            'ignore', 'error', 'error_message', 'status_message', 'answer'
        ];
        function __nt_reset() {
            __nt_tables = __nt_map();
            __nt_displayCache = __nt_map();
            __nt_dots = __nt_map();
            __nt_recordPrototypes = __nt_map();
            __nt_user = null;
            __nt_scriptName = 'script';
            __nt_loaded = {};
            __nt_modules = {};
            __nt_moduleChain = [];
            __nt_requireScope = 'global';
            __nt_ruleCache = __nt_map();
            __nt_ruleDepth = 0;
            __nt_messages = [];
            previous = undefined;
            request = undefined;
            response = undefined;
            current = undefined;
            message = undefined;
            attributes = undefined;
            source = undefined;
            target = undefined;
            map = undefined;
            log = undefined;
            action = undefined;
            ignore = undefined;
            error = undefined;
            error_message = undefined;
            status_message = undefined;
            answer = undefined;
        }
        """#
}
