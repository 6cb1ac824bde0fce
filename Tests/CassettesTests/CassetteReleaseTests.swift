import Cassettes
import Foundation
import TestSupport
import Testing

@Suite("A cassette knows the release it was recorded from")
struct CassetteReleaseTests {
    static let read = CassetteRelease(
        name: "Zurich", build: "glide-zurich-07-01-2025__patch2-09-10-2025", source: .instance)

    static func cassette(_ release: CassetteRelease?) -> Cassette {
        Cassette(
            upstream: "https://dev1.service-now.com",
            interactions: [
                Interaction(
                    request: RecordedRequest(method: "GET", url: "https://dev1.service-now.com/api/now/table/incident"),
                    response: RecordedResponse(status: 200, body: Data(#"{"result":[]}"#.utf8)),
                    recordedAt: Date(timeIntervalSince1970: 0), duration: 0.01)
            ], release: release)
    }

    @Test("the release survives the cassette file and HAR, with its build and how it was known")
    func roundTrips() throws {
        let cassette = Self.cassette(Self.read)
        #expect(Self.read.name == "zurich")
        let text = CassetteCoder.encode(cassette)
        #expect(text.contains(#""release": {"#))
        #expect(try CassetteCoder.decode(Data(text.utf8)) == cassette)
        #expect(try HARImport.cassette(from: Data(HARExport.export(cassette).utf8)) == cassette)
        #expect("\(Self.read)" == "Zurich (glide-zurich-07-01-2025__patch2-09-10-2025), read from the instance")
    }

    @Test("a release object without a name or with an unknown source is refused, saying what to write")
    func malformed() {
        for (release, path) in [
            (#""zurich""#, "release:"), (#"{"source":"embedded"}"#, "release:"),
            (#"{"name":"zurich","source":"guessed"}"#, "release.source"),
            (#"{"name":"zurich","source":"stated","build":7}"#, "release.build"),
        ] {
            let text = #"{"nowtape_cassette":1,"release":\#(release),"interactions":[]}"#
            #expect {
                try CassetteCoder.decode(Data(text.utf8))
            } throws: { error in
                "\(error)".contains(path)
            }
        }
    }

    @Test("--release refuses a cassette from another release, and one that names none, saying how to go on")
    func mismatch() throws {
        try CassetteReleaseMismatch.check(Self.cassette(Self.read), path: "a.json", expected: "zurich")
        #expect {
            try CassetteReleaseMismatch.check(Self.cassette(Self.read), path: "a.json", expected: "australia")
        } throws: { error in
            "\(error)".contains("a.json was recorded on Zurich (read from the instance), not on Australia")
        }
        #expect {
            try CassetteReleaseMismatch.check(Self.cassette(nil), path: "b.json", expected: "zurich")
        } throws: { error in
            "\(error)".contains("b.json records no release")
        }
    }

    @Test("a recording names its policy's release, one read from the instance wins, and adding to another fails")
    func recording() throws {
        let folder = TestScratch.url("nowtape-release-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("c.json").path
        var policy = CassetteRecording.Policy()
        policy.mode = .record
        policy.release = CassetteRelease(name: "yokohama", source: .stated)
        let recording = try CassetteRecording(
            cassettePath: path, upstreamOrigin: "https://dev1.service-now.com", policy: policy)
        try recording.append(Self.cassette(nil).interactions[0])
        #expect(recording.release?.source == .stated)
        recording.noteRelease(Self.read)
        try recording.finish()
        #expect(try CassetteFile.read(path).release == Self.read)

        var adding = CassetteRecording.Policy()
        adding.mode = .new
        adding.release = CassetteRelease(name: "australia", source: .embedded)
        #expect {
            try CassetteRecording(cassettePath: path, upstreamOrigin: "https://dev1.service-now.com", policy: adding)
        } throws: { error in
            "\(error)".contains("was recorded on Zurich")
        }
    }
}
