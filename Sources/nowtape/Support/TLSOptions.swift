import ArgumentParser
import LocalTLS

/// `--tls` and `--tls-name`, shared by every command that listens.
struct TLSOptions: ParsableArguments {
    @Flag(
        help: ArgumentHelp(
            "Serve HTTPS, offering HTTP/2 and HTTP/1.1, with a certificate for localhost, 127.0.0.1 and ::1 signed by "
                + "the local CA (created on first use; see `nowtape ca trust`)."))
    var tls = false

    @Option(
        name: .customLong("tls-name"),
        help: ArgumentHelp(
            "Another host name or IP address the certificate names, such as 10.0.2.2 for an Android emulator; "
                + "repeat for more. Needs --tls."))
    var tlsNames: [String] = []

    func validate() throws {
        if !tlsNames.isEmpty, !tls { throw ValidationError("--tls-name needs --tls") }
        for name in tlsNames where !LocalCertificateAuthority.canName(name) {
            throw ValidationError(
                "--tls-name \(name) is not a host name or IP address; write, for example, --tls-name 10.0.2.2 or "
                    + "--tls-name my-mac.local")
        }
    }

    /// The identity to serve with, issued by the local CA (created first if there is none); nil without `--tls`.
    /// `host` is the bound address, named too unless it is a wildcard.
    func identity(host: String) throws -> ServerIdentity? {
        guard tls else { return nil }
        let authority = try LocalCertificateAuthority.announcingCreation()
        var names = LocalCertificateAuthority.loopbackNames
        if !["0.0.0.0", "::", ""].contains(host) { names.append(host) }
        return try authority.identity(for: names + tlsNames)
    }
}

/// `--upstream-ca` and `--upstream-insecure`: how the recorder checks an HTTPS instance's certificate.
struct UpstreamTrustOptions: ParsableArguments {
    @Option(
        name: .customLong("upstream-ca"),
        help: ArgumentHelp(
            "A PEM file of CA certificates to trust for the upstream, beside the system's; repeat for more.",
            valueName: "file"))
    var upstreamCAs: [String] = []

    @Flag(help: "Do not check the upstream's certificate at all. Anyone on the path can then read the traffic.")
    var upstreamInsecure = false

    /// The trust, with its warning printed on every start when checking is off.
    func trust() -> UpstreamTrust {
        if upstreamInsecure { printError(UpstreamTrust.insecureWarning) }
        return UpstreamTrust(additionalCertificateFiles: upstreamCAs, insecure: upstreamInsecure)
    }
}
