import ArgumentParser

/// Checks shared by several commands' `validate()`, so each refuses the same values with the same words.
enum Validation {
    /// A TCP port: 0 (pick a free one) to 65535. Larger numbers would otherwise wrap around to another port.
    static func port(_ port: Int, option: String = "--port") throws {
        guard (0...65_535).contains(port) else {
            throw ValidationError("\(option) must be from 0 to 65535 (0 picks a free port), not \(port)")
        }
    }
}
