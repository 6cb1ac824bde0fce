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
    /// The columns each table's records show, worked out once per response.
    private let plans = ColumnPlans()

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
        // One string per record, written in place: a page renders hundreds of values.
        var output = "{"
        output.reserveCapacity(1_024)
        var first = true
        for column in plans.columns(of: record.table, fields: fields, dictionary: dictionary) {
            switch column {
            case .own(let name, let field):
                member(name, first: &first, to: &output)
                if case .journal = field.kind {
                    renderValue("", field: field, to: &output)
                } else {
                    renderValue(record[name], field: field, to: &output)
                }
            case .dotWalk(let path):
                guard let rendered = renderDotWalk(path, of: record) else { continue }
                member(path, first: &first, to: &output)
                output += rendered
            }
        }
        output += "}"
        return output
    }

    private func member(_ name: String, first: inout Bool, to output: inout String) {
        if !first { output += "," }
        first = false
        JSONFragments.appendString(name, to: &output)
        output += ":"
    }

    /// The rendered value of a dot-walked `path`; nil when a table on the way has no such field.
    private func renderDotWalk(_ path: String, of record: InstanceRecord) -> String? {
        var current = record
        let steps = path.split(separator: ".").map(String.init)
        var output = ""
        for step in steps.dropLast() {
            guard case .reference(let target) = dictionary.field(step, of: current.table)?.kind else { return nil }
            guard let next = referenced(target, current[step]) else {
                renderValue("", field: FieldDefinition(steps.last ?? path, .string), to: &output)
                return output
            }
            current = next
        }
        guard let name = steps.last, let field = dictionary.field(name, of: current.table) else { return nil }
        if case .journal = field.kind {
            renderValue("", field: field, to: &output)
        } else {
            renderValue(current[name], field: field, to: &output)
        }
        return output
    }

    private func renderValue(_ value: String, field: FieldDefinition, to output: inout String) {
        // Display values cost a lookup for references, so they are only worked out when the response shows them.
        var display: String { displayText(value, field: field) }
        if case .reference(let target) = field.kind {
            let link = value.isEmpty ? nil : "\(baseURL)\(apiPrefix)/\(target)/\(value)"
            switch displayValue {
            case .actual:
                guard !excludeReferenceLink, let link else { return JSONFragments.appendString(value, to: &output) }
                output += #"{"link":"#
                JSONFragments.appendString(link, to: &output)
                output += #","value":"#
                JSONFragments.appendString(value, to: &output)
                output += "}"
            case .display:
                guard !excludeReferenceLink, let link else { return JSONFragments.appendString(display, to: &output) }
                output += #"{"display_value":"#
                JSONFragments.appendString(display, to: &output)
                output += #","link":"#
                JSONFragments.appendString(link, to: &output)
                output += "}"
            case .both:
                output += #"{"display_value":"#
                JSONFragments.appendString(display, to: &output)
                if !excludeReferenceLink, let link {
                    output += #","link":"#
                    JSONFragments.appendString(link, to: &output)
                }
                output += #","value":"#
                JSONFragments.appendString(value, to: &output)
                output += "}"
            }
            return
        }
        switch displayValue {
        case .actual: JSONFragments.appendString(value, to: &output)
        case .display: JSONFragments.appendString(display, to: &output)
        case .both:
            output += #"{"display_value":"#
            JSONFragments.appendString(display, to: &output)
            output += #","value":"#
            JSONFragments.appendString(value, to: &output)
            output += "}"
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
