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

    /// The referenced records of this response, so a page of records looks each one up once.
    let references: ReferencedRecords

    init(
        repository: RecordRepository, dictionary: TableDictionary, baseURL: String, apiPrefix: String,
        displayValue: DisplayValueMode, excludeReferenceLink: Bool
    ) {
        self.repository = repository
        self.dictionary = dictionary
        self.baseURL = baseURL
        self.apiPrefix = apiPrefix
        self.displayValue = displayValue
        self.excludeReferenceLink = excludeReferenceLink
        self.references = ReferencedRecords(repository: repository, dictionary: dictionary)
    }

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
        // Nearly every field is the record's own: look it up without splitting the name.
        if !path.utf8.contains(UInt8(ascii: ".")) {
            guard let field = dictionary.field(path, of: record.table) else { return nil }
            if case .journal = field.kind { return renderValue("", field: field) }
            return renderValue(record[path], field: field)
        }
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
        references.displayText(value, field: field)
    }

    /// Looks up, in one query per referenced table, every record that the page's reference fields point to, so
    /// rendering display values or dot-walks does not query once per row.
    func prefetchReferences(of records: [InstanceRecord], fields: [String]?) {
        try? references.prefetch(records, names: fields.map { Set($0.map { String($0.prefix { $0 != "." }) }) })
    }

    func referenced(_ table: String, _ sysID: String) -> InstanceRecord? {
        (try? references.record(table, sysID)) ?? nil
    }
}
