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

    @Test("a folder is read as an application: an empty one and a broken record file fail (1) naming the file")
    func folders() throws {
        let folder = TestScratch.url("nowtape-app-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = nowtapeRun(["updateset", "check", folder.path])
        #expect(empty.code == 1)
        #expect(empty.output.contains("holds no application records"), "\(empty.output)")
        let record = folder.appendingPathComponent("update/sys_script_include_\(String(repeating: "a", count: 32)).xml")
        try RecordFileWriter.write(
            table: "sys_script_include", action: "INSERT_OR_UPDATE",
            fields: [
                ("sys_id", String(repeating: "a", count: 32), nil), ("name", "Helper", nil),
                ("api_name", "x_acme.Helper", nil), ("script", "const twice = (n) => n * 2;", nil),
            ], sysID: String(repeating: "a", count: 32), in: record.deletingLastPathComponent())
        #expect(exitCode(["updateset", "check", folder.path]) == 0)
        #expect(exitCode(["updateset", "check", record.path]) == 0)
        let broken = folder.appendingPathComponent("update/sys_ws_operation_\(String(repeating: "b", count: 32)).xml")
        try Data("<?xml version=\"1.0\"?><record_update table=\"sys_ws_operation\"><sys_ws".utf8).write(to: broken)
        let checked = nowtapeRun(["updateset", "check", folder.path])
        #expect(checked.code == 1)
        #expect(checked.output.contains(broken.path), "\(checked.output)")
        #expect(nowtapeRun(["updateset", "inspect", folder.path]).code == 1)
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
