import Foundation
import TemporaryFolders
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("TemporaryFolders: a folder of one's own that goes when its owner does")
struct TemporaryFolderTests {
    @Test("nothing is made until create(), and the folder and its files go when the owner lets go")
    func removedWhenReleased() throws {
        var folder: TemporaryFolder? = TemporaryFolder(prefix: "nowtape-folder-test-")
        let path = try #require(folder?.path)
        #expect(!FileManager.default.fileExists(atPath: path))
        try folder?.create()
        try Data("kept a moment".utf8).write(to: URL(fileURLWithPath: path).appendingPathComponent("file.bin"))
        #expect(FileManager.default.fileExists(atPath: path))
        folder = nil
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("a folder a killed process left is removed by the next folder of the same prefix; a live one stays")
    func abandonedFoldersGo() throws {
        let parent = FileManager.default.temporaryDirectory
        var dead: pid_t = 4_000_000
        while kill(dead, 0) == 0 || errno != ESRCH { dead -= 1 }
        let abandoned = parent.appendingPathComponent("nowtape-abandon-test-\(dead)-\(UUID().uuidString)")
        let live = parent.appendingPathComponent("nowtape-abandon-test-\(getpid())-\(UUID().uuidString)")
        for folder in [abandoned, live] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        defer { try? FileManager.default.removeItem(at: live) }
        let next = TemporaryFolder(prefix: "nowtape-abandon-test-")
        #expect(!FileManager.default.fileExists(atPath: abandoned.path))
        #expect(FileManager.default.fileExists(atPath: live.path))
        #expect(next.path.hasPrefix(parent.appendingPathComponent("nowtape-abandon-test-\(getpid())-").path))
    }

    @Test("a folder that cannot be made says where and what to do")
    func unwritableParent() throws {
        let folder = TemporaryFolder(prefix: "nowtape-folder-test-")
        // A file where the folder should be: making it fails.
        try Data().write(to: URL(fileURLWithPath: folder.path))
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let error = #expect(throws: TemporaryFolderError.self) { try folder.create() }
        #expect(error?.description.contains("TMPDIR") == true)
    }
}
