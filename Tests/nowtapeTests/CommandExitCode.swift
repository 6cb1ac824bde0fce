import ArgumentParser

@testable import nowtape

/// Runs `nowtape` with `arguments` in-process and returns the exit code it would end with.
func nowtapeExitCode(_ arguments: [String]) -> Int32 {
    do {
        var command = try NowTape.parseAsRoot(arguments)
        try command.run()
        return 0
    } catch {
        return NowTape.exitCode(for: error).rawValue
    }
}
