/// A Table API failure, mapped to the platform's status codes and error envelope. A struct over a private code, so
/// that new failures can come without breaking code that catches it.
public struct InstanceError: Error, Sendable, Hashable {
    private enum Code: Sendable, Hashable {
        case unknownTable(String)
        case recordNotFound
        case readDenied
        case writeDenied(operation: String)
        case endpointDenied
        case actionAborted(operation: String, table: String, record: String)
        case notAuthenticated
        case badRequest(message: String, detail: String)
        case bodyTooLarge
        case attachmentTooLarge(limit: Int)
        case notFound(message: String, detail: String)
        case tooManyRequests(message: String, detail: String)
        case transactionCancelled(started: Bool)
        case methodNotAllowed(method: String, allowed: [String])
        case internalError(String)
    }

    /// A kind of failure, to compare with: `error.kind == .recordNotFound`.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }

        public static let unknownTable = Kind("unknownTable")
        public static let recordNotFound = Kind("recordNotFound")
        public static let readDenied = Kind("readDenied")
        public static let writeDenied = Kind("writeDenied")
        public static let endpointDenied = Kind("endpointDenied")
        public static let actionAborted = Kind("actionAborted")
        public static let notAuthenticated = Kind("notAuthenticated")
        public static let badRequest = Kind("badRequest")
        public static let bodyTooLarge = Kind("bodyTooLarge")
        public static let attachmentTooLarge = Kind("attachmentTooLarge")
        public static let notFound = Kind("notFound")
        public static let tooManyRequests = Kind("tooManyRequests")
        public static let transactionCancelled = Kind("transactionCancelled")
        public static let methodNotAllowed = Kind("methodNotAllowed")
        public static let internalError = Kind("internalError")

        public var description: String { name }
    }

    /// What kind of failure it is.
    public var kind: Kind {
        switch code {
        case .unknownTable: return .unknownTable
        case .recordNotFound: return .recordNotFound
        case .readDenied: return .readDenied
        case .writeDenied: return .writeDenied
        case .endpointDenied: return .endpointDenied
        case .actionAborted: return .actionAborted
        case .notAuthenticated: return .notAuthenticated
        case .badRequest: return .badRequest
        case .bodyTooLarge: return .bodyTooLarge
        case .attachmentTooLarge: return .attachmentTooLarge
        case .notFound: return .notFound
        case .tooManyRequests: return .tooManyRequests
        case .transactionCancelled: return .transactionCancelled
        case .methodNotAllowed: return .methodNotAllowed
        case .internalError: return .internalError
        }
    }

    private let code: Code
    private init(_ code: Code) { self.code = code }

    public static func unknownTable(_ table: String) -> Self { Self(.unknownTable(table)) }
    public static let recordNotFound = Self(.recordNotFound)
    public static let readDenied = Self(.readDenied)
    public static func writeDenied(operation: String) -> Self { Self(.writeDenied(operation: operation)) }
    /// A scripted REST operation whose REST endpoint ACLs the caller passes none of.
    public static let endpointDenied = Self(.endpointDenied)
    /// A business rule aborted the write (`current.setAbortAction(true)`); `record` is its display value, if any.
    public static func actionAborted(operation: String, table: String, record: String) -> Self {
        Self(.actionAborted(operation: operation, table: table, record: record))
    }
    public static let notAuthenticated = Self(.notAuthenticated)
    public static func badRequest(message: String, detail: String) -> Self {
        Self(.badRequest(message: message, detail: detail))
    }
    public static let bodyTooLarge = Self(.bodyTooLarge)
    /// An attachment over the instance's size limit, in bytes.
    public static func attachmentTooLarge(limit: Int) -> Self { Self(.attachmentTooLarge(limit: limit)) }
    /// Something other than a table record is not there.
    public static func notFound(message: String, detail: String) -> Self {
        Self(.notFound(message: message, detail: detail))
    }
    /// A limit refused the request; the client should wait and retry.
    public static func tooManyRequests(message: String, detail: String) -> Self {
        Self(.tooManyRequests(message: message, detail: detail))
    }
    /// A transaction quota rule cancelled the request: after it had begun (the platform then answers 200 with the
    /// error envelope), or while it still waited for its session (500).
    public static func transactionCancelled(started: Bool) -> Self { Self(.transactionCancelled(started: started)) }
    /// The path exists, but not for this method.
    public static func methodNotAllowed(method: String, allowed: [String]) -> Self {
        Self(.methodNotAllowed(method: method, allowed: allowed))
    }
    /// The instance itself failed (its store could not be read or written); the detail says what failed.
    public static func internalError(_ detail: String) -> Self { Self(.internalError(detail)) }

    /// The HTTP status.
    public var status: Int {
        switch code {
        case .unknownTable, .badRequest: return 400
        case .recordNotFound, .notFound: return 404
        case .readDenied, .writeDenied, .endpointDenied, .actionAborted: return 403
        case .notAuthenticated: return 401
        case .bodyTooLarge, .attachmentTooLarge: return 413
        case .tooManyRequests: return 429
        case .methodNotAllowed: return 405
        case .internalError: return 500
        case .transactionCancelled(let started): return started ? 200 : 500
        }
    }

    /// The envelope's `message`.
    public var message: String {
        switch code {
        case .unknownTable(let table): return "Invalid table \(table)"
        case .recordNotFound: return "No Record found"
        case .readDenied: return "Insufficient rights to query records"
        case .writeDenied, .actionAborted: return "Operation Failed"
        case .endpointDenied: return "User Not Authorized"
        case .notAuthenticated: return "User Not Authenticated"
        case .badRequest(let message, _): return message
        case .bodyTooLarge: return "Exception while reading request"
        case .attachmentTooLarge: return "Failed to create the attachment. File size exceeds the maximum allowed"
        case .notFound(let message, _), .tooManyRequests(let message, _): return message
        case .methodNotAllowed: return "Method not Supported"
        case .internalError: return "Internal server error"
        case .transactionCancelled: return "Transaction cancelled: maximum execution time exceeded"
        }
    }

    /// The envelope's `detail`.
    public var detail: String {
        switch code {
        case .unknownTable(let table): return "Table \(table) does not exist"
        case .recordNotFound: return "Record doesn't exist or ACL restricts the record retrieval"
        case .readDenied: return "Fields present in the query do not have permission to be read"
        case .writeDenied(let operation): return "ACL Exception \(operation) Failed due to security constraints"
        case .endpointDenied:
            return "The user has none of the roles the resource's REST_Endpoint ACLs require; "
                + "sign in as a user who holds one"
        case .actionAborted(let operation, let table, let record):
            return "Error during \(operation) of \(table)" + (record.isEmpty ? "" : " (\(record))")
        case .notAuthenticated: return "Required to provide Auth information"
        case .badRequest(_, let detail): return detail
        case .bodyTooLarge: return "The request body is larger than 10 MB; send a smaller body"
        case .attachmentTooLarge(let limit):
            return "The file is larger than \(limit) bytes (com.glide.attachment.max_size); send a smaller file, or "
                + "start the instance with a larger --attachment-max-size"
        case .notFound(_, let detail), .tooManyRequests(_, let detail): return detail
        case .methodNotAllowed(let method, let allowed):
            return "This resource does not answer \(method); use \(allowed.joined(separator: " or "))"
        case .internalError(let detail):
            return "\(detail). Check the instance's data directory and the server log, then retry"
        case .transactionCancelled:
            return "Transaction cancelled: maximum execution time exceeded Check logs for error trace or enable "
                + "glide.rest.debug property to verify REST request processing"
        }
    }
}

extension InstanceError: CustomStringConvertible {
    /// The message and the detail, as a script's error or a log line shows them.
    public var description: String { "\(message): \(detail)" }
}
