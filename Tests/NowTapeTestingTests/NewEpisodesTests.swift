import Foundation
import NowClient
import NowTapeEmbedded
import NowTapeTesting
import Testing

@Suite("Mode new: a test replays what its cassette holds and records what is new into it")
struct NewEpisodesTests {
    @Test("a second run in mode new answers the first run's requests from the cassette and appends the new one")
    func appendsOnlyWhatIsNew() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let first = try await NowTape.withCassette("episodes", settings: folder.settings(.record)) { client in
            try await client.table.create("incident", values: ["short_description": .string("First")])["number"]?
                .text
        }
        let recorded = try CassetteFile.read(folder.cassette("episodes"))
        #expect(recorded.interactions.count == 1)

        let (again, listed) = try await NowTape.withCassette("episodes", settings: folder.settings(.new)) { client in
            // The same create as before, answered from the cassette: the fresh instance behind it never sees it.
            let again = try await client.table.create("incident", values: ["short_description": .string("First")])
            let listed = try await client.table.fetchList(
                "incident", query: [("sysparm_query", "short_description=First"), ("sysparm_fields", "number")])
            return (again["number"]?.text, listed.count)
        }
        #expect(again == first)
        #expect(listed == 0, "the list went to a fresh instance, where the replayed create never happened")
        let cassette = try CassetteFile.read(folder.cassette("episodes"))
        #expect(cassette.interactions.count == 2)
        #expect(cassette.interactions.first == recorded.interactions.first)
        #expect(cassette.interactions.last?.request.method == "GET")
    }
}
