/// A scripted REST API (`sys_ws_definition`).
public struct ScriptedRESTDefinition: Sendable, Hashable {
    /// The underlying record.
    public var record: UpdateRecord
    /// Wraps a record.
    public init(_ record: UpdateRecord) { self.record = record }

    public var sysID: String { record.sysID }
    public var name: String { record["name"] ?? "" }
    /// The namespace: the application scope, or `now` for global APIs.
    public var namespace: String { record["namespace"] ?? "" }
    /// The API id, the path segment after the version (`tracker`).
    public var serviceID: String { record["service_id"] ?? "" }
    /// `/api/<namespace>/<service_id>`.
    public var baseURI: String { record["base_uri"] ?? "" }
    public var isVersioned: Bool { record.flag("is_versioned") }
    public var isActive: Bool { record.flag("active", default: true) }
    /// The sys_ids of the REST endpoint ACLs its operations enforce by default (`enforce_acl`, a list).
    public var enforcedACLs: [String] { ACLList.ids(record["enforce_acl"]) }
}

/// A version of a scripted REST API (`sys_ws_version`).
public struct ScriptedRESTVersion: Sendable, Hashable {
    public var record: UpdateRecord
    public init(_ record: UpdateRecord) { self.record = record }

    public var sysID: String { record.sysID }
    /// The sys_id of the API this version belongs to.
    public var definitionID: String { record["web_service_definition"] ?? "" }
    /// The version segment, such as `v1`.
    public var versionID: String { record["version_id"] ?? "" }
    public var isDefault: Bool { record.flag("is_default") }
    public var isActive: Bool { record.flag("active", default: true) }
}

/// A resource of a scripted REST API (`sys_ws_operation`).
public struct ScriptedRESTOperation: Sendable, Hashable {
    public var record: UpdateRecord
    public init(_ record: UpdateRecord) { self.record = record }

    public var sysID: String { record.sysID }
    public var name: String { record["name"] ?? "" }
    /// The sys_id of the API.
    public var definitionID: String { record["web_service_definition"] ?? "" }
    /// The sys_id of the version, empty for an unversioned API.
    public var versionID: String { record["web_service_version"] ?? "" }
    /// The version's display value (`v1`), when the export carries it.
    public var versionName: String? { record.displayValue(of: "web_service_version") }
    public var httpMethod: String { record["http_method"] ?? "" }
    /// The path after the API's base, with `{param}` segments (`/task/{task_id}/comment`).
    public var relativePath: String { record["relative_path"] ?? "" }
    /// The full path the platform computed (`/api/x_snc_my_work/v1/tracker/task`).
    public var operationURI: String { record["operation_uri"] ?? "" }
    public var script: String { record["operation_script"] ?? "" }
    public var isActive: Bool { record.flag("active", default: true) }
    public var requiresAuthentication: Bool { record.flag("requires_authentication", default: true) }
    public var requiresACLAuthorization: Bool { record.flag("requires_acl_authorization") }
    /// The sys_ids of the REST endpoint ACLs this operation enforces (`enforce_acl`); when empty, its API's apply.
    public var enforcedACLs: [String] { ACLList.ids(record["enforce_acl"]) }

    /// The `{name}` segments of the relative path, in order.
    public var pathParameters: [String] { RoutePath(relativePath).parameters }
}

/// A query parameter, header, or the map row tying one to an operation.
public struct ScriptedRESTParameter: Sendable, Hashable {
    public var record: UpdateRecord
    public init(_ record: UpdateRecord) { self.record = record }

    public var sysID: String { record.sysID }
    public var name: String { record["name"] ?? "" }
    public var isRequired: Bool { record.flag("required") }
}

/// A script include (`sys_script_include`).
public struct ScriptInclude: Sendable, Hashable {
    public var record: UpdateRecord
    public init(_ record: UpdateRecord) { self.record = record }

    public var sysID: String { record.sysID }
    public var name: String { record["name"] ?? "" }
    /// `<scope>.<Name>`, as scripts in other scopes call it.
    public var apiName: String { record["api_name"] ?? "" }
    public var script: String { record["script"] ?? "" }
    public var isActive: Bool { record.flag("active", default: true) }
}

/// A business rule (`sys_script`): the script it runs around writes and queries of its table (`collection`).
public struct BusinessRuleScript: Sendable, Hashable {
    public var record: UpdateRecord
    public init(_ record: UpdateRecord) { self.record = record }

    public var name: String { record["name"] ?? "" }
    /// The table whose records run it.
    public var table: String { record["collection"] ?? "" }
    public var script: String { record["script"] ?? "" }
    public var isActive: Bool { record.flag("active", default: true) }
}

/// A push message content record (`sys_push_notif_msg_content`) with its `buildJSON` script.
public struct PushMessageContent: Sendable, Hashable {
    public var record: UpdateRecord
    public init(_ record: UpdateRecord) { self.record = record }

    public var sysID: String { record.sysID }
    public var name: String { record["name"] ?? "" }
    /// The table whose records the content describes.
    public var table: String { record["table"] ?? "" }
    public var script: String { record["script"] ?? "" }
}

/// A push action script (`sys_push_notif_act_script`) a notification button runs.
public struct PushActionScript: Sendable, Hashable {
    public var record: UpdateRecord
    public init(_ record: UpdateRecord) { self.record = record }

    public var sysID: String { record.sysID }
    public var name: String { record["name"] ?? "" }
    public var script: String { record["script"] ?? "" }
}

/// A list field of ACL sys_ids, as `enforce_acl` holds them: comma-separated, possibly empty.
enum ACLList {
    static func ids(_ value: String?) -> [String] {
        (value ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
