import NowClient

/// Paths into JSON responses: `result.sys_id`, `result[0].number`, `result.*.number` (every element), `result.count`
/// (an array's length).
public enum JSONPath {
    /// The value at `path`; a `*` step gives an array of what each element holds there. Nil when the path leads
    /// nowhere.
    public static func value(at path: String, in json: JSONValue) -> JSONValue? {
        var current: [JSONValue] = [json]
        var spread = false
        for step in steps(path) {
            var next: [JSONValue] = []
            for value in current {
                switch step {
                case .key(let key):
                    if let member = value[key] {
                        next.append(member)
                    } else if key == "count", let items = value.arrayValue {
                        next.append(.number(String(items.count)))
                    } else if !spread {
                        return nil
                    }
                case .index(let index):
                    let items = value.arrayValue ?? []
                    let position = index < 0 ? items.count + index : index
                    if items.indices.contains(position) {
                        next.append(items[position])
                    } else if !spread {
                        return nil
                    }
                case .all:
                    guard let items = value.arrayValue else {
                        if spread { continue }
                        return nil
                    }
                    next += items
                }
            }
            if case .all = step { spread = true }
            current = next
        }
        return spread ? .array(current) : current.first
    }

    enum PathStep: Equatable {
        case key(String)
        case index(Int)
        case all
    }

    static func steps(_ path: String) -> [PathStep] {
        var result: [PathStep] = []
        for part in path.split(separator: ".") {
            var rest = Substring(part)
            if let bracket = rest.firstIndex(of: "[") {
                let key = rest[..<bracket]
                if !key.isEmpty { result.append(key == "*" ? .all : .key(String(key))) }
                rest = rest[bracket...]
                while rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
                    let inside = rest[rest.index(after: rest.startIndex)..<close]
                    result.append(inside == "*" ? .all : Int(inside).map(PathStep.index) ?? .key(String(inside)))
                    rest = rest[rest.index(after: close)...]
                }
            } else {
                result.append(rest == "*" ? .all : .key(String(rest)))
            }
        }
        return result
    }
}
