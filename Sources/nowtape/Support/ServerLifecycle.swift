import Dispatch
import Foundation
import Logging
import ServiceLifecycle
import StandardStreams
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a command runs its server: in a `ServiceGroup`, whose graceful shutdown the first SIGINT or SIGTERM starts
/// (the server then drains its requests in flight up to the command's deadline); a second signal exits at once.
///
/// Create it first thing in the command, before any slow setup: its handlers are installed then, so a signal that
/// comes while the instance is still preparing is not lost, and they replace whatever the process inherited, so a
/// server started in the background by a shell (which ignores SIGINT for it) still stops.
final class ServerLifecycle: Sendable {
    private struct Sources: @unchecked Sendable {
        var list: [any DispatchSourceSignal]
    }

    private let sources = Mutex(Sources(list: []))
    private let received = Atomic<Int>(0)
    private let group = Mutex<ServiceGroup?>(nil)
    /// What a forced exit says is kept, such as where the journal is.
    private let forcedExitNote: String

    /// Starts watching for SIGINT and SIGTERM. `forcedExitNote` is printed if a second signal forces the exit.
    init(forcedExitNote: String = "") {
        self.forcedExitNote = forcedExitNote
        var list: [any DispatchSourceSignal] = []
        for signalNumber in [SIGINT, SIGTERM] {
            // Delivered through the dispatch source only; the default action would end the process at once.
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [weak self] in self?.receive(signalNumber) }
            source.resume()
            list.append(source)
        }
        sources.withLock { $0.list = list }
    }

    deinit {
        sources.withLock { $0.list.forEach { $0.cancel() } }
    }

    /// Runs `service` until a signal has stopped it, or rethrows why it ended by itself, such as a port taken. A
    /// signal that came before this call stops the service as soon as it has started.
    func run(_ service: some Service) async throws {
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(
                services: [.init(service: service)],
                logger: Logger(label: "nowtape", factory: { _ in SwiftLogNoOpLogHandler() })))
        self.group.withLock { $0 = group }
        if received.load(ordering: .sequentiallyConsistent) > 0 { await group.triggerGracefulShutdown() }
        try await group.run()
    }

    private func receive(_ signalNumber: Int32) {
        let count = received.add(1, ordering: .sequentiallyConsistent).newValue
        if count == 1 {
            if let group = group.withLock({ $0 }) { Task { await group.triggerGracefulShutdown() } }
            return
        }
        StandardStream.error.writeLine(
            "Second signal: exiting now." + (forcedExitNote.isEmpty ? "" : " " + forcedExitNote))
        exit(128 + signalNumber)
    }
}

/// Writes a line to standard output at once, even when piped.
func printNow(_ message: String) {
    StandardStream.output.writeLine(message)
}
