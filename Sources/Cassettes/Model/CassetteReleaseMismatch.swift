/// A cassette refused because it was not recorded on the release asked for, with how to go on.
public struct CassetteReleaseMismatch: Error, Sendable, Hashable, CustomStringConvertible {
    /// The cassette's file.
    public let path: String
    /// The release asked for, lower case.
    public let expected: String
    /// The release the cassette records; nil when it records none.
    public let recorded: CassetteRelease?

    /// Throws when `cassette` (read from `path`) was not recorded on `expected`, or records no release.
    public static func check(_ cassette: Cassette, path: String, expected: String) throws(CassetteReleaseMismatch) {
        let wanted = expected.lowercased()
        guard cassette.release?.name != wanted else { return }
        throw CassetteReleaseMismatch(path: path, expected: wanted, recorded: cassette.release)
    }

    public var description: String {
        let family = expected.prefix(1).uppercased() + expected.dropFirst()
        guard let recorded else {
            return "\(path) records no release, so it cannot be shown to come from \(family): re-record it "
                + "(record states the release it reads, or --release NAME), or replay without --release"
        }
        return "\(path) was recorded on \(recorded.family) (\(recorded.howKnown)), not on \(family): re-record it on "
            + "\(family), or use --release \(recorded.name)"
    }
}
