import ArgumentParser

/// One `--report FORMAT PATH`.
public struct ReportRequest: Sendable {
    /// The report's format.
    public let format: RunReport.Format
    /// Where it is written.
    public let path: String

    /// Reads the values of every `--report` in FORMAT PATH pairs. A value where a format would start that is not a
    /// format ends the reports: it and the values after it are returned as names (`--report html a.html CRUD`).
    public static func parse(_ values: [String]) throws -> (requests: [ReportRequest], names: [String]) {
        var requests: [ReportRequest] = []
        var index = 0
        while index < values.count {
            guard let format = try? RunReport.Format(parsing: values[index]) else {
                guard !requests.isEmpty else {
                    throw ValidationError(
                        "--report \(values[index]): the format is junit, json or html, such as --report html run.html.")
                }
                return (requests, Array(values[index...]))
            }
            guard index + 1 < values.count else {
                throw ValidationError("--report takes two values, FORMAT PATH, such as --report html run.html.")
            }
            requests.append(ReportRequest(format: format, path: values[index + 1]))
            index += 2
        }
        return (requests, [])
    }
}
