import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// Sends one HTTP request and returns its response. NowClient talks to the network only through this, so a test or
/// the scenario runner can watch, record or replace every exchange.
public protocol NowTransport: Sendable {
    /// Sends `request` and returns the whole response, or throws `NowClientError.transport`.
    func send(_ request: NowHTTPRequest) async throws(NowClientError) -> NowHTTPResponse
}

/// The transport on AsyncHTTPClient: connection pooling, TLS through NIOSSL, and a time limit per request.
public struct HTTPClientTransport: NowTransport {
    /// The client shared by every transport that is not given one. It lives as long as the process. It makes no
    /// tracing spans: NowClient does not trace, and a span per request costs time even with no tracer installed.
    public static let sharedClient: HTTPClient = {
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .disallow, decompression: .enabled(limit: .none))
        configuration.tracing.tracer = nil
        return HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }()

    /// The client that sends requests.
    public let client: HTTPClient
    /// How long one request may take from start to the end of its response.
    public let timeout: TimeAmount
    /// The largest response body read into memory.
    public let maximumBodySize: Int

    /// A transport on `client` (the shared one by default).
    public init(
        client: HTTPClient = HTTPClientTransport.sharedClient, timeout: TimeAmount = .seconds(60),
        maximumBodySize: Int = 64 * 1024 * 1024
    ) {
        self.client = client
        self.timeout = timeout
        self.maximumBodySize = maximumBodySize
    }

    public func send(_ request: NowHTTPRequest) async throws(NowClientError) -> NowHTTPResponse {
        var outgoing = Self.outgoing(request)
        if !request.body.isEmpty { outgoing.body = .bytes(ByteBuffer(bytes: request.body)) }
        do {
            let response = try await client.execute(outgoing, timeout: timeout)
            let body = try await response.body.collect(upTo: maximumBodySize)
            return NowHTTPResponse(
                status: Int(response.status.code), headers: Self.describingDecodedBody(response.headers),
                body: Data(body.readableBytesView))
        } catch let error as NIOTooManyBytesError {
            throw .transport(
                method: request.method, url: request.url,
                reason: "the response body is over \(maximumBodySize) bytes (\(error)); raise maximumBodySize")
        } catch {
            throw .transport(method: request.method, url: request.url, reason: "\(error)")
        }
    }

    /// The response's headers for the body as it is returned. AsyncHTTPClient decodes a gzip or deflate body but
    /// passes the headers on as they came, so a `Content-Encoding` and a `Content-Length` of the compressed bytes
    /// would describe a body nobody holds; a recording that kept them would replay a plain body as if compressed.
    static func describingDecodedBody(_ headers: HTTPHeaders) -> HTTPFields {
        // The same test the decompressor makes: the first coding, gzip or deflate.
        let encoding = headers[canonicalForm: "Content-Encoding"].first?.lowercased()
        guard let encoding, ["gzip", "deflate"].contains(encoding) else { return HTTPFields(parsed: headers) }
        var decoded = headers
        decoded.remove(name: "Content-Encoding")
        decoded.remove(name: "Content-Length")
        return HTTPFields(parsed: decoded)
    }

    /// `request`'s method, URL and headers as AsyncHTTPClient sends them, without a body.
    static func outgoing(_ request: NowHTTPRequest) -> HTTPClientRequest {
        var outgoing = HTTPClientRequest(url: request.url)
        outgoing.method = HTTPMethod(rawValue: request.method)
        for field in request.headers { outgoing.headers.add(name: field.name.rawName, value: field.value) }
        return outgoing
    }
}
