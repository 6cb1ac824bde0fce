import Foundation
import NowTapeEmbedded
import NowTapeTesting
import TestSupport

/// A folder of its own for one test's cassettes, removed when the test is done with it.
struct ScratchFolder {
    let path: String

    init() throws {
        path =
            TestScratch.url("nowtape-testing-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Settings that keep cassettes here, run in `mode` and record from a fresh embedded instance.
    func settings(_ mode: NowTapeMode) -> NowTapeSettings {
        var settings = NowTapeSettings()
        settings.cassettesFolder = path
        settings.mode = mode
        settings.embedded = .instance(seedIncidents: 20)
        return settings
    }

    func cassette(_ name: String) -> String { (path as NSString).appendingPathComponent(name + ".json") }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
