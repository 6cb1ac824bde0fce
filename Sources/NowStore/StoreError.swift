/// A store operation that could not be done, with what to do about it.
public enum StoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The soup was never registered.
    case unknownSoup(String)
    /// A soup name that cannot be a table name.
    case invalidSoupName(String)
    /// A query names a path the soup has no index for.
    case unindexedPath(soup: String, path: String)
    /// A Smart SQL query could not be understood or run.
    case invalidSmartSQL(String, reason: String)
    /// A `match` query on a path without a full-text index.
    case notFullText(soup: String, path: String)
    /// The store file could not be opened.
    case cannotOpen(String, reason: String)

    public var description: String {
        switch self {
        case .unknownSoup(let name):
            return "no soup named '\(name)'; register it with registerSoup(_:indexSpecs:) first"
        case .invalidSoupName(let name):
            return "'\(name)' cannot name a soup; use letters, digits and '_', starting with a letter"
        case .unindexedPath(let soup, let path):
            return "soup '\(soup)' has no index on '\(path)'; add an IndexSpec for it, or query an indexed path"
        case .invalidSmartSQL(let sql, let reason):
            return "cannot run Smart SQL '\(sql)': \(reason); check the {soup} and {soup:path} references"
        case .notFullText(let soup, let path):
            return "'\(path)' in soup '\(soup)' is not a full_text index; declare it as .fullText to match on it"
        case .cannotOpen(let path, let reason):
            return "cannot open the store at '\(path)': \(reason); check the directory exists and is writable"
        }
    }
}
