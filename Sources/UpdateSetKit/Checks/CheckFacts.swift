/// What the checks need to remember about a record once its payload is gone, so memory stays small.
struct RecordRef: Hashable {
    var table: String
    var name: String
    var sysID: String
    var line: Int
    /// The file the record is in: the one the check was given, or a record file in a folder.
    var file: String
}

struct DefinitionFacts {
    var ref: RecordRef
    var namespace: String
    var serviceID: String
    var baseURI: String
    var isActive: Bool
}

struct VersionFacts {
    var ref: RecordRef
    var definitionID: String
    var versionID: String
}

struct OperationFacts {
    var ref: RecordRef
    var definitionID: String
    var versionID: String
    var versionName: String?
    var method: String
    var relativePath: String
    var operationURI: String
    var isActive: Bool
    var requiresAuthentication: Bool
    var pathParametersRead: Set<String>
    /// Whether the script uses `pathParams` whole, so any parameter may be read.
    var readsEveryPathParameter = false
}

/// A scoped call whose script include was not in the set when the calling script was read.
struct PendingCall {
    var call: String
    var ref: RecordRef
}
