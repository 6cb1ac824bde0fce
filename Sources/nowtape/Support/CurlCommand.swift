import LocalTLS

/// The curl command lines the commands suggest trying: the local certificate authority's certificate is named when
/// the URL is HTTPS, so that the line works as printed.
enum CurlCommand {
    /// `curl`, `--cacert` and the authority's certificate when `url` is HTTPS, then `words` as given.
    static func line(to url: String, _ words: [String]) -> String {
        var line = ["curl"]
        if url.hasPrefix("https:") {
            line += ["--cacert", CertificateAuthorityFolder.standard().certificatePath]
        }
        return (line + words).joined(separator: " ")
    }

    /// `text` in single quotes for a POSIX shell.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
