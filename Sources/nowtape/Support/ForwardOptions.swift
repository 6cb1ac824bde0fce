import ArgumentParser
import LocalTLS
import RecordReplay

/// `--forward`, `--intercept` and `--tunnel-others`: the forward-proxy mode of `record` and `replay`.
struct ForwardOptions: ParsableArguments {
    @Flag(
        help: ArgumentHelp(
            "Act as a forward proxy: clients set it as their HTTP(S) proxy (HTTPS_PROXY, the simulator's proxy) and "
                + "keep the instance's own URL. Intercepted hosts get certificates from the local CA."))
    var forward = false

    @Option(
        name: .customLong("intercept"),
        help: ArgumentHelp(
            "Another host to intercept in forward mode, such as dev12345.service-now.com or *.service-now.com; "
                + "repeat for more.", valueName: "host"))
    var interceptedHosts: [String] = []

    @Flag(help: "In forward mode, pass CONNECTs to other hosts through unrecorded instead of refusing them.")
    var tunnelOthers = false

    func validate() throws {
        if !forward, !interceptedHosts.isEmpty || tunnelOthers {
            throw ValidationError("--intercept and --tunnel-others need --forward")
        }
        for host in interceptedHosts where !LocalCertificateAuthority.canName(host) {
            throw ValidationError(
                "--intercept \(host) is not a host name; write, for example, dev12345.service-now.com")
        }
    }

    /// The forward proxy with these rules and the local CA (created first if there is none); nil without
    /// `--forward`.
    func forwardProxy(mappings: [String: String] = [:]) throws -> ForwardProxy? {
        guard forward else { return nil }
        let authority = try LocalCertificateAuthority.announcingCreation()
        return ForwardProxy(
            rules: ForwardProxyRules(
                interceptedHosts: Set(interceptedHosts), mappings: mappings, tunnelsOtherHosts: tunnelOthers),
            authority: authority)
    }
}
