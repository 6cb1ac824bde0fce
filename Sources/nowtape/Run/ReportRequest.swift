import ArgumentParser
import Foundation
import Scenarios

/// One `--report FORMAT PATH`.
struct ReportRequest {
    enum Format: String, CaseIterable {
        case junit, json, html
    }

    let format: Format
    let path: String

    /// Reads the values of every `--report` in pairs.
    static func parse(_ values: [String]) throws -> [ReportRequest] {
        guard values.count % 2 == 0 else {
            throw ValidationError("--report takes two values, FORMAT PATH, such as --report html run.html.")
        }
        return try stride(from: 0, to: values.count, by: 2).map { index in
            guard let format = Format(rawValue: values[index].lowercased()) else {
                throw ValidationError("--report \(values[index]): the format is junit, json or html.")
            }
            return ReportRequest(format: format, path: values[index + 1])
        }
    }

    /// Writes the report, creating its folder.
    func write(_ report: RunReport) throws {
        let text: String
        switch format {
        case .junit: text = JUnitReport.render(report)
        case .html: text = HTMLReport.render(report)
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            text = String(decoding: try encoder.encode(report), as: UTF8.self)
        }
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }
}
