/// A Table API failure, mapped to the platform's status codes and error envelope.
public enum InstanceError: Error, Sendable, Hashable {
    case unknownTable(String)
    case recordNotFound
    case readDenied
    case writeDenied(operation: String)
    case notAuthenticated
    case badRequest(message: String, detail: String)
    case bodyTooLarge
    /// An attachment over the instance's size limit, in bytes.
    case attachmentTooLarge(limit: Int)
    /// Something other than a table record is not there.
    case notFound(message: String, detail: String)
    /// A limit refused the request; the client should wait and retry.
    case tooManyRequests(message: String, detail: String)
    /// A transaction quota rule cancelled the request: after it had begun (the platform then answers 200 with the
    /// error envelope), or while it still waited for its session (500).
    case transactionCancelled(started: Bool)
    /// The path exists, but not for this method.
    case methodNotAllowed(method: String, allowed: [String])
    /// The instance itself failed (its store could not be read or written); the detail says what failed.
    case internalError(String)

    /// The HTTP status.
    public var status: Int {
        switch self {
        case .unknownTable, .badRequest: return 400
        case .recordNotFound, .notFound: return 404
        case .readDenied, .writeDenied: return 403
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
        switch self {
        case .unknownTable(let table): return "Invalid table \(table)"
        case .recordNotFound: return "No Record found"
        case .readDenied: return "Insufficient rights to query records"
        case .writeDenied: return "Operation Failed"
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
        switch self {
        case .unknownTable(let table): return "Table \(table) does not exist"
        case .recordNotFound: return "Record doesn't exist or ACL restricts the record retrieval"
        case .readDenied: return "Fields present in the query do not have permission to be read"
        case .writeDenied(let operation): return "ACL Exception \(operation) Failed due to security constraints"
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
