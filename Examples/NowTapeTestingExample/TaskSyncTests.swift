import Foundation
import NowTapeEmbedded
import NowTapeTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite(.nowTape(embedded: .instance()))
struct TaskSyncTests {
    @Test(.cassette) func syncsTasks() async throws {
        let session = URLSession(configuration: try NowTape.urlSessionConfiguration)
        var sync = TaskSync(baseURL: try NowTape.baseURL, session: session)  // your code
        try await sync.run()
        #expect(sync.taskNumbers.count == 5)
    }
}
