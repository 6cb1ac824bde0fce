import Foundation

/// Reads `<record_update>` files, the shape source control and the ServiceNow SDK keep each record in, as the
/// entries of an update set: each file becomes one `sys_update_xml` entry whose payload is the file, so installing,
/// checking and inspecting treat it exactly as they treat an export's.
enum RecordFiles {
    /// A record file holds one record; a larger file is refused rather than read into memory.
    static let maximumFileBytes = 64 << 20

    /// Reads `files` in order, calling `visit` for each entry and problem; an application record is preceded by
    /// the header it implies (the application's name, scope and version). `<unload>` exports among them are read
    /// whole, `<database>` dictionary files give their tables' records, a file that declares a DOCTYPE is refused,
    /// and files whose root is none of these are left out.
    /// Returns how many of them were read.
    @discardableResult
    static func stream(_ files: [String], _ visit: (UpdateSetEvent) -> Void) -> Int {
        let payloads = PayloadParser()
        var read = 0
        var applications: [String: String] = [:]
        for file in files {
            switch RootElement.head(ofFile: file) {
            case .element("record_update"):
                self.read(file, payloads: payloads, applications: &applications, visit)
            case .element("unload"):
                UpdateSetReader.streamExport(file: file, visit)
            case .element("database"):
                readDatabase(file, visit)
            case .documentType:
                // Refused before any parser sees it, as an export's DOCTYPE is.
                do throws(UpdateSetError) {
                    try PrologGuard.check(file: file)
                } catch {
                    visit(.problem(error))
                }
            case .element, .none:
                continue
            }
            read += 1
        }
        return read
    }

    /// Reads one record file. `applications` holds the file of each application record read so far, by sys_id: a
    /// second application claiming one of them is refused, and the first one's records stay as they are.
    private static func read(
        _ file: String, payloads: PayloadParser, applications: inout [String: String],
        _ visit: (UpdateSetEvent) -> Void
    ) {
        let records: [UpdateRecord]
        do throws(UpdateSetError) {
            let bytes = try contents(of: file)
            records = try payloads.parse(bytes, sourceName: file)
            try checkTable(of: records.first, in: bytes, file: file)
        } catch {
            return visit(.problem(error))
        }
        guard let record = records.first else { return }
        if record.table == "sys_app" || record.table == "sys_store_app" {
            if let first = applications[record.sysID], !record.sysID.isEmpty {
                return visit(
                    .problem(
                        UpdateSetError(
                            kind: .conflictingRecords, file: file, line: 1, column: 1,
                            detail: "two applications claim sys_id \(record.sysID): \(first) and this file; "
                                + "this one was left out")))
            }
            applications[record.sysID] = file
            visit(.header(header(for: record)))
        }
        visit(
            .update(
                UpdateXML(entry: entry(for: record), records: records, location: .init(file: file, line: 1, column: 1)))
        )
    }

    /// Refuses a record file that holds no record, or whose `<record_update table="…">` names another table than its
    /// record's element. A file without the attribute is read by its element, as source control writes some.
    private static func checkTable(of record: UpdateRecord?, in bytes: [UInt8], file: String) throws(UpdateSetError) {
        let table = rootAttribute("table", in: bytes)
        guard let record else {
            throw UpdateSetError(
                kind: .conflictingRecords, file: file, line: 1, column: 1,
                detail: "the record file holds no record"
                    + (table.map { ": its <record_update table=\"\($0)\"> is empty" } ?? "")
                    + "; put the record's element inside <record_update>, or remove the file")
        }
        guard let table, table != record.table else { return }
        throw UpdateSetError(
            kind: .conflictingRecords, file: file, line: 1, column: 1,
            detail: "the record file says table=\"\(table)\" but holds a <\(record.table)> record (sys_id "
                + "\(record.sysID.isEmpty ? "none" : record.sysID)); set table to the record's table")
    }

    /// The value of `name` on the `<record_update>` start tag in `bytes`.
    static func rootAttribute(_ name: String, in bytes: [UInt8]) -> String? {
        let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
        guard let start = head.range(of: "<record_update"),
            let end = head[start.upperBound...].firstIndex(of: ">")
        else { return nil }
        let tag = head[start.upperBound..<end]
        for quote in ["\"", "'"] {
            if let found = tag.range(of: " \(name)=\(quote)"),
                let close = tag[found.upperBound...].firstIndex(of: Character(quote))
            {
                return String(tag[found.upperBound..<close])
            }
        }
        return nil
    }

    /// A `dictionary/` file's tables, columns and choices, each as the record the platform keeps for it.
    private static func readDatabase(_ file: String, _ visit: (UpdateSetEvent) -> Void) {
        let records: [UpdateRecord]
        do throws(UpdateSetError) {
            records = try DatabaseFile.records(in: try contents(of: file), file: file)
        } catch {
            return visit(.problem(error))
        }
        for record in records {
            visit(
                .update(
                    UpdateXML(
                        entry: entry(for: record), records: [record], location: .init(file: file, line: 1, column: 1))))
        }
    }

    private static func contents(of file: String) throws(UpdateSetError) -> [UInt8] {
        let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        guard size <= maximumFileBytes else {
            throw UpdateSetError(
                kind: .unreadableFile, file: file, line: 0, column: 0,
                detail: "the record file is \(size) bytes, over the \(maximumFileBytes >> 20) MiB a record file may be")
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw UpdateSetError(kind: .unreadableFile, file: file, line: 0, column: 0, detail: "cannot open the file")
        }
        guard !data.isEmpty else { throw UpdateSetError(kind: .emptyFile, file: file, line: 1, column: 1, detail: "") }
        return [UInt8](data)
    }

    /// The `sys_update_xml` entry an export would hold for `record`: its update name, action, table and scope.
    private static func entry(for record: UpdateRecord) -> UpdateRecord {
        var fields = [
            UpdateField(name: "action", value: record.action ?? "INSERT_OR_UPDATE"),
            UpdateField(name: "name", value: "\(record.table)_\(record.sysID)"),
            UpdateField(name: "table", value: record.table),
            UpdateField(name: "target_name", value: record.label),
        ]
        if let scope = record.fields.first(where: { $0.name == "sys_scope" }) { fields.append(scope) }
        return UpdateRecord(table: "sys_update_xml", fields: fields)
    }

    /// The header an export of the application `record` carries.
    private static func header(for record: UpdateRecord) -> RemoteUpdateSet {
        RemoteUpdateSet(
            record: UpdateRecord(
                table: "sys_remote_update_set",
                fields: [
                    UpdateField(name: "name", value: record["name"] ?? ""),
                    UpdateField(name: "application_name", value: record["name"] ?? ""),
                    UpdateField(name: "application_scope", value: record["scope"] ?? ""),
                    UpdateField(name: "application_version", value: record["version"] ?? ""),
                    UpdateField(name: "sys_id", value: record.sysID),
                ]))
    }
}
