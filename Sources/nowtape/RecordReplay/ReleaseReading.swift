import AsyncHTTPClient
import Cassettes
import Foundation
import GlideScript
import LocalTLS
import NowClient
import Synchronization

/// How `nowtape record` learns the release of the instance it records: once a client has signed in, one GET of
/// the build properties with that client's credentials (``InstanceBuildProbe``). What it read, or why it read
/// nothing, goes into the cassette and onto the console when the recording ends.
final class ReleaseReading: Sendable {
    private let upstream: String
    private let trust: UpstreamTrust
    private let probe = Mutex<Task<InstanceBuildProbe.Outcome, Never>?>(nil)

    init(upstream: String, trust: UpstreamTrust) {
        self.upstream = upstream
        self.trust = trust
    }

    /// Starts reading with a signed-in client's `credentials`; later calls do nothing.
    func start(with credentials: HTTPFields) {
        let upstream = self.upstream
        let trust = self.trust
        probe.withLock { running in
            guard running == nil else { return }
            running = Task {
                let client: HTTPClient
                do {
                    var configuration = HTTPClient.Configuration(redirectConfiguration: .disallow)
                    configuration.tlsConfiguration = try trust.clientConfiguration()
                    client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
                } catch {
                    return .unreadable("the upstream's TLS trust could not be set up (\(error))")
                }
                let outcome = await InstanceBuildProbe.probe(
                    baseURL: upstream, credentials: credentials,
                    transport: HTTPClientTransport(client: client, timeout: .seconds(20)))
                try? await client.shutdown()
                return outcome
            }
        }
    }

    /// The release to name in the cassette, after telling the console how it was known. `stated` is the one given
    /// with `--release`.
    func settle(stated: PlatformRelease?, into recording: CassetteRecording) async {
        let running = probe.withLock { $0 }
        guard let running else {
            let next = stated.map { "the cassette names \($0) as stated" } ?? "state it with --release NAME"
            printError("No signed-in request was recorded, so the instance's release was not read; \(next).")
            return
        }
        switch await running.value {
        case .read(let family, let tag):
            recording.noteRelease(CassetteRelease(name: family, build: tag, source: .instance))
            printNow("Release: \(tag), read from the instance")
            if let stated, stated.rawValue != family {
                printError(
                    "Warning: --release \(stated.rawValue) was stated, but the instance reports \(tag); the cassette "
                        + "names what the instance reports.")
            }
        case .unreadable(let reason):
            let next =
                stated.map { "the cassette names \($0), as stated, not read" }
                ?? "state it with --release NAME so that the cassette names it"
            printError("Warning: the instance's release was not read: \(reason); \(next).")
        }
    }
}
