import NowQuery
import Synchronization
import UpdateSetKit

/// The security installed applications bring, kept as the platform keeps it: ACLs (`sys_security_acl`) with the
/// roles each requires (`sys_security_acl_role`), the roles themselves (`sys_user_role`), which roles contain others
/// (`sys_user_role_contains`) and which users hold them (`sys_user_has_role`).
///
/// It decides table operations on the tables the applications govern, and the scripted REST operations that require
/// ACL authorization. Tables no application ACL names keep the instance's own rules.
public final class ApplicationSecurity: Sendable {
    /// The tables whose records it reads.
    static let tables = [
        "sys_security_acl", "sys_security_acl_role", "sys_user_role", "sys_user_role_contains", "sys_user_has_role",
    ]

    private struct State {
        var acls: [String: SecurityACL] = [:]
        /// Each ACL-role link: the ACL's sys_id and the role.
        var aclRoles: [String: (acl: String, role: RecordReference)] = [:]
        /// Role names by their `sys_user_role` sys_id.
        var roleNames: [String: String] = [:]
        /// Each containment link: the role that contains, and the role it contains.
        var containment: [String: (role: RecordReference, contains: RecordReference)] = [:]
        /// Each grant: the user (their sys_id, and the name the record shows) and the role.
        var grants: [String: (user: RecordReference, role: RecordReference)] = [:]
        var snapshot: Snapshot?
    }

    /// What decisions read, built once per change.
    struct Snapshot: Sendable {
        /// Active record ACLs by the table they name, row-level and `table.*` alike.
        let recordACLs: [String: [ResolvedACL]]
        /// Active REST endpoint ACLs by sys_id.
        let endpointACLs: [String: ResolvedACL]
        /// The roles each role brings with it, itself included.
        let containedRoles: [String: Set<String>]
        /// The roles granted to each user key.
        let grantedRoles: [String: Set<String>]

        /// The record ACLs that decide `operation` at `level` for a table with `lineage`: those of the most specific
        /// table that has any; nil when no table of the lineage has one.
        func governing(_ operation: AccessRules.Operation, level: SecurityACL.Level, lineage: [String])
            -> [ResolvedACL]?
        {
            lineage.lazy.compactMap { table in
                let matching = (recordACLs[table] ?? []).filter {
                    $0.acl.operation == operation.rawValue && $0.acl.level == level
                }
                return matching.isEmpty ? nil : matching
            }.first
        }
    }

    /// An ACL with its roles by name.
    struct ResolvedACL: Sendable {
        let acl: SecurityACL
        let roles: Set<String>

        /// Whether a user with `roles` passes this ACL's role test: it requires none, or the user holds one.
        func admits(_ roles: Set<String>) -> Bool { self.roles.isEmpty || !self.roles.isDisjoint(with: roles) }
    }

    private let state = Mutex(State())

    /// Security with nothing installed.
    public init() {}

    /// Notes `record` if it is one of the security tables' records.
    func apply(_ record: UpdateRecord) {
        let id = record.sysID
        guard Self.tables.contains(record.table), !id.isEmpty else { return }
        state.withLock { state in
            switch record.table {
            case "sys_security_acl": state.acls[id] = SecurityACL(record)
            case "sys_security_acl_role":
                state.aclRoles[id] = (record["sys_security_acl"] ?? "", RecordReference(record, "sys_user_role"))
            case "sys_user_role": state.roleNames[id] = record["name"] ?? ""
            case "sys_user_role_contains":
                state.containment[id] = (RecordReference(record, "role"), RecordReference(record, "contains"))
            default:
                state.grants[id] = (RecordReference(record, "user"), RecordReference(record, "role"))
            }
            state.snapshot = nil
        }
    }

    /// Forgets the record of `table` with `sysID`.
    func remove(table: String, sysID: String) {
        state.withLock { state in
            state.acls[sysID] = nil
            state.aclRoles[sysID] = nil
            state.roleNames[sysID] = nil
            state.containment[sysID] = nil
            state.grants[sysID] = nil
            state.snapshot = nil
        }
    }

    /// `user` with every role the applications add: those granted to it (by sys_id, or by user name where the
    /// grant names no sys_id), and those its roles contain, transitively.
    public func expanded(_ user: InstanceUser) -> InstanceUser {
        let snapshot = self.snapshot
        guard !snapshot.grantedRoles.isEmpty || !snapshot.containedRoles.isEmpty else { return user }
        var roles = user.roles
        for key in [user.sysID, user.userName] {
            roles.formUnion(snapshot.grantedRoles[key] ?? [])
        }
        for role in roles { roles.formUnion(snapshot.containedRoles[role] ?? []) }
        var expanded = user
        expanded.roles = roles
        return expanded
    }

    /// Whether the application ACLs let `user` do `operation` on `table` (given with the tables it extends, the
    /// table itself first), or nil when no application ACL governs the table. An application table with ACLs for
    /// other operations but none for this one is denied, as the platform denies what no ACL grants.
    func decision(_ operation: AccessRules.Operation, lineage: [String], user: InstanceUser) -> Bool? {
        let snapshot = self.snapshot
        guard !snapshot.recordACLs.isEmpty else { return nil }
        guard lineage.contains(where: { snapshot.recordACLs[$0] != nil }) else { return nil }
        if user.isAdmin { return true }
        for level in [SecurityACL.Level.row, .allFields] {
            guard let governing = snapshot.governing(operation, level: level, lineage: lineage) else {
                if level == .row { return false }
                continue
            }
            guard governing.contains(where: { $0.admits(user.roles) }) else { return false }
        }
        return true
    }

    /// The records of a table (given with the tables it extends) that the application ACLs let `user` do
    /// `operation` on, as a query; nil when the ACLs that admit the user name no condition, or none governs.
    ///
    /// At each level (rows, then every field), the governing ACLs that admit the user by role grant the records
    /// meeting any of their conditions; one without a condition grants every record. Both levels must grant.
    func recordRestriction(_ operation: AccessRules.Operation, lineage: [String], user: InstanceUser) -> EncodedQuery? {
        let snapshot = self.snapshot
        guard !snapshot.recordACLs.isEmpty, !user.isAdmin else { return nil }
        var restriction: EncodedQuery?
        for level in [SecurityACL.Level.row, .allFields] {
            let governing = snapshot.governing(operation, level: level, lineage: lineage)
            let admitting = (governing ?? []).filter { $0.admits(user.roles) }
            guard !admitting.isEmpty, admitting.allSatisfy({ !$0.acl.condition.isEmpty }) else { continue }
            let granted = EncodedQuery(
                groups: admitting.flatMap { ParsedQueries.leniently($0.acl.condition).query.groups }.filter {
                    !$0.clauses.isEmpty
                })
            guard !granted.groups.isEmpty else { continue }
            restriction = restriction.map { $0.meeting(granted) } ?? granted
        }
        return restriction
    }

    /// Whether `user` passes the REST endpoint ACLs of an operation that requires ACL authorization: one of
    /// `aclIDs` that is installed and active admits them. ACLs not installed here are the platform's default
    /// endpoint ACL, which any signed-in user passes.
    func allowsEndpoint(aclIDs: [String], user: InstanceUser) -> Bool {
        if user.isAdmin { return true }
        let installed = aclIDs.compactMap { snapshot.endpointACLs[$0] }
        return installed.isEmpty || installed.contains { $0.admits(user.roles) }
    }

    private var snapshot: Snapshot {
        state.withLock { state in
            if let snapshot = state.snapshot { return snapshot }
            let snapshot = Self.build(from: state)
            state.snapshot = snapshot
            return snapshot
        }
    }

    private static func build(from state: State) -> Snapshot {
        let name = { (role: RecordReference) in state.roleNames[role.id] ?? role.shown ?? role.id }
        var rolesByACL: [String: Set<String>] = [:]
        for link in state.aclRoles.values where !link.role.isEmpty {
            rolesByACL[link.acl, default: []].insert(name(link.role))
        }
        var recordACLs: [String: [ResolvedACL]] = [:]
        var endpointACLs: [String: ResolvedACL] = [:]
        for acl in state.acls.values where acl.isActive {
            let resolved = ResolvedACL(acl: acl, roles: rolesByACL[acl.sysID] ?? [])
            switch acl.type {
            case "record": recordACLs[acl.table, default: []].append(resolved)
            case "rest_endpoint": endpointACLs[acl.sysID] = resolved
            default: continue
            }
        }
        var direct: [String: Set<String>] = [:]
        for link in state.containment.values { direct[name(link.role), default: []].insert(name(link.contains)) }
        var contained: [String: Set<String>] = [:]
        for role in direct.keys {
            var reached: Set<String> = [role]
            var pending = [role]
            while let next = pending.popLast() {
                for inner in direct[next] ?? [] where reached.insert(inner).inserted { pending.append(inner) }
            }
            contained[role] = reached
        }
        var granted: [String: Set<String>] = [:]
        for grant in state.grants.values where !grant.role.isEmpty {
            for user in [grant.user.id, grant.user.shown].compactMap({ $0 }) where !user.isEmpty {
                granted[user, default: []].insert(name(grant.role))
            }
        }
        return Snapshot(
            recordACLs: recordACLs, endpointACLs: endpointACLs, containedRoles: contained, grantedRoles: granted)
    }
}
