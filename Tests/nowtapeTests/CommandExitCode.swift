import ArgumentParser
import StandardStreams

@testable import nowtape

/// What an in-process `nowtape` run ended with: its exit code and what it printed to each stream.
struct CommandRun {
    let code: Int32
    let output: String
    let error: String
}

/// Runs `nowtape` with `arguments` in-process, keeping what it prints, and returns the exit code it would end with
/// and the output.
func nowtapeRun(_ arguments: [String]) -> CommandRun {
    let (code, streams) = StandardStream.capturing { () -> Int32 in
        do {
            var command = try NowTape.parseAsRoot(arguments)
            try command.run()
            return 0
        } catch {
            let code = NowTape.exitCode(for: error)
            StandardStream.error.writeLine(NowTape.fullMessage(for: error))
            return code.rawValue
        }
    }
    return CommandRun(code: code, output: streams.output, error: streams.error)
}

/// Runs `nowtape` with `arguments` in-process, keeping what it prints, and returns the exit code it would end with.
func nowtapeExitCode(_ arguments: [String]) -> Int32 {
    nowtapeRun(arguments).code
}
