import Foundation
import ZIPFoundation

/// A zip of any shape `--update-set` takes (an export, record files, an application's folder, an SDK build), told
/// apart by its first bytes. It is unpacked into a private folder and read as that folder is; every entry is checked
/// first, so an entry that would leave the folder (`../`, a drive, a backslash path), a symbolic link, more entries
/// than a folder may hold or a file larger than a record file may be refuses the whole zip before anything is written.
enum ApplicationArchive {
    /// The most bytes the unpacked files may take together.
    static let maximumTotalBytes = 1 << 30

    /// Whether the file at `path` starts as a zip does.
    static func isZip(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4)).map([UInt8].init) ?? []
        return head == [0x50, 0x4B, 0x03, 0x04] || head == [0x50, 0x4B, 0x05, 0x06]
    }

    /// Unpacks the zip at `path` into `folder`, which must exist and be empty.
    static func unpack(_ path: String, into folder: URL) throws(UpdateSetError) {
        func refused(_ detail: String) -> UpdateSetError {
            UpdateSetError(kind: .refusedArchive, file: path, line: 0, column: 0, detail: detail)
        }
        let archive: Archive
        do {
            archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            throw refused("the zip cannot be read (\(error)); pack the application again")
        }
        var entries: [(entry: Entry, relative: String)] = []
        var declared = 0
        for entry in archive {
            guard entries.count < ApplicationFolder.maximumFiles else {
                throw refused(
                    "the zip holds more than \(ApplicationFolder.maximumFiles) entries; zip the application's own folder"
                )
            }
            guard let relative = safePath(entry.path) else {
                throw refused(
                    "the entry \(entry.path) would be written outside the folder the zip unpacks into; "
                        + "zip the application with paths inside it")
            }
            entries.append((entry, relative))
            guard entry.type != .symlink else {
                throw refused("the entry \(relative) is a symbolic link; zip the files themselves")
            }
            guard entry.uncompressedSize <= UInt64(RecordFiles.maximumFileBytes) else {
                throw refused(
                    "the entry \(relative) unpacks to \(entry.uncompressedSize) bytes, over the "
                        + "\(RecordFiles.maximumFileBytes >> 20) MiB a record file may be")
            }
            declared += Int(entry.uncompressedSize)
            guard declared <= maximumTotalBytes else {
                throw refused("the zip unpacks to more than \(maximumTotalBytes >> 30) GiB; zip one application")
            }
        }
        for (entry, relative) in entries where entry.type == .file {
            let target = folder.appendingPathComponent(relative)
            do {
                try FileManager.default.createDirectory(
                    at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                guard FileManager.default.createFile(atPath: target.path, contents: nil),
                    let output = FileHandle(forWritingAtPath: target.path)
                else { throw refused("cannot write \(relative) while unpacking the zip") }
                defer { try? output.close() }
                var written = 0
                _ = try archive.extract(entry, skipCRC32: false) { chunk in
                    // A size the zip declares falsely is caught as the bytes arrive.
                    written += chunk.count
                    guard written <= RecordFiles.maximumFileBytes else {
                        throw refused(
                            "the entry \(relative) unpacks to more than \(RecordFiles.maximumFileBytes >> 20) MiB")
                    }
                    try output.write(contentsOf: chunk)
                }
            } catch let problem as UpdateSetError {
                throw problem
            } catch {
                throw refused("the entry \(relative) cannot be unpacked (\(error)); pack the application again")
            }
        }
    }

    /// `path` as a path inside the folder, or nil when it climbs out of it (`..`) or names a drive or uses
    /// backslashes. A leading `/` is read as the zip's root, as the ServiceNow SDK's packed applications write
    /// every entry (`/update/sys_module_….xml`).
    static func safePath(_ path: String) -> String? {
        guard !path.contains("\\") else { return nil }
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.isEmpty, !segments.contains(".."), !segments.contains(where: { $0.contains(":") }) else {
            return nil
        }
        return segments.filter { $0 != "." }.joined(separator: "/")
    }
}
