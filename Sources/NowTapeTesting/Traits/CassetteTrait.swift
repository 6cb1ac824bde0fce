import Testing

/// Gives a test a NowTape session over its cassette: `@Test(.cassette)` names the cassette after the test,
/// `@Test(.cassette("name"))` names it. Inside the test, `NowTape.client()` is a client of that session.
public struct CassetteTrait: TestTrait, TestScoping {
    /// The cassette's name, or nil for the test's own name.
    public let name: String?

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> CassetteTrait? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let settings = NowTapeSettingsTrait.settings(for: test)
        let path = CassetteNaming.path(
            name: name ?? CassetteNaming.name(of: test), settings: settings, testFile: test.sourceLocation.filePath)
        try await NowTape.run(cassettePath: path, settings: settings, sourceLocation: test.sourceLocation) { _ in
            try await function()
        }
    }
}

extension Trait where Self == CassetteTrait {
    /// A cassette named after the test, in the suite's cassettes folder.
    public static var cassette: Self { CassetteTrait(name: nil) }

    /// The cassette `name` (`name.json`) in the suite's cassettes folder.
    public static func cassette(_ name: String) -> Self { CassetteTrait(name: name) }
}
