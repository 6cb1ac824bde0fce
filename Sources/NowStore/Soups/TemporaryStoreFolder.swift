import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder of its own under the temporary directory for a temporary store's files, removed when released.
///
/// A process that is killed cannot remove its folder, so each folder's name carries its process id, and a new one
/// first removes the folders of processes that are gone.
final class TemporaryStoreFolder: Sendable {
    static let prefix = "nowtape-store-"
    let path: String

    init() throws {
        let parent = FileManager.default.temporaryDirectory
        Self.removeAbandoned(in: parent)
        let url = parent.appendingPathComponent("\(Self.prefix)\(getpid())-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw StoreError.cannotOpen(url.path, reason: "\(error); set TMPDIR to a writable folder")
        }
        path = url.path
        Self.live.withLock { folders in
            if !folders.registeredExitHandler {
                folders.registeredExitHandler = true
                atexit { TemporaryStoreFolder.removeLive() }
            }
            folders.paths.insert(url.path)
        }
    }

    var databasePath: String { path + "/store.sqlite" }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
        _ = Self.live.withLock { $0.paths.remove(path) }
    }

    /// The folders of this process's stores that are still open, removed when the process exits normally even
    /// if their stores were never released.
    private static let live = Mutex<(paths: Set<String>, registeredExitHandler: Bool)>(([], false))

    private static func removeLive() {
        for path in live.withLock({ $0.paths }) { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Removes the store folders in `parent` whose process no longer runs.
    static func removeAbandoned(in parent: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let owner = processID(inFolderName: name), kill(owner, 0) == -1, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
    }

    /// The process id in a folder name such as `nowtape-store-4242-…`.
    static func processID(inFolderName name: String) -> pid_t? {
        name.dropFirst(prefix.count).split(separator: "-", maxSplits: 1).first.flatMap { pid_t($0) }
    }
}
