import Synchronization

/// Makes 32-character lower-case hex sys_ids from a seed, so a run of the instance is repeatable.
final class SysIDGenerator: Sendable {
    private let state: Mutex<UInt64>

    init(seed: UInt64) {
        state = Mutex(seed)
    }

    func next() -> String {
        state.withLock { state in
            var text = ""
            for _ in 0..<2 {
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                z ^= z >> 31
                let hex = String(z, radix: 16)
                text += String(repeating: "0", count: 16 - hex.count) + hex
            }
            return text
        }
    }
}
