import NowInstance

/// The people the recordings show, as accounts of the learned instance: each user record with a user name signs in
/// with ``password``, holding the roles the recordings give it (its `roles` field, and its `sys_user_has_role`
/// records with their roles' names).
enum LearnedAccounts {
    /// The password every learned account signs in with: the recordings hold none.
    static let password = "password"

    static func accounts(from records: [InstanceRecord]) -> [DemoUser] {
        let roleNames = Dictionary(
            records.filter { $0.table == "sys_user_role" }.map { ($0.sysID, $0["name"]) },
            uniquingKeysWith: { first, _ in first })
        var grants: [String: Set<String>] = [:]
        for grant in records where grant.table == "sys_user_has_role" {
            guard let name = roleNames[grant["role"]], !name.isEmpty else { continue }
            grants[grant["user"], default: []].insert(name)
        }
        return records.filter { $0.table == "sys_user" && !$0["user_name"].isEmpty }.map { user in
            let listed = user["roles"].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let roles = Set(listed.filter { !$0.isEmpty }).union(grants[user.sysID] ?? [])
            return DemoUser(
                userName: user["user_name"], password: password, firstName: user["first_name"],
                lastName: user["last_name"], roles: roles.sorted(), sysID: user.sysID)
        }
    }
}
