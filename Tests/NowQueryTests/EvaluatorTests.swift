import NowQuery
import Testing

@Suite("Evaluating encoded queries")
struct EvaluatorTests {
    static let expectations: [(String, [String])] = [
        ("active=true", ["INC0001", "INC0002", "INC0004"]),
        ("active=TRUE", ["INC0001", "INC0002", "INC0004"]),
        ("active!=true", ["INC0003"]),
        ("short_description=email is broken", ["INC0001"]),
        ("priority<3", ["INC0001", "INC0003"]),
        ("priority>=3", ["INC0002", "INC0004"]),
        ("priority>2", ["INC0002", "INC0004"]),
        ("priority<=2", ["INC0001", "INC0003"]),
        ("business_duration>1.75", ["INC0002", "INC0003"]),
        ("priorityBETWEEN2@3", ["INC0002", "INC0003"]),
        ("priorityIN1,10", ["INC0001", "INC0004"]),
        ("priorityNOT IN1,10", ["INC0002", "INC0003"]),
        ("short_descriptionLIKEBROKEN", ["INC0001", "INC0003"]),
        ("short_descriptionNOT LIKEbroken", ["INC0002", "INC0004"]),
        ("short_descriptionSTARTSWITHprinter", ["INC0003"]),
        ("short_descriptionENDSWITHhour", ["INC0002"]),
        ("assigned_toISEMPTY", ["INC0002"]),
        ("assigned_to=", ["INC0002"]),
        ("assigned_toISNOTEMPTY", ["INC0001", "INC0003", "INC0004"]),
        ("assigned_to!=", ["INC0001", "INC0003", "INC0004"]),
        ("assigned_toANYTHING", ["INC0001", "INC0002", "INC0003", "INC0004"]),
        ("descriptionEMPTYSTRING", ["INC0002"]),
        ("assigned_to=Abel Tuter", ["INC0001", "INC0004"]),
        ("assigned_to=\(Fixtures.abel)", ["INC0001", "INC0004"]),
        ("assigned_toLIKEtuter", ["INC0001", "INC0004"]),
        ("assigned_to!=Abel Tuter", ["INC0003"]),
        ("assigned_toSAMEAScaller_id", ["INC0003", "INC0004"]),
        ("assigned_toNSAMEAScaller_id", ["INC0001"]),
        ("reassignment_countGT_FIELDpriority", ["INC0001", "INC0003"]),
        ("reassignment_countLT_FIELDpriority", ["INC0002", "INC0004"]),
        ("reassignment_countGT_OR_EQUALS_FIELDpriority", ["INC0001", "INC0003"]),
        ("reassignment_countLT_OR_EQUALS_FIELDpriority", ["INC0002", "INC0004"]),
        ("assigned_toDYNAMIC90d1921e5f510100a9ad2572f2b477fe", ["INC0003"]),
        ("sys_class_nameINSTANCEOFtask", ["INC0001", "INC0002", "INC0003", "INC0004"]),
        ("caller_id=javascript:gs.getUserID()", ["INC0001", "INC0003"]),
        ("assigned_to.department.name=Network", ["INC0001", "INC0004"]),
        ("caller_id.vip=true", ["INC0002", "INC0004"]),
        ("escalation=2^ORescalation=3", ["INC0001", "INC0003"]),
        ("active=true^escalation=2^ORescalation=3", ["INC0001"]),
        ("active=true^escalation=2^NQescalation=3", ["INC0001", "INC0003"]),
        ("stateVALCHANGES", []),
        // Dates against the fixed clock, Wednesday 2026-03-18 12:00:00.
        ("opened_atONToday@javascript:gs.beginningOfToday()@javascript:gs.endOfToday()", ["INC0001"]),
        (
            "opened_atNOTONToday@javascript:gs.beginningOfToday()@javascript:gs.endOfToday()",
            ["INC0002", "INC0003", "INC0004"]
        ),
        ("sla_due>=javascript:gs.daysAgoStart(0)", ["INC0001", "INC0004"]),
        ("sla_due<javascript:gs.daysAgoStart(0)", ["INC0002", "INC0003"]),
        ("opened_at>=javascript:gs.beginningOfThisWeek()", ["INC0001", "INC0002", "INC0004"]),
        ("opened_at<javascript:gs.beginningOfThisMonth()", ["INC0003"]),
        ("opened_atRELATIVEGT@hour@ago@3", ["INC0001"]),
        ("opened_atRELATIVELT@dayofweek@ago@1", ["INC0003", "INC0004"]),
        ("opened_atRELATIVEGE@month@ago@1", ["INC0001", "INC0002", "INC0003", "INC0004"]),
        ("opened_atRELATIVELE@week@ago@2", ["INC0003"]),
        ("opened_atRELATIVEEE@dayofweek@ago@1", ["INC0002"]),
        ("opened_atDATEPARTMonday@javascript:gs.datePart('dayofweek','monday','EE')", ["INC0004"]),
        ("opened_atDATEPARTFebruary@javascript:gs.datePart('month','february','EE')", ["INC0003"]),
        ("opened_atDATEPARTAfter hour 9@javascript:gs.datePart('hour','9','GE')", ["INC0001", "INC0002", "INC0004"]),
        (
            "opened_atBETWEENjavascript:gs.dateGenerate('2026-03-16','start')@javascript:gs.dateGenerate('2026-03-17','end')",
            ["INC0002", "INC0004"]
        ),
        ("opened_atBETWEEN2026-03-17 00:00:00@2026-03-18 10:00:00", ["INC0001", "INC0002"]),
        ("sla_dueMORETHANopened_at@hour@after@23", ["INC0001", "INC0003", "INC0004"]),
        ("sla_dueLESSTHANopened_at@hour@after@25", ["INC0001", "INC0003"]),
        ("123TEXTQUERY321=broken", ["INC0001", "INC0003"]),
        ("123TEXTQUERY321=iOS 13 | iOS 14", ["INC0004"]),
        ("123TEXTQUERY321=\"floor 3\"^active=false", ["INC0003"]),
        // Conditions on fields the table does not have are ignored, as on the platform.
        ("no_such_field=1^active=false", ["INC0003"]),
        ("caller_id.no_such_field=1^active=false", ["INC0003"]),
    ]

    @Test("operators compare by field type", arguments: expectations.indices)
    func operatorSemantics(index: Int) throws {
        let (query, expected) = Self.expectations[index]
        #expect(try Fixtures.numbers(query) == expected, "\(query)")
    }

    @Test("ORDERBY chains sort typed values, empties first ascending")
    func ordering() throws {
        #expect(try Fixtures.numbers("ORDERBYpriority") == ["INC0001", "INC0003", "INC0002", "INC0004"])
        #expect(try Fixtures.numbers("ORDERBYDESCpriority") == ["INC0004", "INC0002", "INC0003", "INC0001"])
        #expect(
            try Fixtures.numbers("ORDERBYassigned_to^ORDERBYDESCopened_at") == [
                "INC0002", "INC0001", "INC0004", "INC0003",
            ])
        #expect(try Fixtures.numbers("active=true^ORDERBYDESCopened_at") == ["INC0001", "INC0002", "INC0004"])
        #expect(
            try Fixtures.numbers("ORDERBYcaller_id.name^ORDERBYnumber") == ["INC0002", "INC0004", "INC0001", "INC0003"])
        #expect(try Fixtures.numbers("ORDERBYbusiness_duration") == ["INC0004", "INC0001", "INC0003", "INC0002"])
    }

    @Test("the clock is injectable: the same query gives other rows on another day")
    func injectableClock() throws {
        var context = Fixtures.context
        context.now = { UTCTimestamp(year: 2026, month: 2, day: 28, hour: 12) }
        #expect(
            try Fixtures.numbers(
                "opened_atONToday@javascript:gs.beginningOfToday()@javascript:gs.endOfToday()", context: context) == [
                    "INC0003"
                ])
    }

    @Test("CHANGES operators look at the previous values of a record being changed")
    func changeOperators() throws {
        let record = DictionaryRecord(
            values: ["state": "6"], types: ["state": .choice], previousValues: ["state": "2"])
        let unchanged = DictionaryRecord(
            values: ["state": "6"], types: ["state": .choice], previousValues: ["state": "6"])
        for (query, expectation) in [
            ("stateVALCHANGES", true), ("stateCHANGESFROM2", true), ("stateCHANGESTO6", true),
            ("stateCHANGESFROM1", false),
        ] {
            let evaluator = QueryEvaluator(query: try EncodedQueryParser.parse(query))
            #expect(evaluator.matches(record) == expectation, "\(query)")
            #expect(!evaluator.matches(unchanged), "\(query)")
        }
    }

    @Test("unknown fields fail instead of being ignored when the context asks")
    func strictUnknownFields() throws {
        var context = Fixtures.context
        context.ignoresUnknownFields = false
        #expect(try Fixtures.numbers("no_such_field=1^ORactive=false", context: context) == ["INC0003"])
        #expect(try Fixtures.numbers("no_such_field=1", context: context) == [])
    }

    @Test("a timestamp's text is the platform's fixed-width form and reads back as the same timestamp")
    func timestampTextRoundTrips() {
        // From 1000-01-01 to 9999-12-31, in steps that land on every hour, minute and second of the day.
        var failures: [String] = []
        var seconds = -30_610_224_000
        while seconds <= 253_402_300_799 {
            let timestamp = UTCTimestamp(secondsSince1970: seconds)
            let text = timestamp.description
            if text.utf8.count != 19 || UTCTimestamp(parsing: text) != timestamp { failures.append(text) }
            seconds += 9_876_543
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        let early = UTCTimestamp(year: 99, month: 1, day: 2, hour: 3, minute: 4, second: 5)
        #expect(early.description == "0099-01-02 03:04:05")
        let late = UTCTimestamp(year: 2026, month: 11, day: 26, hour: 23, minute: 59, second: 58)
        #expect(late.description == "2026-11-26 23:59:58")
    }

    @Test("dates parse only in the platform's UTC format")
    func timestamps() {
        #expect(UTCTimestamp(parsing: "2024-02-29 23:59:59")?.description == "2024-02-29 23:59:59")
        #expect(UTCTimestamp(parsing: "2023-02-29 00:00:00") == nil)
        #expect(UTCTimestamp(parsing: "2024-13-01") == nil)
        #expect(UTCTimestamp(parsing: "yesterday") == nil)
        #expect(UTCTimestamp(parsing: "1969-12-31 23:59:59")?.secondsSince1970 == -1)
        #expect(UTCTimestamp(parsing: "2024-01-31")?.addingMonths(1).description == "2024-02-29 00:00:00")
        #expect(Fixtures.now.isoWeekday == 3)
    }
}
