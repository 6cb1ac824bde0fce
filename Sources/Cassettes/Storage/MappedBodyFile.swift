import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Body files mapped into memory by NowTape itself, and known by address while mapped. A large body is then passed
/// around as `Data` like any other, yet the code that stores, compares, forwards or serves it can tell it is a whole
/// body file: it names the file by the hash it already has instead of hashing again, and it reads through the
/// mapping in pieces, letting go of each piece's pages once used. So a 50 MB attachment never needs 50 MB of
/// memory at once.
public enum MappedBodyFile {
    /// What a mapped body is.
    public struct Origin: Sendable, Hashable {
        /// The file's path.
        public let path: String
        /// Its SHA-256 in lowercase hex, when known (content-addressed body files are named by it).
        public let sha256: String?
        /// Whether it was found not to be UTF-8 text while it was recorded: redaction leaves such a body alone.
        public let isBinary: Bool
        /// Its size in bytes.
        public let count: Int
    }

    private static let mapped = Mutex<[UInt: Origin]>([:])

    /// The file at `url`, mapped read-only; an empty file gives empty data.
    public static func map(_ url: URL, sha256: String?, isBinary: Bool) throws -> Data {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let count = Int(status.st_size)
        guard count > 0 else { return Data() }
        guard let pointer = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0), pointer != MAP_FAILED else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .ENOMEM)
        }
        let origin = Origin(path: url.path, sha256: sha256, isBinary: isBinary, count: count)
        mapped.withLock { $0[UInt(bitPattern: pointer)] = origin }
        return Data(
            bytesNoCopy: pointer, count: count,
            deallocator: .custom { pointer, count in
                // Forgotten before it is unmapped, so a later mapping at the same address is never mistaken for it.
                mapped.withLock { $0[UInt(bitPattern: pointer)] = nil }
                munmap(pointer, count)
            })
    }

    /// Where `data` comes from, when it is a whole body file mapped by ``map(_:sha256:isBinary:)``.
    public static func origin(of data: Data) -> Origin? {
        guard !data.isEmpty else { return nil }
        return data.withUnsafeBytes { raw -> Origin? in
            guard let base = raw.baseAddress,
                let origin = mapped.withLock({ $0[UInt(bitPattern: base)] }), origin.count == raw.count
            else { return nil }
            return origin
        }
    }

    /// Lets go of the pages of `data` before `end` (an index into it) that are read: they are read again from the
    /// file if needed. Does nothing unless `data` is a mapped body file.
    public static func release(_ data: Data, before end: Data.Index) {
        guard origin(of: data) != nil else { return }
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            let length = (min(end - data.startIndex, raw.count) / page) * page
            guard length > 0 else { return }
            _ = madvise(UnsafeMutableRawPointer(mutating: base), length, Int32(MADV_DONTNEED))
        }
    }

    /// Calls `body` with `data` one piece at a time, letting go of each mapped piece's pages after it.
    public static func forEachPiece(of data: Data, size: Int = 1 << 20, _ body: (Data.SubSequence) throws -> Void)
        rethrows
    {
        var start = data.startIndex
        while start < data.endIndex {
            let stop = min(start + size, data.endIndex)
            try body(data[start..<stop])
            release(data, before: stop)
            start = stop
        }
    }
}
