import Cassettes
import LocalTLS

/// The request `nowtape replay` suggests trying first: a recorded GET when there is one, so that the answer is the
/// recorded one and nothing is consumed that a test needs.
enum ReplayExample {
    /// A curl command line for one of `cassettes`' requests against the replay server at `url`; nil when they hold
    /// no interaction.
    static func curl(for cassettes: [Cassette], at url: String) -> String? {
        let requests = cassettes.flatMap { $0.interactions.map(\.request) }
        guard let request = requests.first(where: { $0.method == "GET" }) ?? requests.first else { return nil }
        var words = ["curl"]
        if url.hasPrefix("https:") {
            words += ["--cacert", CertificateAuthorityFolder.standard().certificatePath]
        }
        if request.method != "GET" { words += ["-X", request.method] }
        if let type = request.headers[.contentType], !request.body.isEmpty {
            words += [
                "-H", quoted("Content-Type: \(type)"), "--data-binary",
                quoted(String(decoding: request.body, as: UTF8.self)),
            ]
        }
        words.append(quoted(url + request.target))
        return words.joined(separator: " ")
    }

    /// `text` in single quotes for a POSIX shell.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
