import Synchronization

/// Remembers how many entries recent queries matched, per soup, until the soup is next written.
///
/// Paging through a result asks for the same count on every page; a count over a large soup costs a scan, so it is
/// kept until an upsert or removal in that soup makes it stale. Writes bump the soup's generation after they commit,
/// so a count read before a commit can never be taken for the state after it.
final class QueryCountCache: Sendable {
    private struct State {
        var generations: [String: Int] = [:]
        var counts: [String: (generation: Int, count: Int)] = [:]
    }

    private let state = Mutex(State())
    /// How many counts are kept before the cache starts over.
    let capacity = 512

    /// The soup's current generation.
    func generation(_ soup: String) -> Int {
        state.withLock { $0.generations[soup, default: 0] }
    }

    /// The cached count for `key` if it was computed at the soup's current generation.
    func count(soup: String, key: String) -> Int? {
        state.withLock { state in
            guard let cached = state.counts[soup + "\u{0}" + key],
                cached.generation == state.generations[soup, default: 0]
            else { return nil }
            return cached.count
        }
    }

    /// Keeps a count computed at `generation`.
    func store(_ count: Int, soup: String, key: String, generation: Int) {
        state.withLock { state in
            if state.counts.count >= capacity { state.counts.removeAll(keepingCapacity: true) }
            state.counts[soup + "\u{0}" + key] = (generation, count)
        }
    }

    /// Marks every count of `soup` stale.
    func invalidate(_ soup: String) {
        state.withLock { $0.generations[soup, default: 0] += 1 }
    }
}
