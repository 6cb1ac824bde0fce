import Cassettes

/// Why a NowTape test could not start or finish its session; each message says what to do next.
public struct NowTapeTestingError: Error, Sendable, CustomStringConvertible {
    private enum Code: Sendable {
        case invalidMode(String)
        case missingCassette(path: String, mode: NowTapeMode)
        case unreadableCassette(path: String, reason: String)
        case noUpstream(mode: NowTapeMode)
        case noEmbeddedInstance
        case noSession
        case invalidBaseURL(String)
        case cassetteNotWritten(path: String, reason: String)
    }

    private let code: Code
    private init(_ code: Code) { self.code = code }

    /// `NOWTAPE_MODE` holds a value that names no mode.
    static func invalidMode(_ value: String) -> Self { Self(.invalidMode(value)) }
    /// The mode needs a cassette that is not there.
    static func missingCassette(path: String, mode: NowTapeMode) -> Self {
        Self(.missingCassette(path: path, mode: mode))
    }
    /// The cassette could not be read.
    static func unreadableCassette(path: String, reason: String) -> Self {
        Self(.unreadableCassette(path: path, reason: reason))
    }
    /// The mode sends requests upstream, and none is configured.
    static func noUpstream(mode: NowTapeMode) -> Self { Self(.noUpstream(mode: mode)) }
    /// Mode `embedded` without an embedded instance configured.
    static var noEmbeddedInstance: Self { Self(.noEmbeddedInstance) }
    /// `NowTape.client()` was called outside a test with a `.cassette` trait.
    static var noSession: Self { Self(.noSession) }
    /// The upstream URL is not an `http` or `https` URL.
    static func invalidBaseURL(_ url: String) -> Self { Self(.invalidBaseURL(url)) }
    /// The recording could not be saved.
    static func cassetteNotWritten(path: String, reason: String) -> Self {
        Self(.cassetteNotWritten(path: path, reason: reason))
    }

    public var description: String {
        switch code {
        case .invalidMode(let value):
            let modes = NowTapeMode.allCases.map(\.rawValue).joined(separator: ", ")
            return "NOWTAPE_MODE=\(value) names no mode; use one of \(modes), or unset it"
        case .missingCassette(let path, let mode):
            return "Mode \(mode) needs the cassette \(path), which does not exist; record it first with "
                + "NOWTAPE_MODE=record (or once) and commit it"
        case .unreadableCassette(let path, let reason):
            return "The cassette \(path) cannot be replayed: \(reason). Fix or delete it, then record it again "
                + "with NOWTAPE_MODE=record"
        case .noUpstream(let mode):
            return "Mode \(mode) sends requests to an instance, and none is set: set NOWTAPE_INSTANCE to its URL "
                + "(such as https://dev12345.service-now.com), pass .nowTape(instance:) on the suite, or add the "
                + "NowTapeEmbedded product and .nowTape(embedded: .instance())"
        case .noEmbeddedInstance:
            return "Mode embedded needs an embedded instance: add the NowTapeEmbedded product to the test target "
                + "and .nowTape(embedded: .instance()) to the suite"
        case .noSession:
            return "NowTape.client() works only inside a test with the .cassette trait, such as "
                + "@Test(.cassette) func listsIncidents() async throws { … }"
        case .invalidBaseURL(let url):
            return "\(url) is not an http or https URL of an instance; write it as https://dev12345.service-now.com"
        case .cassetteNotWritten(let path, let reason):
            return "The recording could not be saved to \(path): \(reason); check that the folder is writable"
        }
    }
}
