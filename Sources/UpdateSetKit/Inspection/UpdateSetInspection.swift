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
    }

    /// A record identified by table, name and sys_id.
    public struct RecordSummary: Sendable, Codable, Hashable {
        public var table: String
        public var name: String
        public var sysID: String
        /// For script includes, the `api_name`; for push content, the table it describes.
        public var detail: String?
        /// For scripts, the JavaScript mode they run in: `ES12`, `ES5` or `compatibility`.
        public var scriptMode: String?
    }

    public var file: String
    public var name: String = ""
    public var application: String = ""
    public var scope: String = ""
    public var version: String = ""
    public var apis: [API] = []
    public var scriptIncludes: [RecordSummary] = []
    public var pushMessageContents: [RecordSummary] = []
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
