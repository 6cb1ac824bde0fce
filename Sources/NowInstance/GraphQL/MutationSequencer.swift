/// Runs a request's writes one at a time in the order the mutation lists them, as GraphQL requires of top-level
/// mutation fields, even though the engine resolves the fields under `GlideRecord_Mutation` side by side.
actor MutationSequencer {
    private var next = 0
    private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]

    /// Runs `write` once every write listed before `position` has finished. A nil position runs at once.
    func run<T: Sendable>(at position: Int?, _ write: @Sendable () async throws -> T) async throws -> T {
        guard let position else { return try await write() }
        if position > next {
            await withCheckedContinuation { waiting[position] = $0 }
        }
        let result: Result<T, any Error>
        do {
            result = .success(try await write())
        } catch {
            result = .failure(error)
        }
        next = max(next, position + 1)
        waiting.removeValue(forKey: next)?.resume()
        return try result.get()
    }
}
