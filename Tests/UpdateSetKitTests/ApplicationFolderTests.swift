import Foundation
import TestSupport
import Testing
import UpdateSetKit

/// Applications kept as teams keep them: one `<record_update>` file per record, in a source-control folder or a
/// ServiceNow SDK build, read as the export of the same records is read.
@Suite("Application folders and record files")
struct ApplicationFolderTests {
    /// `record` as source control writes it.
    static func recordFile(_ record: UpdateRecord) -> String {
        RecordFileWriter.text(
            table: record.table, action: record.action,
            fields: record.fields.map { ($0.name, $0.value, $0.displayValue) })
    }

    /// The export at `path` written out as an application's folder under `folder/subfolder`, one file per entry.
    static func folder(from path: String, subfolder: String = "update") throws -> String {
        let folder = TestScratch.url("nowtape-app-\(UUID().uuidString)")
        for update in UpdateSetReader.load(file: path).updates {
            guard let record = update.record else { continue }
            try RecordFileWriter.write(
                table: record.table, action: record.action,
                fields: record.fields.map { ($0.name, $0.value, $0.displayValue) }, sysID: record.sysID,
                in: folder.appendingPathComponent(subfolder))
        }
        return folder.path
    }

    @Test("a source-control folder inspects as its export does: the same APIs, routes, modes and script includes")
    func folderInspectsAsTheExport() throws {
        let folder = try Self.folder(from: TestFiles.myWork)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let export = UpdateSetInspection.inspect(file: TestFiles.myWork)
        let kept = UpdateSetInspection.inspect(file: folder)
        #expect(kept.problems.isEmpty, "\(kept.problems)")
        #expect(Set(kept.apis.flatMap(\.operations)) == Set(export.apis.flatMap(\.operations)))
        #expect(!kept.apis.isEmpty)
        #expect(Set(kept.scriptIncludes) == Set(export.scriptIncludes))
    }

    @Test("a source-control folder checks as its export does, and each finding names the record's own file")
    func folderChecksAsTheExport() throws {
        let folder = try Self.folder(from: TestFiles.flawed)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let export = UpdateSetChecker.check(file: TestFiles.flawed)
        let kept = UpdateSetChecker.check(file: folder)
        #expect(!export.isEmpty)
        // A folder holds one file per record, so the export's two versions of one sys_id cannot both be in it.
        let comparable = { (findings: [Finding]) in
            Set(findings.filter { !$0.rule.hasPrefix("duplicate.") }.map { "\($0.rule) \($0.sysID)" })
        }
        #expect(comparable(kept) == comparable(export))
        #expect(export.contains { $0.rule.hasPrefix("duplicate.") })
        for finding in kept where !finding.sysID.isEmpty {
            #expect(finding.file.hasSuffix("_\(finding.sysID).xml"), "\(finding.file)")
        }
    }

    @Test("an SDK build is found from the project's root, under dist/app, and other folders there are not read")
    func sdkBuildFromTheProjectRoot() throws {
        let project = try Self.folder(from: TestFiles.myWork, subfolder: "dist/app/update")
        defer { try? FileManager.default.removeItem(atPath: project) }
        // Sources beside the build are not records; a stray record there must not be read.
        let sources = URL(fileURLWithPath: project).appendingPathComponent("src/fluent")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("<?xml version=\"1.0\"?><record_update table=\"x\"><x><sys_id>1</sys_id></x></record_update>".utf8)
            .write(to: sources.appendingPathComponent("x_1.xml"))
        let fromRoot = UpdateSetReader.load(file: project)
        let fromBuild = UpdateSetReader.load(file: project + "/dist/app")
        #expect(fromRoot.problems.isEmpty)
        #expect(fromRoot.updates.count == fromBuild.updates.count)
        #expect(fromRoot.updates.count == UpdateSetReader.load(file: TestFiles.myWork).updates.count)
        #expect(!fromRoot.updates.contains { $0.record?.table == "x" })
    }

    @Test("a single record file reads as one entry; the application record gives the header its scope and name")
    func singleRecordFiles() throws {
        let include = try TestFiles.write(
            Self.recordFile(
                UpdateRecord(
                    table: "sys_script_include", action: "INSERT_OR_UPDATE",
                    fields: [
                        .init(name: "sys_id", value: String(repeating: "a", count: 32)),
                        .init(name: "name", value: "Helper"), .init(name: "api_name", value: "x_acme.Helper"),
                        .init(name: "script", value: "const Helper = class { twice(n) { return n * 2; } };"),
                    ])))
        let document = UpdateSetReader.load(file: include)
        #expect(document.problems.isEmpty)
        #expect(document.updates.map(\.table) == ["sys_script_include"])
        #expect(document.updates.first?.name == "sys_script_include_" + String(repeating: "a", count: 32))
        let application = try TestFiles.write(
            Self.recordFile(
                UpdateRecord(
                    table: "sys_app",
                    fields: [
                        .init(name: "sys_id", value: String(repeating: "b", count: 32)),
                        .init(name: "name", value: "Acme"), .init(name: "scope", value: "x_acme"),
                        .init(name: "version", value: "1.2.0"), .init(name: "js_level", value: "es_latest"),
                    ])))
        let header = try #require(UpdateSetReader.load(file: application).header)
        #expect(header.scope == "x_acme")
        #expect(header.application == "Acme")
        #expect(header.version == "1.2.0")
    }

    @Test("a bad record file is named with what is wrong, and the folder's other records are kept")
    func badRecordFilesAreNamed() throws {
        let folder = try Self.folder(from: TestFiles.myWork)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let broken = folder + "/update/sys_script_include_" + String(repeating: "c", count: 32) + ".xml"
        try Data("<?xml version=\"1.0\"?><record_update table=\"sys_script_include\"><sys_script".utf8)
            .write(to: URL(fileURLWithPath: broken))
        let entity = folder + "/update/sys_script_include_" + String(repeating: "d", count: 32) + ".xml"
        try Data(
            """
            <?xml version="1.0"?><!DOCTYPE r [<!ENTITY e SYSTEM "file:///etc/passwd">]>\
            <record_update table="sys_script_include"><sys_script_include>&e;</sys_script_include></record_update>
            """.utf8
        ).write(to: URL(fileURLWithPath: entity))
        let huge = folder + "/update/sys_script_include_" + String(repeating: "e", count: 32) + ".xml"
        #expect(FileManager.default.createFile(atPath: huge, contents: Data("<record_update>".utf8)))
        let handle = try #require(FileHandle(forWritingAtPath: huge))
        try handle.truncate(atOffset: 65 << 20)
        try handle.close()
        let document = UpdateSetReader.load(file: folder)
        #expect(document.updates.count == UpdateSetReader.load(file: TestFiles.myWork).updates.count)
        let problems = Dictionary(grouping: document.problems, by: \.file)
        #expect(problems[broken]?.first?.kind == .malformedXML)
        #expect(problems[entity]?.first?.kind == .refusedDocumentType)
        #expect(problems[huge]?.first?.description.contains("MiB a record file may be") == true)
    }

    @Test("symbolic links in a folder are never followed, and a folder with no records says so")
    func linksAndEmptyFolders() throws {
        let folder = TestScratch.url("nowtape-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outside = try TestFiles.write(
            Self.recordFile(UpdateRecord(table: "sys_script_include", fields: [.init(name: "sys_id", value: "1")])))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("linked.xml").path, withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("linked-folder").path,
            withDestinationPath: (outside as NSString).deletingLastPathComponent)
        let document = UpdateSetReader.load(file: folder.path)
        #expect(document.updates.isEmpty)
        let problem = try #require(document.problems.first)
        #expect(problem.kind == .unreadableFile)
        #expect(problem.description.contains("holds no application records"))
    }
}

@Suite("Record files checked as the platform writes them")
struct RecordFileCheckTests {
    @Test(
        "a resource at an API's root, relative_path /, has its operation_uri without the slash, as the platform writes it"
    )
    func rootResourceWithoutSlash() throws {
        let folder = TestScratch.url("nowtape-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let definition = String(repeating: "d", count: 32)
        let records: [(String, String, [RecordFileWriter.Field])] = [
            (
                "sys_ws_definition", definition,
                [
                    ("sys_id", definition, nil), ("name", "Points", nil), ("namespace", "x_acme", nil),
                    ("service_id", "points", nil), ("base_uri", "/api/x_acme/points", nil), ("active", "true", nil),
                ]
            ),
            (
                "sys_ws_operation", String(repeating: "e", count: 32),
                [
                    ("sys_id", String(repeating: "e", count: 32), nil), ("name", "Event Handler", nil),
                    ("http_method", "POST", nil), ("relative_path", "/", nil),
                    ("operation_uri", "/api/x_acme/points", nil), ("active", "true", nil),
                    ("requires_authentication", "true", nil),
                    ("web_service_definition", definition, "Points"),
                    (
                        "operation_script", "(function process(request, response) { return {}; })(request, response);",
                        nil
                    ),
                ]
            ),
        ]
        for (table, sysID, fields) in records {
            try RecordFileWriter.write(
                table: table, action: "INSERT_OR_UPDATE", fields: fields, sysID: sysID,
                in: folder.appendingPathComponent("update"))
        }
        let findings = UpdateSetChecker.check(file: folder.path)
        #expect(!findings.contains { $0.rule.hasPrefix("route.") }, "\(findings.map(\.message))")
    }
}
