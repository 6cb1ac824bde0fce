import Dispatch
import Foundation
import Synchronization

/// A batch of work cut into contiguous slices, one for each core up to four, each worth its own thread: a batch
/// smaller than ``minimumSlice`` twice stays whole.
public struct ParallelSlices: Sendable {
    /// The fewest items a slice is given.
    public static let minimumSlice = 256

    /// The slices' ranges, in order.
    public let ranges: [Range<Int>]

    /// How many slices there are.
    public var count: Int { ranges.count }

    /// Slices for `count` items on `cores` cores.
    public init(count: Int, cores: Int = ProcessInfo.processInfo.activeProcessorCount) {
        let slices = max(1, min(4, cores, count / Self.minimumSlice))
        let size = (count + slices - 1) / max(1, slices)
        ranges = stride(from: 0, to: count, by: max(1, size)).map { $0..<min(count, $0 + size) }
    }

    /// `transform` of each slice, run at once on as many threads as there are slices, in slice order. The first
    /// error any slice throws is thrown once all have finished.
    public func map<T: Sendable>(_ transform: @Sendable (Range<Int>) throws -> T) throws -> [T] {
        let results = Mutex<[Int: Result<T, any Error>]>([:])
        DispatchQueue.concurrentPerform(iterations: ranges.count) { index in
            let result = Result { try transform(ranges[index]) }
            results.withLock { $0[index] = result }
        }
        // concurrentPerform returns once every slice has run, so each has its result.
        let finished = results.withLock { $0 }
        return try ranges.indices.compactMap { try finished[$0]?.get() }
    }
}
