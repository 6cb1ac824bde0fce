import Foundation
import Testing

/// docs/testing.md shows only code that compiles and passes: each of its Swift blocks with a test in it appears,
/// line for line, in the example test target that `swift test` builds and runs.
@Suite struct DocumentationExamplesTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The lines of `text` without their indentation, so a block may sit at another depth than in its file.
    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.drop { $0 == " " })
        }
    }

    @Test func everyTestInTheGuideIsInTheExamples() throws {
        let guide = try String(contentsOf: Self.root.appendingPathComponent("docs/testing.md"), encoding: .utf8)
        let blocks = guide.components(separatedBy: "```swift\n").dropFirst().compactMap {
            $0.components(separatedBy: "\n```").first
        }.filter { $0.contains("@Test") }
        #expect(blocks.count >= 3)
        let folder = Self.root.appendingPathComponent("Examples/NowTapeTestingExample")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        let sources = try files.map {
            Self.lines(try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
        }
        for block in blocks {
            let wanted = Self.lines(block)
            let found = sources.contains { source in
                source.count >= wanted.count
                    && (0...(source.count - wanted.count)).contains {
                        Array(source[$0..<($0 + wanted.count)]) == wanted
                    }
            }
            #expect(found, "This block of docs/testing.md is not in Examples/NowTapeTestingExample:\n\(block)")
        }
    }
}
