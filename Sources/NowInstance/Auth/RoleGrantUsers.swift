import NowQuery
import UpdateSetKit

/// Points an application's role grant (`sys_user_has_role`) at a user of this instance. A grant names its user by
/// sys_id and shows the user's name beside it; demo data made on another instance carries that instance's sys_id, so
/// a sys_id this instance lacks is looked up by the name shown (the user's name, or user name) instead.
struct RoleGrantUsers {
    let repository: RecordRepository

    /// `record` with its user field holding a sys_id of this instance where one can be found; other records as given.
    func resolved(_ record: UpdateRecord) throws -> UpdateRecord {
        guard record.table == "sys_user_has_role",
            let index = record.fields.firstIndex(where: { $0.name == "user" })
        else { return record }
        let field = record.fields[index]
        if !field.value.isEmpty, try repository.record("sys_user", sysID: field.value) != nil { return record }
        guard let shown = field.displayValue, !shown.isEmpty else { return record }
        for column in ["user_name", "name"] {
            let query = EncodedQuery().narrowed(by: QueryClause(QueryCondition(FieldPath(column), .equals, shown)))
            if let user = try repository.find("sys_user", query: query, context: QueryContext(), limit: 1).records.first
            {
                var resolved = record
                resolved.fields[index] = UpdateField(name: "user", value: user.sysID, displayValue: shown)
                return resolved
            }
        }
        return record
    }
}
