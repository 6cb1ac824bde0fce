/// The ServiceNow release a cassette was recorded from, and how the recorder knows it.
public struct CassetteRelease: Sendable, Hashable, CustomStringConvertible {
    /// How the release came to be known.
    public enum Source: String, Sendable, Hashable, CaseIterable {
        /// The embedded instance's own `--release`.
        case embedded
        /// Read from the live instance while recording.
        case instance
        /// Stated with `record --release`; nothing was read from the instance.
        case stated
    }

    /// The release family, lower case, such as `zurich`.
    public var name: String
    /// The build the instance reported, such as `glide-zurich-07-01-2025__patch2-…`; nil when none was read.
    public var build: String?
    public var source: Source

    /// A release named `name` (any case), with the `build` read from the instance, if any.
    public init(name: String, build: String? = nil, source: Source) {
        self.name = name.lowercased()
        self.build = build
        self.source = source
    }

    /// The family as the platform writes it: `Zurich`.
    public var family: String { name.prefix(1).uppercased() + name.dropFirst() }

    /// How the release came to be known, as a phrase.
    public var howKnown: String {
        switch source {
        case .embedded: return "the embedded instance's release"
        case .instance: return "read from the instance"
        case .stated: return "stated when recorded, not read from the instance"
        }
    }

    /// `Zurich (glide-zurich-…), read from the instance`, as `cassette show` prints it.
    public var description: String {
        family + (build.map { " (\($0))" } ?? "") + ", " + howKnown
    }
}
