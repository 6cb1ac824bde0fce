import NowQuery

/// Turns records into the Table API's JSON: plain values, `{link, value}` references, or display values.
struct RecordRenderer {
    let repository: RecordRepository
    let dictionary: TableDictionary
    let baseURL: String
    /// `/api/now/table`, `/api/now/v1/table` or `/api/now/v2/table`, matching the request, for reference links.
    let apiPrefix: String
    let displayValue: DisplayValueMode
    let excludeReferenceLink: Bool

    /// A per-request cache of referenced records, so a page of records looks each one up once.
    final class Cache {
        var records: [String: InstanceRecord?] = [:]
    }

    let cache = Cache()

    func render(_ record: InstanceRecord, fields: [String]?) -> String {
        let names = fields ?? dictionary.fields(of: record.table).map(\.name)
        var members: [(String, String)] = []
        for name in names {
            if let rendered = renderField(name, of: record) {
                members.append((name, rendered))
            }
        }
        return JSONText.object(members)
    }

    /// The rendered value of `path` (possibly dot-walked); nil when the table has no such field.
    private func renderField(_ path: String, of record: InstanceRecord) -> String? {
        var current = record
        let steps = path.split(separator: ".").map(String.init)
        for step in steps.dropLast() {
            guard case .reference(let target) = dictionary.field(step, of: current.table)?.kind else { return nil }
            guard let next = referenced(target, current[step]) else {
                return renderValue("", field: FieldDefinition(steps.last ?? path, .string))
            }
            current = next
        }
        guard let name = steps.last, let field = dictionary.field(name, of: current.table) else { return nil }
        if case .journal = field.kind {
            return renderValue("", field: field)
        }
        return renderValue(current[name], field: field)
    }

    private func renderValue(_ value: String, field: FieldDefinition) -> String {
        // Display values cost a lookup for references, so they are only worked out when the response shows them.
        var display: String { displayText(value, field: field) }
        if case .reference(let target) = field.kind {
            let link = value.isEmpty ? nil : "\(baseURL)\(apiPrefix)/\(target)/\(value)"
            switch displayValue {
            case .actual:
                guard !excludeReferenceLink, let link else { return JSONText.string(value) }
                return JSONText.object([("link", JSONText.string(link)), ("value", JSONText.string(value))])
            case .display:
                guard !excludeReferenceLink, let link else { return JSONText.string(display) }
                return JSONText.object([("display_value", JSONText.string(display)), ("link", JSONText.string(link))])
            case .both:
                var members = [("display_value", JSONText.string(display))]
                if !excludeReferenceLink, let link { members.append(("link", JSONText.string(link))) }
                members.append(("value", JSONText.string(value)))
                return JSONText.object(members)
            }
        }
        switch displayValue {
        case .actual: return JSONText.string(value)
        case .display: return JSONText.string(display)
        case .both:
            return JSONText.object([("display_value", JSONText.string(display)), ("value", JSONText.string(value))])
        }
    }

    func displayText(_ value: String, field: FieldDefinition) -> String {
        switch field.kind {
        case .reference(let target):
            guard let record = referenced(target, value) else { return "" }
            return record[dictionary.displayField(of: record.table)]
        case .choice: return field.choiceLabel(value)
        default: return value
        }
    }

    /// Looks up, in one query per referenced table, every record that the page's reference fields point to, so
    /// rendering display values or dot-walks does not query once per row.
    func prefetchReferences(of records: [InstanceRecord], fields: [String]?) {
        var wanted: [String: Set<String>] = [:]
        for record in records {
            let names =
                fields?.map { String($0.prefix { $0 != "." }) } ?? dictionary.fields(of: record.table).map(\.name)
            for name in Set(names) {
                guard case .reference(let target) = dictionary.field(name, of: record.table)?.kind else { continue }
                let value = record[name]
                if !value.isEmpty, cache.records[target + ":" + value] == nil {
                    wanted[target, default: []].insert(value)
                }
            }
        }
        for (table, ids) in wanted {
            let condition = QueryCondition(field: "sys_id", op: .isOneOf, operand: .list(ids.sorted()))
            let query = EncodedQuery(groups: [QueryGroup(clauses: [QueryClause(condition)])])
            guard let found = try? repository.find(table, query: query, context: QueryContext()) else { continue }
            var missing = ids
            for record in found.records {
                cache.records[table + ":" + record.sysID] = record
                missing.remove(record.sysID)
            }
            for id in missing { cache.records[table + ":" + id] = .some(nil) }
        }
    }

    func referenced(_ table: String, _ sysID: String) -> InstanceRecord? {
        guard !sysID.isEmpty else { return nil }
        let key = table + ":" + sysID
        if let cached = cache.records[key] { return cached }
        let record = try? repository.record(table, sysID: sysID)
        cache.records[key] = record
        return record
    }
}
