import Cassettes

/// The request `nowtape replay` suggests trying first: a recorded GET when there is one, so that the answer is the
/// recorded one and nothing is consumed that a test needs.
enum ReplayExample {
    /// A curl command line for one of `cassettes`' requests against the replay server at `url`; nil when they hold
    /// no interaction.
    static func curl(for cassettes: [Cassette], at url: String) -> String? {
        let requests = cassettes.flatMap { $0.interactions.map(\.request) }
        guard let request = requests.first(where: { $0.method == "GET" }) ?? requests.first else { return nil }
        var words: [String] = []
        if request.method != "GET" { words += ["-X", request.method] }
        if let type = request.headers[.contentType], !request.body.isEmpty {
            words += [
                "-H", CurlCommand.quoted("Content-Type: \(type)"), "--data-binary",
                CurlCommand.quoted(String(decoding: request.body, as: UTF8.self)),
            ]
        }
        words.append(CurlCommand.quoted(url + request.target))
        return CurlCommand.line(to: url, words)
    }
}
