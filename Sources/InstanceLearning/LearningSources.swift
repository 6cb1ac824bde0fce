import Cassettes
import Foundation

/// The recordings an instance is learned from: cassettes, HAR files, and folders of either.
public struct LearningSources: Sendable {
    /// One recording and where it came from.
    public struct Recording: Sendable {
        /// The file's path.
        public let path: String
        public let cassette: Cassette
    }

    /// The recordings read, in path order.
    public let recordings: [Recording]
    /// Files that could not be read, each with why: reported, never fatal.
    public let skipped: [LearningSkip]

    /// Reads `paths`: a `.har` file as HAR (redacted as a recording is), any other file as a cassette, and every `.json` and `.har` file below a
    /// folder (a cassette's `.bodies` folder aside). A path that does not exist is an error; a file that cannot be
    /// read is skipped with its reason.
    public static func read(_ paths: [String]) throws(LearningError) -> LearningSources {
        let files = try RecordingPaths.files(
            at: paths, suffixes: [".json", ".har"], missing: LearningError.missingSource)
        var recordings: [Recording] = []
        var skipped: [LearningSkip] = []
        for file in files {
            do {
                recordings.append(Recording(path: file, cassette: try cassette(at: file)))
            } catch {
                skipped.append(LearningSkip(source: file, subject: file, reason: "not read: \(error)"))
            }
        }
        return LearningSources(recordings: recordings, skipped: skipped)
    }

    /// One interaction in the order the recordings made them.
    public struct Step: Sendable {
        /// Its place in that order, from 1.
        public let sequence: Int
        public let recording: Recording
        public let interaction: Interaction
    }

    /// Every interaction in the order it was recorded: by the time it was recorded, then by file and place, so
    /// that interactions of several sessions interleave as they happened.
    public var timeline: [Step] {
        var all: [(recording: Recording, index: Int, interaction: Interaction)] = []
        for recording in recordings {
            for (index, interaction) in recording.cassette.interactions.enumerated() {
                all.append((recording, index, interaction))
            }
        }
        let order = all.indices.sorted { left, right in
            let (a, b) = (all[left], all[right])
            if a.interaction.recordedAt != b.interaction.recordedAt {
                return a.interaction.recordedAt < b.interaction.recordedAt
            }
            return left < right
        }
        return order.enumerated().map { place, index in
            Step(sequence: place + 1, recording: all[index].recording, interaction: all[index].interaction)
        }
    }

    private static func cassette(at path: String) throws -> Cassette {
        if path.lowercased().hasSuffix(".har") {
            // A browser's or a proxy's export holds credentials as sent: redacted as a recording is, which also names
            // the user each request signed in as.
            var redactor = Redactor()
            return redactor.redact(try HARImport.cassette(from: try Data(contentsOf: URL(fileURLWithPath: path))))
        }
        return try CassetteFile.read(path)
    }
}

/// Something the recordings show that was not learned, and why.
public struct LearningSkip: Sendable, Hashable, Codable {
    /// The file it was found in.
    public let source: String
    /// What was skipped: a file, an interaction, a record or a column.
    public let subject: String
    public let reason: String

    public init(source: String, subject: String, reason: String) {
        self.source = source
        self.subject = subject
        self.reason = reason
    }
}

/// Why learning cannot start.
public struct LearningError: Error, Sendable, CustomStringConvertible {
    public let description: String

    /// A path given to learn from does not exist.
    public static func missingSource(_ path: String) -> LearningError {
        LearningError(
            description: "There is no cassette, HAR file or folder at \(path); give recordings to learn from, "
                + "such as Cassettes/ or session.har")
    }

    /// Nothing given holds a Table API answer to learn from.
    public static func nothingToLearn(_ paths: [String]) -> LearningError {
        LearningError(
            description: "No Table API answer with records was found in \(paths.joined(separator: ", ")); record "
                + "a session that reads records (GET /api/now/table/...) first")
    }
}
