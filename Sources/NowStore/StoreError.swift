/// A store operation that could not be done, with what to do about it.
public struct StoreError: Error, Sendable, Hashable, CustomStringConvertible {
    private enum Code: Sendable, Hashable {
        case unknownSoup(String)
        case invalidSoupName(String)
        case unindexedPath(soup: String, path: String)
        case invalidSmartSQL(String, reason: String)
        case notFullText(soup: String, path: String)
        case cannotOpen(String, reason: String)
    }

    private let code: Code
    private init(_ code: Code) { self.code = code }

    /// The soup was never registered.
    public static func unknownSoup(_ name: String) -> Self { Self(.unknownSoup(name)) }
    /// A soup name that cannot be a table name.
    public static func invalidSoupName(_ name: String) -> Self { Self(.invalidSoupName(name)) }
    /// A query names a path the soup has no index for.
    public static func unindexedPath(soup: String, path: String) -> Self {
        Self(.unindexedPath(soup: soup, path: path))
    }
    /// A Smart SQL query could not be understood or run.
    public static func invalidSmartSQL(_ sql: String, reason: String) -> Self {
        Self(.invalidSmartSQL(sql, reason: reason))
    }
    /// A `match` query on a path without a full-text index.
    public static func notFullText(soup: String, path: String) -> Self { Self(.notFullText(soup: soup, path: path)) }
    /// The store file could not be opened.
    public static func cannotOpen(_ path: String, reason: String) -> Self { Self(.cannotOpen(path, reason: reason)) }

    public var description: String {
        switch code {
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
        case .cannotOpen(let path, let reason) where reason.contains("database is locked"):
            return "cannot open the store at '\(path)': another process kept it locked for 10 seconds (\(reason)); "
                + "stop the other instance that uses this data folder, or give this one a folder of its own"
        case .cannotOpen(let path, let reason):
            return "cannot open the store at '\(path)': \(reason); check the directory exists and is writable"
        }
    }
}
