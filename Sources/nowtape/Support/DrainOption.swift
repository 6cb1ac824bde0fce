import ArgumentParser

/// `--drain-timeout`: how long a server may finish the requests in flight after the first Ctrl-C or SIGTERM.
struct DrainOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Seconds to let requests in flight finish after Ctrl-C or SIGTERM; a second signal exits at once.",
            valueName: "seconds"))
    var drainTimeout: Double = 5

    func validate() throws {
        guard drainTimeout.isFinite, drainTimeout >= 0, drainTimeout <= 3_600 else {
            throw ValidationError("--drain-timeout must be from 0 to 3600 seconds, not \(drainTimeout)")
        }
    }

    /// The deadline as a duration.
    var deadline: Duration { .milliseconds(Int((drainTimeout * 1_000).rounded())) }
}
