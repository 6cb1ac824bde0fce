import Foundation

/// A request found in a recording: its method, path and the file it came from.
public struct RecordedRequest: Sendable, Hashable {
    public var method: String
    /// The URL path, without query or fragment.
    public var path: String
    public var file: String

    public init(method: String, path: String, file: String) {
        self.method = method
        self.path = path
        self.file = file
    }
}

/// A recording file that cannot be read.
public struct RecordingReadError: Error, CustomStringConvertible, Sendable {
    public var file: String
    public var reason: String
    public var description: String {
        "\(file): \(reason); fix or remove the file, or record it again"
    }
}

/// Reads requests out of NowTape cassettes (`interactions[].request`) and HAR captures (`log.entries[].request`).
public enum RecordedRequestLoader {
    /// Every request in every `.json` and `.har` file under `directory`, in file-name order.
    public static func load(directory: String) throws -> [RecordedRequest] {
        let root = URL(fileURLWithPath: directory)
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            throw RecordingReadError(file: directory, reason: "not a readable directory")
        }
        let files = enumerator.compactMap { $0 as? URL }
            .filter { ["json", "har"].contains($0.pathExtension.lowercased()) }
            .sorted { $0.path < $1.path }
        return try files.flatMap { try load(file: $0) }
    }

    static func load(file: URL) throws -> [RecordedRequest] {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw RecordingReadError(file: file.path, reason: "cannot be read")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw RecordingReadError(file: file.path, reason: "is not a JSON object")
        }
        let entries: [Any]
        if let interactions = object["interactions"] as? [Any] {
            entries = interactions
        } else if let log = object["log"] as? [String: Any], let harEntries = log["entries"] as? [Any] {
            entries = harEntries
        } else {
            throw RecordingReadError(file: file.path, reason: "has neither 'interactions' nor 'log.entries'")
        }
        return entries.compactMap { entry in
            guard let request = (entry as? [String: Any])?["request"] as? [String: Any],
                let method = request["method"] as? String, let url = request["url"] as? String
            else { return nil }
            return RecordedRequest(method: method.uppercased(), path: path(of: url), file: file.path)
        }
    }

    private static func path(of url: String) -> String {
        if let components = URLComponents(string: url), !components.path.isEmpty {
            return components.path
        }
        return String(url.prefix { $0 != "?" && $0 != "#" })
    }
}
