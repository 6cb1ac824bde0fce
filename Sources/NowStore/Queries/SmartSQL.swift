import Foundation

/// Translates Smart SQL (`{soup}`, `{soup:path}`, `{soup:_soup}`, `{soup:_soupEntryId}`) into plain SQL.
enum SmartSQL {
    static func translate(_ sql: String, store: NowStore) throws -> String {
        var output = ""
        var rest = Substring(sql)
        while let open = rest.firstIndex(of: "{") {
            output += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw StoreError.invalidSmartSQL(sql, reason: "a '{' has no closing '}'")
            }
            let reference = rest[rest.index(after: open)..<close]
            let parts = reference.split(separator: ":", maxSplits: 1).map(String.init)
            guard let soup = parts.first, store.soupExists(soup) else {
                throw StoreError.invalidSmartSQL(sql, reason: "'{\(reference)}' names no registered soup")
            }
            let schema = try store.schema(soup)
            output += parts.count == 1 ? schema.quotedTable : schema.expression(for: parts[1])
            rest = rest[rest.index(after: close)...]
        }
        output += rest
        return output
    }
}
