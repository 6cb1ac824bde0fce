import Foundation
import PushPayloads
import Testing

/// The payload files beside this test: the examples of the mobile push documentation, one per behaviour.
let payloadDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Payloads")

func payload(_ json: String) throws -> PushPayload {
    try PushPayload(json: Data(json.utf8))
}

func codes(_ json: String) throws -> [String] {
    PushPayloadValidator.validate(try payload(json)).map(\.code)
}

@Suite("Push payloads: the model and its validation")
struct PushPayloadValidatorTests {
    @Test(
        "the documented payloads are valid",
        arguments: [
            "record", "web-path", "approve-reject-foreground", "yes-no-background", "accept-decline-foreground",
            "approve-reject-background",
        ])
    func documentedPayloads(name: String) throws {
        let data = try Data(contentsOf: payloadDirectory.appendingPathComponent("\(name).json"))
        let payload = try PushPayload(json: data)
        #expect(PushPayloadValidator.validate(payload).isEmpty)
        #expect(payload.aps?.sound == "default")
    }

    @Test("the model reads aps, record, web_path and scripts")
    func model() throws {
        let data = try Data(contentsOf: payloadDirectory.appendingPathComponent("approve-reject-foreground.json"))
        let payload = try PushPayload(json: data)
        #expect(payload.aps?.category == "approve_reject_foreground")
        #expect(payload.record?.table == "incident")
        #expect(payload.record?.sysID == "46d44a5dc0a8010e0198c6e1b8f5e9a3")
        #expect(payload.scripts["approve_foreground"] == "333ecc6253020200601fa3fc9ec58727")
        #expect(payload.webPath == nil)
    }

    @Test("the six categories and their button identifiers")
    func categories() {
        #expect(PushCategory.allCases.count == 6)
        #expect(
            PushCategory.approveRejectForeground.buttons.map(\.identifier) == [
                "approve_foreground", "reject_foreground",
            ])
        #expect(PushCategory.yesNoBackground.buttons.map(\.identifier) == ["yes_background", "no_background"])
        #expect(PushCategory.acceptDeclineBackground.buttons.map(\.title) == ["Accept", "Decline"])
        #expect(PushCategory.yesNoForeground.opensApp && !PushCategory.yesNoBackground.opensApp)
    }

    @Test("an unknown category is an error that lists the known ones")
    func unknownCategory() throws {
        let findings = PushPayloadValidator.validate(
            try payload(#"{"aps":{"category":"snooze_foreground"},"web_path":"$vtb.do"}"#))
        #expect(findings.map(\.code) == ["push.unknown-category"])
        #expect(findings.first?.message.contains("approve_reject_foreground") == true)
    }

    @Test("scripts keys must be the category's buttons")
    func wrongButtons() throws {
        let found = try codes(
            #"{"aps":{"category":"yes_no_foreground"},"record":{"table":"incident","sys_id":"a"},"scripts":{"yes_background":"1","no_foreground":"2"}}"#
        )
        #expect(found == ["push.unknown-button"])
    }

    @Test("a record without table or sys_id is an error")
    func incompleteRecord() throws {
        #expect(try codes(#"{"aps":{"sound":"default"},"record":{"table":"incident"}}"#) == ["push.incomplete-record"])
        #expect(try codes(#"{"aps":{"sound":"default"},"record":{"sys_id":"abc"}}"#) == ["push.incomplete-record"])
        #expect(
            try codes(#"{"aps":{"sound":"default"},"record":{"table":"","sys_id":""}}"#) == ["push.incomplete-record"])
    }

    @Test("web_path with record is a note that web_path wins")
    func webPathWins() throws {
        let findings = PushPayloadValidator.validate(
            try payload(#"{"aps":{"sound":"default"},"web_path":"$vtb.do","record":{"table":"incident","sys_id":"a"}}"#)
        )
        #expect(findings.map(\.code) == ["push.web-path-wins"])
        #expect(findings.first?.severity == .note)
    }

    @Test("buttons without a category are an error")
    func buttonsWithoutCategory() throws {
        #expect(
            try codes(
                #"{"aps":{"sound":"default"},"record":{"table":"t","sys_id":"a"},"scripts":{"approve_foreground":"1"}}"#
            )
                == ["push.buttons-without-category"])
    }

    @Test("custom button titles are an error wherever they are tried")
    func customTitles() throws {
        #expect(
            try codes(#"{"aps":{"category":"yes_no_foreground","actions":[{"title":"Sure"}]},"web_path":"x"}"#)
                == ["push.custom-button-titles"])
        #expect(
            try codes(
                #"{"aps":{"category":"yes_no_foreground"},"web_path":"x","scripts":{"yes_foreground":{"sys_id":"1","title":"Sure"}}}"#
            ) == ["push.custom-button-titles"])
        #expect(
            try codes(#"{"aps":{"sound":"default"},"web_path":"x","buttons":["Go"]}"#) == ["push.custom-button-titles"])
    }

    @Test("text that is not a JSON object gets an error that shows the expected shape")
    func notAnObject() {
        #expect(throws: PushPayloadError.notAnObject) { try payload("[1, 2]") }
        #expect { try payload("{aps:") } throws: { error in "\(error)".contains("buildJSON must return an object") }
    }
}
