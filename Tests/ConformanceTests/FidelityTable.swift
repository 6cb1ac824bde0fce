import Foundation

/// The conformance table as `docs/fidelity.md` writes it: the id in each row's first cell.
enum FidelityTable {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/fidelity.md").path

    /// The ids of the rows under `## Conformance`, in order.
    static func rowIDs() throws -> [String] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var inTable = false
        var ids: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") { inTable = line == "## Conformance" }
            guard inTable, line.hasPrefix("| ") else { continue }
            let first = line.dropFirst(2).prefix { $0 != " " && $0 != "|" }
            if first.wholeMatch(of: /[A-Z][0-9]{2}/) != nil { ids.append(String(first)) }
        }
        return ids
    }
}
