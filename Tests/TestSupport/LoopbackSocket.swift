import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP socket connected to a port on 127.0.0.1, or nil when nothing listens there. The caller closes it.
public func connectToLoopback(port: Int) -> Int32? {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    guard connected == 0 else {
        close(descriptor)
        return nil
    }
    return descriptor
}

/// A listening socket on a free port of 127.0.0.1, closed when released: a server a test writes byte by byte.
public final class LoopbackListener: Sendable {
    /// The listening socket.
    public let descriptor: Int32
    /// The port it listens on.
    public let port: Int

    /// Listens on a free port, or throws when it cannot.
    public init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.descriptor = descriptor
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && listen(descriptor, 16) == 0
                    && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound else { throw POSIXError(.EADDRNOTAVAIL) }
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { close(descriptor) }
}

/// Reads from `connection` until a request head has arrived, and returns what was read as text (a small body sent
/// with the head comes with it).
public func readRequestHead(_ connection: Int32) -> String {
    var received = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !String(decoding: received, as: UTF8.self).contains("\r\n\r\n") {
        let count = recv(connection, &buffer, buffer.count, 0)
        if count <= 0 { break }
        received.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: received, as: UTF8.self)
}
