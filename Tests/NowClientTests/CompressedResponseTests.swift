import Foundation
import NowClient
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A real instance compresses its answers when asked; the transport hands them on decoded, with headers that say so.
@Suite("NowClient: compressed answers")
struct CompressedResponseTests {
    /// `{"result":[{"number":"INC0010001"}]}`, gzipped.
    static let gzipped =
        Data(
            base64Encoded: "H4sIAAAAAAACA6tWKkotLs0pUbKKrlbKK81NSi1SslLy9HM2MDA0AGKl2thaAGXhr5gkAAAA") ?? Data()

    /// Answers one connection with the gzipped page, as an instance does, and returns the request head it read.
    static func serveOnce(_ listener: LoopbackListener) -> Task<String, Never> {
        Task.detached {
            let connection = accept(listener.descriptor, nil, nil)
            guard connection >= 0 else { return "" }
            defer { close(connection) }
            let head = readRequestHead(connection)
            var answer = Data(
                ("HTTP/1.1 200 OK\r\nContent-Type: application/json;charset=UTF-8\r\nContent-Encoding: gzip\r\n"
                    + "Content-Length: \(gzipped.count)\r\nConnection: close\r\n\r\n").utf8)
            answer.append(gzipped)
            _ = answer.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, 0) }
            return head
        }
    }

    @Test("a gzipped answer arrives decoded, without a Content-Encoding or a Content-Length that describe the wire")
    func decodedWithHeadersThatMatch() async throws {
        let listener = try LoopbackListener()
        let served = Self.serveOnce(listener)
        let response = try await HTTPClientTransport().send(
            NowHTTPRequest(method: "GET", url: "http://127.0.0.1:\(listener.port)/api/now/table/incident"))
        let head = await served.value
        #expect(head.lowercased().contains("accept-encoding: deflate, gzip"))
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"result":[{"number":"INC0010001"}]}"#)
        #expect(response.headers["Content-Encoding"] == nil)
        #expect(response.headers["Content-Length"] == nil)
        #expect(response.headers["Content-Type"] == "application/json;charset=UTF-8")
    }
}
