import Foundation
import StandardStreams

/// Writes a line to standard error, where the CLI reports progress and problems.
func printError(_ message: String) {
    StandardStream.error.writeLine(message)
}
