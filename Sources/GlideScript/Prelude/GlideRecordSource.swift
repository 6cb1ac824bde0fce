/// `GlideRecord`, `GlideRecordSecure` and `GlideElement`, written in JavaScript over the host's record calls.
///
/// Fields read and write as properties (`gr.short_description`, `gr.work_notes = "…"`): each table's records share a
/// prototype with an accessor for every field of the table, so a method call or a read of the record's own state
/// costs a plain property lookup. Reference fields dot-walk (`gr.assigned_to.name`) through a Proxy on the element.
/// Conditions are kept as an encoded query, which the host parses with NowQuery.
///
/// A query's rows stay with the host (`__nt_ResultSet`): the heap fetches a field's values for all rows only when the
/// script first reads that field, so a script that reads five fields of a wide table moves five columns, not every
/// field of every row.
enum GlideRecordSource {
    static let text = #"""
        // Objects without a prototype, used as maps: a lookup of any name, "constructor" included, finds only what
        // was put there, so `in` and a plain read need no hasOwnProperty call.
        function __nt_map() { return Object.create(null); }
        // The own member `name` of a record's stored values, never one Object.prototype holds.
        var __nt_hasOwn = Object.prototype.hasOwnProperty;
        function __nt_own(values, name) { return __nt_hasOwn.call(values, name) ? values[name] : undefined; }

        var __nt_tables = __nt_map();
        // Display values looked up during this script, by table, field and value; emptied by every write.
        var __nt_displayCache = __nt_map();
        // Where the first dot of a field name is (-1 for none), remembered per name.
        var __nt_dots = __nt_map();
        function __nt_table(name) {
            if (!(name in __nt_tables)) {
                var info = __nt_host('table', { table: name });
                if (info) {
                    var fields = __nt_map();
                    for (var field in info.fields) { fields[field] = info.fields[field]; }
                    info.fields = fields;
                }
                __nt_tables[name] = info;
            }
            return __nt_tables[name];
        }

        var __nt_operators = {
            '=': '=', '!=': '!=', '>': '>', '>=': '>=', '<': '<', '<=': '<=', 'IN': 'IN', 'NOT IN': 'NOT IN',
            'STARTSWITH': 'STARTSWITH', 'ENDSWITH': 'ENDSWITH', 'CONTAINS': 'LIKE', 'LIKE': 'LIKE',
            'DOES NOT CONTAIN': 'NOT LIKE', 'NOT LIKE': 'NOT LIKE', 'INSTANCEOF': 'INSTANCEOF',
            'ISEMPTY': 'ISEMPTY', 'ISNOTEMPTY': 'ISNOTEMPTY', 'SAMEAS': 'SAMEAS', 'NSAMEAS': 'NSAMEAS'
        };

        function __nt_condition(field, op, value) {
            if (value === undefined) { value = op; op = '='; }
            var mapped = __nt_operators[String(op).toUpperCase()];
            if (!mapped) {
                throw new Error('addQuery: unknown operator "' + op + '". Use one of: ' + Object.keys(__nt_operators).join(', '));
            }
            if (value instanceof Array) {
                value = value.join(',');
                if (mapped === '=') { mapped = 'IN'; }
            }
            if (value === null || value === undefined) { value = ''; }
            return String(field) + mapped + String(value);
        }

        // The rows a query found. Several rows stay with the host as result set `set`, whose columns load on first
        // read; one row or none comes inline.
        function __nt_ResultSet(answer) {
            this._id = answer.set === undefined ? null : answer.set;
            this._inline = answer.rows === undefined ? null : answer.rows;
            this.length = this._inline ? this._inline.length : answer.count;
            this._columns = __nt_map();
        }
        __nt_ResultSet.prototype.value = function (name, index) {
            if (this._inline) { return __nt_own(this._inline[index], name); }
            var column = this._columns[name];
            if (column === undefined) {
                column = __nt_host('column', { set: this._id, field: name });
                this._columns[name] = column;
            }
            return column[index];
        };
        function __nt_runQuery(record, query, limit) {
            var previous = record._rows && record._rows._id !== null ? record._rows._id : -1;
            return new __nt_ResultSet(__nt_host('query', {
                table: record._table, query: query, limit: limit, secure: record._secure, release: previous
            }));
        }

        function GlideQueryCondition(owner, index) { this._owner = owner; this._index = index; }
        GlideQueryCondition.prototype.addOrCondition = function (field, op, value) {
            this._owner._conditions[this._index] += '^OR' + __nt_condition(field, op, value);
            return this;
        };
        GlideQueryCondition.prototype.addCondition = function (field, op, value) {
            return this._owner.addQuery(field, op, value);
        };

        function GlideElement(record, name, field) {
            this._record = record;
            this._name = name;
            this._field = field;
        }
        GlideElement.prototype.getValue = function () { return this._record._value(this._name); };
        GlideElement.prototype.toString = function () { return this._record._value(this._name); };
        GlideElement.prototype.valueOf = function () { return this._record._value(this._name); };
        GlideElement.prototype.toJSON = function () { return this._record._value(this._name); };
        // String's methods act on the value, as on the platform: `current.text.match(/…/)`,
        // `current.short_description.indexOf('x')`, `current.state.toString().split(',')`.
        Object.getOwnPropertyNames(String.prototype).forEach(function (name) {
            var method = String.prototype[name];
            if (typeof method !== 'function' || name in GlideElement.prototype) { return; }
            GlideElement.prototype[name] = function () {
                return method.apply(this._record._value(this._name), arguments);
            };
        });
        Object.defineProperty(GlideElement.prototype, 'length', {
            get: function () { return this._record._value(this._name).length; }
        });
        GlideElement.prototype.setValue = function (value) { this._record.setValue(this._name, value); };
        GlideElement.prototype.getDisplayValue = function () { return this._record.getDisplayValue(this._name); };
        GlideElement.prototype.nil = function () { return this._record._value(this._name) === ''; };
        GlideElement.prototype.getName = function () { return this._name; };
        GlideElement.prototype.getLabel = function () { return this._field ? this._field.label : this._name; };
        GlideElement.prototype.getTableName = function () { return this._record.getTableName(); };
        // Whether the value differs from the one before the write: from `previous` while business rules run,
        // else from the stored value.
        GlideElement.prototype.changes = function () {
            var record = this._record;
            var prior = record._previousRecord;
            if (prior !== undefined) {
                return prior === null ? record._value(this._name) !== '' : prior._value(this._name) !== record._value(this._name);
            }
            if (!(this._name in record._changes)) { return false; }
            var stored = record._stored(this._name);
            return record._changes[this._name] !== (stored === undefined || stored === null ? '' : String(stored));
        };
        GlideElement.prototype.changesTo = function (value) {
            return this.changes() && this._record._value(this._name) === String(value);
        };
        GlideElement.prototype.changesFrom = function (value) {
            var prior = this._record._previousRecord;
            var before = prior ? prior._value(this._name) : prior === null ? '' : String(this._record._stored(this._name) || '');
            return this.changes() && before === String(value);
        };
        GlideElement.prototype.getReferenceTable = function () { return this._field ? (this._field.reference || '') : ''; };
        GlideElement.prototype.getRefRecord = function () {
            var target = this.getReferenceTable();
            var related = target ? __nt_record(target, this._record._secure) : null;
            if (related) {
                var id = this._record._value(this._name);
                if (id) { related.get(id); }
            }
            return related;
        };

        var __nt_referenceTraps = {
            get: function (element, key) {
                if (typeof key !== 'string' || key in element) { return element[key]; }
                var related = element.getRefRecord();
                return related ? related[key] : undefined;
            }
        };

        function __nt_element(record, name) {
            var field = record._field(name);
            var element = new GlideElement(record, name, field);
            return field && field.reference ? new Proxy(element, __nt_referenceTraps) : element;
        }

        function GlideRecordState(table, secure) {
            this._table = String(table);
            this._secure = !!secure;
            this._info = __nt_table(this._table);
            this._conditions = [];
            this._orders = [];
            this._limit = 0;
            this._rows = null;
            this._index = -1;
            // The record's stored values: this._rows while on a query's row, an object after a write, or null.
            this._current = null;
            this._changes = __nt_map();
            // Whether _changes may hold anything, so moving to the next row makes a new map only after a write.
            this._changed = false;
            this._isNew = false;
        }

        // The prototype of a table's records: GlideRecord's methods, then a field accessor for every field whose
        // name is not a method or one of the record's own `_` members (those stay what they are).
        function __nt_recordPrototype(info) {
            var prototype = Object.create(GlideRecordPrototype);
            var fields = info ? Object.keys(info.fields) : [];
            fields.forEach(function (field) {
                if (field.charAt(0) === '_' || field in GlideRecordPrototype) { return; }
                Object.defineProperty(prototype, field, {
                    get: function () { return __nt_element(this, field); },
                    set: function (value) { this.setValue(field, value); },
                    enumerable: false,
                    configurable: true
                });
            });
            return prototype;
        }

        var __nt_recordPrototypes = __nt_map();
        function __nt_record(table, secure) {
            var name = String(table);
            if (!(name in __nt_recordPrototypes)) {
                __nt_recordPrototypes[name] = __nt_recordPrototype(__nt_table(name));
            }
            var record = Object.create(__nt_recordPrototypes[name]);
            GlideRecordState.call(record, name, secure);
            return record;
        }

        var GlideRecordPrototype = GlideRecordState.prototype;
        // Whether writes and queries run business rules (`setWorkflow`), whether a rule aborted the last write, and
        // the record before the change while rules run (null on insert).
        GlideRecordPrototype._workflow = true;
        GlideRecordPrototype._aborted = false;
        GlideRecordPrototype._previousRecord = undefined;
        GlideRecordPrototype._operationName = undefined;
        // A record of the same table on the same stored row, without this record's changes: `previous`.
        GlideRecordPrototype._snapshot = function () {
            var copy = __nt_record(this._table, this._secure);
            copy._rows = this._rows;
            copy._index = this._index;
            copy._current = this._current;
            return copy;
        };
        GlideRecordPrototype._field = function (name) {
            var field = this._info ? this._info.fields[name] : undefined;
            return field === undefined ? null : field;
        };
        GlideRecordPrototype._value = function (name) {
            // The common case first: an unchanged row of a query whose column for `name` has loaded.
            var current = this._current;
            if (current !== null && current === this._rows && !this._changed) {
                var column = current._columns[name];
                if (column !== undefined) {
                    var loaded = column[this._index];
                    return typeof loaded === 'string' ? loaded : '';
                }
            }
            var dot = __nt_dots[name];
            if (dot === undefined) { dot = __nt_dots[name] = name.indexOf('.'); }
            if (dot > 0) {
                var related = __nt_element(this, name.substring(0, dot));
                var record = related && related.getRefRecord ? related.getRefRecord() : null;
                return record ? record._value(name.substring(dot + 1)) : '';
            }
            if (name in this._changes) { return this._changes[name]; }
            var value = this._stored(name);
            return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
        };
        GlideRecordPrototype._stored = function (name) {
            var current = this._current;
            if (!current) { return undefined; }
            return current === this._rows ? current.value(name, this._index) : __nt_own(current, name);
        };
        GlideRecordPrototype._requireTable = function () {
            if (!this._info) {
                throw new Error('Invalid table name "' + this._table + '": no such table in this instance');
            }
        };
        GlideRecordPrototype._load = function (row) {
            this._current = row;
            if (this._changed) { this._changes = __nt_map(); this._changed = false; }
            this._isNew = false;
        };
        GlideRecordPrototype.isValid = function () { return !!this._info; };
        GlideRecordPrototype.getTableName = function () { return this._table; };
        GlideRecordPrototype.getRecordClassName = function () {
            var recordClass = this._stored('sys_class_name');
            return recordClass ? recordClass : this._table;
        };
        GlideRecordPrototype.getLabel = function () { return this._info ? this._info.label : this._table; };
        GlideRecordPrototype.addQuery = function (field, op, value) {
            if (op === undefined && value === undefined) { return this.addEncodedQuery(field); }
            this._conditions.push(__nt_condition(field, op, value));
            return new GlideQueryCondition(this, this._conditions.length - 1);
        };
        GlideRecordPrototype.addEncodedQuery = function (query) {
            if (query) { this._conditions.push(String(query)); }
            return new GlideQueryCondition(this, this._conditions.length - 1);
        };
        GlideRecordPrototype.addActiveQuery = function () { return this.addQuery('active', 'true'); };
        GlideRecordPrototype.addInactiveQuery = function () { return this.addQuery('active', 'false'); };
        GlideRecordPrototype.addNullQuery = function (field) { return this.addEncodedQuery(field + 'ISEMPTY'); };
        GlideRecordPrototype.addNotNullQuery = function (field) { return this.addEncodedQuery(field + 'ISNOTEMPTY'); };
        GlideRecordPrototype.orderBy = function (field) { this._orders.push('ORDERBY' + field); };
        GlideRecordPrototype.orderByDesc = function (field) { this._orders.push('ORDERBYDESC' + field); };
        GlideRecordPrototype.setLimit = function (limit) { this._limit = Math.max(0, parseInt(limit, 10) || 0); };
        GlideRecordPrototype.getEncodedQuery = function () { return this._conditions.concat(this._orders).join('^'); };
        GlideRecordPrototype.query = function (field, value) {
            this._requireTable();
            if (field !== undefined) { this.addQuery(field, value); }
            if (this._workflow && __nt_hasRules(this._table, 'query')) { __nt_runRules('before', 'query', this, null); }
            this._rows = __nt_runQuery(this, this.getEncodedQuery(), this._limit);
            this._index = -1;
            this._current = null;
            this._changes = __nt_map();
        };
        GlideRecordPrototype._query = GlideRecordPrototype.query;
        GlideRecordPrototype.hasNext = function () { return !!this._rows && this._index + 1 < this._rows.length; };
        GlideRecordPrototype.next = function () {
            var rows = this._rows;
            if (!rows || this._index + 1 >= rows.length) { this._current = null; return false; }
            this._index += 1;
            this._load(rows);
            return true;
        };
        GlideRecordPrototype._next = GlideRecordPrototype.next;
        GlideRecordPrototype.getRowCount = function () { return this._rows ? this._rows.length : 0; };
        GlideRecordPrototype.get = function (field, value) {
            this._requireTable();
            if (value === undefined) { value = field; field = 'sys_id'; }
            if (value === null || value === undefined || String(value) === '') { return false; }
            var condition = __nt_condition(field, '=', String(value));
            if (this._workflow && __nt_hasRules(this._table, 'query')) {
                var asked = this._conditions;
                this._conditions = [];
                __nt_runRules('before', 'query', this, null);
                condition = this._conditions.concat([condition]).join('^');
                this._conditions = asked;
            }
            this._rows = __nt_runQuery(this, condition, 1);
            this._index = -1;
            return this.next();
        };
        GlideRecordPrototype.isValidRecord = function () { return !!this._current && !this._isNew; };
        GlideRecordPrototype.isNewRecord = function () { return this._isNew; };
        GlideRecordPrototype.getValue = function (field) {
            var value = this._value(typeof field === 'string' ? field : String(field));
            return value === '' ? null : value;
        };
        GlideRecordPrototype.getUniqueValue = function () { return this._value('sys_id'); };
        GlideRecordPrototype.setValue = function (field, value) {
            if (value !== null && value !== undefined && typeof value.getValue === 'function') { value = value.getValue(); }
            this._changes[String(field)] = value === null || value === undefined ? '' : String(value);
            this._changed = true;
        };
        GlideRecordPrototype.getElement = function (field) {
            return this._field(field) ? __nt_element(this, field) : null;
        };
        GlideRecordPrototype.getDisplayValue = function (field) {
            var name = field === undefined ? (this._info ? this._info.displayField : 'sys_id')
                : typeof field === 'string' ? field : String(field);
            var dot = __nt_dots[name];
            if (dot === undefined) { dot = __nt_dots[name] = name.indexOf('.'); }
            if (dot > 0) {
                var related = __nt_element(this, name.substring(0, dot)).getRefRecord();
                return related ? related.getDisplayValue(name.substring(dot + 1)) : '';
            }
            var definition = this._info ? this._info.fields[name] : undefined;
            var value = this._value(name);
            if (definition === undefined || value === '' || !definition.needsLookup) { return value; }
            var table = this.getRecordClassName();
            var byField = __nt_displayCache[table] || (__nt_displayCache[table] = __nt_map());
            var byValue = byField[name] || (byField[name] = __nt_map());
            if (!(value in byValue)) {
                byValue[value] = __nt_host('display', { table: table, field: name, value: value });
            }
            return byValue[value];
        };
        GlideRecordPrototype.initialize = function () {
            this._current = {};
            this._changes = __nt_map();
            this._isNew = true;
        };
        GlideRecordPrototype.newRecord = GlideRecordPrototype.initialize;
        GlideRecordPrototype.insert = function () {
            this._requireTable();
            this._aborted = false;
            var rules = this._workflow && __nt_hasRules(this._table, 'insert');
            if (rules && !__nt_runRules('before', 'insert', this, null)) { return null; }
            __nt_displayCache = __nt_map();
            var answer = __nt_host('insert', { table: this._table, values: this._changes, secure: this._secure });
            if (!answer.record) { return null; }
            this._load(answer.record);
            if (rules) { __nt_runRules('after', 'insert', this, null); }
            return answer.record.sys_id;
        };
        GlideRecordPrototype.update = function () {
            this._requireTable();
            if (!this._current || this._isNew) { return this.insert(); }
            this._aborted = false;
            var prior = this._workflow && __nt_hasRules(this.getRecordClassName(), 'update') ? this._snapshot() : null;
            if (prior && !__nt_runRules('before', 'update', this, prior)) { return null; }
            __nt_displayCache = __nt_map();
            var answer = __nt_host('update', {
                table: this.getRecordClassName(), sys_id: this._value('sys_id'), values: this._changes, secure: this._secure
            });
            if (!answer.record) { return null; }
            this._load(answer.record);
            if (prior) { __nt_runRules('after', 'update', this, prior); }
            return answer.record.sys_id;
        };
        GlideRecordPrototype.deleteRecord = function () {
            this._requireTable();
            if (!this._current || this._isNew) { return false; }
            this._aborted = false;
            var prior = this._workflow && __nt_hasRules(this.getRecordClassName(), 'delete') ? this._snapshot() : null;
            if (prior && !__nt_runRules('before', 'delete', this, prior)) { return false; }
            __nt_displayCache = __nt_map();
            var answer = __nt_host('delete', {
                table: this.getRecordClassName(), sys_id: this._value('sys_id'), secure: this._secure
            });
            if (answer.deleted && prior) { __nt_runRules('after', 'delete', this, prior); }
            if (answer.deleted) { this._current = null; }
            return !!answer.deleted;
        };
        GlideRecordPrototype.deleteMultiple = function () {
            this.query();
            var count = 0;
            while (this.next()) { if (this.deleteRecord()) { count += 1; } }
            return count;
        };
        GlideRecordPrototype._can = function (operation) {
            return !!__nt_host('can', { table: this._table, operation: operation });
        };
        GlideRecordPrototype.canRead = function () { return this._can('read'); };
        GlideRecordPrototype.canWrite = function () { return this._can('write'); };
        GlideRecordPrototype.canCreate = function () { return this._can('create'); };
        GlideRecordPrototype.canDelete = function () { return this._can('delete'); };
        GlideRecordPrototype.setWorkflow = function (on) { this._workflow = on !== false; };
        GlideRecordPrototype.setAbortAction = function (abort) { this._aborted = abort !== false; };
        GlideRecordPrototype.isActionAborted = function () { return !!this._aborted; };
        GlideRecordPrototype.operation = function () {
            if (this._operationName) { return this._operationName; }
            return this._isNew ? 'insert' : this._current ? 'update' : '';
        };
        GlideRecordPrototype.autoSysFields = function () {};
        GlideRecordPrototype.getLink = function () {
            return this.getRecordClassName() + '.do?sys_id=' + this._value('sys_id');
        };

        function GlideRecord(table) { return __nt_record(table, false); }
        GlideRecord.prototype = GlideRecordPrototype;
        function GlideRecordSecure(table) { return __nt_record(table, true); }
        GlideRecordSecure.prototype = GlideRecordPrototype;
        """#
}
