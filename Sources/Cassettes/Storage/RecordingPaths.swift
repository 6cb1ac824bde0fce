import Foundation

/// The recording files a list of paths names, for commands that take cassettes or folders of them.
public enum RecordingPaths {
    /// Each path that is a file, as given, and every file below a folder whose name ends in one of `suffixes`
    /// (a cassette's `.bodies` folder aside), in name order. A path that does not exist fails with `missing(path)`.
    public static func files<Failure: Error>(
        at paths: [String], suffixes: [String], missing: (String) -> Failure
    ) throws(Failure) -> [String] {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw missing(path) }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            let found = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter { name in suffixes.contains { name.hasSuffix($0) } && !name.contains(".bodies/") }.sorted()
            files += found.map { (path as NSString).appendingPathComponent($0) }
        }
        return files
    }
}
