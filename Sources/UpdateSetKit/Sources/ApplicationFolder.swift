import Foundation

/// An application kept as files: a Studio or App Engine Studio source-control folder (one `<record_update>` file
/// per record under `update/`, `author_elective_update/` and beside them), or a ServiceNow SDK build (the same
/// files under `dist/app/`, found from the project's root too).
enum ApplicationFolder {
    /// The most files a folder may hold; a larger tree is refused rather than read.
    static let maximumFiles = 100_000

    /// The record files of the application in `folder`, in the order they install: the application record first
    /// (it sets the scope and the script mode), then scripts' own mode records, then the rest by path. Symbolic
    /// links are never followed, and hidden folders and `node_modules` are not read.
    static func recordFiles(in folder: String) throws(UpdateSetError) -> [String] {
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        let build = root.appendingPathComponent("dist/app", isDirectory: true)
        var isFolder: ObjCBool = false
        let base =
            FileManager.default.fileExists(atPath: build.path, isDirectory: &isFolder) && isFolder.boolValue
            ? build : root
        let keys: [URLResourceKey] = [.isDirectoryKey, .isSymbolicLinkKey, .isRegularFileKey]
        guard
            let walk = FileManager.default.enumerator(
                at: base, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        else {
            throw UpdateSetError(
                kind: .unreadableFile, file: folder, line: 0, column: 0, detail: "cannot list the folder")
        }
        var files: [String] = []
        var seen = 0
        for case let url as URL in walk {
            seen += 1
            guard seen <= maximumFiles else {
                throw UpdateSetError(
                    kind: .unreadableFile, file: folder, line: 0, column: 0,
                    detail: "the folder holds more than \(maximumFiles) entries; pass the application's own folder")
            }
            let values = try? url.resourceValues(forKeys: Set(keys))
            if values?.isSymbolicLink == true { continue }
            if values?.isDirectory == true {
                if url.lastPathComponent == "node_modules" { walk.skipDescendants() }
                continue
            }
            if values?.isRegularFile == true, url.pathExtension.lowercased() == "xml" { files.append(url.path) }
        }
        return files.map { (order: installOrder($0), path: $0) }.sorted { ($0.order, $0.path) < ($1.order, $1.path) }
            .map(\.path)
    }

    /// 0 for the application record, 1 for a script's own mode record, 2 for the rest: source control names each
    /// record file `<table>_<sys_id>.xml`.
    private static func installOrder(_ path: String) -> Int {
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if isRecordFile(name, of: "sys_app") || isRecordFile(name, of: "sys_store_app") { return 0 }
        if isRecordFile(name, of: "sys_es_latest_script") { return 1 }
        return 2
    }

    /// Whether `name` is `<table>_<sys_id>`: `sys_app_<id>` is the application, `sys_app_module_<id>` is not.
    private static func isRecordFile(_ name: String, of table: String) -> Bool {
        guard name.hasPrefix(table + "_") else { return false }
        let id = name.dropFirst(table.count + 1)
        return id.count == 32 && id.allSatisfy(\.isHexDigit)
    }
}
