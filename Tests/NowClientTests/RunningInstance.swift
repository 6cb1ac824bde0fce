import NowInstance

/// Runs `body` with the base URL of an embedded instance started on a socket for `configuration`, and stops the
/// instance afterwards, whether `body` returns or throws.
func withRunningInstance(
    _ configuration: InstanceConfiguration, _ body: (String) async throws -> Void
) async throws {
    let instance = try await EmbeddedInstance.prepare(configuration)
    let running = try await instance.start()
    do {
        try await body(running.baseURL)
    } catch {
        await running.stop()
        throw error
    }
    await running.stop()
}
