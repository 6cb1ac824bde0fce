import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Sends raw bytes to a loopback server and reads what comes back, with a receive timeout as a guard against a
/// server that never answers.
enum RawExchange {
    /// The status line's code, 0 when the server closed without answering, or nil when it answered nothing before
    /// `guardSeconds` passed.
    static func status(port: Int, sending bytes: [UInt8], guardSeconds: Int = 60) async throws -> Int? {
        try await onOwnThread {
            guard let socket = connectToLoopback(port: port) else { return 0 }
            defer { close(socket) }
            var timeout = timeval(tv_sec: guardSeconds, tv_usec: 0)
            setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            _ = bytes.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !received.contains(UInt8(ascii: "\n")) {
                let count = recv(socket, &buffer, buffer.count, 0)
                if count == 0 { return 0 }
                if count < 0 { return errno == EAGAIN || errno == EWOULDBLOCK ? nil : 0 }
                received += buffer[0..<count]
                // `100 Continue` is not an answer; keep reading for the final status.
                if let line = String(bytes: received, encoding: .utf8), line.hasPrefix("HTTP/1.1 100"),
                    line.contains("\r\n\r\n")
                {
                    received = Array(received[(received.firstRange(of: Array("\r\n\r\n".utf8))?.upperBound ?? 0)...])
                }
            }
            let line = String(decoding: received.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self)
            let parts = line.split(separator: " ")
            return parts.count >= 2 ? Int(parts[1]) ?? 0 : 0
        }
    }
}
