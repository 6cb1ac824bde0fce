import Hummingbird

/// What the instance knows of a request on its way through the router: the caller, once `AuthenticationMiddleware`
/// has read the request's credentials.
struct InstanceRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The user the request's credentials name; nil when it carried none, or none that are valid.
    var caller: InstanceUser?
    /// The session a node change moved the request's session to; authentication reads it in place of the
    /// request's `JSESSIONID`.
    var movedSession: String?

    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
    }

    /// The caller, or the platform's 401 in `format` when the request is not authenticated.
    func user(answering format: BodyFormat = .json) throws(APIAnswerError) -> InstanceUser {
        guard let caller else { throw APIAnswerError(APIResponse.error(.notAuthenticated).formatted(as: format)) }
        return caller
    }
}
