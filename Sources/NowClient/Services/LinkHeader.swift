/// Reads the `Link` header the Table API sends with a page: `<url>;rel="next",<url>;rel="last"`.
public enum LinkHeader {
    /// The URL of the relation `rel` (`next`, `prev`, `first`, `last`), or nil.
    public static func url(_ rel: String, in header: String?) -> String? {
        guard let header else { return nil }
        for part in header.split(separator: ",") {
            let pieces = part.split(separator: ";").map { $0.trimmingSpaces }
            guard let target = pieces.first, target.hasPrefix("<"), target.hasSuffix(">") else { continue }
            let isRel = pieces.dropFirst().contains { attribute in
                let lowered = attribute.lowercased().replacingOccurrences(of: " ", with: "")
                return lowered == "rel=\"\(rel)\"" || lowered == "rel=\(rel)"
            }
            if isRel { return String(target.dropFirst().dropLast()) }
        }
        return nil
    }
}
