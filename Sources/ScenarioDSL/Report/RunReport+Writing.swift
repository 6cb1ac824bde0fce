import Foundation

extension RunReport {
    /// The formats a report can be written in.
    public enum Format: String, Sendable, CaseIterable {
        /// JUnit XML, for CI test tabs.
        case junit
        /// The report as JSON, sorted keys.
        case json
        /// One self-contained HTML page.
        case html

        /// Reads `junit`, `json` or `html` in any case, or throws a message that lists them.
        public init(parsing name: String) throws(ReportFormatError) {
            guard let format = Format(rawValue: name.lowercased()) else { throw ReportFormatError(name: name) }
            self = format
        }
    }

    /// The report rendered in `format`.
    public func rendered(as format: Format) throws -> Data {
        switch format {
        case .junit: return Data(JUnitReport.render(self).utf8)
        case .html: return Data(HTMLReport.render(self).utf8)
        case .json:
            return try ReportOutput.json(self)
        }
    }

    /// Writes the report in `format` to `path` atomically, creating its folder.
    public func write(as format: Format, to path: String) throws {
        try ReportOutput.write(rendered(as: format), to: path)
    }
}

/// A report format that is not junit, json or html.
public struct ReportFormatError: Error, CustomStringConvertible {
    /// The format asked for.
    public let name: String

    public var description: String {
        "--report \(name): the format is junit, json or html, such as --report html run.html."
    }
}
