/// A line-by-line diff of two texts by longest common subsequence, for showing expected against actual.
enum LineDiff {
    enum Line: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The lines of `old` and `new` marked as kept, removed or added. Texts over `limit` lines are compared only
    /// in their first `limit` lines.
    static func lines(_ old: String, _ new: String, limit: Int = 400) -> [Line] {
        let a = Array(old.split(separator: "\n", omittingEmptySubsequences: false).prefix(limit).map(String.init))
        let b = Array(new.split(separator: "\n", omittingEmptySubsequences: false).prefix(limit).map(String.init))
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var result: [Line] = []
        var i = 0
        var j = 0
        while i < a.count && j < b.count {
            if a[i] == b[j] {
                result.append(.same(a[i]))
                i += 1
                j += 1
            } else if table[i + 1][j] >= table[i][j + 1] {
                result.append(.removed(a[i]))
                i += 1
            } else {
                result.append(.added(b[j]))
                j += 1
            }
        }
        result += a[i...].map { .removed($0) }
        result += b[j...].map { .added($0) }
        return result
    }
}
