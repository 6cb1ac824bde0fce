import Cassettes
import Synchronization

/// Reads a replay run's cassettes ahead of the scenarios that need them, in run order, on a task of its own, so a
/// scenario seldom waits for its file. It keeps at most ``window`` cassettes read but not yet taken. A cassette it
/// cannot read is left to the scenario, which reads it itself and reports the problem.
final class CassetteReadAhead: Sendable {
    /// How many read cassettes may wait to be taken.
    static let window = 16

    private struct State {
        var ready: [String: Cassette] = [:]
        var taken: Set<String> = []
    }

    private let state = Mutex(State())
    private let reader = Mutex<Task<Void, Never>?>(nil)

    /// Starts reading `paths` in order.
    init(paths: [String]) {
        let task = Task.detached(priority: .utility) { [self] in await read(paths) }
        reader.withLock { $0 = task }
    }

    private func read(_ paths: [String]) async {
        for path in paths {
            while state.withLock({ $0.ready.count >= Self.window }) {
                guard (try? await Task.sleep(for: .milliseconds(1))) != nil else { return }
            }
            guard !Task.isCancelled else { return }
            guard !state.withLock({ $0.taken.contains(path) }), let cassette = try? CassetteFile.read(path) else {
                continue
            }
            state.withLock { if !$0.taken.contains(path) { $0.ready[path] = cassette } }
        }
    }

    /// The cassette at `path`: the one read ahead when it is ready, otherwise read now.
    func take(_ path: String) throws -> Cassette {
        let ready = state.withLock { state in
            state.taken.insert(path)
            return state.ready.removeValue(forKey: path)
        }
        return try ready ?? CassetteFile.read(path)
    }

    /// Stops reading.
    func cancel() {
        reader.withLock { $0?.cancel() }
    }
}
