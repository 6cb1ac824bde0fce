/// A problem reading an update-set file, with the file, line and column, and what to do about it.
public struct UpdateSetError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// The file could not be opened.
        case unreadableFile
        /// The file has no content.
        case emptyFile
        /// The XML is not well formed.
        case malformedXML
        /// The document declares a DOCTYPE, which update sets never do; refused to prevent entity attacks.
        case refusedDocumentType
        /// The document references an entity; refused for the same reason.
        case refusedEntity
        /// The root element is not `<unload>`.
        case notAnUpdateSet(root: String)
        /// A zip whose entries are unsafe to unpack: paths that leave its folder, symbolic links, too many entries or
        /// too many bytes.
        case refusedArchive
        /// Two records of the application folder disagree on what they are: two applications claiming one sys_id,
        /// or a record file whose `table` attribute does not match its element.
        case conflictingRecords
        /// A `sys_update_xml` payload could not be read.
        case malformedPayload(updateSysID: String, updateName: String, payloadLine: Int, payloadColumn: Int)
    }

    /// What went wrong.
    public var kind: Kind
    /// The file the problem is in.
    public var file: String
    /// The 1-based line in the file.
    public var line: Int
    /// The 1-based column in the file.
    public var column: Int
    /// The parser's own words, or a short description.
    public var detail: String

    /// Creates an error.
    public init(kind: Kind, file: String, line: Int, column: Int, detail: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.detail = detail
    }

    /// `file:line:column: message`, followed by what to do.
    public var description: String {
        "\(file):\(line):\(column): \(summary). \(advice)"
    }

    /// The problem in one phrase, without the location.
    public var summary: String {
        switch kind {
        case .unreadableFile: return "cannot read the update set: \(detail)"
        case .emptyFile: return "the file is empty"
        case .malformedXML: return "malformed XML: \(detail)"
        case .refusedDocumentType: return "refused: \(detail)"
        case .refusedEntity: return "refused: \(detail)"
        case .refusedArchive: return "refused zip: \(detail)"
        case .conflictingRecords: return detail
        case .notAnUpdateSet(let root):
            return "not an update set or a record file: the root element is <\(root)>, not <unload>, <record_update> "
                + "or <database>"
        case .malformedPayload(let id, let name, let payloadLine, let payloadColumn):
            return "the payload of sys_update_xml \(id) (\(name)) is malformed at payload line \(payloadLine), "
                + "column \(payloadColumn): \(detail)"
        }
    }

    /// What the user can do next.
    public var advice: String {
        switch kind {
        case .unreadableFile: return "Check the path and the file's permissions"
        case .emptyFile: return "Export the update set again from Retrieved Update Sets > Export to XML"
        case .malformedXML:
            return "The file is truncated or was edited by hand; export it again, or fix the XML at this position"
        case .refusedDocumentType, .refusedEntity:
            return "Update-set exports never declare a DOCTYPE or entities; remove them, or export the set again"
        case .notAnUpdateSet:
            return "Pass an update-set export (an <unload> document with sys_remote_update_set and sys_update_xml), "
                + "a <record_update> record file, a <database> dictionary file, an application's folder (source "
                + "control or a ServiceNow SDK build), or a zip of any of these"
        case .refusedArchive:
            return "Zip the application's own folder, with relative paths and plain files; nothing was unpacked"
        case .conflictingRecords:
            return "Keep each application in a folder of its own, with its own sys_ids; the other records are kept"
        case .malformedPayload:
            return "Fix the record's XML inside <payload>, or export the update set again; the other records are kept"
        }
    }
}
