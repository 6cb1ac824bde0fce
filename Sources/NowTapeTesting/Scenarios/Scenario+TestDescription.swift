import ScenarioDSL
import Testing

extension Scenario: CustomTestStringConvertible {
    /// `Suite › Scenario`: how a parameterized test names each scenario it runs.
    public var testDescription: String {
        suiteName.map { "\($0) › \(name)" } ?? name
    }
}
