import ArgumentParser
import Foundation
import TestSupport
import Testing

@testable import nowtape

@Suite("nowtape updateset")
struct UpdateSetCommandTests {
    static let updateSets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("UpdateSets")
    static let myWork = updateSets.appendingPathComponent("my_work_task_tracker.xml").path
    static let flawed = updateSets.appendingPathComponent("flawed_inventory.xml").path

    private func exitCode(_ arguments: [String]) -> Int32 { nowtapeExitCode(arguments) }

    @Test("check exits 0 on a clean set, 1 on errors, and 2 on a missing file")
    func checkExitCodes() {
        #expect(exitCode(["updateset", "check", Self.myWork]) == 0)
        let flawed = nowtapeRun(["updateset", "check", Self.flawed])
        #expect(flawed.code == 1)
        #expect(flawed.output.contains("error"), "the findings are printed: \(flawed.output)")
        #expect(exitCode(["updateset", "check", Self.myWork, Self.flawed, "--format", "junit"]) == 1)
        #expect(exitCode(["updateset", "check", "/nonexistent.xml"]) == 1)
        #expect(exitCode(["updateset", "check", Self.myWork, "--format", "yaml"]) != 0)
    }

    @Test("--fail-on warning fails on warnings alone")
    func failOnWarning() throws {
        #expect(exitCode(["updateset", "check", Self.flawed, "--fail-on", "warning", "--format", "json"]) == 1)
        #expect(exitCode(["updateset", "check", Self.myWork, "--fail-on", "warning"]) == 0)
    }

    @Test("inspect exits 0 on a readable set and 1 when the set has problems")
    func inspectExitCodes() throws {
        let inspected = nowtapeRun(["updateset", "inspect", Self.myWork, "--format", "json"])
        #expect(inspected.code == 0)
        #expect(inspected.output.hasPrefix("[\n"))
        #expect(inspected.output.contains(#""name" : "Task tracker API""#))
        #expect(inspected.output.contains(#""scriptMode" : "ES12""#))
        let broken = TestScratch.url("nowtape-broken-\(UUID()).xml")
        try Data("<unload><sys_update_xml>".utf8).write(to: broken)
        #expect(exitCode(["updateset", "inspect", broken.path]) == 1)
    }
}

@Suite("nowtape updateset check --no-scripts")
struct UpdateSetScriptFlagTests {
    @Test("--no-scripts still fails on the structural errors")
    func noScripts() {
        #expect(nowtapeExitCode(["updateset", "check", UpdateSetCommandTests.flawed, "--no-scripts"]) == 1)
        #expect(nowtapeExitCode(["updateset", "check", UpdateSetCommandTests.myWork, "--no-scripts"]) == 0)
    }
}
