/// Reads one `RLQUERY<table>.<field>,<comparison><count>[,<condition>][,m2m]^<parts>^ENDRLQUERY` block.
///
/// The platform's documentation writes a condition in the header (`RLQUERYincident.problem_id,>=1,priority=1`);
/// clients such as pysnc write the conditions as parts of their own (`…,>=1^priority=1^ENDRLQUERY`). Both are read.
enum RelatedListParser {
    static let start = "RLQUERY"
    static let end = "ENDRLQUERY"

    static func parse(header: QueryPart, parts: [QueryPart], lenient: Bool) throws(QueryParseError)
        -> (query: RelatedListQuery, dropped: [QueryParseError])
    {
        let text = header.text.dropFirst(start.count)
        let pieces = text.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false)
        let malformed = header.error(.malformedRelatedList(String(header.text)))
        guard pieces.count >= 2 else { throw malformed }
        let target = pieces[0].split(separator: ".", omittingEmptySubsequences: false)
        guard target.count == 2, target.allSatisfy({ !$0.isEmpty && $0.allSatisfy(FieldPath.isNameCharacter) }),
            let comparison = RelatedListQuery.CountComparison.allCases.first(where: { pieces[1].hasPrefix($0.rawValue) }
            ),
            let count = Int(pieces[1].dropFirst(comparison.rawValue.count)), count >= 0
        else { throw malformed }
        var manyToMany = false
        var innerParts = parts
        if pieces.count == 3 {
            var rest = pieces[2]
            if rest == "m2m" {
                manyToMany = true
                rest = ""
            } else if rest.hasSuffix(",m2m") {
                manyToMany = true
                rest = rest.dropLast(4)
            }
            if !rest.isEmpty {
                let offset = header.text.count - pieces[2].count
                innerParts.insert(QueryPart(text: rest, offset: header.offset + offset), at: 0)
            }
        }
        var assembler = QueryAssembler(lenient: lenient)
        for part in innerParts {
            if lenient {
                do { try assembler.add(part) } catch { assembler.dropped.append(error) }
            } else {
                try assembler.add(part)
            }
        }
        let conditions = lenient ? ((try? assembler.finish()) ?? EncodedQuery()) : try assembler.finish()
        let query = RelatedListQuery(
            table: String(target[0]), field: String(target[1]), comparison: comparison, count: count,
            conditions: conditions, manyToMany: manyToMany)
        return (query, assembler.dropped)
    }
}
