import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// A transport that can send a request's body from a file and write a response's body to a file, a piece at a time,
/// so a large attachment never sits whole in memory. Transports without it get whole bodies instead.
public protocol NowStreamingTransport: NowTransport {
    /// Sends `request` with the content of `file` as its body, reporting bytes sent so far and the total.
    func send(_ request: NowHTTPRequest, bodyFile file: URL, progress: (@Sendable (Int64, Int64) -> Void)?)
        async throws(NowClientError) -> NowHTTPResponse

    /// Sends `request`; a 2xx body goes to `file` (the returned response's body is then empty), any other status's
    /// body comes back whole. Progress reports bytes received so far and the total when the server gave one.
    func send(_ request: NowHTTPRequest, writingBodyTo file: URL, progress: (@Sendable (Int64, Int64?) -> Void)?)
        async throws(NowClientError) -> NowHTTPResponse
}

extension HTTPClientTransport: NowStreamingTransport {
    /// Pieces of this many bytes are read from a file and sent.
    static let pieceSize = 256 * 1024

    public func send(_ request: NowHTTPRequest, bodyFile file: URL, progress: (@Sendable (Int64, Int64) -> Void)?)
        async throws(NowClientError) -> NowHTTPResponse
    {
        let size: Int64
        do {
            size = try (FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.int64Value ?? 0
        } catch {
            throw .localFile(file.path, reason: "cannot be read (\(error.localizedDescription))")
        }
        do {
            var outgoing = Self.outgoing(request)
            outgoing.body = .stream(FilePieces(file: file, total: size, progress: progress), length: .known(size))
            let response = try await client.execute(outgoing, timeout: timeout)
            let body = try await response.body.collect(upTo: maximumBodySize)
            return NowHTTPResponse(
                status: Int(response.status.code), headers: HTTPFields(parsed: response.headers),
                body: Data(body.readableBytesView))
        } catch {
            throw .transport(method: request.method, url: request.url, reason: "\(error)")
        }
    }

    public func send(
        _ request: NowHTTPRequest, writingBodyTo file: URL, progress: (@Sendable (Int64, Int64?) -> Void)?
    ) async throws(NowClientError) -> NowHTTPResponse {
        let transportFailure = { (error: any Error) -> NowClientError in
            .transport(method: request.method, url: request.url, reason: "\(error)")
        }
        let response: HTTPClientResponse
        do {
            response = try await client.execute(Self.outgoing(request), timeout: timeout)
        } catch {
            throw transportFailure(error)
        }
        let headers = HTTPFields(parsed: response.headers)
        guard (200..<300).contains(Int(response.status.code)) else {
            do {
                let body = try await response.body.collect(upTo: maximumBodySize)
                return NowHTTPResponse(
                    status: Int(response.status.code), headers: headers, body: Data(body.readableBytesView))
            } catch {
                throw transportFailure(error)
            }
        }
        let total = response.headers.first(name: "Content-Length").flatMap { Int64($0) }
        let partial = file.appendingPathExtension("partial")
        guard FileManager.default.createFile(atPath: partial.path, contents: nil),
            let handle = try? FileHandle(forWritingTo: partial)
        else {
            throw .localFile(partial.path, reason: "cannot be created")
        }
        var received: Int64 = 0
        do {
            for try await piece in response.body {
                do {
                    try piece.withUnsafeReadableBytes { try handle.write(contentsOf: $0) }
                } catch {
                    throw NowClientError.localFile(
                        partial.path, reason: "cannot be written (\(error.localizedDescription))")
                }
                received += Int64(piece.readableBytes)
                progress?(received, total)
            }
            try handle.close()
        } catch {
            try? handle.close()
            try? FileManager.default.removeItem(at: partial)
            throw error as? NowClientError ?? transportFailure(error)
        }
        do {
            if FileManager.default.fileExists(atPath: file.path) { try FileManager.default.removeItem(at: file) }
            try FileManager.default.moveItem(at: partial, to: file)
        } catch {
            try? FileManager.default.removeItem(at: partial)
            throw .localFile(file.path, reason: "cannot be replaced (\(error.localizedDescription))")
        }
        return NowHTTPResponse(status: Int(response.status.code), headers: headers)
    }
}

/// A file's content as pieces of bytes, read as they are asked for.
struct FilePieces: AsyncSequence, Sendable {
    typealias Element = ByteBuffer
    let file: URL
    let total: Int64
    let progress: (@Sendable (Int64, Int64) -> Void)?

    struct AsyncIterator: AsyncIteratorProtocol {
        let handle: FileHandle?
        let total: Int64
        let progress: (@Sendable (Int64, Int64) -> Void)?
        var sent: Int64 = 0

        mutating func next() async throws -> ByteBuffer? {
            guard let handle else { throw CocoaError(.fileReadNoSuchFile) }
            guard let piece = try handle.read(upToCount: HTTPClientTransport.pieceSize), !piece.isEmpty else {
                try? handle.close()
                return nil
            }
            sent += Int64(piece.count)
            progress?(sent, total)
            return ByteBuffer(bytes: piece)
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(handle: try? FileHandle(forReadingFrom: file), total: total, progress: progress)
    }
}
