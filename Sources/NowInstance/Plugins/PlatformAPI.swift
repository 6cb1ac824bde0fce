import Hummingbird
import PlatformLimits

/// One of the platform's REST APIs, served by the embedded instance as a plug-in. An API declares where it answers
/// and adds its own routes; the instance does the rest around it:
/// - `AuthenticationMiddleware` has read the credentials, so a handler asks `context.user()` for the caller;
/// - a handler throws `APIAnswerError` (or returns an `APIResponse`) for any answer that is not a success;
/// - rate limits, transaction quotas and the scripted REST passthrough find the API by its descriptor's key and
///   prefixes.
///
/// To add an API, put its plug-in in a folder of its own and add one line to `PlatformAPIRegistry.builtIn`. The
/// Aggregate API (`AggregateAPI/StatsRoutes.swift`) is the smallest example to copy; the Attachment API shows
/// streaming bodies.
protocol PlatformAPI: Sendable {
    /// Its key, its name in messages, and the path prefixes it answers under.
    static var descriptor: PlatformAPIDescriptor { get }

    /// Adds the API's routes, which serve `instance`, to `router`.
    static func addRoutes(to router: Router<InstanceRequestContext>, instance: EmbeddedInstance)
}
