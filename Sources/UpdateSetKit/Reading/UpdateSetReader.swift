import CLibXML2
import Foundation

/// What the streaming reader reports, in document order.
public enum UpdateSetEvent: Sendable {
    /// The `sys_remote_update_set` header.
    case header(RemoteUpdateSet)
    /// One `sys_update_xml` entry with its parsed payload.
    case update(UpdateXML)
    /// Another record at the top level of the export, kept generically.
    case record(UpdateRecord, SourceLocation)
    /// A problem; reading goes on after a payload problem and stops after a document-level one.
    case problem(UpdateSetError)

    /// The event with every file under `folder` named under `name` instead.
    func relocated(from folder: String, to name: String) -> UpdateSetEvent {
        func renamed(_ file: String) -> String {
            file.hasPrefix(folder) ? name + file.dropFirst(folder.count) : file
        }
        switch self {
        case .header: return self
        case .update(var update):
            update.location.file = renamed(update.location.file)
            return .update(update)
        case .record(let record, var location):
            location.file = renamed(location.file)
            return .record(record, location)
        case .problem(var problem):
            problem.file = renamed(problem.file)
            return .problem(problem)
        }
    }
}

/// Streams an application's records with libxml2, one record at a time, so memory stays flat however large it is.
/// It reads every shape an application is kept in, told apart by content rather than by name: an update-set export
/// (`<unload>`), a single `<record_update>` or `<database>` file, a folder of them (source control, or a ServiceNow
/// SDK build), and a zip of any of these.
public enum UpdateSetReader {
    /// Reads `path`, calling `visit` for each header, entry, record and problem in order.
    public static func stream(file path: String, _ visit: (UpdateSetEvent) -> Void) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            do throws(UpdateSetError) {
                guard RecordFiles.stream(try ApplicationFolder.recordFiles(in: path), visit) > 0 else {
                    throw UpdateSetError(
                        kind: .unreadableFile, file: path, line: 0, column: 0,
                        detail: "the folder holds no application records (<record_update> or <unload> XML files)")
                }
            } catch {
                visit(.problem(error))
            }
        } else if ["record_update", "database"].contains(RootElement.name(ofFile: path)) {
            RecordFiles.stream([path], visit)
        } else if ApplicationArchive.isZip(path) {
            streamArchive(file: path, visit)
        } else {
            streamExport(file: path, visit)
        }
    }

    /// Reads the zip at `path`: unpacked into a private folder that is removed afterwards, and read as that folder
    /// is, with every file named as a path inside the zip (`app.zip/update/x.xml`).
    static func streamArchive(file path: String, _ visit: (UpdateSetEvent) -> Void) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nowtape-zip-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do throws(UpdateSetError) {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw UpdateSetError(
                    kind: .unreadableFile, file: path, line: 0, column: 0,
                    detail: "no folder could be made to unpack the zip into (\(error)); check the temporary folder")
            }
            try ApplicationArchive.unpack(path, into: folder)
        } catch {
            return visit(.problem(error))
        }
        stream(file: folder.path) { visit($0.relocated(from: folder.path, to: path)) }
    }

    /// Reads the update-set export at `path`.
    ///
    /// The outer document is read on a second thread while this one parses payloads and calls `visit`; a bounded
    /// queue between them keeps memory flat.
    static func streamExport(file path: String, _ visit: (UpdateSetEvent) -> Void) {
        xmlInitParser()
        let queue = BoundedQueue<RawItem>(capacity: 64)
        let producer = Thread {
            OuterScanner.scan(file: path) { queue.push($0) }
            queue.push(nil)
        }
        producer.stackSize = 8 << 20
        producer.start()
        let payloads = PayloadParser()
        while let item = queue.pop() {
            switch item {
            case .header(let record): visit(.header(RemoteUpdateSet(record: record)))
            case .entry(let element, let location):
                visit(update(element, location: location, payloads: payloads, visit: visit))
            case .record(let record, let location): visit(.record(record, location))
            case .problem(let problem): visit(.problem(problem))
            }
        }
    }

    /// Reads the whole file into memory; convenient for small sets, tests and installation.
    public static func load(file path: String) -> UpdateSetDocument {
        var document = UpdateSetDocument(file: path)
        stream(file: path) { document.add($0) }
        return document
    }

    private static func update(
        _ element: RecordElement, location: SourceLocation, payloads: PayloadParser,
        visit: (UpdateSetEvent) -> Void
    ) -> UpdateSetEvent {
        var entry = UpdateXML(entry: element.record, records: [], location: location)
        guard let payload = element.payload, !payload.bytes.isEmpty else { return .update(entry) }
        do {
            entry.records = try payloads.parse(payload.bytes, sourceName: location.file)
        } catch {
            let payloadError = UpdateSetError(
                kind: .malformedPayload(
                    updateSysID: entry.sysID, updateName: entry.name, payloadLine: error.line,
                    payloadColumn: error.column),
                // The column is counted within the payload's own text, as the message says.
                file: location.file, line: payload.line + max(error.line, 1) - 1, column: max(error.column, 1),
                detail: error.summary)
            visit(.problem(payloadError))
        }
        return .update(entry)
    }
}
