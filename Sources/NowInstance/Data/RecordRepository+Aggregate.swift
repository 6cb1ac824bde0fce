import NowQuery
import NowStore

extension RecordRepository {
    /// Aggregates the records of `table` (and the tables that extend it) that match `request.query`, in SQL.
    /// `request.soup` and `request.fieldTypes` are filled in here from the table.
    public func aggregate(_ table: String, _ request: AggregateQuery) throws -> [AggregateGroup] {
        let dictionary = self.dictionary
        let root = dictionary.storageTable(table)
        var scoped = request
        scoped.soup = root
        scoped.fieldTypes = dictionary.queryTypes(of: table)
        scoped.displayField = dictionary.displayField(of: table)
        if table != root {
            let classes = QueryCondition(
                field: "sys_class_name", op: .isOneOf, operand: .list(dictionary.descendants(of: table)))
            scoped.query = scoped.query.narrowed(by: QueryClause(classes), first: true)
        }
        return try store.aggregate(scoped)
    }
}
