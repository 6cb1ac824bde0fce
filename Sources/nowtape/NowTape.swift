import ArgumentParser

/// The `nowtape` command line: record, replay and check ServiceNow API traffic.
@main
struct NowTape: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nowtape",
        abstract: "Record, replay and check ServiceNow API traffic.",
        version: NowTapeVersion.current,
        subcommands: [
            DemoCommand.self, RunCommand.self, RecordCommand.self, ReplayCommand.self, CassetteCommand.self,
            InstanceCommand.self, CACommand.self,
            QueryCommand.self, UpdateSetCommand.self, PushCommand.self, ReportCommand.self, CanaryCommand.self,
        ]
    )
}
