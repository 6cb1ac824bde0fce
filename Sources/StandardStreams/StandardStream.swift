#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output or standard error, written with `write(2)` so a reader that goes away is a normal end.
///
/// `nowtape run | head -1` closes the pipe after one line. Foundation's `FileHandle.write` traps on the error that
/// follows; this writer notes that nobody is reading, drops what would have gone to that stream from then on, and
/// lets the program finish its work (reports, cassettes) and exit with its own status.
public enum StandardStream: Sendable {
    case output
    case error

    private var descriptor: Int32 {
        switch self {
        case .output: return STDOUT_FILENO
        case .error: return STDERR_FILENO
        }
    }

    /// Without this, writing to a closed pipe kills the process with SIGPIPE; with it, `write` fails with EPIPE.
    private static let brokenPipesAreErrors: Void = {
        _ = signal(SIGPIPE, SIG_IGN)
    }()

    /// Writes `text` whole, retrying after interruptions and partial writes. Returns false when the reader has gone
    /// away (or the stream is otherwise unwritable); the text is then dropped.
    /// Inside ``capturing(_:)``, the text is kept there instead.
    @discardableResult
    public func write(_ text: String) -> Bool {
        if let capture = Self.capture {
            capture.append(text, to: self)
            return true
        }
        Self.brokenPipesAreErrors
        var text = text
        return text.withUTF8 { bytes in
            guard var next = bytes.baseAddress else { return true }
            var left = bytes.count
            while left > 0 {
                let written = systemWrite(descriptor, next, left)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return false
                }
                left -= written
                next += written
            }
            return true
        }
    }

    /// Writes `line` and a newline.
    @discardableResult
    public func writeLine(_ line: String) -> Bool {
        write(line + "\n")
    }
}

/// `write(2)`, named apart from ``StandardStream/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    #if canImport(Glibc)
        return Glibc.write(descriptor, bytes, count)
    #else
        return Darwin.write(descriptor, bytes, count)
    #endif
}
