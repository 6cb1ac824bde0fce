import Dispatch
import Foundation

/// Waits until the process is asked to stop (Ctrl-C or SIGTERM), so servers can finish their work first.
enum Termination {
    static func wait() async {
        let (stream, continuation) = AsyncStream<Int32>.makeStream()
        var sources: [any DispatchSourceSignal] = []
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { continuation.yield(signalNumber) }
            source.resume()
            sources.append(source)
        }
        _ = await stream.first { _ in true }
        sources.forEach { $0.cancel() }
    }
}

/// Writes a line to standard output at once, even when piped.
func printNow(_ message: String) {
    FileHandle.standardOutput.write(Data((message + "\n").utf8))
}
