import Foundation
import TestSupport

/// The `nowtape` executable run as a child process from the package's folder, as a user runs it.
final class NowtapeProcess: @unchecked Sendable {
    /// The package's folder, where `Cassettes/` and `UpdateSets/` are.
    static let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    let process = Process()
    let output = Pipe()
    let errors = Pipe()

    /// Starts `nowtape` with `arguments`; standard output and standard error go to pipes, or both to one.
    init(_ arguments: [String], mergeErrors: Bool = false) throws {
        process.executableURL = RecordCommandTests.executable
        process.arguments = arguments
        process.currentDirectoryURL = Self.packageFolder
        process.standardOutput = output
        process.standardError = mergeErrors ? output : errors
        try process.run()
    }

    /// The first line written to standard output.
    func firstLine() async throws -> String {
        let handle = output.fileHandleForReading
        return try await onOwnThread {
            var collected = Data()
            while !collected.contains(UInt8(ascii: "\n")) {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                collected.append(chunk)
            }
            return String(decoding: collected.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        }
    }

    /// The `http://127.0.0.1:PORT` a server printed in its first line (the last such URL on it).
    func serverURL() async throws -> String? {
        let line = try await firstLine()
        return line.split(separator: " ").last { $0.hasPrefix("http://127.0.0.1:") }.map {
            String($0.trimmingCharacters(in: CharacterSet(charactersIn: ".,;")))
        }
    }

    func signal(_ number: Int32) {
        kill(process.processIdentifier, number)
    }

    /// Waits for the process to end; after `guardSeconds` (a guard against a hang, not a measurement) it is killed
    /// and nil returned.
    func exitStatus(guardSeconds: Int = 60) async throws -> (status: Int32, reason: Process.TerminationReason)? {
        let process = self.process
        return try await onOwnThread {
            let deadline = Date().addingTimeInterval(TimeInterval(guardSeconds))
            while process.isRunning, Date() < deadline { usleep(20_000) }
            guard !process.isRunning else {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                return nil
            }
            return (process.terminationStatus, process.terminationReason)
        }
    }

    /// All of standard error, once the process has ended.
    var errorText: String {
        String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}

/// A TCP connection that sends a request head promising a body it never sends, and holds on.
final class HalfSentRequest: @unchecked Sendable {
    private let socket: Int32

    init?(port: Int, path: String = "/api/now/table/incident") {
        guard let socket = connectToLoopback(port: port) else { return nil }
        self.socket = socket
        // The interim 100 Continue shows the server has read the head, so the request is in flight before the test
        // goes on; without it, a signal sent at once could reach a server that had not yet taken the connection.
        let head = "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000\r\nExpect: 100-continue\r\n\r\n"
        _ = head.withCString { send(socket, $0, strlen($0), 0) }
        // Long enough for a machine whose cores the CPU-bound tests hold: the head is read in milliseconds when idle.
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var reply = [UInt8](repeating: 0, count: 64)
        guard recv(socket, &reply, reply.count, 0) > 0, String(decoding: reply, as: UTF8.self).contains(" 100 ") else {
            close(socket)
            return nil
        }
        _ = "abc".withCString { send(socket, $0, strlen($0), 0) }
    }

    deinit {
        close(socket)
    }
}
