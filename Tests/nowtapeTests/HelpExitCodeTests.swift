import ArgumentParser
import Foundation
import Testing

@testable import nowtape

/// What each command's help says about its exit codes is what the command does.
@Suite("Help text about exit codes")
struct HelpExitCodeTests {
    /// Every command and subcommand, as the words that name it on the command line.
    static func commands(
        under command: any ParsableCommand.Type = NowTape.self, path: [String] = []
    ) -> [(path: [String], type: any ParsableCommand.Type)] {
        let subcommands = command.configuration.subcommands
        guard !subcommands.isEmpty else { return [(path, command)] }
        return subcommands.flatMap { sub in
            commands(under: sub, path: path + [sub.configuration.commandName ?? "\(sub)".lowercased()])
        }
    }

    /// The exit codes a help text names, with the words after each: "1 when a file has errors" and the like.
    static func promises(in help: String) -> [(code: Int32, condition: String)] {
        let flat = help.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "  ", with: " ")
        guard let range = flat.range(of: "Exits ") else { return [] }
        let sentence = flat[range.upperBound...].prefix { $0 != "." && $0 != ";" }
        return sentence.split(separator: ",").compactMap { part in
            let words = part.split(separator: " ").filter { $0 != "and" && $0 != "or" }
            guard let first = words.first, let code = Int32(first) else { return nil }
            return (code, words.dropFirst().joined(separator: " "))
        }
    }

    @Test("every exit code a help text names is 0, 1 or 64, as the README says")
    func onlyDocumentedCodes() {
        var named = 0
        for (path, type) in Self.commands() {
            for promise in Self.promises(in: type.helpMessage()) {
                named += 1
                #expect([0, 1, 64].contains(promise.code), "nowtape \(path.joined(separator: " ")): \(promise)")
            }
        }
        #expect(named >= 5, "the help texts name \(named) exit codes")
    }

    @Test("a command whose help names its usage-error code exits with it on an unknown option")
    func usageErrorCode() {
        for (path, type) in Self.commands() {
            for promise in Self.promises(in: type.helpMessage()) where promise.condition.contains("usage error") {
                #expect(
                    nowtapeExitCode(path + ["--no-such-option", "x"]) == promise.code,
                    "nowtape \(path.joined(separator: " "))")
            }
        }
    }

    @Test("a command whose help names the code for a file it cannot read exits with it on a missing file")
    func unreadableFileCode() {
        var tried = 0
        for (path, type) in Self.commands() {
            for promise in Self.promises(in: type.helpMessage()) where promise.condition.contains("cannot be read") {
                tried += 1
                #expect(
                    nowtapeExitCode(path + ["/nonexistent-\(UUID().uuidString)"]) == promise.code,
                    "nowtape \(path.joined(separator: " "))")
            }
        }
        #expect(tried >= 3)
    }
}
