import NowQuery
import Testing

/// A malformed query, where its error starts, the part lenient parsing drops, and the kind of problem.
struct MalformedCase: Sendable, CustomTestStringConvertible {
    let query: String
    let position: Int
    let fragment: String
    let reason: QueryParseError.Reason

    var testDescription: String { query }
}

@Suite("Malformed encoded queries")
struct MalformedQueryTests {
    static let cases: [MalformedCase] = [
        MalformedCase(query: "active=true^^priority=1", position: 12, fragment: "", reason: .emptyPart),
        MalformedCase(query: "active=true^", position: 12, fragment: "", reason: .emptyPart),
        MalformedCase(query: "=true", position: 0, fragment: "=true", reason: .missingField),
        MalformedCase(query: "a..b=1", position: 0, fragment: "a..b=1", reason: .invalidField("a..b")),
        MalformedCase(query: ".active=true", position: 0, fragment: ".active=true", reason: .invalidField(".active")),
        MalformedCase(query: "active", position: 6, fragment: "active", reason: .missingOperator(field: "active")),
        MalformedCase(
            query: "x=1^activeXX=1", position: 10, fragment: "activeXX=1",
            reason: .unknownOperator(field: "active", text: "XX=1")),
        MalformedCase(
            query: "Active=true", position: 0, fragment: "Active=true", reason: .missingField),
        MalformedCase(
            query: "assigned_toISEMPTYnow", position: 18, fragment: "assigned_toISEMPTYnow",
            reason: .unexpectedOperand(.isEmpty, text: "now")),
        MalformedCase(query: "priority<", position: 9, fragment: "priority<", reason: .missingOperand(.lessThan)),
        MalformedCase(
            query: "short_descriptionLIKE", position: 21, fragment: "short_descriptionLIKE",
            reason: .missingOperand(.like)),
        MalformedCase(query: "stateIN", position: 7, fragment: "stateIN", reason: .missingOperand(.isOneOf)),
        MalformedCase(
            query: "priorityBETWEEN1", position: 15, fragment: "priorityBETWEEN1",
            reason: .malformedOperand(.between, text: "1", expected: "two values joined by '@', as in 1@5")),
        MalformedCase(
            query: "priorityBETWEEN1@", position: 15, fragment: "priorityBETWEEN1@",
            reason: .malformedOperand(.between, text: "1@", expected: "two values joined by '@', as in 1@5")),
        MalformedCase(
            query: "opened_byDYNAMICme", position: 16, fragment: "opened_byDYNAMICme",
            reason: .malformedOperand(.dynamic, text: "me", expected: "a 32-character lower-case hex sys_id")),
        MalformedCase(
            query: "opened_bySAMEAS", position: 15, fragment: "opened_bySAMEAS",
            reason: .malformedOperand(
                .sameAs, text: "",
                expected: "another field's name, optionally with @<second|minute|hour|day|week|month|quarter|year>")),
        MalformedCase(
            query: "opened_atRELATIVEGT@fortnight@ago@1", position: 19, fragment: "opened_atRELATIVEGT@fortnight@ago@1",
            reason: .malformedOperand(
                .relativeAfter, text: "@fortnight@ago@1", expected: "@<unit>@ago|ahead@<count>, as in @hour@ago@1")),
        MalformedCase(
            query: "opened_atRELATIVEGT@hour@ago@x", position: 19, fragment: "opened_atRELATIVEGT@hour@ago@x",
            reason: .malformedOperand(
                .relativeAfter, text: "@hour@ago@x", expected: "@<unit>@ago|ahead@<count>, as in @hour@ago@1")),
        MalformedCase(
            query: "opened_atRELATIVEGT@hour@before@1", position: 19, fragment: "opened_atRELATIVEGT@hour@before@1",
            reason: .malformedOperand(
                .relativeAfter, text: "@hour@before@1", expected: "@<unit>@ago|ahead@<count>, as in @hour@ago@1")),
        MalformedCase(
            query: "opened_atONToday@javascript:gs.beginningOfToday()", position: 11,
            fragment: "opened_atONToday@javascript:gs.beginningOfToday()",
            reason: .malformedOperand(
                .on, text: "Today@javascript:gs.beginningOfToday()",
                expected:
                    "<label>@<start>@<end>, as in Today@javascript:gs.beginningOfToday()@javascript:gs.endOfToday()")),
        MalformedCase(
            query: "sla_due>=javascript:gs.eval('x')", position: 9, fragment: "sla_due>=javascript:gs.eval('x')",
            reason: .unsupportedScript("gs.eval('x')")),
        MalformedCase(
            query: "sla_due>=javascript:gs.daysAgoStart('zero')", position: 9,
            fragment: "sla_due>=javascript:gs.daysAgoStart('zero')",
            reason: .malformedScript("gs.daysAgoStart('zero')", expected: "gs.daysAgoStart(<number>)")),
        MalformedCase(
            query: "sla_due>=javascript:gs.daysAgoStart(0", position: 9,
            fragment: "sla_due>=javascript:gs.daysAgoStart(0",
            reason: .malformedScript("gs.daysAgoStart(0", expected: "a call such as gs.daysAgoStart(0)")),
        MalformedCase(
            query: "opened_atDATEPARTMonday@javascript:gs.datePart('dayofweek','monday','XX')", position: 17,
            fragment: "opened_atDATEPARTMonday@javascript:gs.datePart('dayofweek','monday','XX')",
            reason: .malformedOperand(
                .datePart, text: "Monday@javascript:gs.datePart('dayofweek','monday','XX')",
                expected: "<label>@javascript:gs.datePart('<part>','<value>','<EE|NE|GT|GE|LT|LE>')")),
        MalformedCase(query: "ORpriority=1", position: 0, fragment: "ORpriority=1", reason: .orWithoutCondition),
        MalformedCase(query: "NQpriority=1", position: 0, fragment: "NQpriority=1", reason: .newQueryWithoutCondition),
        MalformedCase(query: "a=1^ORbad", position: 9, fragment: "ORbad", reason: .missingOperator(field: "bad")),
        MalformedCase(query: "123TEXTQUERY321=", position: 0, fragment: "123TEXTQUERY321=", reason: .emptyKeywords),
        MalformedCase(
            query: "123TEXTQUERY321=a^123TEXTQUERY321=b", position: 18, fragment: "123TEXTQUERY321=b",
            reason: .duplicateKeywords),
        MalformedCase(query: "a=1^ORDERBY", position: 11, fragment: "ORDERBY", reason: .invalidOrderBy("")),
        MalformedCase(
            query: "a=1^ORDERBYDESCPriority", position: 15, fragment: "ORDERBYDESCPriority",
            reason: .invalidOrderBy("Priority")),
        MalformedCase(
            query: "sys_class_nameINSTANCEOF", position: 24, fragment: "sys_class_nameINSTANCEOF",
            reason: .malformedOperand(.instanceOf, text: "", expected: "a table name such as 'task'")),
        MalformedCase(
            query: "updatedMORETHANcreated@hour@ago@1", position: 15, fragment: "updatedMORETHANcreated@hour@ago@1",
            reason: .malformedOperand(
                .moreThan, text: "created@hour@ago@1",
                expected: "<field>@<unit>@before|after@<count>, as in sys_created_on@hour@after@1")),
    ]

    @Test("strict parsing reports the position, the part and the reason", arguments: cases)
    func strictParsingReports(_ example: MalformedCase) {
        #expect(throws: QueryParseError(position: example.position, fragment: example.fragment, reason: example.reason))
        {
            try EncodedQueryParser.parse(example.query)
        }
    }

    @Test("every error message names the position and the part, and says what to do", arguments: cases)
    func messagesAreActionable(_ example: MalformedCase) {
        let error = QueryParseError(position: example.position, fragment: example.fragment, reason: example.reason)
        #expect(error.description.contains("position \(example.position)"))
        #expect(error.description.contains("'\(example.fragment)'"))
        #expect(error.explanation.count > 20)
    }

    @Test("lenient parsing drops exactly the bad part and keeps the rest", arguments: cases)
    func lenientParsingDropsBadPart(_ example: MalformedCase) {
        let result = EncodedQueryParser.parseLeniently(example.query + "^priority=1")
        #expect(result.dropped.first?.position == example.position)
        let kept = result.query.groups.flatMap(\.clauses).flatMap(\.alternatives).map(\.encoded)
        #expect(kept.contains("priority=1"))
    }

    @Test("lenient parsing keeps the groups around a dropped part")
    func lenientKeepsStructure() {
        let result = EncodedQueryParser.parseLeniently("active=true^bogus^NQstate=6^ORstateXX^ORstate=7^ORDERBYnumber")
        #expect(result.query.encoded == "active=true^NQstate=6^ORstate=7^ORDERBYnumber")
        #expect(result.dropped.map(\.fragment) == ["bogus", "ORstateXX"])
    }
}
