import ArgumentParser
import Foundation
import MyWorkSuites

/// Finds the files the bundled suites need, in the working directory's `UpdateSets/`.
enum BundledFiles {
    /// The My Work update sets, or an error that says where they were looked for.
    static func updateSets(in directory: String = FileManager.default.currentDirectoryPath) throws -> [String] {
        let folder = URL(fileURLWithPath: directory).appendingPathComponent("UpdateSets")
        let files = MyWorkSuites.updateSetFiles.map { folder.appendingPathComponent($0).path }
        let missing = files.filter { !FileManager.default.fileExists(atPath: $0) }
        guard missing.isEmpty else {
            throw MissingFilesError(
                description:
                    "The bundled suites need \(missing.joined(separator: ", ")). Run from the NowTape folder, or pass "
                    + "each update set with --update-set FILE.")
        }
        return files
    }
}

/// Files a command needs are not there: a failure (exit 1), not a usage error.
struct MissingFilesError: Error, CustomStringConvertible {
    let description: String
}
