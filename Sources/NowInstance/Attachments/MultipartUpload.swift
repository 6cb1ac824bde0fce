import Foundation
import MultipartKit
import NIOCore

/// A `multipart/form-data` upload to `/api/now/attachment/upload`, read as it arrives: the `table_name` and
/// `table_sys_id` fields, then one file part streamed to disk. The parent record is checked as soon as both fields
/// are in, so a refused upload stops before its file is read.
struct MultipartUpload {
    let parent: InstanceRecord
    let fileName: String
    let contentType: String
    let upload: AttachmentUpload

    /// Text fields longer than this are refused: they are names and ids.
    static let fieldLimit = 64 * 1024

    /// Reads the form in `body`.
    static func read<Body: AsyncSequence>(
        _ body: Body, contentType: String?, service: AttachmentService, user: InstanceUser
    ) async throws -> MultipartUpload where Body.Element == ByteBuffer {
        guard let boundary = boundary(of: contentType) else {
            throw AttachmentError.badMultipart(
                "Send the file as multipart/form-data with a boundary parameter in Content-Type, or POST the raw "
                    + "bytes to /api/now/attachment/file")
        }
        let reader = FormReader(service: service, user: user)
        let parser = MultipartParser(boundary: boundary)
        parser.onHeader = { name, value in reader.header(name, value) }
        parser.onBody = { buffer in reader.body(buffer) }
        parser.onPartComplete = { reader.partComplete() }
        do {
            for try await buffer in body {
                do {
                    try parser.execute(buffer)
                } catch {
                    throw AttachmentError.badMultipart(
                        "The multipart body is malformed; check that every part starts with --\(boundary)")
                }
                if let failure = reader.failure { throw failure }
            }
            return try reader.result()
        } catch {
            reader.discard()
            throw error
        }
    }

    /// The `boundary` parameter of a multipart Content-Type.
    static func boundary(of contentType: String?) -> String? {
        guard let contentType, contentType.lowercased().hasPrefix("multipart/"),
            let value = parameter("boundary", of: contentType), !value.isEmpty, value.utf8.count <= 200
        else { return nil }
        return value
    }

    /// The value of the parameter `name` of a header such as `multipart/form-data; boundary=x` or
    /// `form-data; name="file"; filename="a.txt"`, unquoted.
    static func parameter(_ name: String, of header: String) -> String? {
        for part in header.split(separator: ";").dropFirst() {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if pair.count == 2, pair[0].lowercased() == name {
                return pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
        }
        return nil
    }
}

/// The parser's state between callbacks: the current part's headers, the fields so far, and the file.
private final class FormReader {
    let service: AttachmentService
    let user: InstanceUser
    var headers: [String: String] = [:]
    var fieldText: [UInt8] = []
    var fields: [String: String] = [:]
    var parent: InstanceRecord?
    var upload: AttachmentUpload?
    var file: (name: String, type: String)?
    var inFile = false
    var fileDone = false
    var failure: (any Error)?

    init(service: AttachmentService, user: InstanceUser) {
        self.service = service
        self.user = user
    }

    func header(_ name: String, _ value: String) {
        headers[name.lowercased()] = value
    }

    func body(_ buffer: ByteBuffer) {
        guard failure == nil else { return }
        if !inFile && fieldText.isEmpty { startPart() }
        guard failure == nil else { return }
        if inFile {
            do {
                try upload?.write(buffer)
            } catch {
                failure = error
            }
        } else {
            fieldText += buffer.readableBytesView
            if fieldText.count > MultipartUpload.fieldLimit {
                failure = AttachmentError.badMultipart("A form field is longer than 64 KB; send names and ids only")
            }
        }
    }

    func partComplete() {
        guard failure == nil else { return }
        if !inFile && fieldText.isEmpty { startPart() }
        if inFile {
            inFile = false
            fileDone = true
        } else if let name = disposition("name") {
            fields[name] = String(decoding: fieldText, as: UTF8.self)
        }
        fieldText = []
        headers = [:]
    }

    /// Called at a part's first bytes: a part with a file name is the file.
    private func startPart() {
        guard disposition("filename") != nil else { return }
        guard !fileDone, upload == nil else {
            failure = AttachmentError.badMultipart("Send one file per request; this form holds more than one")
            return
        }
        do {
            let parent = try service.parentForAttaching(
                table: fields["table_name"], sysID: fields["table_sys_id"], user: user)
            self.parent = parent
            upload = try service.content.receive(limit: service.maximumSize)
            file = (disposition("filename") ?? "", headers["content-type"] ?? "application/octet-stream")
            inFile = true
        } catch {
            failure = error
        }
    }

    /// A parameter of the current part's Content-Disposition, such as `name` or `filename`.
    private func disposition(_ parameter: String) -> String? {
        headers["content-disposition"].flatMap { MultipartUpload.parameter(parameter, of: $0) }
    }

    func result() throws -> MultipartUpload {
        if let failure { throw failure }
        guard fileDone, let parent, let upload, let file else {
            if fields["table_name"] == nil { throw AttachmentError.missingParameter("table_name") }
            if fields["table_sys_id"] == nil { throw AttachmentError.missingParameter("table_sys_id") }
            throw AttachmentError.badMultipart(
                "The form holds no complete file part; add a part with Content-Disposition: form-data; name=\"file\"; "
                    + "filename=\"…\" after the table_name and table_sys_id fields")
        }
        return MultipartUpload(parent: parent, fileName: file.name, contentType: file.type, upload: upload)
    }

    func discard() {
        upload?.discard()
    }
}
