/// What an update set contains, summarised for people and for `--format json`; built while streaming the file.
public struct UpdateSetInspection: Sendable, Codable, Hashable {
    /// A scripted REST API with its versions and resources.
    public struct API: Sendable, Codable, Hashable {
        public var sysID: String
        public var name: String
        public var namespace: String
        public var serviceID: String
        public var isActive: Bool
        public var versions: [Version]
        public var operations: [Operation]
    }

    /// A version of an API.
    public struct Version: Sendable, Codable, Hashable {
        public var sysID: String
        public var versionID: String
        public var isDefault: Bool
    }

    /// A resource, with its route as the platform serves it.
    public struct Operation: Sendable, Codable, Hashable {
        public var sysID: String
        public var name: String
        public var method: String
        /// `/api/<namespace>/<version>/<service_id><relative_path>`.
        public var route: String
        public var requiresAuthentication: Bool
        public var requiresACLAuthorization: Bool
        public var isActive: Bool
        /// The JavaScript mode the operation script runs in: `ES12`, `ES5` or `compatibility`.
        public var scriptMode: String?
        /// The REST endpoint ACLs it enforces (`enforce_acl`), by name when the set holds them, else by sys_id.
        public var acls: [String] = []
    }

    /// A table the application defines.
    public struct Table: Sendable, Codable, Hashable {
        public var name: String
        public var label: String
        /// The table it extends, if any.
        public var extends: String?
        /// How many columns of its own the application's dictionary gives it.
        public var columns: Int
        /// The prefix its numbers take, from `sys_number`.
        public var numberPrefix: String?

        /// A table with its counts.
        public init(name: String, label: String, extends: String?, columns: Int, numberPrefix: String? = nil) {
            self.name = name
            self.label = label
            self.extends = extends
            self.columns = columns
            self.numberPrefix = numberPrefix
        }
    }

    /// An ACL: what it guards, for which operation, and the roles it asks for (none means any signed-in user).
    public struct ACL: Sendable, Codable, Hashable {
        public var sysID: String
        /// `record`, `REST_Endpoint`, …
        public var type: String
        /// The table (`x_app_table`, `x_app_table.*`, `x_app_table.field`) or endpoint it names.
        public var name: String
        public var operation: String
        public var roles: [String]
        public var isActive: Bool
        /// The encoded query a record must meet for the ACL to grant; empty for every record.
        public var condition: String = ""
        /// Whether the ACL has a script (`advanced`), which the embedded instance does not run.
        public var hasScript: Bool = false
    }

    /// A record identified by table, name and sys_id.
    public struct RecordSummary: Sendable, Codable, Hashable {
        public var table: String
        public var name: String
        public var sysID: String
        /// For script includes, the `api_name`; for push content, the table it describes; for business rules, when
        /// they run.
        public var detail: String?
        /// For scripts, the JavaScript mode they run in: `ES12`, `ES5` or `compatibility`.
        public var scriptMode: String?
    }

    public var file: String
    public var name: String = ""
    public var application: String = ""
    public var scope: String = ""
    public var version: String = ""
    /// The application's JavaScript mode: its `js_level`, else the platform's default for its scope.
    public var scriptMode: String = ""
    /// The tables the application defines, by name.
    public var tables: [Table] = []
    public var apis: [API] = []
    public var scriptIncludes: [RecordSummary] = []
    public var pushMessageContents: [RecordSummary] = []
    /// The ES modules (`sys_module`), by path; `detail` lists what each imports.
    public var modules: [RecordSummary] = []
    /// The business rules (`sys_script`), by name; `detail` says when each runs, on what, on which table.
    public var businessRules: [RecordSummary] = []
    /// The roles the application defines (`sys_user_role`).
    public var roles: [String] = []
    /// The ACLs, by name and operation.
    public var acls: [ACL] = []
    /// Records NowTape stores, so the Table API reads them, but does not act on (UI, portal and the like), by table.
    public var notEmulated: [String: Int] = [:]
    /// How many records of every other table the set holds.
    public var otherRecordCounts: [String: Int] = [:]
    /// Every DELETE entry.
    public var deletions: [RecordSummary] = []
    /// Problems met while reading, as messages.
    public var problems: [String] = []

    /// Streams `file` and summarises it.
    public static func inspect(file: String) -> UpdateSetInspection {
        var builder = InspectionBuilder(file: file)
        UpdateSetReader.stream(file: file) { builder.add($0) }
        return builder.finish()
    }
}
