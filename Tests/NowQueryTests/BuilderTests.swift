import Foundation
import NowQuery
import Testing

@Suite("Mobile SDK builders")
struct BuilderTests {
    @Test("keywords + conditions + sort: the SDK's exact string")
    func keywordsAndConditions() {
        let keywords = "iOS 13 | iOS 14"
        let conditionA = Condition.boolean(field: "u_test_field", .is(true))
        let conditionB = Condition.boolean(field: "u_test_field2", .is(false))
        let sortA = Sort.asc("u_test_field")
        let filter = Filter(keywords: keywords, conditions: [conditionA, conditionB], sortBy: [sortA])
        #expect(filter.query == "123TEXTQUERY321=\(keywords)^\(conditionA.query)^\(conditionB.query)^EQ^\(sortA.query)")
        #expect(
            filter.query
                == "123TEXTQUERY321=iOS 13 | iOS 14^u_test_field=true^u_test_field2=false^EQ^ORDERBYu_test_field")
    }

    @Test("filter by encoded query keeps the text as written")
    func encodedQueryFilter() throws {
        let filter = Filter(query: "active=true^short_descriptionLIKEbroken")
        #expect(filter.query == "active=true^short_descriptionLIKEbroken")
        #expect(try filter.parsed().encoded == filter.query)
        #expect(try Fixtures.numbers(filter.query) == ["INC0001"])
    }

    @Test("filter by criteria: the Abel Tuter reassign-or-escalation example")
    func abelTuterCriteria() throws {
        let activeIncidents = Condition.boolean(field: "active", .is(true))
        let assignedToEmpty = Condition.string(field: "assigned_to", .isEmpty)
        let assignedToAbel = Condition.string(field: "assigned_to", .is("Abel Tuter"))
        let assignedToAbelOrEmpty = CompoundCondition.or([assignedToEmpty, assignedToAbel])
        let needToReassign = Criteria(conditions: [activeIncidents, assignedToAbelOrEmpty])
        let highEscalations = Condition.string(field: "escalation", .is("2"))
        let overdueEscalations = Condition.string(field: "escalation", .is("3"))
        let highOrOverdueEscalations = CompoundCondition.or([highEscalations, overdueEscalations])
        let needToHandleEscalation = Criteria(condition: highOrOverdueEscalations)
        let filter = Filter(criteria: [needToReassign, needToHandleEscalation])
        #expect(
            filter.query
                == "active=true^assigned_toISEMPTY^ORassigned_to=Abel Tuter^NQescalation=2^ORescalation=3")
        #expect(try Fixtures.numbers(filter.query) == ["INC0001", "INC0002", "INC0003", "INC0004"])
        let sorted = Filter(criteria: [needToReassign], sortBy: [.desc("priority")])
        #expect(sorted.query == "active=true^assigned_toISEMPTY^ORassigned_to=Abel Tuter^EQ^ORDERBYDESCpriority")
        #expect(try Fixtures.numbers(sorted.query) == ["INC0004", "INC0002", "INC0001"])
    }

    @Test("filter by conditions: active with SLA due today or later")
    func activeWithSLADueToday() throws {
        let condition1 = Condition.boolean(field: "active", .is(true))
        let condition2 = Condition.dateTime(field: "sla_due", .atOrAfter(0, .daysAgoStart))
        let filter = Filter(conditions: [condition1, condition2])
        #expect(filter.query == "active=true^sla_due>=javascript:gs.daysAgoStart(0)")
        #expect(try Fixtures.numbers(filter.query) == ["INC0001", "INC0004"])
    }

    @Test("each typed operator prints the platform's spelling")
    func operatorSpellings() {
        let day = Date(timeIntervalSince1970: 1_773_835_200)  // 2026-03-18 12:00:00 UTC
        let expectations: [(Condition, String)] = [
            (.boolean(field: "active", .isNot(true)), "active!=true"),
            (.string(field: "short_description", .contains("broken")), "short_descriptionLIKEbroken"),
            (.string(field: "short_description", .doesNotContain("broken")), "short_descriptionNOT LIKEbroken"),
            (.string(field: "number", .startsWith("INC")), "numberSTARTSWITHINC"),
            (.string(field: "number", .endsWith("1")), "numberENDSWITH1"),
            (.string(field: "state", .isOneOf(["1", "2"])), "stateIN1,2"),
            (.string(field: "state", .isNotOneOf(["6", "7"])), "stateNOT IN6,7"),
            (.string(field: "description", .isEmptyString), "descriptionEMPTYSTRING"),
            (.string(field: "opened_by", .isSameAs(field: "caller_id")), "opened_bySAMEAScaller_id"),
            (.string(field: "number", .between("INC1", "INC5")), "numberBETWEENINC1@INC5"),
            (.numeric(field: "priority", .lessThan(3)), "priority<3"),
            (.numeric(field: "priority", .greaterThanOrIs(2)), "priority>=2"),
            (.numeric(field: "business_duration", .is(1.5)), "business_duration=1.5"),
            (.numeric(field: "priority", .between(1, 3)), "priorityBETWEEN1@3"),
            (
                .numeric(field: "reassignment_count", .greaterThan(field: "priority")),
                "reassignment_countGT_FIELDpriority"
            ),
            (.dateTime(field: "opened_at", .after(day)), "opened_at>2026-03-18 12:00:00"),
            (.dateTime(field: "opened_at", .before(7, .daysAgoStart)), "opened_at<javascript:gs.daysAgoStart(7)"),
            (
                .dateTime(field: "opened_at", .on(day)),
                "opened_atON2026-03-18@javascript:gs.dateGenerate('2026-03-18','start')@javascript:gs.dateGenerate('2026-03-18','end')"
            ),
            (
                .dateTime(field: "opened_at", .isToday),
                "opened_atONToday@javascript:gs.beginningOfToday()@javascript:gs.endOfToday()"
            ),
            (.dateTime(field: "opened_at", .relative(.after, 1, .hour, .ago)), "opened_atRELATIVEGT@hour@ago@1"),
            (.reference(field: "assigned_to", .isMe), "assigned_toDYNAMIC90d1921e5f510100a9ad2572f2b477fe"),
            (.reference(field: "assigned_to", .is("Abel Tuter")), "assigned_to=Abel Tuter"),
            (.choice(field: "escalation", .isOneOf(["2", "3"])), "escalationIN2,3"),
            (.choice(field: "state", .isNotEmpty), "stateISNOTEMPTY"),
        ]
        for (condition, text) in expectations {
            #expect(condition.query == text)
            #expect((try? EncodedQueryParser.parse(text).encoded) == text, "\(text) does not parse back")
        }
    }

    @Test("CompoundCondition.and and nested criteria join with ^")
    func compoundAnd() {
        let a = Condition.boolean(field: "active", .is(true))
        let b = Condition.numeric(field: "priority", .lessThan(3))
        let c = Condition.numeric(field: "priority", .is(5))
        #expect(
            CompoundCondition.and([a, CompoundCondition.or([b, c])]).query == "active=true^priority<3^ORpriority=5")
        #expect(Sort.desc("sys_created_on").query == "ORDERBYDESCsys_created_on")
    }

    @Test("FieldReadConfiguration and FetchConfiguration turn into sysparm parameters")
    func fetchConfiguration() {
        let read = FieldReadConfiguration(
            fields: ["number", "assigned_to.name"], valueFormat: .displayAndActualValues, excludeReferenceLinks: true)
        #expect(
            read.parameters == [
                SysparmParameter("sysparm_fields", "number,assigned_to.name"),
                SysparmParameter("sysparm_display_value", "all"),
                SysparmParameter("sysparm_exclude_reference_link", "true"),
            ])
        #expect(
            FieldReadConfiguration(valueFormat: .displayValues).parameters == [
                SysparmParameter("sysparm_display_value", "true")
            ])
        #expect(FieldReadConfiguration().parameters.isEmpty)
        let fetch = FetchConfiguration(
            filter: Filter(query: "active=true", queryCategory: "list"), limit: 20, readConfiguration: read)
        #expect(
            fetch.parameters.map(\.name) == [
                "sysparm_query", "sysparm_query_category", "sysparm_limit", "sysparm_fields", "sysparm_display_value",
                "sysparm_exclude_reference_link",
            ])
        #expect(fetch.parameters[2].value == "20")
        #expect(FetchConfiguration().parameters.isEmpty)
    }
}
