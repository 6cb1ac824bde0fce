import Foundation
import PlatformErrors
import Testing

@Suite("PlatformErrors: the platform's error envelope")
struct ErrorEnvelopeTests {
    @Test("written with message, detail and status in the platform's order, and read back")
    func roundTrip() throws {
        let envelope = ErrorEnvelope(message: "No Record found", detail: "Record doesn't exist")
        #expect(
            envelope.text
                == #"{"error":{"message":"No Record found","detail":"Record doesn't exist"},"status":"failure"}"#)
        let read = try #require(ErrorEnvelope(body: Data(envelope.text.utf8)))
        #expect(read == envelope)
    }

    @Test("a missing detail is null, and bodies that are not an envelope read as nil")
    func partsAndOthers() {
        #expect(ErrorEnvelope(message: "m", detail: nil).text.contains(#""detail":null"#))
        for body in [#"{"result":[]}"#, "[]", "not json", #"{"error":"text"}"#, ""] {
            #expect(ErrorEnvelope(body: Data(body.utf8)) == nil, "\(body)")
        }
        let partial = ErrorEnvelope(body: Data(#"{"error":{"message":"Only a message"}}"#.utf8))
        #expect(partial?.error.message == "Only a message")
        #expect(partial?.error.detail == nil)
        #expect(partial?.status == nil)
    }
}
