/// `GlideAggregate`, written in JavaScript over the host's `aggregate` call: conditions as for `GlideRecord`, then
/// aggregates, groups, `having` terms and order, answered by the instance's SQL aggregate engine.
enum GlideAggregateSource {
    static let text = #"""
        function GlideAggregate(table) {
            this._table = String(table);
            this._secure = false;
            this._conditions = [];
            this._aggregates = [];
            this._groupBy = [];
            this._having = [];
            this._order = [];
            this._rows = [];
            this._index = -1;
        }
        GlideAggregate.prototype.getTableName = function () { return this._table; };
        GlideAggregate.prototype.addQuery = function (field, op, value) {
            this._conditions.push(__nt_condition(field, op, value));
            return new GlideQueryCondition(this, this._conditions.length - 1);
        };
        GlideAggregate.prototype.addEncodedQuery = function (query) {
            if (query) { this._conditions.push(String(query)); }
        };
        GlideAggregate.prototype.addNullQuery = function (field) { this._conditions.push(String(field) + 'ISEMPTY'); };
        GlideAggregate.prototype.addNotNullQuery = function (field) {
            this._conditions.push(String(field) + 'ISNOTEMPTY');
        };
        GlideAggregate.prototype.addActiveQuery = function () { this._conditions.push('active=true'); };
        GlideAggregate.prototype.getEncodedQuery = function () { return this._conditions.join('^'); };
        GlideAggregate.prototype.addAggregate = function (fn, field) {
            this._aggregates.push({ function: String(fn).toUpperCase(), field: field ? String(field) : '' });
        };
        GlideAggregate.prototype.groupBy = function (field) { this._groupBy.push(String(field)); };
        GlideAggregate.prototype.setGroup = function (group) { if (!group) { this._groupBy = []; } };
        GlideAggregate.prototype.addHaving = function (fn, field, op, value) {
            this._having.push({ function: String(fn).toUpperCase(), field: field ? String(field) : '',
                operator: String(op), value: String(value) });
        };
        GlideAggregate.prototype.orderBy = function (field) {
            this._order.push({ field: String(field), descending: false });
        };
        GlideAggregate.prototype.orderByDesc = function (field) {
            this._order.push({ field: String(field), descending: true });
        };
        GlideAggregate.prototype.orderByAggregate = function (fn, field) {
            this._order.push({ function: String(fn).toUpperCase(), field: field ? String(field) : '',
                descending: true });
        };
        GlideAggregate.prototype.query = function () {
            this._rows = __nt_host('aggregate', { table: this._table, query: this.getEncodedQuery(),
                groupBy: this._groupBy, aggregates: this._aggregates, having: this._having, order: this._order,
                secure: this._secure });
            this._index = -1;
        };
        GlideAggregate.prototype.next = function () {
            if (this._index + 1 >= this._rows.length) { this._index = this._rows.length; return false; }
            this._index += 1;
            return true;
        };
        GlideAggregate.prototype.hasNext = function () { return this._index + 1 < this._rows.length; };
        GlideAggregate.prototype.getRowCount = function () { return this._rows.length; };
        GlideAggregate.prototype._row = function () {
            if (this._index < 0 || this._index >= this._rows.length) {
                throw new Error('GlideAggregate: call query() and next() before reading a value');
            }
            return this._rows[this._index];
        };
        GlideAggregate.prototype.getAggregate = function (fn, field) {
            var name = String(fn).toUpperCase();
            var key = field ? name + '|' + String(field) : name;
            var found = this._row().aggregates[key];
            if (found === undefined) {
                throw new Error('GlideAggregate: ' + key + ' was not asked for; call addAggregate(\'' + name + '\''
                    + (field ? ', \'' + field + '\'' : '') + ') before query()');
            }
            return found;
        };
        GlideAggregate.prototype.getValue = function (field) {
            var value = this._row().values[String(field)];
            return value === undefined ? null : value;
        };
        GlideAggregate.prototype.getDisplayValue = function (field) {
            var value = this.getValue(field);
            if (value === null || value === '') { return value; }
            return __nt_host('display', { table: this._table, field: String(field), value: value });
        };
        """#
}
