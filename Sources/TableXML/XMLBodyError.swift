/// Why an XML request body could not be read, with what to send instead.
public struct XMLBodyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong, with the line where libxml2 found it when it found it.
    public let reason: String

    /// The shape the Table API expects.
    public static let expectedShape = "<request><entry><field>value</field></entry></request>"

    public var description: String { "\(reason); send \(Self.expectedShape)" }
}
