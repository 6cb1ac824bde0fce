import Foundation

extension Cassette {
    /// The same recording as if it had been made from `origin`: every occurrence of the recorded upstream's origin in
    /// URLs, header values and text bodies becomes `origin`, and `upstream` says `origin`.
    ///
    /// Recordings of a local instance on a port picked at random use this to become byte-stable: the runner rebases
    /// them onto one fixed name, and replay rewrites that name to its own address as it does for any upstream.
    /// Binary bodies and bodies kept in body files are left as they are.
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
            interaction.request.url = replace(interaction.request.url)
            interaction.request.headers = replace(interaction.request.headers)
            interaction.request.body = replace(interaction.request.body)
            interaction.response.headers = replace(interaction.response.headers)
            interaction.response.body = replace(interaction.response.body)
            copy.interactions[index] = interaction
        }
        return copy
    }
}
