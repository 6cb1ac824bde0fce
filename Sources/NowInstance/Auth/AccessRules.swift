import NowQuery

/// Per-table read, write, create and delete rules by role, plus the row rule that hides tasks from users without
/// a fulfiller role: they see only the tasks they opened or are the caller on.
public struct AccessRules: Sendable {
    /// An operation on a table.
    public enum Operation: String, Sendable {
        case read, write, create, delete
    }

    /// Which roles may do what on a table; an empty set means any signed-in user.
    public struct TableRule: Sendable {
        public var read: Set<String>
        public var write: Set<String>
        public var create: Set<String>
        public var delete: Set<String>

        /// A rule naming the roles for each operation.
        public init(read: Set<String>, write: Set<String>, create: Set<String>, delete: Set<String>) {
            self.read = read
            self.write = write
            self.create = create
            self.delete = delete
        }
    }

    var rules: [String: TableRule]
    let dictionary: @Sendable () -> TableDictionary
    /// The ACLs installed applications bring; they decide the tables they name.
    let applications: ApplicationSecurity

    /// The instance's default rules, with those the platform APIs bring for their own tables, under the ACLs of
    /// installed `applications`.
    public static func standard(
        dictionary: @escaping @Sendable () -> TableDictionary, applications: ApplicationSecurity = ApplicationSecurity()
    ) -> AccessRules {
        let reference = TableRule(read: [], write: ["admin"], create: ["admin"], delete: ["admin"])
        let fulfilment = TableRule(read: [], write: ["itil"], create: [], delete: ["admin"])
        let standard: [String: TableRule] = [
            "sys_user": reference, "sys_user_group": reference, "sys_user_grmember": reference,
            "cmn_department": reference, "task": fulfilment,
            "kb_knowledge": TableRule(read: [], write: ["admin"], create: ["admin"], delete: ["admin"]),
            "sys_journal_field": TableRule(read: ["itil"], write: ["admin"], create: ["admin"], delete: ["admin"]),
            // Anyone signed in may tag a record, as the platform's list and form let them.
            "label": TableRule(read: [], write: ["admin"], create: [], delete: ["admin"]),
            "label_entry": TableRule(read: [], write: [], create: [], delete: []),
            // Through the Table API, attachments are listed by those who may read every task; the Attachment
            // API checks each attachment's parent record instead.
            "sys_attachment": TableRule(read: ["itil"], write: ["admin"], create: ["admin"], delete: ["admin"]),
            "sys_attachment_attribute": TableRule(
                read: ["itil"], write: ["admin"], create: ["admin"], delete: ["admin"]),
            // System properties, the build's among them, are an admin's to read, as a property's read roles default.
            "sys_properties": TableRule(read: ["admin"], write: ["admin"], create: ["admin"], delete: ["admin"]),
        ]
        return AccessRules(
            rules: standard.merging(PlatformAPIRegistry.tableRules) { standard, _ in standard },
            dictionary: dictionary, applications: applications)
    }

    /// Whether `user` may do `operation` on `table` (rules are inherited down table hierarchies). An installed
    /// application's ACLs decide the tables they name.
    public func allows(_ operation: Operation, on table: String, for user: InstanceUser) -> Bool {
        if user.isAdmin { return true }
        let lineage = dictionary().lineage(table).map(\.name)
        if let decided = applications.decision(operation, lineage: lineage, user: user) { return decided }
        guard let rule = lineage.lazy.compactMap({ rules[$0] }).first else { return false }
        let roles: Set<String>
        switch operation {
        case .read: roles = rule.read
        case .write: roles = rule.write
        case .create: roles = rule.create
        case .delete: roles = rule.delete
        }
        return roles.isEmpty || roles.contains { user.hasRole($0) }
    }

    /// The query records of `table` must meet for `user` to do `operation` on them, or nil when every record
    /// qualifies: the task rule that shows users without `itil` only their own tasks (for reads), and the conditions
    /// of the application ACLs that admit them.
    public func recordRestriction(_ operation: Operation = .read, on table: String, for user: InstanceUser)
        -> EncodedQuery?
    {
        if user.isAdmin { return nil }
        let dictionary = self.dictionary()
        var restriction = applications.recordRestriction(
            operation, lineage: dictionary.lineage(table).map(\.name), user: user)
        if operation == .read, dictionary.extends(table, "task"), !user.hasRole("itil") {
            let mine =
                [QueryCondition("opened_by", .equals, user.sysID)]
                + (dictionary.field("caller_id", of: table) != nil
                    ? [QueryCondition("caller_id", .equals, user.sysID)] : [])
            let own = EncodedQuery(groups: [QueryGroup(clauses: [QueryClause(alternatives: mine)])])
            restriction = restriction.map { own.meeting($0) } ?? own
        }
        return restriction
    }
}
