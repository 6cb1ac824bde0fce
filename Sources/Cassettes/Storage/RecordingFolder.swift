import Foundation

/// The recordings under a folder, as `updateset coverage` reads them: every `.json` cassette and `.har` capture
/// below it, in path order, read by the cassette and HAR readers.
public enum RecordingFolder {
    /// One file's recording.
    public struct Recording: Sendable {
        /// The file's path.
        public let file: String
        /// What it holds.
        public let cassette: Cassette
    }

    /// Reads every recording under `directory`, or throws for the first that cannot be read, naming it.
    public static func read(_ directory: String) throws(RecordingFolderError) -> [Recording] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue,
            let enumerator = FileManager.default.enumerator(
                at: URL(fileURLWithPath: directory), includingPropertiesForKeys: nil)
        else {
            throw RecordingFolderError(file: directory, reason: "is not a readable folder")
        }
        let files = enumerator.compactMap { ($0 as? URL)?.path }
            .filter { path in
                let lowered = path.lowercased()
                return (lowered.hasSuffix(".json") || lowered.hasSuffix(".har")) && !path.contains(".bodies/")
            }
            .sorted()
        var recordings: [Recording] = []
        for file in files {
            recordings.append(Recording(file: file, cassette: try read(file: file)))
        }
        return recordings
    }

    private static func read(file: String) throws(RecordingFolderError) -> Cassette {
        guard file.lowercased().hasSuffix(".har") else {
            do {
                return try CassetteFile.read(file)
            } catch {
                throw RecordingFolderError(file: file, reason: error.reason.map { "\($0)" } ?? error.ioError ?? "")
            }
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw RecordingFolderError(file: file, reason: "cannot be read")
        }
        do {
            return try HARImport.cassette(from: data)
        } catch {
            throw RecordingFolderError(file: file, reason: "\(error)")
        }
    }
}

/// A recording in a folder that cannot be read.
public struct RecordingFolderError: Error, Sendable, CustomStringConvertible {
    /// The file, or the folder itself.
    public let file: String
    /// What is wrong with it.
    public let reason: String

    public var description: String {
        "\(file): \(reason); fix or remove the file, or record it again"
    }
}
