import RecordReplay
import Synchronization

/// Prepares a replay run's scenarios ahead of them, in run order, on a task of its own: it reads each cassette,
/// mounts its server and builds its responses, so a scenario seldom waits for any of that. It keeps at most
/// ``window`` scenarios prepared but not yet taken. A scenario it cannot prepare is left to the scenario, which
/// prepares itself and reports the problem.
final class ReplayReadAhead: Sendable {
    /// How many prepared scenarios may wait to be taken.
    static let window = 16

    private struct State {
        var ready: [String: ScenarioReplay.Mounted] = [:]
        var taken: Set<String> = []
    }

    private let state = Mutex(State())
    private let reader = Mutex<Task<Void, Never>?>(nil)

    /// Starts preparing the scenarios whose cassettes are at `paths`, in order, on `host`, which clients reach at
    /// `hostURL`.
    init(paths: [String], host: ReplayHost, hostURL: String) {
        let task = Task.detached(priority: .utility) { [self] in await prepare(paths, host: host, hostURL: hostURL) }
        reader.withLock { $0 = task }
    }

    private func prepare(_ paths: [String], host: ReplayHost, hostURL: String) async {
        for path in paths {
            while state.withLock({ $0.ready.count >= Self.window }) {
                guard (try? await Task.sleep(for: .milliseconds(1))) != nil else { return }
            }
            guard !Task.isCancelled else { return }
            guard !state.withLock({ $0.taken.contains(path) }),
                let mounted = try? ScenarioReplay.Mounted(path: path, on: host, at: hostURL)
            else { continue }
            let kept = state.withLock { state in
                guard !state.taken.contains(path) else { return false }
                state.ready[path] = mounted
                return true
            }
            if !kept { host.unmount(mounted.basePath) }
        }
    }

    /// The scenario prepared for the cassette at `path`, or nil when it is not ready and the caller should
    /// prepare it. Either way, it is not prepared again.
    func take(_ path: String) -> ScenarioReplay.Mounted? {
        state.withLock { state in
            state.taken.insert(path)
            return state.ready.removeValue(forKey: path)
        }
    }

    /// Stops preparing.
    func cancel() {
        reader.withLock { $0?.cancel() }
    }
}
