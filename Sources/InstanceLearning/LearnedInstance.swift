import NowInstance
import PlatformLimits

/// An instance learned from recordings: its tables and columns with the evidence for each, its records, and what
/// could not be learned. ``content`` is what an embedded instance loads.
public struct LearnedInstance: Sendable {
    /// A column and how its kind was worked out.
    public struct Column: Sendable, Hashable, Codable {
        public let name: String
        /// The kind, as the dictionary names it: `string`, `reference to sys_user`, `choice (3)`, ….
        public let kind: String
        public let reason: String
        /// Evidence that points two ways, and the way taken.
        public let conflict: String?
        /// Whether the platform's dictionary defines the column already (its definition is kept).
        public let known: Bool
    }

    /// A table and what was learned of it.
    public struct Table: Sendable, Hashable, Codable {
        public let name: String
        /// The table it extends, when learned or known.
        public let parent: String?
        /// Whether the platform's dictionary has the table already.
        public let known: Bool
        public let columns: [Column]
        public let records: Int
        public let numberPrefix: String?
        /// Defaults seen in write answers: a field a POST did not send whose answer held the same value each time.
        public let defaults: [String: String]
        /// Fields a POST did not send whose answers held a different value each time: computed, not defaulted.
        public let computed: [String]
    }

    public let tables: [Table]
    /// What an embedded instance loads: the learned tables and records.
    public let content: InstanceContent
    /// Interactions, records and columns not learned, each with why.
    public let skipped: [LearningSkip]
    /// How many interactions were read, and how many of them were Table API calls.
    public let interactions: Int
    public let tableCalls: Int
    /// The recordings learned from.
    public let sources: [String]
    /// Every version of every record, with when it was seen, for the state at any point of the recordings.
    let history: LearnedHistory
    /// The inbound rate limits the answers showed (`X-RateLimit-*`), as rules for the users they limited.
    public internal(set) var limits = InstanceLimits.none

    /// How many records were learned.
    public var recordCount: Int { content.records.count }

    /// `configuration` made to serve what was learned: the learned content in place of the demo data, and the rate
    /// limits the answers showed, unless the configuration sets its own.
    public func apply(to configuration: inout InstanceConfiguration) {
        configuration.content = content
        if configuration.limits.rateLimits.isEmpty {
            configuration.limits.rateLimits = limits.rateLimits
            configuration.limits.rateLimitWindow = limits.rateLimitWindow
        }
    }
}

extension FieldKind {
    /// The kind in a few words, for reports.
    var summary: String {
        switch self {
        case .string: return "string"
        case .integer: return "integer"
        case .decimal: return "decimal"
        case .boolean: return "boolean"
        case .dateTime: return "date-time"
        case .date: return "date"
        case .reference(let table): return "reference to \(table)"
        case .choice(let choices): return "choice (\(choices.map(\.value).joined(separator: ", ")))"
        case .journal: return "journal"
        }
    }
}
