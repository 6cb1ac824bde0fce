import Foundation
import NowStore
import Testing

/// Registering a soup again with more paths keeps the columns already filled where they are.
@Suite("Soups widened at run time")
struct SoupWideningTests {
    @Test("new paths get columns filled from stored entries, and old paths keep answering")
    func widen() throws {
        let store = try NowStore()
        try store.registerSoup(
            "rows", indexSpecs: [IndexSpec(path: "b", type: .string), IndexSpec(path: "n", type: .integer)])
        try store.upsert(
            [["b": "beta", "n": 2, "a": "alpha", "m": 7], ["b": "other", "n": 3, "a": "", "m": 1]], into: "rows")
        // A new path sorts before the old ones, as a new table's fields may; positions must not shift.
        try store.registerSoup(
            "rows",
            indexSpecs: [
                IndexSpec(path: "a", type: .fullText), IndexSpec(path: "b", type: .string),
                IndexSpec(path: "m", type: .integer), IndexSpec(path: "n", type: .integer),
            ])
        let specs = try store.indexSpecs(of: "rows")
        #expect(specs.map(\.path) == ["b", "n", "a", "m"])
        #expect(specs.first { $0.path == "a" }?.type == .string)
        func paths(_ spec: QuerySpec) throws -> [String] {
            try store.query(spec).compactMap { row in
                if case .entry(let entry) = row { return entry["b"]?.text }
                return nil
            }
        }
        #expect(try paths(.exact("rows", path: "b", matchKey: .string("BETA"))) == ["beta"])
        #expect(try paths(.exact("rows", path: "a", matchKey: .string("alpha"))) == ["beta"])
        #expect(try paths(.range("rows", path: "m", beginKey: 5, endKey: 10)) == ["beta"])
        try store.upsert([["b": "third", "n": 4, "a": "gamma", "m": 6]], into: "rows")
        #expect(
            try paths(.range("rows", path: "m", beginKey: 5, endKey: 10)).sorted() == [
                "beta", "third",
            ])
        #expect(try paths(.exact("rows", path: "n", matchKey: 3)) == ["other"])
    }
}
