import NowStore
import Testing

@Suite("Parallel slices")
struct ParallelSlicesTests {
    private struct Refused: Error, Equatable { let slice: Int }

    @Test("slices cover the batch in order, one per core up to four, and a small batch stays whole")
    func slicing() {
        #expect(ParallelSlices(count: 0, cores: 8).ranges.isEmpty)
        #expect(ParallelSlices(count: 300, cores: 8).ranges == [0..<300])
        #expect(ParallelSlices(count: 2_000, cores: 2).ranges == [0..<1_000, 1_000..<2_000])
        #expect(ParallelSlices(count: 1_001, cores: 2).ranges == [0..<501, 501..<1_001])
        #expect(ParallelSlices(count: 10_000, cores: 16).count == 4)
        #expect(ParallelSlices(count: 10_000, cores: 1).ranges == [0..<10_000])
    }

    @Test("results come back in slice order, and a slice's error is thrown once every slice has run")
    func mapping() throws {
        let slices = ParallelSlices(count: 4_000, cores: 4)
        #expect(
            try slices.map { $0.reduce(0, +) } == [(0..<1_000).reduce(0, +)]
                + (1..<4).map { slice in
                    (slice * 1_000..<(slice + 1) * 1_000).reduce(0, +)
                })
        #expect(throws: Refused(slice: 2)) {
            try slices.map { range in
                if range.lowerBound == 2_000 { throw Refused(slice: 2) }
                return range.count
            }
        }
    }
}
