import Hummingbird

/// An error that carries the platform's answer to the request that raised it: a handler throws it, and the router
/// sends the answer as it stands.
struct APIAnswerError: Error, HTTPResponseError {
    /// The answer the client gets.
    let answer: APIResponse

    init(_ answer: APIResponse) {
        self.answer = answer
    }

    /// The failure whose answer is the platform's error envelope for `error`.
    init(_ error: InstanceError) {
        answer = .error(error)
    }

    var status: HTTPResponse.Status { HTTPResponse.Status(code: answer.status) }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        InstanceRouter.response(answer)
    }
}
