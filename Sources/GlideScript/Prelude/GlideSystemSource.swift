/// The host call helper, `gs`, `Class.create()`, `Object.extendsObject` and lazily loaded script includes.
enum GlideSystemSource {
    static let text = #"""
        function __nt_host(op, args) {
            return JSON.parse(__nt_call(op, JSON.stringify(args === undefined ? null : args)));
        }

        function __nt_format(message, args) {
            var text = String(message);
            for (var i = 0; i < args.length; i++) {
                text = text.split('{' + i + '}').join(String(args[i]));
            }
            return text;
        }

        var __nt_user = null;
        function __nt_currentUser() {
            if (!__nt_user) { __nt_user = __nt_host('user', null); }
            return __nt_user;
        }

        function GlideUser(info) { this._info = info; }
        GlideUser.prototype.getID = function () { return this._info.sys_id; };
        GlideUser.prototype.getName = function () { return this._info.user_name; };
        GlideUser.prototype.getUserName = function () { return this._info.user_name; };
        GlideUser.prototype.getFirstName = function () { return this._info.first_name; };
        GlideUser.prototype.getLastName = function () { return this._info.last_name; };
        GlideUser.prototype.getFullName = function () { return this._info.name; };
        GlideUser.prototype.getDisplayName = function () { return this._info.name; };
        GlideUser.prototype.getEmail = function () { return this._info.email; };
        GlideUser.prototype.getRoles = function () { return this._info.roles.slice(); };
        GlideUser.prototype.hasRole = function (role) {
            var roles = this._info.roles;
            return roles.indexOf('admin') >= 0 || roles.indexOf(String(role)) >= 0;
        };
        GlideUser.prototype.isMemberOf = function () { return false; };

        function __nt_log(level, message, args) {
            __nt_host('log', { level: level, message: __nt_format(message, args), source: __nt_scriptName });
        }
        function __nt_date(name, count) { return __nt_host('date', { macro: name, count: count || 0 }); }

        var __nt_scriptName = 'script';

        var gs = {
            getUserID: function () { return __nt_currentUser().sys_id; },
            getUserName: function () { return __nt_currentUser().user_name; },
            getUserDisplayName: function () { return __nt_currentUser().name; },
            getUser: function () { return new GlideUser(__nt_currentUser()); },
            hasRole: function (role) { return new GlideUser(__nt_currentUser()).hasRole(role); },
            getProperty: function (name, fallback) {
                var value = __nt_host('property', { name: String(name) });
                return value === null ? (fallback === undefined ? null : fallback) : value;
            },
            info: function (message) { __nt_log('info', message, Array.prototype.slice.call(arguments, 1)); },
            warn: function (message) { __nt_log('warn', message, Array.prototype.slice.call(arguments, 1)); },
            error: function (message) { __nt_log('error', message, Array.prototype.slice.call(arguments, 1)); },
            debug: function (message) { __nt_log('debug', message, Array.prototype.slice.call(arguments, 1)); },
            log: function (message, source) { __nt_log('info', (source ? source + ': ' : '') + message, []); },
            print: function (message) { __nt_log('info', message, []); },
            nowDateTime: function () { return __nt_date('gs.nowDateTime'); },
            nowNoTZ: function () { return __nt_date('gs.nowDateTime'); },
            beginningOfToday: function () { return __nt_date('gs.beginningOfToday'); },
            endOfToday: function () { return __nt_date('gs.endOfToday'); },
            daysAgo: function (days) { return __nt_date('gs.daysAgo', days); },
            daysAgoStart: function (days) { return __nt_date('gs.daysAgoStart', days); },
            daysAgoEnd: function (days) { return __nt_date('gs.daysAgoEnd', days); },
            generateGUID: function () { return __nt_host('guid', null); },
            nil: function (value) { return value === null || value === undefined || String(value) === ''; },
            getMessage: function (message, args) { return __nt_format(message, args instanceof Array ? args : []); },
            // The session's messages: kept for the write under way (an aborted Table API write logs its errors),
            // and written to the log as the platform's form would show them.
            addErrorMessage: function (message) {
                __nt_messages.push({ type: 'error', text: String(message) });
                __nt_log('error', message, []);
            },
            addInfoMessage: function (message) {
                __nt_messages.push({ type: 'info', text: String(message) });
                __nt_log('info', message, []);
            }
        };

        var Class = {
            create: function () {
                return function () { this.initialize.apply(this, arguments); };
            }
        };

        Object.extendsObject = function (base, properties) {
            var extended = {};
            var name;
            for (name in base) { extended[name] = base[name]; }
            for (name in properties) { extended[name] = properties[name]; }
            return extended;
        };

        var global = this;
        var __nt_loaded = {};
        function __nt_loadInclude(include) {
            if (!Object.prototype.hasOwnProperty.call(__nt_loaded, include.apiName)) {
                var source = __nt_host('include', { apiName: include.apiName });
                // The include's program is compiled once per context and its function called afresh each time.
                var make = __nt_reusable(
                    '(function () { ' + source + '\n;return typeof ' + include.name + " === 'undefined' ? undefined : "
                        + include.name + '; })',
                    'sys_script_include:' + include.apiName);
                __nt_loaded[include.apiName] = make();
            }
            return __nt_loaded[include.apiName];
        }

        function __nt_defineIncludes(includes, scope) {
            includes.forEach(function (include) {
                var getter = { get: function () { return __nt_loadInclude(include); }, configurable: true };
                if (!Object.prototype.hasOwnProperty.call(global, include.scope)) { global[include.scope] = {}; }
                Object.defineProperty(global[include.scope], include.name, getter);
                if (include.scope === scope || include.scope === 'global') {
                    if (!Object.prototype.hasOwnProperty.call(global, include.name)) {
                        Object.defineProperty(global, include.name, getter);
                    }
                }
            });
        }
        """#
}
