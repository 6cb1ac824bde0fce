import Foundation
import MyWorkSuites
import TestSupport

/// Files of the package the tests read: the committed cassettes and the update sets.
enum PackageFiles {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let cassettes = root.appendingPathComponent("Cassettes").path
    static let updateSets = MyWorkSuites.updateSetFiles.map {
        root.appendingPathComponent("UpdateSets").appendingPathComponent($0).path
    }

    static func temporaryDirectory() -> String {
        TestScratch.url("nowtape-suites-\(UUID().uuidString)").path
    }

    /// Every cassette under `directory`, as paths relative to it, sorted.
    static func cassettes(in directory: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: directory)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".json") { found.append(path) }
        }
        return found.sorted()
    }
}
