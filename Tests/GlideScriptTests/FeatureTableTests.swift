import GlideScript
import Testing

@Suite("The platform's JavaScript feature table")
struct FeatureTableTests {
    @Test("every row of the page is there, with both modes on every release")
    func everyRow() {
        let rows = FeatureSupportTable.rows
        #expect(rows.count == 924)
        #expect(rows.map(\.id) == Array(1...924))
        #expect(rows.allSatisfy { !$0.group.isEmpty && !$0.feature.isEmpty })
    }

    @Test("the rows the release notes name change where the page says they do")
    func releaseDifferences() throws {
        let promise = try #require(FeatureSupportTable.row(584))
        #expect(promise.name == "Promise: basic functionality")
        #expect(
            PlatformRelease.allCases.map { promise.support(in: .es12, on: $0) } == [
                .disallowed, .disallowed, .supported, .supported,
            ])
        #expect(promise.supportedFrom(in: .es12, after: .yokohama) == .zurich)
        let reflect = try #require(FeatureSupportTable.row(564))
        #expect(PlatformRelease.allCases.allSatisfy { reflect.support(in: .es12, on: $0) == .disallowed })
        let asyncGenerators = try #require(FeatureSupportTable.row(103))
        #expect(asyncGenerators.support(in: .es12, on: .australia) == .disallowed)
        let constant = try #require(FeatureSupportTable.row(316))
        #expect(constant.support(in: .es5Standards, on: .xanadu) == .supported)
        let arrow = try #require(FeatureSupportTable.row(351))
        #expect(arrow.support(in: .es5Standards, on: .australia) == .notSupported)
    }

    @Test("no row loses support from one release to the next, and the ES5 column never changes")
    func monotonic() {
        for row in FeatureSupportTable.rows {
            let es12 = PlatformRelease.allCases.map { row.support(in: .es12, on: $0) }
            for (earlier, later) in zip(es12, es12.dropFirst()) where earlier == .supported {
                #expect(later == .supported, "\(row.name)")
            }
            #expect(Set(PlatformRelease.allCases.map { row.support(in: .es5Standards, on: $0) }).count == 1)
        }
    }

    @Test("modes and releases read the platform's names")
    func names() {
        #expect(ScriptMode(jsLevel: "es_latest") == .es12)
        #expect(ScriptMode(jsLevel: "helsinki_es5") == .es5Standards)
        #expect(ScriptMode(jsLevel: "traditional") == .compatibility)
        #expect(ScriptMode(jsLevel: "es6") == nil)
        #expect(ScriptMode.applicationDefault(scope: "x_acme_app") == .es12)
        #expect(ScriptMode.applicationDefault(scope: "global") == .es5Standards)
        #expect(PlatformRelease(name: "Zurich") == .zurich)
        #expect(PlatformRelease.newest == .australia)
        #expect(PlatformRelease(name: "washington") == nil)
    }
}
