import Foundation
import TestSupport
import Testing
import UpdateSetKit
import ZIPFoundation

/// The shapes beyond exports and record files: zips of any shape, dictionary files, and the bad inputs a folder
/// can hold.
@Suite("Zips, dictionary files and conflicting application files")
struct ApplicationShapesTests {
    static let loanerDesk = TestFiles.repository.appendingPathComponent("UpdateSets/loaner_desk").path

    /// A zip at a fresh path holding `entries` (path, text); `links` are stored as symbolic links to their text.
    static func zip(_ entries: [(String, String)], links: [(String, String)] = []) throws -> String {
        let url = TestScratch.url("app-\(UUID().uuidString).zip")
        let archive = try Archive(url: url, accessMode: .create)
        for (path, text) in entries {
            let data = Data(text.utf8)
            try archive.addEntry(
                with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate
            ) { position, size in data.subdata(in: Int(position)..<Int(position) + size) }
        }
        for (path, target) in links {
            let data = Data(target.utf8)
            try archive.addEntry(with: path, type: .symlink, uncompressedSize: Int64(data.count)) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return url.path
    }

    @Test("a zip of an application's folder reads as the folder does, each file named inside the zip")
    func zippedFolder() throws {
        let root = URL(fileURLWithPath: Self.loanerDesk)
        var entries: [(String, String)] = []
        let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walk?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let relative = String(url.path.dropFirst(root.path.count + 1))
            entries.append(("loaner_desk/" + relative, try String(contentsOf: url, encoding: .utf8)))
        }
        let zip = try Self.zip(entries)
        let zipped = UpdateSetInspection.inspect(file: zip)
        let folder = UpdateSetInspection.inspect(file: Self.loanerDesk)
        #expect(zipped.problems.isEmpty, "\(zipped.problems)")
        #expect(zipped.apis == folder.apis)
        #expect(zipped.scriptIncludes == folder.scriptIncludes)
        #expect(zipped.otherRecordCounts == folder.otherRecordCounts)
        let findings = UpdateSetChecker.check(file: zip)
        #expect(findings.isEmpty, "\(findings.map(\.message))")
        var files: [String] = []
        UpdateSetReader.stream(file: zip) { event in
            if case .update(let update) = event { files.append(update.location.file) }
        }
        #expect(files.allSatisfy { $0.hasPrefix(zip + "/loaner_desk/") }, "\(files.prefix(3))")
    }

    @Test("a zip with a path that leaves its folder, a symbolic link or an oversized entry is refused whole")
    func unsafeZips() throws {
        let record = RecordFileWriter.text(table: "sys_properties", action: nil, fields: [("sys_id", "1", nil)])
        let cases: [(String, String)] = [
            (try Self.zip([("update/a.xml", record), ("../outside.xml", record)]), "would be written outside"),
            (try Self.zip([("update/../../x.xml", record)]), "would be written outside"),
            (try Self.zip([("C:/update/x.xml", record)]), "would be written outside"),
            (try Self.zip([("update/a.xml", record)], links: [("update/b.xml", "/etc/passwd")]), "symbolic link"),
            (
                try Self.zip([("update/big.xml", "<" + String(repeating: " ", count: 65 << 20))]),
                "over the 64 MiB a record file may be"
            ),
        ]
        for (zip, expected) in cases {
            let document = UpdateSetReader.load(file: zip)
            #expect(document.updates.isEmpty)
            #expect(document.problems.count == 1)
            #expect(document.problems.first?.description.contains(expected) == true, "\(document.problems)")
            #expect(document.problems.first?.description.contains("Zip the application's own folder") == true)
        }
    }

    @Test("a dictionary file alone reads as its tables' dictionary entries and choices")
    func dictionaryFile() {
        let file = Self.loanerDesk + "/4c0a7e5b1f6a4d2e9b3c5d7e8f901a00/dictionary/x_nowtape_loaner_device.xml"
        let records = UpdateSetReader.load(file: file).updates.compactMap(\.record)
        let entries = records.filter { $0.table == "sys_dictionary" }
        #expect(entries.map { $0["element"] ?? "" } == ["", "name", "model", "asset_tag", "status"])
        #expect(entries.first?["internal_type"] == "collection")
        #expect(entries.last?["default_value"] == "available")
        #expect(entries[1]["display"] == "true")
        #expect(
            records.filter { $0.table == "sys_choice" }.map { $0["value"] ?? "" } == ["available", "lent", "retired"])
        // The same file read twice gives the same sys_ids, so installing it again updates rather than duplicates.
        #expect(UpdateSetReader.load(file: file).updates.compactMap(\.record?.sysID) == records.map(\.sysID))
    }

    @Test("two applications claiming one sys_id: the second is named and left out, the first installs whole")
    func twoApplicationsOneID() throws {
        let folder = TestScratch.url("two-apps-\(UUID().uuidString)")
        let id = String(repeating: "a", count: 32)
        for (name, scope) in [("first", "x_one"), ("second", "x_two")] {
            try RecordFileWriter.write(
                table: "sys_app", action: nil,
                fields: [("sys_id", id, nil), ("name", name, nil), ("scope", scope, nil)], sysID: id,
                in: folder.appendingPathComponent(name))
        }
        let document = UpdateSetReader.load(file: folder.path)
        #expect(document.updates.count == 1)
        #expect(document.updates.first?.record?["scope"] == "x_one")
        #expect(document.problems.count == 1)
        let problem = document.problems.first?.description ?? ""
        #expect(problem.contains("two applications claim sys_id \(id)"), "\(problem)")
        #expect(problem.contains("first/sys_app_\(id).xml") && problem.contains("second/sys_app_\(id).xml"))
    }

    @Test("a record file that holds no record, or names another table, is named; one with no table attribute reads")
    func recordFileTables() throws {
        let folder = TestScratch.url("tables-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = [
            ("empty.xml", #"<?xml version="1.0" encoding="UTF-8"?><record_update table="sys_script_include"/>"#),
            (
                "wrong.xml",
                #"<record_update table="sys_script"><sys_script_include action="INSERT_OR_UPDATE"><sys_id>"#
                    + String(repeating: "b", count: 32) + "</sys_id></sys_script_include></record_update>"
            ),
            (
                "plain.xml",
                #"<record_update><sys_dictionary action="DELETE" element="api" table="x_t"><sys_id>"#
                    + String(repeating: "c", count: 32) + "</sys_id></sys_dictionary></record_update>"
            ),
        ]
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let document = UpdateSetReader.load(file: folder.path)
        #expect(document.updates.compactMap(\.record?.table) == ["sys_dictionary"])
        let problems = document.problems.map(\.description).sorted()
        #expect(problems.count == 2)
        #expect(problems[0].contains("empty.xml") && problems[0].contains("holds no record"))
        #expect(problems[1].contains("wrong.xml") && problems[1].contains(#"says table="sys_script""#))
    }

    @Test("inspect gives an application's mode, tables, modules, roles and ACLs, in text and JSON")
    func applicationInspection() throws {
        let inspection = UpdateSetInspection.inspect(file: Self.loanerDesk)
        #expect(inspection.scriptMode == "ES12")
        #expect(
            inspection.tables
                == [
                    .init(name: "x_nowtape_loaner_device", label: "Device", extends: nil, columns: 4),
                    .init(
                        name: "x_nowtape_loaner_loan", label: "Loan", extends: "task", columns: 4,
                        numberPrefix: "LOAN"),
                ])
        #expect(
            inspection.modules.map(\.name)
                == ["dist/modules/server/format.js", "dist/modules/server/loans.js", "dist/modules/server/rules.js"])
        #expect(inspection.modules[1].detail?.contains("./format.js") == true)
        #expect(
            inspection.businessRules.map { "\($0.name): \($0.detail ?? "") \($0.scriptMode ?? "")" } == [
                "Cap loan length: before insert, update on x_nowtape_loaner_loan ES12",
                "Describe loans asked for at the desk: before insert on x_nowtape_loaner_loan ES12",
                "Shelve returned devices: after update on x_nowtape_loaner_loan ES12",
            ])
        #expect(inspection.text.contains("Business rules (3)"))
        #expect(inspection.roles == ["x_nowtape_loaner.agent", "x_nowtape_loaner.borrower"])
        let read = inspection.acls.first { $0.name == "x_nowtape_loaner_device" && $0.operation == "read" }
        #expect(read?.roles == ["x_nowtape_loaner.agent", "x_nowtape_loaner.borrower"])
        let lend = inspection.apis.first?.operations.first { $0.method == "POST" }
        #expect(lend?.requiresACLAuthorization == true)
        #expect(lend?.acls == ["Loaner Desk lend"])
        #expect(inspection.notEmulated.isEmpty)
        #expect(inspection.text.contains("x_nowtape_loaner_loan  \"Loan\", 4 columns, extends task, numbered LOAN"))
        #expect(inspection.text.contains("ACLs: Loaner Desk lend"))
        let json = try JSONDecoder().decode(UpdateSetInspection.self, from: Data(inspection.json.utf8))
        #expect(json == inspection)
    }

    @Test("records of tables that are stored and not emulated are listed as such")
    func notEmulated() throws {
        let folder = TestScratch.url("ui-\(UUID().uuidString)")
        for (table, id) in [("sys_ui_policy", "d"), ("sp_widget", "e"), ("sys_script_include", "f")] {
            let sysID = String(repeating: id, count: 32)
            try RecordFileWriter.write(
                table: table, action: nil, fields: [("sys_id", sysID, nil), ("name", table, nil)], sysID: sysID,
                in: folder.appendingPathComponent("update"))
        }
        let inspection = UpdateSetInspection.inspect(file: folder.path)
        #expect(inspection.notEmulated == ["sp_widget": 1, "sys_ui_policy": 1])
        #expect(inspection.text.contains("sp_widget: 1  (stored, not emulated)"))
        #expect(UpdateSetChecker.check(file: folder.path).filter { $0.severity == .error }.isEmpty)
    }

    /// A zip of `count` empty files, written directly (ZIP64, since a plain zip counts at most 65,535 entries).
    static func manyEntryZip(_ count: Int) throws -> String {
        var bytes: [UInt8] = []
        var central: [UInt8] = []
        func put<T: FixedWidthInteger>(_ value: T, _ into: inout [UInt8]) {
            withUnsafeBytes(of: value.littleEndian) { into.append(contentsOf: $0) }
        }
        for index in 0..<count {
            let name = Array(String(format: "e/%06d.xml", index).utf8)
            let offset = UInt32(bytes.count)
            put(UInt32(0x0403_4b50), &bytes)
            for value: UInt16 in [20, 0, 0, 0, 0] { put(value, &bytes) }
            for value: UInt32 in [0, 0, 0] { put(value, &bytes) }
            put(UInt16(name.count), &bytes)
            put(UInt16(0), &bytes)
            bytes += name
            put(UInt32(0x0201_4b50), &central)
            for value: UInt16 in [20, 20, 0, 0, 0, 0] { put(value, &central) }
            for value: UInt32 in [0, 0, 0] { put(value, &central) }
            put(UInt16(name.count), &central)
            for value: UInt16 in [0, 0, 0, 0] { put(value, &central) }
            put(UInt32(0), &central)
            put(offset, &central)
            central += name
        }
        let centralOffset = UInt64(bytes.count)
        bytes += central
        let recordOffset = UInt64(bytes.count)
        put(UInt32(0x0606_4b50), &bytes)
        put(UInt64(44), &bytes)
        put(UInt16(45), &bytes)
        put(UInt16(45), &bytes)
        put(UInt32(0), &bytes)
        put(UInt32(0), &bytes)
        put(UInt64(count), &bytes)
        put(UInt64(count), &bytes)
        put(UInt64(central.count), &bytes)
        put(centralOffset, &bytes)
        put(UInt32(0x0706_4b50), &bytes)
        put(UInt32(0), &bytes)
        put(recordOffset, &bytes)
        put(UInt32(1), &bytes)
        put(UInt32(0x0605_4b50), &bytes)
        for value: UInt16 in [0, 0, 0xFFFF, 0xFFFF] { put(value, &bytes) }
        put(UInt32(0xFFFF_FFFF), &bytes)
        put(UInt32(0xFFFF_FFFF), &bytes)
        put(UInt16(0), &bytes)
        let url = TestScratch.url("many-\(UUID().uuidString).zip")
        try Data(bytes).write(to: url)
        return url.path
    }

    @Test("a zip of more entries than a folder may hold is refused before anything is unpacked")
    func tooManyEntries() throws {
        let zip = try Self.manyEntryZip(100_001)
        let document = UpdateSetReader.load(file: zip)
        #expect(document.updates.isEmpty)
        #expect(
            document.problems.map(\.description).contains { $0.contains("more than 100000 entries") },
            "\(document.problems)")
    }

    @Test("a malformed record file in a folder is named as that file in the report, not as the folder")
    func malformedRecordFileNamed() throws {
        let folder = TestScratch.url("broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let broken = folder.appendingPathComponent("sys_script_include_broken.xml")
        try #"<record_update table="sys_script_include"><sys_script_include>"#.write(
            to: broken, atomically: true, encoding: .utf8)
        let findings = UpdateSetChecker.check(file: folder.path)
        let text = FindingsReport(files: [(folder.path, findings)]).render(.text)
        #expect(text.contains("the file \(broken.path): malformed XML"), "\(text)")
    }

    @Test("a zip packed as the ServiceNow SDK packs, every entry from the root (`/update/…`), reads whole")
    func sdkPackedZip() throws {
        let id = String(repeating: "7", count: 32)
        let record = RecordFileWriter.text(
            table: "sys_module", action: nil,
            fields: [
                ("sys_id", id, nil), ("path", "x_sdk/app/1.0.0/src/server/a.ts", nil),
                ("content", "export const a = 1;", nil),
            ])
        let zip = try Self.zip([("/update/sys_module_\(id).xml", record)])
        let inspection = UpdateSetInspection.inspect(file: zip)
        #expect(inspection.problems.isEmpty, "\(inspection.problems)")
        #expect(inspection.modules.map(\.name) == ["x_sdk/app/1.0.0/src/server/a.ts"])
    }
}
