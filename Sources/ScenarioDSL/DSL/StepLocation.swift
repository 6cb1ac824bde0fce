/// Where in the source a step was written: what a failure points at, in a test's issues and in reports.
public struct StepLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file's ID, `Module/File.swift`.
    public var fileID: String
    /// The file's full path.
    public var filePath: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// The location the arguments name; each defaults to the caller's.
    public init(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `Module/File.swift:12:5`.
    public var description: String { "\(fileID):\(line):\(column)" }
}
