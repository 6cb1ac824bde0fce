import Foundation
import NowClient
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Serves URLSession requests from NowTape sessions in the same process, so app code and SDKs built on URLSession
/// replay, record or reach the embedded instance as the test's mode says. Use `NowTape.urlSessionConfiguration`.
///
/// URLSession makes its protocol objects itself, on its own threads, and shows them neither the session nor the
/// configuration's extra headers. So each NowTape session's configuration names a protocol class of its own, a
/// generic subclass of this one, and the class says which session its requests belong to.
public class NowTapeURLProtocol: URLProtocol {
    /// The sessions with a configuration handed out, by protocol class, until each ends.
    private static let registry = Mutex(SlotRegistry())
    private let running = Mutex<Task<Void, Never>?>(nil)

    /// An ephemeral configuration whose requests go to `session`.
    static func configuration(for session: NowTapeSession) -> URLSessionConfiguration {
        let protocolClass = registry.withLock { $0.protocolClass(for: session) }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [protocolClass]
        return configuration
    }

    /// Forgets `session` once it has ended, freeing its protocol class for another session.
    static func forget(_ session: NowTapeSession) {
        registry.withLock { $0.release(session) }
    }

    public override class func canInit(with request: URLRequest) -> Bool {
        registry.withLock { $0.session(for: ObjectIdentifier(self)) } != nil
    }

    public override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    public override func startLoading() {
        let request = self.request
        let protocolClass = ObjectIdentifier(type(of: self))
        guard let session = Self.registry.withLock({ $0.session(for: protocolClass) }) else {
            client?.urlProtocol(
                self,
                didFailWithError: URLError(
                    .cannotConnectToHost,
                    userInfo: [
                        NSLocalizedDescriptionKey:
                            "The NowTape session of this URLSession has ended; make the URLSession inside the test"
                    ]))
            return
        }
        let outgoing: NowHTTPRequest
        do {
            outgoing = try Self.nowRequest(request)
        } catch {
            let message = "A URLSession request through NowTape was refused: \(error)"
            session.fail(message)
            client?.urlProtocol(
                self, didFailWithError: URLError(.badURL, userInfo: [NSLocalizedDescriptionKey: message]))
            return
        }
        let loader = Loader(protocolObject: self)
        let task = Task {
            do {
                let response = try await session.transport.send(outgoing)
                loader.protocolObject.deliver(response, for: outgoing.url)
            } catch {
                session.fail("A URLSession request through NowTape failed: \(error)")
                loader.protocolObject.client?.urlProtocol(
                    loader.protocolObject, didFailWithError: URLError(.cannotConnectToHost))
            }
        }
        running.withLock { $0 = task }
    }

    public override func stopLoading() {
        running.withLock { $0?.cancel() }
    }

    private func deliver(_ response: NowHTTPResponse, for address: String) {
        guard let url = URL(string: address) else { return }
        var fields: [String: String] = [:]
        for field in response.headers {
            #if canImport(FoundationNetworking)
                // FoundationNetworking answers a 401 carrying WWW-Authenticate with an authentication challenge that a
                // URLProtocol of its own cannot complete, and the task never ends. The app still gets the 401 and
                // its body; only the challenge's header is left out.
                if response.status == 401, field.name == .wwwAuthenticate { continue }
            #endif
            let name = field.name.rawName
            fields[name] = fields[name].map { $0 + ", " + field.value } ?? field.value
        }
        guard
            let head = HTTPURLResponse(
                url: url, statusCode: response.status, httpVersion: "HTTP/1.1", headerFields: fields)
        else { return }
        client?.urlProtocol(self, didReceive: head, cacheStoragePolicy: .notAllowed)
        if !response.body.isEmpty { client?.urlProtocol(self, didLoad: response.body) }
        client?.urlProtocolDidFinishLoading(self)
    }

    /// The request as NowClient's transports take it, with its body read from the stream URLSession may give. A
    /// header name that is not a token is refused, naming it, rather than dropped: the app would otherwise be tested
    /// without a header it believes it sends.
    static func nowRequest(_ request: URLRequest) throws(InvalidFieldNameError) -> NowHTTPRequest {
        let headers = try HTTPFields(
            validating: (request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        return NowHTTPRequest(
            method: request.httpMethod ?? "GET", url: request.url?.absoluteString ?? "", headers: headers,
            body: request.httpBody ?? request.httpBodyStream.map(readAll) ?? Data())
    }

    private static func readAll(_ stream: InputStream) -> Data {
        var data = Data()
        stream.open()
        defer { stream.close() }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = stream.read(&buffer, maxLength: buffer.count)
            if count <= 0 { break }
            data.append(buffer, count: count)
        }
        return data
    }
}

/// The protocol object, handed to the task that loads its request. URLSession calls the object from one thread at a
/// time, and the task is its only other user until it reports the end of loading.
private struct Loader: @unchecked Sendable {
    let protocolObject: NowTapeURLProtocol
}

/// Which protocol class each session with a URLSession configuration uses. Classes are made on demand and reused
/// once their session ends, so parallel tests each have one and a long run makes only as many as ran at once.
private struct SlotRegistry {
    private var classes: [NowTapeURLProtocol.Type] = []
    private var sessions: [ObjectIdentifier: NowTapeSession] = [:]

    mutating func protocolClass(for session: NowTapeSession) -> NowTapeURLProtocol.Type {
        if let taken = classes.first(where: { sessions[ObjectIdentifier($0)] === session }) { return taken }
        let free =
            classes.first { sessions[ObjectIdentifier($0)] == nil }
            ?? {
                let made = ProtocolSlots.protocolClass(number: classes.count)
                classes.append(made)
                return made
            }()
        sessions[ObjectIdentifier(free)] = session
        return free
    }

    func session(for protocolClass: ObjectIdentifier) -> NowTapeSession? { sessions[protocolClass] }

    mutating func release(_ session: NowTapeSession) {
        for (key, value) in sessions where value === session { sessions[key] = nil }
    }
}

/// Distinct protocol classes made from one generic subclass: the n-th is specialized on n nested markers.
private enum ProtocolSlots {
    static func protocolClass(number: Int) -> NowTapeURLProtocol.Type {
        var marker: any SlotMarker.Type = SlotZero.self
        for _ in 0..<number { marker = next(after: marker) }
        return slot(marker)
    }

    private static func next<Marker: SlotMarker>(after marker: Marker.Type) -> any SlotMarker.Type {
        SlotNext<Marker>.self
    }

    private static func slot<Marker: SlotMarker>(_ marker: Marker.Type) -> NowTapeURLProtocol.Type {
        NowTapeURLProtocolSlot<Marker>.self
    }
}

private protocol SlotMarker {}
private enum SlotZero: SlotMarker {}
private enum SlotNext<Previous: SlotMarker>: SlotMarker {}

/// One session's protocol class.
private final class NowTapeURLProtocolSlot<Marker: SlotMarker>: NowTapeURLProtocol {}
