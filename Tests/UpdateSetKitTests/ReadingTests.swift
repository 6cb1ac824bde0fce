import Foundation
import Testing
import UpdateSetKit

@Suite("Reading update sets")
struct ReadingTests {
    @Test("both payload encodings parse into the same kind of typed records")
    func bothEncodings() throws {
        let document = UpdateSetReader.load(file: TestFiles.myWork)
        #expect(document.problems.isEmpty)
        #expect(document.header?.name == "My Work")
        #expect(document.header?.scope == "x_snc_my_work")
        #expect(document.header?.version == "1.0.0")
        #expect(document.updates.count == 10)
        let raw = try String(contentsOfFile: TestFiles.myWork, encoding: .utf8)
        #expect(raw.contains("<payload>&lt;?xml"))
        #expect(raw.contains("<payload><![CDATA[<?xml"))
        let operations = document.typedRecords.compactMap { record -> ScriptedRESTOperation? in
            if case .operation(let operation) = record { return operation }
            return nil
        }
        #expect(operations.map(\.httpMethod).sorted() == ["GET", "POST"])
        // The GET resource is entity-escaped with a CDATA script inside; the POST one is CDATA with CDATA inside.
        let get = try #require(operations.first { $0.httpMethod == "GET" })
        let post = try #require(operations.first { $0.httpMethod == "POST" })
        #expect(get.script.contains("request.queryParams['class']"))
        #expect(get.script.contains("new x_snc_my_work.TaskRetriever()"))
        #expect(post.script.contains("request.pathParams.task_id"))
        #expect(post.script.contains("{\"comment\":\"Hello, world!\"}"))
        #expect(post.pathParameters == ["task_id"])
        #expect(get.versionName == "v1")
        #expect(get.record.displayValue(of: "web_service_definition") == "Task tracker API")
    }

    @Test("entries keep their metadata, and unknown tables are kept generically")
    func entryMetadata() throws {
        let document = UpdateSetReader.load(file: TestFiles.myWork)
        let include = try #require(document.updates.first { $0.table == "sys_script_include" })
        #expect(include.action == .insertOrUpdate)
        #expect(include.type == "Script Include")
        #expect(include.targetName == "TaskRetriever")
        #expect(include.name == "sys_script_include_d3a0d5e14f4652002fa02f1e0210c706")
        #expect(include.application?.displayValue == "My Work")
        #expect(include.application?.value == "5ad4d1a14f4652002fa02f1e0210c7b0")
        #expect(include.scope == "x_snc_my_work")
        let module = try #require(
            document.typedRecords.first { record in
                if case .other(let other) = record { return other.table == "sys_app_module" }
                return false
            })
        guard case .other(let record) = module else { return }
        #expect(record["title"] == "Task Tracker")
        #expect(record.displayValue(of: "sys_scope") == "My Work")
    }

    @Test("DELETE entries are read with their action")
    func deleteEntries() {
        let document = UpdateSetReader.load(file: TestFiles.flawed)
        let deletions = document.updates.filter { $0.action == .delete }
        #expect(deletions.map(\.targetName) == ["OldHelper"])
        #expect(deletions.first?.record?.action == "DELETE")
    }

    @Test("a malformed payload is reported with the entry, file, line and column, and the rest is still read")
    func malformedPayload() throws {
        let good = TestFiles.entry(
            sysID: "e1", name: "sys_script_include_1",
            payload:
                "&lt;record_update table=\"sys_script_include\"&gt;&lt;sys_script_include&gt;&lt;name&gt;A&lt;/name&gt;&lt;/sys_script_include&gt;&lt;/record_update&gt;"
        )
        let bad = TestFiles.entry(
            sysID: "e2", name: "sys_script_include_2",
            payload:
                "&lt;record_update table=\"sys_script_include\"&gt;&lt;sys_script_include&gt;&lt;name&gt;B&lt;/nam&gt;&lt;/sys_script_include&gt;&lt;/record_update&gt;"
        )
        let path = try TestFiles.write(
            TestFiles.updateSet(good + "\n" + bad + "\n" + good.replacingOccurrences(of: "e1", with: "e3")))
        let document = UpdateSetReader.load(file: path)
        #expect(document.updates.count == 3)
        #expect(document.updates.compactMap { $0.record?["name"] } == ["A", "A"])
        let problem = try #require(document.problems.first)
        guard case .malformedPayload(let id, let name, let payloadLine, _) = problem.kind else {
            Issue.record("expected a payload problem, got \(problem)")
            return
        }
        #expect(id == "e2")
        #expect(name == "sys_script_include_2")
        #expect(payloadLine == 1)
        #expect(problem.file == path)
        #expect(problem.line == 4)
        #expect(problem.column > 1)
        #expect(problem.description.contains("\(path):4:"))
        #expect(problem.description.contains("sys_update_xml e2"))
    }

    @Test("a truncated file reports where it broke, and keeps the entries before it")
    func truncatedFile() throws {
        let full = try String(contentsOfFile: TestFiles.myWork, encoding: .utf8)
        let path = try TestFiles.write(String(full.prefix(full.count * 2 / 3)))
        let document = UpdateSetReader.load(file: path)
        #expect(document.header?.name == "My Work")
        #expect(!document.updates.isEmpty)
        let problem = try #require(document.problems.last)
        #expect(problem.kind == .malformedXML)
        #expect(problem.line > 1)
        #expect(problem.description.hasPrefix("\(path):\(problem.line):\(problem.column):"))
    }

    @Test("malformed XML at the outer level reports the line and column")
    func malformedOuterXML() throws {
        let path = try TestFiles.write(
            "<?xml version=\"1.0\"?>\n<unload>\n<sys_update_xml>\n<name>x</nam>\n</sys_update_xml></unload>")
        let problem = try #require(UpdateSetReader.load(file: path).problems.first)
        #expect(problem.kind == .malformedXML)
        #expect(problem.line == 4)
        #expect(problem.detail.contains("nam"))
    }

    @Test("an external entity is refused, and the file it names is never read")
    func externalEntity() throws {
        let path = try TestFiles.write(
            """
            <?xml version="1.0"?>
            <!DOCTYPE unload [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <unload><sys_update_xml><name>&secret;</name></sys_update_xml></unload>
            """)
        let document = UpdateSetReader.load(file: path)
        #expect(document.updates.isEmpty)
        let problem = try #require(document.problems.first)
        #expect(problem.kind == .refusedDocumentType)
        #expect(problem.line == 2)
        #expect(!problem.description.contains("root:"))
    }

    @Test("billion laughs is refused before any expansion")
    func billionLaughs() throws {
        var entities = "<!ENTITY lol \"lol\">"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            entities += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">"
        }
        let path = try TestFiles.write(
            "<?xml version=\"1.0\"?>\n<!DOCTYPE unload [\(entities)]>\n<unload>&lol9;</unload>")
        let problem = try #require(UpdateSetReader.load(file: path).problems.first)
        #expect(problem.kind == .refusedDocumentType)
    }

    @Test("an entity attack inside a payload is refused and named with its entry")
    func entityInPayload() throws {
        let payload =
            "&lt;!DOCTYPE r [&lt;!ENTITY x SYSTEM \"file:///etc/passwd\"&gt;]&gt;&lt;record_update&gt;&lt;sys_script_include&gt;&lt;name&gt;&amp;x;&lt;/name&gt;&lt;/sys_script_include&gt;&lt;/record_update&gt;"
        let path = try TestFiles.write(
            TestFiles.updateSet(TestFiles.entry(sysID: "e9", name: "evil", payload: payload)))
        let problem = try #require(UpdateSetReader.load(file: path).problems.first)
        guard case .malformedPayload(let id, _, _, _) = problem.kind else {
            Issue.record("expected a payload problem, got \(problem)")
            return
        }
        #expect(id == "e9")
        #expect(problem.detail.contains("DOCTYPE"))
    }

    @Test("an empty file says it is empty")
    func emptyFile() throws {
        let path = try TestFiles.write("")
        let problem = try #require(UpdateSetReader.load(file: path).problems.first)
        #expect(problem.kind == .emptyFile)
        #expect(problem.description.contains("Export the update set again"))
    }

    @Test("an XML file that is not an update set is named as such")
    func notAnUpdateSet() throws {
        let other = try TestFiles.write("<?xml version=\"1.0\"?><project><name>x</name></project>")
        #expect(UpdateSetReader.load(file: other).problems.first?.kind == .notAnUpdateSet(root: "project"))
        let tableExport = try TestFiles.write(
            "<?xml version=\"1.0\"?><unload><incident action=\"INSERT_OR_UPDATE\"><number>INC1</number></incident></unload>"
        )
        let document = UpdateSetReader.load(file: tableExport)
        #expect(document.otherRecords.count == 1)
        #expect(document.problems.first?.kind == .notAnUpdateSet(root: "unload"))
    }

    @Test("a folder that holds no application records says so, not that a file is empty")
    func folderInsteadOfFile() throws {
        let folder = URL(fileURLWithPath: try TestFiles.write("")).deletingLastPathComponent().path
        let problem = try #require(UpdateSetReader.load(file: folder).problems.first)
        #expect(problem.kind == .unreadableFile)
        #expect(problem.description.contains("folder"))
    }

    @Test("a missing file is an unreadable-file error")
    func missingFile() {
        let problem = UpdateSetReader.load(file: "/nonexistent/set.xml").problems.first
        #expect(problem?.kind == .unreadableFile)
    }
}
