import Scenarios
import StandardStreams

/// What a suites executable's run ended with: its exit code and what it printed to each stream.
struct ScenarioMainRun {
    let code: Int32
    let output: String
    let error: String
}

/// Runs `ScenarioMain` over `suites` with `arguments`, keeping what it prints.
func runScenarioMain(
    _ suites: [Suite], _ arguments: [String], commandName: String = "my-suites"
) async -> ScenarioMainRun {
    let (code, streams) = await StandardStream.capturing {
        await ScenarioMain.run(suites, arguments: arguments, commandName: commandName)
    }
    return ScenarioMainRun(code: code, output: streams.output, error: streams.error)
}
