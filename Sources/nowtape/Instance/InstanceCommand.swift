import ArgumentParser
import Foundation
import NowInstance

/// `nowtape instance`: the embedded instance.
struct InstanceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "instance",
        abstract: "Run the embedded ServiceNow-like instance.",
        subcommands: [ServeCommand.self]
    )
}

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the embedded instance's Table API on 127.0.0.1 until interrupted."
    )

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port = 0

    @Option(help: "The address to bind.")
    var host = "127.0.0.1"

    @Option(help: "A directory to keep the records in; without it they live in memory.")
    var data: String?

    @Option(help: "How many incidents to seed (100000 or more for benchmarks).")
    var seedSize = 200

    func run() async throws {
        let instance = try await EmbeddedInstance.prepare(
            InstanceConfiguration(host: host, port: port, dataDirectory: data, seedIncidents: seedSize))
        try await instance.run { url in
            var lines = ["NowTape embedded instance at \(url)", "Demo users (user / password, roles):"]
            for user in SeedData.demoUsers {
                let roles = user.roles.isEmpty ? "no roles" : user.roles.joined(separator: ",")
                lines.append("  \(user.userName) / \(user.password)  (\(roles))")
            }
            lines.append("Try: curl -u john.doe:password '\(url)/api/now/v2/table/sys_user?user_name=john.doe'")
            // Written straight to the file descriptor so that the URL appears at once even when piped.
            FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        }
    }
}
