import Foundation

/// A ServiceNow platform release whose script feature table NowTape knows. The order is the platform's.
public enum PlatformRelease: String, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    case xanadu
    case yokohama
    case zurich
    case australia

    /// The newest release whose feature table ServiceNowDocs publishes: the default everywhere.
    public static let newest: PlatformRelease = .australia

    /// The release a name such as `zurich` or `Zurich` names, or nil.
    public init?(name: String) {
        self.init(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// The releases' names, for a usage message.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The release's name as the platform writes it.
    public var description: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The column of this release in `FeatureSupportData`.
    var column: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    public static func < (left: Self, right: Self) -> Bool { left.column < right.column }
}
