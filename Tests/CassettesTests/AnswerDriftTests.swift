import Cassettes
import Foundation
import Testing

@Suite("Answer drift: what changed in kind, not in value")
struct AnswerDriftTests {
    static func answer(_ body: String, status: Int = 200, type: String = "application/json;charset=UTF-8")
        -> RecordedResponse
    {
        RecordedResponse(status: status, headers: ["content-type": type], body: Data(body.utf8))
    }

    static let recorded = answer(
        #"{"result":[{"number":"INC0010001","sys_updated_on":"2026-03-18 12:00:00","caller_id":{"link":"x","value":"y"},"count":"3"}]}"#
    )

    @Test("other values, other record counts, and an empty field where a reference was are not drift")
    func noise() {
        let current = Self.answer(
            #"{"result":[{"number":"INC0010999","sys_updated_on":"2026-11-28 09:30:00","caller_id":"","count":"12"},{"number":"INC0011000","sys_updated_on":"2026-11-28 09:31:00","caller_id":{"link":"a","value":"b"},"count":"0"}]}"#
        )
        #expect(AnswerDrift.between(recorded: Self.recorded, current: current).isEmpty)
        #expect(AnswerDrift.between(recorded: Self.recorded, current: Self.answer(#"{"result":[]}"#)).isEmpty)
    }

    @Test("added, removed and retyped fields, a changed status and a changed error are drift")
    func drift() {
        let reshaped = Self.answer(
            #"{"result":[{"number":"INC0010001","sys_updated_on":"03/18/2026 12:00","caller_id":{"link":"x","value":"y"},"state":"1"}]}"#
        )
        let found = AnswerDrift.between(recorded: Self.recorded, current: reshaped).map(\.description)
        #expect(
            found == [
                "removed result[].count (was text)", "added result[].state (text)",
                "retyped result[].sys_updated_on: date-time → text",
            ])
        let failed = Self.answer(
            #"{"error":{"message":"Operation Failed","detail":"ACL"},"status":"failure"}"#, status: 403)
        let refused = Self.answer(
            #"{"error":{"message":"Insufficient rights","detail":"ACL"},"status":"failure"}"#, status: 403)
        #expect(
            AnswerDrift.between(recorded: failed, current: refused).map(\.description) == [
                #"error error.message: "Operation Failed" → "Insufficient rights""#
            ])
        #expect(
            AnswerDrift.between(recorded: Self.recorded, current: failed).map(\.kind) == [.status, .error, .error])
        #expect(
            AnswerDrift.between(recorded: Self.recorded, current: Self.answer("<html></html>", type: "text/html"))
                .map(\.description) == ["body body: JSON → not JSON"])
    }

    @Test("the hibernation page is recognised by its markers when the answer is not JSON")
    func hibernation() {
        let page = #"<div class="instance-hibernating-page"><h1>Your instance is hibernating</h1></div>"#
        #expect(HibernationPage.matches(headers: ["content-type": "text/html;charset=UTF-8"], body: Data(page.utf8)))
        #expect(!HibernationPage.matches(headers: ["content-type": "application/json"], body: Data(page.utf8)))
        #expect(!HibernationPage.matches(headers: ["content-type": "text/html"], body: Data("<html>ok</html>".utf8)))
    }
}
