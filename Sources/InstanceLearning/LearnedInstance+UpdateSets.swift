import NowInstance

extension LearnedInstance {
    /// Where the tables the instance ended up with (`dictionary`, once update sets are installed) disagree with the
    /// learned ones: a column defined with another kind, or a learned column the installed table lacks. The
    /// installed definition wins; each disagreement is reported.
    public func disagreements(with dictionary: TableDictionary) -> [LearningSkip] {
        var found: [LearningSkip] = []
        for table in content.tables {
            guard let installed = dictionary.table(table.name), installed != table else { continue }
            let fields = Dictionary(
                dictionary.fields(of: table.name).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            for learned in table.fields {
                guard let defined = fields[learned.name] else {
                    found.append(
                        LearningSkip(
                            source: "update set", subject: "\(table.name).\(learned.name)",
                            reason: "learned as \(learned.kind.summary), but the installed table has no such column: "
                                + "the update set's definition is used, and the column's values are not shown"))
                    continue
                }
                if defined.kind.queryType != learned.kind.queryType {
                    found.append(
                        LearningSkip(
                            source: "update set", subject: "\(table.name).\(learned.name)",
                            reason: "learned as \(learned.kind.summary), but the update set defines it as "
                                + "\(defined.kind.summary): the update set's definition is used"))
                }
            }
        }
        return found
    }
}
