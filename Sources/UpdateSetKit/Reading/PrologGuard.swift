import Foundation

/// Refuses documents whose prolog declares a DOCTYPE or entities, before libxml2 sees a byte of them.
///
/// Update-set exports never carry a DTD, so there is nothing to lose, and entity-expansion and external-entity
/// attacks are stopped before parsing starts.
enum PrologGuard {
    static func check(file path: String) throws(UpdateSetError) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw UpdateSetError(kind: .unreadableFile, file: path, line: 0, column: 0, detail: "cannot open the file")
        }
        defer { try? handle.close() }
        let head: Data
        do {
            head = try handle.read(upToCount: 65_536) ?? Data()
        } catch {
            throw UpdateSetError(
                kind: .unreadableFile, file: path, line: 0, column: 0,
                detail: "reading it failed: \(error.localizedDescription)")
        }
        guard !head.isEmpty else {
            throw UpdateSetError(kind: .emptyFile, file: path, line: 1, column: 1, detail: "")
        }
        try check([UInt8](head)[...], file: path)
    }

    /// Scans the prolog (everything before the first start tag) for `<!DOCTYPE` or `<!ENTITY`.
    static func check(_ bytes: ArraySlice<UInt8>, file: String) throws(UpdateSetError) {
        var line = 1
        var column = 1
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<"), index + 1 < bytes.endIndex {
                let next = bytes[index + 1]
                if next == UInt8(ascii: "!"),
                    starts(bytes[(index + 2)...], with: "DOCTYPE") || starts(bytes[(index + 2)...], with: "ENTITY")
                {
                    throw UpdateSetError(
                        kind: .refusedDocumentType, file: file, line: line, column: column,
                        detail: "the document declares a DOCTYPE or entities")
                }
                if next != UInt8(ascii: "?") && next != UInt8(ascii: "!") {
                    return
                }
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
    }

    private static func starts(_ bytes: ArraySlice<UInt8>, with text: String) -> Bool {
        bytes.starts(with: text.utf8)
    }
}
