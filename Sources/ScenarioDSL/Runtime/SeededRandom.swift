/// SplitMix64 random numbers from a seed taken from the scenario's name, so a scenario generates the same values on
/// every run and its recording replays.
public struct SeededRandom: Sendable, RandomNumberGenerator {
    private var state: UInt64

    /// A generator seeded with `seed`.
    public init(seed: UInt64) { state = seed }

    /// A generator seeded from `text` (FNV-1a), stable across machines and runs.
    public init(seedText text: String) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        state = hash
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
