/// A step that makes up a value from the scenario's seeded generator and captures it, so recordings stay identical
/// from run to run while each scenario still gets values of its own.
public struct Generate: StepConvertible {
    /// What to make up.
    public enum Kind: Sendable {
        /// `prefix` and a few words, such as `Printer jammed: amber falcon 42`.
        case sentence(prefix: String)
        /// A whole number in the range.
        case number(ClosedRange<Int>)
        /// One of the values.
        case oneOf([String])
    }

    let name: String
    let kind: Kind
    let location: StepLocation

    /// Captures a generated value as `name`.
    public init(
        _ name: String, _ kind: Kind, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.name = name
        self.kind = kind
        self.location = StepLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    static let words = [
        "amber", "brisk", "cobalt", "dusty", "ember", "fable", "granite", "harbor", "indigo", "juniper", "kestrel",
        "lumen", "meadow", "nimbus", "onyx", "prairie", "quartz", "ripple", "saffron", "tundra",
    ]

    public var steps: [Step] {
        let name = self.name
        let kind = self.kind
        return [
            Step("Generate \(name)", phase: .setup, location: location) { context in
                switch kind {
                case .sentence(let prefix):
                    let first = Self.words[context.random(Self.words.count)]
                    let second = Self.words[context.random(Self.words.count)]
                    context.capture(name, .string("\(prefix): \(first) \(second) \(context.random(100))"))
                case .number(let range):
                    let value = range.lowerBound + context.random(range.count)
                    context.capture(name, .number(String(value)))
                case .oneOf(let values):
                    context.capture(name, .string(values.isEmpty ? "" : values[context.random(values.count)]))
                }
            }
        ]
    }
}
