/// How serious a finding is.
public enum Severity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// One problem a check found, tied to the record it is about.
public struct Finding: Sendable, Hashable, Codable {
    /// A stable identifier, such as `route.operation-uri-mismatch`.
    public var rule: String
    /// Error or warning.
    public var severity: Severity
    /// The record's table.
    public var table: String
    /// The record's name.
    public var name: String
    /// The record's sys_id.
    public var sysID: String
    /// What is wrong and how to fix it.
    public var message: String
    public var file: String
    /// The line of the record's `sys_update_xml` entry in the file, when known.
    public var line: Int?

    /// Creates a finding.
    public init(
        rule: String, severity: Severity, table: String, name: String, sysID: String, message: String, file: String,
        line: Int?
    ) {
        self.rule = rule
        self.severity = severity
        self.table = table
        self.name = name
        self.sysID = sysID
        self.message = message
        self.file = file
        self.line = line
    }
}

/// The rules the checker applies, with their ids and severities.
public enum CheckRule: String, Sendable, CaseIterable {
    case operationURIMismatch = "route.operation-uri-mismatch"
    case baseURIMismatch = "route.base-uri-mismatch"
    case duplicateRoute = "route.duplicate"
    case invalidMethod = "route.invalid-method"
    case unusedPathParameter = "path-param.unused"
    case undeclaredPathParameter = "path-param.undeclared"
    case missingDefinition = "reference.missing-definition"
    case missingVersion = "reference.missing-version"
    case publicEndpoint = "auth.public-endpoint"
    case missingScriptInclude = "script-include.missing"
    case inactiveOperation = "inactive.operation"
    case inactiveAPI = "inactive.api"
    case conflictingDuplicate = "duplicate.conflicting-sys-id"
    case unreadableXML = "xml.unreadable"
    case unreadablePayload = "xml.payload-unreadable"
    case scriptSyntax = "script.syntax-error"
    case scriptFeatureRefused = "script.feature-refused"
    case scriptFeatureNotValidated = "script.feature-not-validated"
    case pushScriptFailed = "push.script-failed"
    case pushInvalidPayload = "push.invalid-payload"
    case pushPayloadWarning = "push.payload-warning"
    case pushMissingActionScript = "push.missing-action-script"
    case moduleSyntax = "module.syntax-error"
    case moduleMissingImport = "module.missing-import"
    case moduleImportCycle = "module.import-cycle"

    /// The rule's severity.
    public var severity: Severity {
        switch self {
        case .unusedPathParameter, .publicEndpoint, .missingScriptInclude, .inactiveOperation, .inactiveAPI,
            .pushPayloadWarning, .scriptFeatureNotValidated:
            return .warning
        default:
            return .error
        }
    }
}
