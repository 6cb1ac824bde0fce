import Foundation

/// Writes a line to standard error, where the CLI reports progress and problems.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
