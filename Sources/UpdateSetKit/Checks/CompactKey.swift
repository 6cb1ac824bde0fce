/// A 128-bit key that stands in for a longer string in the checker's per-record tables, so that a table entry costs
/// a few dozen bytes however long the string is.
///
/// A 32-character hex sys_id is stored exactly; any other text is stored as two independent 64-bit hashes.
struct CompactKey: Hashable {
    private let high: UInt64
    private let low: UInt64

    init(_ text: String) {
        if text.utf8.count == 32, let high = UInt64(text.prefix(16), radix: 16),
            let low = UInt64(text.suffix(16), radix: 16)
        {
            self.high = high
            self.low = low
            return
        }
        var first = Hasher()
        first.combine(0x6E6F_7774_6170_6531 as UInt64)
        first.combine(text)
        var second = Hasher()
        second.combine(0x6E6F_7774_6170_6532 as UInt64)
        second.combine(text)
        // Set the top bit so a hashed key never equals a sys_id key.
        self.high = UInt64(bitPattern: Int64(first.finalize())) | (1 << 63)
        self.low = UInt64(bitPattern: Int64(second.finalize()))
    }
}
