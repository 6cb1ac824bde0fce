import Foundation

/// What the platform's feature table says of a feature in one mode on one release.
public enum FeatureSupport: String, Sendable, Hashable {
    /// "The feature has been tested and validated."
    case supported = "Supported"
    /// "The feature has not been validated in the current release."
    case notSupported = "Not Supported"
    /// "The feature does not align with the ServiceNow AI Platform programming model or poses a security or
    /// performance risk. Disallowed features result in an error."
    case disallowed = "Disallowed"

    init?(code: Substring) {
        switch code {
        case "S": self = .supported
        case "NS": self = .notSupported
        case "D": self = .disallowed
        default: return nil
        }
    }
}

/// One row of the platform's feature table: a feature and its support in both modes on every release.
public struct FeatureRow: Sendable, Hashable {
    /// The row's number in the table, counted from 1 in the page's order.
    public let id: Int
    /// The ECMAScript edition the row's section covers, such as `ES2015`.
    public let section: String
    /// The feature group the row belongs to, such as `arrow functions`.
    public let group: String
    /// The row's own feature text, as the page writes it.
    public let feature: String
    let es12: [FeatureSupport]
    let es5: [FeatureSupport]

    /// The row's support in `mode` on `release`. Compatibility mode is held to the ES5 Standards column: the
    /// table has no column of its own for it, and it parses no more than ES5 Standards does.
    public func support(in mode: ScriptMode, on release: PlatformRelease) -> FeatureSupport {
        let column = mode == .es12 ? es12 : es5
        return release.column < column.count ? column[release.column] : .notSupported
    }

    /// The first release, from `release` on, on which the row is Supported in `mode`.
    public func supportedFrom(in mode: ScriptMode, after release: PlatformRelease) -> PlatformRelease? {
        PlatformRelease.allCases.first { $0 > release && support(in: mode, on: $0) == .supported }
    }

    /// A readable name: the group and the row, such as `async functions: await`.
    public var name: String { group == feature ? feature : "\(group): \(feature)" }
}

/// The platform's feature table, read once from `FeatureSupportData`.
public enum FeatureSupportTable {
    /// Every row, in the page's order.
    public static let rows: [FeatureRow] = FeatureSupportData.text.split(separator: "\n").compactMap { line in
        let cells = line.trimmingCharacters(in: .whitespaces).split(separator: "\t", omittingEmptySubsequences: false)
        guard cells.count == 5 + PlatformRelease.allCases.count, let id = Int(cells[0]) else { return nil }
        var es12: [FeatureSupport] = []
        var es5: [FeatureSupport] = []
        for cell in cells[5...] {
            let pair = cell.split(separator: "/")
            guard pair.count == 2, let first = FeatureSupport(code: pair[0]), let second = FeatureSupport(code: pair[1])
            else { return nil }
            es12.append(first)
            es5.append(second)
        }
        return FeatureRow(
            id: id, section: String(cells[1]), group: String(cells[3]), feature: String(cells[4]), es12: es12,
            es5: es5)
    }

    private static let byID = Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The row numbered `id`.
    public static func row(_ id: Int) -> FeatureRow? { byID[id] }

    /// Where the table comes from.
    public static let source =
        "ServiceNow, \"JavaScript engine feature support\" (ServiceNowDocs, "
        + "markdown/api-reference/scripts/javascript-engine-feature-support.md, one branch per release)"
}
