import Foundation
import NowClient
import Testing

@Suite("NowClient: reading JSON bodies")
struct JSONParsingTests {
    @Test("a body reads into values of every kind, with escapes decoded and the last of a repeated key kept")
    func values() throws {
        let body = Data(
            #"{"result":[{"n":-2.5e1,"t":true,"f":false,"z":null,"s":"caf\u00e9 \ud83d\ude00 \"q\"\n"}],"k":1,"k":2}"#
                .utf8)
        let json = try JSON(parsing: body)
        let record = try #require(json["result"]?[0])
        #expect(record["n"] == .number(-25))
        #expect(record["t"] == .bool(true))
        #expect(record["f"] == .bool(false))
        #expect(record["z"] == .null)
        #expect(record["s"] == .string("café 😀 \"q\"\n"))
        #expect(json["k"] == .number(2))
        #expect(try JSON(parsing: Data("\"fragment\"".utf8)) == .string("fragment"))
    }

    @Test("a malformed body is a typed error naming the line and column, and keeps the body")
    func malformed() {
        #expect {
            _ = try JSON(parsing: Data("{\n  \"result\": [1, 2\n}".utf8))
        } throws: { error in
            guard let error = error as? NowClientError, error.kind == .invalidJSON else { return false }
            return error.reason?.hasPrefix("line 3, column 1:") == true && error.body?.contains("\"result\"") == true
        }
    }
}
