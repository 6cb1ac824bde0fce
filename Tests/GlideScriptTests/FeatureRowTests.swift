import Foundation
import GlideScript
import Testing

/// One row of the platform's feature table, as a test argument.
struct TableRow: Sendable, CustomTestStringConvertible {
    let id: Int
    var testDescription: String { "row \(id): \(FeatureSupportTable.row(id)?.name ?? "?")" }
}

@Suite("Every row of the platform's feature table, in ES12 mode on every release", .serialized)
struct FeatureRowTests {
    static let rows = FeatureSupportTable.rows.map { TableRow(id: $0.id) }

    /// Rows the table marks Supported on releases where it disallows the feature their sample cannot do without:
    /// "Proxy, internal 'get' calls: instanceof operator" is Supported on Xanadu, whose `Proxy` is Disallowed.
    /// The script is refused for that feature, as the platform refuses it.
    static let supportedInsideADisallowedFeature: Set<Int> = [755]

    @Test("every row has a sample")
    func everyRowHasASample() {
        #expect(FeatureSamples.byRow.count == FeatureSupportTable.rows.count)
        #expect(FeatureSupportTable.rows.allSatisfy { FeatureSamples.byRow[$0.id] != nil })
    }

    @Test(
        "a Supported row runs and does what the row names; a Disallowed one raises the platform's error",
        arguments: rows)
    func row(_ row: TableRow) throws {
        let entry = try #require(FeatureSupportTable.row(row.id))
        let sample = try #require(FeatureSamples.byRow[row.id])
        for release in PlatformRelease.allCases {
            let answer = FeatureSamples.run(row: row.id, mode: .es12, release: release)
            switch entry.support(in: .es12, on: release) {
            case .supported where Self.supportedInsideADisallowedFeature.contains(row.id):
                let group = entry.group.split(separator: ",").first.map(String.init) ?? entry.group
                let refused =
                    answer.contains("`\(group): ") && answer.contains("is disallowed in ES12 mode on \(release)")
                #expect(answer == "true" || refused, "\(release): \(answer)")
            case .supported:
                #expect(answer == "true", "\(release): \(answer)")
            case .disallowed where FeatureRowsUnseen.rows.contains(row.id):
                // The text shows no Disallowed feature, so the script runs, by the standard; where it shows another
                // one (an `async` function's own syntax), that one is refused.
                let refused = ScriptFeaturePolicy(mode: .es12, release: release).refusal(of: sample) != nil
                if refused {
                    #expect(answer.contains("is disallowed in ES12 mode on \(release)"), "\(release): \(answer)")
                } else {
                    #expect(answer == "true", "\(release): \(answer)")
                }
            case .disallowed:
                #expect(answer.contains("is disallowed in ES12 mode on \(release)"), "\(release): \(answer)")
            case .notSupported:
                break
            }
        }
    }
}
