import CompressNIO
import Foundation
import NIOCore

/// Decodes gzip and deflate bodies so cassettes hold them readable.
enum ContentDecoding {
    /// The most a body may grow to when decoded; a body that would grow further is kept as sent.
    static let maximumDecodedSize = 256 * 1024 * 1024

    /// The decoded bytes, or nil for an encoding this does not decode or a body that does not decode (the body is
    /// then kept as sent).
    static func decode(_ body: Data, encoding: String) -> Data? {
        let algorithms: [CompressionAlgorithm]
        switch encoding {
        case "gzip", "x-gzip": algorithms = [.gzip()]
        // HTTP's "deflate" is zlib-wrapped, but some servers send raw deflate.
        case "deflate": algorithms = [.zlib(), .deflate()]
        default: return nil
        }
        for algorithm in algorithms {
            var buffer = ByteBuffer(bytes: body)
            if let decoded = try? buffer.decompress(with: algorithm, maxSize: maximumDecodedSize) {
                return Data(decoded.readableBytesView)
            }
        }
        return nil
    }
}
