import Foundation

extension Cassette {
    /// The same recording as if it had been made from `origin`: every occurrence of the recorded upstream's origin in
    /// URLs, header values and text bodies becomes `origin`, and `upstream` says `origin`.
    ///
    /// Recordings of a local instance on a port picked at random use this to become byte-stable: the runner rebases
    /// them onto one fixed name, and replay rewrites that name to its own address as it does for any upstream.
    /// Binary bodies and bodies kept in body files are left as they are. A `Content-Length` that gave a rewritten
    /// body's length gives its new length.
    public func rebased(onto origin: String) -> Cassette {
        guard let upstream, upstream != origin else { return self }
        let old = Array(upstream.utf8)
        let new = Array(origin.utf8)
        func replace(_ text: String) -> String {
            text.contains(upstream) ? text.replacingOccurrences(of: upstream, with: origin) : text
        }
        func replace(_ headers: HTTPFields) -> HTTPFields {
            headers.mapValues { replace($0.value) }
        }
        /// `headers` with a `Content-Length` that was `old`'s length made `new`'s.
        func reframe(_ headers: HTTPFields, from old: Data, to new: Data) -> HTTPFields {
            guard old.count != new.count, headers[.contentLength] == String(old.count) else { return headers }
            var headers = headers
            headers[.contentLength] = String(new.count)
            return headers
        }
        func replace(_ body: Data) -> Data {
            guard !body.isEmpty, body.count <= BodyFiles.defaultThreshold,
                body.withUnsafeBytes({ ByteSearch.isText($0) })
            else { return body }
            return ByteSearch.replacing(old, with: new, in: body) ?? body
        }
        var copy = self
        copy.upstream = origin
        for index in copy.interactions.indices {
            var interaction = copy.interactions[index]
            let request = interaction.request
            let response = interaction.response
            interaction.request.url = replace(request.url)
            interaction.request.body = replace(request.body)
            interaction.request.headers = reframe(
                replace(request.headers), from: request.body, to: interaction.request.body)
            interaction.response.body = replace(response.body)
            interaction.response.headers = reframe(
                replace(response.headers), from: response.body, to: interaction.response.body)
            copy.interactions[index] = interaction
        }
        return copy
    }
}
