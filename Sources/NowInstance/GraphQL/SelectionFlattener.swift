import GraphQL

/// Lists the fields a selection set asks for, in document order, as the executor collects them: fragments are
/// followed, `@skip` and `@include` are honoured, and fields that share a response key are merged.
struct SelectionFlattener {
    let fragments: [String: FragmentDefinition]
    let variables: [String: any Sendable]

    /// The response keys (alias or name) and their fields, in order.
    func fields(of selectionSet: SelectionSet) -> [(key: String, fields: [Field])] {
        var order: [String] = []
        var byKey: [String: [Field]] = [:]
        collect(selectionSet, into: &order, &byKey, visiting: [])
        return order.map { ($0, byKey[$0] ?? []) }
    }

    /// The fields selected under every field named `name` in `selectionSet`.
    func subfields(named name: String, in selectionSet: SelectionSet?) -> [(key: String, fields: [Field])] {
        guard let selectionSet else { return [] }
        var result: [(key: String, fields: [Field])] = []
        for (_, fields) in self.fields(of: selectionSet) {
            for field in fields where field.name.value == name {
                if let children = field.selectionSet { result += self.fields(of: children) }
            }
        }
        return result
    }

    private func collect(
        _ selectionSet: SelectionSet, into order: inout [String], _ byKey: inout [String: [Field]],
        visiting: Set<String>
    ) {
        for selection in selectionSet.selections {
            switch selection {
            case let field as Field:
                guard included(field.directives) else { continue }
                let key = field.alias?.value ?? field.name.value
                if byKey[key] == nil { order.append(key) }
                byKey[key, default: []].append(field)
            case let spread as FragmentSpread:
                let name = spread.name.value
                guard included(spread.directives), !visiting.contains(name), let fragment = fragments[name] else {
                    continue
                }
                collect(fragment.selectionSet, into: &order, &byKey, visiting: visiting.union([name]))
            case let inline as InlineFragment:
                guard included(inline.directives) else { continue }
                collect(inline.selectionSet, into: &order, &byKey, visiting: visiting)
            default:
                continue
            }
        }
    }

    private func included(_ directives: [Directive]) -> Bool {
        for directive in directives {
            let condition = directive.arguments.first { $0.name.value == "if" }.map { flag($0.value) } ?? nil
            switch directive.name.value {
            case "skip" where condition == true: return false
            case "include" where condition == false: return false
            default: continue
            }
        }
        return true
    }

    private func flag(_ value: Value) -> Bool? {
        switch value {
        case let literal as BooleanValue: return literal.value
        case let variable as Variable:
            switch variables[variable.name.value] {
            case let bool as Bool: return bool
            case let map as Map: return map.bool
            default: return nil
            }
        default: return nil
        }
    }
}
