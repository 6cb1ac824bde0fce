import JSONText

/// An index spec's path, split once per soup rather than once per entry: a plain key, or a key and the dotted
/// rest through nested objects.
struct SoupPath: Sendable {
    let key: String
    let rest: String?

    init(_ path: String) {
        guard let dot = path.firstIndex(of: ".") else {
            key = path
            rest = nil
            return
        }
        key = String(path[..<dot])
        rest = String(path[path.index(after: dot)...])
    }

    /// The value at this path in `entry`.
    func value(in entry: SoupEntry) -> JSONValue? {
        guard let rest else { return entry[key] }
        return entry[key]?.value(at: rest)
    }
}
