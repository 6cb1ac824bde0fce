import Hummingbird
import PlatformLimits

/// One of the platform's REST APIs, served by the embedded instance as a plug-in. An API declares where it answers
/// and adds its own routes; the instance does the rest around it:
/// - `AuthenticationMiddleware` has read the credentials, so a handler asks `context.user()` for the caller;
/// - a handler throws `APIAnswerError` (or returns an `APIResponse`) for any answer that is not a success;
/// - rate limits, transaction quotas and the scripted REST passthrough find the API by its descriptor's key and
///   prefixes.
///
/// An API that needs tables of its own declares them, and seeds the records a fresh instance starts with.
///
/// To add an API, put its plug-in in a folder of its own and add one line to `PlatformAPIRegistry.builtIn`. The
/// Aggregate API (`AggregateAPI/StatsRoutes.swift`) is the smallest example to copy; the Attachment API shows
/// streaming bodies; the CMDB Instance API (`CMDBInstanceAPI/`) brings its own tables and records.
protocol PlatformAPI: Sendable {
    /// Its key, its name in messages, and the path prefixes it answers under.
    static var descriptor: PlatformAPIDescriptor { get }

    /// Adds the API's routes, which serve `instance`, to `router`.
    static func addRoutes(to router: Router<InstanceRequestContext>, instance: EmbeddedInstance)

    /// The tables the API serves beyond the standard ones, added to every instance's dictionary.
    static var tables: [TableDefinition] { get }

    /// Who may read, write, create and delete in those tables, by table (inherited down each table's children).
    static var tableRules: [String: AccessRules.TableRule] { get }

    /// Adds the records a fresh instance starts with to `repository`, after the standard demo data.
    static func seed(_ repository: RecordRepository) throws
}

extension PlatformAPI {
    static var tables: [TableDefinition] { [] }

    static var tableRules: [String: AccessRules.TableRule] { [:] }

    static func seed(_ repository: RecordRepository) throws {}
}
