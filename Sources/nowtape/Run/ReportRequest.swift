import ArgumentParser
import Scenarios

/// One `--report FORMAT PATH`.
struct ReportRequest {
    let format: RunReport.Format
    let path: String

    /// Reads the values of every `--report` in pairs.
    static func parse(_ values: [String]) throws -> [ReportRequest] {
        guard values.count % 2 == 0 else {
            throw ValidationError("--report takes two values, FORMAT PATH, such as --report html run.html.")
        }
        return try stride(from: 0, to: values.count, by: 2).map { (index: Int) throws -> ReportRequest in
            do {
                return ReportRequest(format: try RunReport.Format(parsing: values[index]), path: values[index + 1])
            } catch {
                throw ValidationError("\(error)")
            }
        }
    }
}
