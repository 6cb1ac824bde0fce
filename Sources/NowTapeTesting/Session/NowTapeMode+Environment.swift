import Cassettes

extension NowTapeMode {
    /// The environment variable that chooses a test's mode.
    public static let environmentVariable = "NOWTAPE_MODE"

    /// The mode `environment` chooses, then `configured`, then the default: `replay` under CI (strict: nothing is
    /// ever recorded in CI), `once` elsewhere.
    public static func resolve(environment: [String: String], configured: NowTapeMode?) throws(NowTapeTestingError)
        -> NowTapeMode
    {
        if let text = environment[environmentVariable], !text.isEmpty {
            guard let mode = NowTapeMode(named: text) else { throw .invalidMode(text) }
            return mode
        }
        if let configured { return configured }
        return isCI(environment) ? .replay : .once
    }

    /// Whether `environment` says it is a CI run (`CI` set to anything but `false` or `0`).
    static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.lowercased(), !value.isEmpty else { return false }
        return value != "false" && value != "0"
    }
}
