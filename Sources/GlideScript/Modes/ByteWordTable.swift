/// Byte strings grouped under small integer keys, stored flat: looking one up copies and retains nothing, which
/// matters to a lexer that asks for every name and punctuator of a script.
struct ByteWordTable: Sendable {
    /// One string: where its bytes are, how many there are, and the code it stands for.
    struct Entry: Sendable {
        let offset: Int
        let length: Int
        let code: UInt16
    }

    private let wordBytes: [UInt8]
    private let entries: [Entry]
    /// For each key, where its entries start; the last element is the end of the last key's entries.
    private let starts: [Int]

    /// A table of `words` under keys below `keyCount`; the words under one key keep the order they are given in.
    /// A word whose key is out of range is left out.
    init(keyCount: Int, words: [(key: Int, text: String, code: UInt16)]) {
        let kept = words.enumerated().filter { (0..<keyCount).contains($0.element.key) }
        let ordered = kept.sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }.map(\.element)
        var wordBytes: [UInt8] = []
        var entries: [Entry] = []
        var starts = [Int](repeating: 0, count: keyCount + 1)
        for word in ordered {
            entries.append(Entry(offset: wordBytes.count, length: word.text.utf8.count, code: word.code))
            wordBytes += Array(word.text.utf8)
            starts[word.key + 1] += 1
        }
        for key in 0..<keyCount { starts[key + 1] += starts[key] }
        self.wordBytes = wordBytes
        self.entries = entries
        self.starts = starts
    }

    /// The indices of the entries under `key`, in their order.
    func entries(forKey key: Int) -> Range<Int> { starts[key]..<starts[key + 1] }

    /// The entry at `index`.
    func entry(_ index: Int) -> Entry { entries[index] }

    /// Whether the bytes of entry `index` are at `position` of `text`.
    func matches(_ index: Int, in text: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        let entry = entries[index]
        guard position + entry.length <= text.count else { return false }
        for offset in 0..<entry.length where text[position + offset] != wordBytes[entry.offset + offset] {
            return false
        }
        return true
    }
}
