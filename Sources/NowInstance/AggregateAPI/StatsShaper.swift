import JSONText
import NowStore

/// Writes aggregate groups in the platform's shapes: `{"result":{"stats":{…}}}` without grouping, and
/// `{"result":[{"stats":{…},"groupby_fields":[{"field":…,"value":…}]}]}` with it. Every value is a string.
struct StatsShaper {
    let dictionary: TableDictionary
    let table: String
    let parameters: StatsParameters
    /// Referenced records, each looked up once however many groups name it.
    let references: ReferencedRecords

    init(repository: RecordRepository, dictionary: TableDictionary, table: String, parameters: StatsParameters) {
        self.dictionary = dictionary
        self.table = table
        self.parameters = parameters
        references = ReferencedRecords(repository: repository, dictionary: dictionary)
    }

    func body(_ groups: [AggregateGroup]) -> String {
        if parameters.groupBy.isEmpty {
            let only = groups.first ?? AggregateGroup(values: [], results: [:])
            return JSONFragments.object([("result", JSONFragments.object([("stats", stats(only))]))])
        }
        let entries = groups.map { group in
            JSONFragments.object([("stats", stats(group)), ("groupby_fields", groupFields(group))])
        }
        return JSONFragments.object([("result", JSONFragments.array(entries))])
    }

    private func stats(_ group: AggregateGroup) -> String {
        var members: [(String, String)] = []
        for term in parameters.terms where term.function == .count && term.field == nil {
            members.append(("count", JSONFragments.string(group.results[term] ?? "0")))
        }
        for (_, function) in StatsParameters.fieldLists {
            let terms = parameters.terms.filter { $0.function == function && $0.field != nil }
            guard !terms.isEmpty else { continue }
            let values = terms.map { term in (term.field ?? "", JSONFragments.string(group.results[term] ?? "")) }
            members.append((function.rawValue.lowercased(), JSONFragments.object(values)))
        }
        return JSONFragments.object(members)
    }

    private func groupFields(_ group: AggregateGroup) -> String {
        let fields = zip(parameters.groupBy, group.values).map { name, value -> String in
            let field = dictionary.field(name, of: table)
            switch parameters.displayValue {
            case .actual:
                return JSONFragments.object([
                    ("field", JSONFragments.string(name)), ("value", JSONFragments.string(value)),
                ])
            case .display:
                return JSONFragments.object([
                    ("field", JSONFragments.string(name)),
                    ("value", JSONFragments.string(display(value, field: field))),
                ])
            case .both:
                return JSONFragments.object([
                    ("field", JSONFragments.string(name)), ("value", JSONFragments.string(value)),
                    ("display_value", JSONFragments.string(display(value, field: field))),
                ])
            }
        }
        return JSONFragments.array(fields)
    }

    /// The label of a choice, the display value of a referenced record, or the value itself, as the Table API shows
    /// them.
    private func display(_ value: String, field: FieldDefinition?) -> String {
        guard let field, !value.isEmpty else { return value }
        return references.displayText(value, field: field)
    }
}
