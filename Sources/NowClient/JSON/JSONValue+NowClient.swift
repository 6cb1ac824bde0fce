import Foundation
import JSONText

/// Parsing, encoding and decoding with NowClient's errors, for the package's one JSON value type.
extension JSONValue {
    /// Parses `data`, or throws `NowClientError.invalidJSON` naming the line, the column and what was wrong.
    public init(parsing data: Data) throws(NowClientError) {
        do {
            self = try JSONParser.parse(data)
        } catch {
            throw .invalidJSON(reason: "\(error)", body: String(decoding: data.prefix(2_000), as: UTF8.self))
        }
    }

    /// Encodes any `Encodable` value as JSON.
    public init(encoding value: some Encodable) throws(NowClientError) {
        try self.init(parsing: try JSONDecoding.encode(value))
    }

    /// Decodes this value as `T`, or throws `NowClientError.decoding` naming the type and the place.
    public func decode<T: Decodable>(_ type: T.Type) throws(NowClientError) -> T {
        try JSONDecoding.decode(T.self, from: data)
    }

    /// Compact JSON bytes, keys in their order.
    public var data: Data { Data(JSONWriter.compactBytes(self)) }
}

/// Encodes typed values to JSON bytes and decodes them straight from JSON bytes, with NowClient's errors.
enum JSONDecoding {
    /// The `result` member of an API response, the platform's envelope for a record or a list.
    private struct ResultEnvelope<Result: Decodable>: Decodable {
        let result: Result
    }

    /// `value` as JSON bytes with sorted keys, so the same value always sends the same bytes (Foundation's encoder
    /// on Linux otherwise orders keys by hash), or `NowClientError.encoding` naming its type.
    static func encode(_ value: some Encodable) throws(NowClientError) -> Data {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return try encoder.encode(value)
        } catch {
            throw .encoding(type: "\(type(of: value))", reason: "\(error)")
        }
    }

    /// The `result` of `response`'s body decoded as `T`, without building a JSON value first.
    static func result<T: Decodable>(_ type: T.Type, of response: NowHTTPResponse) throws(NowClientError) -> T {
        try decode(ResultEnvelope<T>.self, from: response.body).result
    }

    /// Decodes `data` as `T`, or throws `NowClientError.decoding` naming the type and the place.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(NowClientError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw .decoding(
                type: "\(T.self)", reason: DecodingFailure.describe(error),
                body: String(decoding: data.prefix(2_000), as: UTF8.self))
        }
    }
}
