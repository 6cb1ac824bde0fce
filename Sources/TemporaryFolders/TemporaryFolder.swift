import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder of its own under the temporary directory, removed when released and, failing that, when the process
/// exits normally.
///
/// A process that is killed cannot remove its folders, so each folder's name carries its process id, and a new
/// folder with the same prefix first removes those of processes that are gone. The path is fixed at once and the
/// folder made by `create()`, so an owner that may never write there makes nothing until it first does.
public final class TemporaryFolder: Sendable {
    /// The folder's path.
    public let path: String
    private let prefix: String

    /// A folder named `prefix`, the process id and a UUID, made by `create()`.
    public init(prefix: String) {
        let parent = FileManager.default.temporaryDirectory
        Self.removeAbandoned(prefix: prefix, in: parent)
        self.prefix = prefix
        path = parent.appendingPathComponent("\(prefix)\(getpid())-\(UUID().uuidString)").path
        Self.live.withLock { folders in
            if !folders.registeredExitHandler {
                folders.registeredExitHandler = true
                atexit { TemporaryFolder.removeLive() }
            }
            folders.paths.insert(path)
        }
    }

    /// The folder as a URL.
    public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    /// Makes the folder if it is not there yet.
    public func create() throws(TemporaryFolderError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw TemporaryFolderError(path: path, reason: "\(error)")
        }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
        _ = Self.live.withLock { $0.paths.remove(path) }
    }

    /// The folders of this process that are still held, removed when the process exits normally even if they were
    /// never released.
    private static let live = Mutex<(paths: Set<String>, registeredExitHandler: Bool)>(([], false))

    private static func removeLive() {
        for path in live.withLock({ $0.paths }) { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Removes the folders named `prefix…` in `parent` whose process no longer runs.
    static func removeAbandoned(prefix: String, in parent: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let owner = processID(inFolderName: name, prefix: prefix), kill(owner, 0) == -1, errno == ESRCH
            else { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
    }

    /// The process id in a folder name such as `nowtape-store-4242-…`.
    static func processID(inFolderName name: String, prefix: String) -> pid_t? {
        name.dropFirst(prefix.count).split(separator: "-", maxSplits: 1).first.flatMap { pid_t($0) }
    }
}

/// A temporary folder could not be made.
public struct TemporaryFolderError: Error, CustomStringConvertible {
    /// The folder.
    public let path: String
    /// Why not.
    public let reason: String

    public var description: String {
        "The temporary folder \(path) could not be made: \(reason). Set TMPDIR to a writable folder with free space"
    }
}
