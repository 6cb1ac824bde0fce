import JSONText
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
    /// The columns each table's records show, shared by the responses of one instance.
    let plans: ColumnPlans

    init(
        repository: RecordRepository, dictionary: TableDictionary, baseURL: String, apiPrefix: String,
        displayValue: DisplayValueMode, excludeReferenceLink: Bool, plans: ColumnPlans
    ) {
        self.repository = repository
        self.dictionary = dictionary
        self.baseURL = baseURL
        self.apiPrefix = apiPrefix
        self.displayValue = displayValue
        self.excludeReferenceLink = excludeReferenceLink
        self.plans = plans
        self.references = ReferencedRecords(repository: repository, dictionary: dictionary)
    }

    /// One record as a JSON object.
    func render(_ record: InstanceRecord, fields: [String]?) -> String {
        var output = JSONOutput(indent: nil)
        write(record, columns: plans.columns(of: record.table, fields: fields, dictionary: dictionary), to: &output)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// `{"result":[…]}` for a page of records, written into one buffer: a page renders hundreds of values, and
    /// appending each to a string cost more than writing its bytes.
    func renderPage(_ records: [InstanceRecord], fields: [String]?) -> String {
        var output = JSONOutput(indent: nil)
        output.bytes.reserveCapacity(records.count * 1_280 + 16)
        output.append(#"{"result":["#)
        // The records of a page usually share a table, and so their columns.
        var table = ""
        var columns: [ColumnPlans.Column] = []
        for (index, record) in records.enumerated() {
            if index > 0 { output.append(",") }
            if index == 0 || record.table != table {
                table = record.table
                columns = plans.columns(of: table, fields: fields, dictionary: dictionary)
            }
            write(record, columns: columns, to: &output)
        }
        output.append("]}")
        return String(decoding: output.bytes, as: UTF8.self)
    }

    func write(_ record: InstanceRecord, columns: [ColumnPlans.Column], to output: inout JSONOutput) {
        output.append("{")
        var first = true
        for column in columns {
            switch column {
            case .own(let own):
                if !first { output.append(",") }
                first = false
                output.bytes.append(contentsOf: own.memberOpening)
                if case .journal = own.field.kind {
                    writeValue("", field: own.field, to: &output)
                } else {
                    writeValue(record[own.name], field: own.field, to: &output)
                }
            case .dotWalk(let path):
                guard let (value, field) = dotWalk(path, of: record) else { continue }
                member(path, first: &first, to: &output)
                writeValue(value, field: field, to: &output)
            }
        }
        output.append("}")
    }

    private func member(_ name: String, first: inout Bool, to output: inout JSONOutput) {
        if !first { output.append(",") }
        first = false
        output.writeString(name)
        output.append(":")
    }

    /// The value a dot-walked `path` reaches, and its field; nil when a table on the way has no such field. A walk
    /// that meets an empty or missing reference reaches an empty string.
    private func dotWalk(_ path: String, of record: InstanceRecord) -> (String, FieldDefinition)? {
        var current = record
        let steps = path.split(separator: ".").map(String.init)
        for step in steps.dropLast() {
            guard case .reference(let target) = dictionary.field(step, of: current.table)?.kind else { return nil }
            guard let next = referenced(target, current[step]) else {
                return ("", FieldDefinition(steps.last ?? path, .string))
            }
            current = next
        }
        guard let name = steps.last, let field = dictionary.field(name, of: current.table) else { return nil }
        if case .journal = field.kind { return ("", field) }
        return (current[name], field)
    }

    func writeValue(_ value: String, field: FieldDefinition, to output: inout JSONOutput) {
        // Display values cost a lookup for references, so they are only worked out when the response shows them.
        var display: String { displayText(value, field: field) }
        if case .reference(let target) = field.kind {
            let link = value.isEmpty ? nil : "\(baseURL)\(apiPrefix)/\(target)/\(value)"
            switch displayValue {
            case .actual:
                guard !excludeReferenceLink, let link else { return output.writeString(value) }
                writeObject(#"{"link":"#, link, #","value":"#, value, to: &output)
            case .display:
                guard !excludeReferenceLink, let link else { return output.writeString(display) }
                writeObject(#"{"display_value":"#, display, #","link":"#, link, to: &output)
            case .both:
                output.append(#"{"display_value":"#)
                output.writeString(display)
                if !excludeReferenceLink, let link {
                    output.append(#","link":"#)
                    output.writeString(link)
                }
                output.append(#","value":"#)
                output.writeString(value)
                output.append("}")
            }
            return
        }
        switch displayValue {
        case .actual: output.writeString(value)
        case .display: output.writeString(display)
        case .both: writeObject(#"{"display_value":"#, display, #","value":"#, value, to: &output)
        }
    }

    /// `{"a":"x","b":"y"}`, from `{"a":`, `x`, `,"b":` and `y`.
    private func writeObject(
        _ opening: StaticString, _ first: String, _ separator: StaticString, _ second: String,
        to output: inout JSONOutput
    ) {
        output.append(opening)
        output.writeString(first)
        output.append(separator)
        output.writeString(second)
        output.append("}")
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
