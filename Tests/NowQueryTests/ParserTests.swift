import NowQuery
import Testing

@Suite("Parsing encoded queries")
struct ParserTests {
    private func only(_ text: String) throws -> QueryCondition {
        let query = try EncodedQueryParser.parse(text)
        try #require(query.groups.count == 1)
        try #require(query.groups[0].clauses.count == 1)
        try #require(query.groups[0].clauses[0].alternatives.count == 1)
        return query.groups[0].clauses[0].alternatives[0]
    }

    static let operatorExamples: [(String, QueryOperator, QueryOperand)] = [
        ("active=true", .equals, .value(.literal("true"))),
        ("priority!=1", .notEquals, .value(.literal("1"))),
        ("priority<3", .lessThan, .value(.literal("3"))),
        ("priority<=3", .lessThanOrEquals, .value(.literal("3"))),
        ("priority>3", .greaterThan, .value(.literal("3"))),
        ("priority>=3", .greaterThanOrEquals, .value(.literal("3"))),
        ("priorityBETWEEN1@3", .between, .range(.literal("1"), .literal("3"))),
        ("short_descriptionLIKEbroken", .like, .value(.literal("broken"))),
        ("short_descriptionNOT LIKEbroken", .notLike, .value(.literal("broken"))),
        ("short_descriptionSTARTSWITHEmail", .startsWith, .value(.literal("Email"))),
        ("short_descriptionENDSWITHdown", .endsWith, .value(.literal("down"))),
        ("stateIN1,2,3", .isOneOf, .list(["1", "2", "3"])),
        ("stateNOT IN6,7", .isNotOneOf, .list(["6", "7"])),
        ("assigned_toISEMPTY", .isEmpty, .none),
        ("assigned_toISNOTEMPTY", .isNotEmpty, .none),
        ("assigned_toANYTHING", .anything, .none),
        ("descriptionEMPTYSTRING", .emptyString, .none),
        ("opened_bySAMEAScaller_id", .sameAs, .field("caller_id")),
        ("opened_byNSAMEAScaller_id", .notSameAs, .field("caller_id")),
        ("reassignment_countGT_FIELDpriority", .greaterThanField, .field("priority")),
        ("reassignment_countLT_FIELDpriority", .lessThanField, .field("priority")),
        ("reassignment_countGT_OR_EQUALS_FIELDpriority", .greaterThanOrEqualsField, .field("priority")),
        ("reassignment_countLT_OR_EQUALS_FIELDpriority", .lessThanOrEqualsField, .field("priority")),
        ("assigned_toDYNAMIC90d1921e5f510100a9ad2572f2b477fe", .dynamic, .sysID("90d1921e5f510100a9ad2572f2b477fe")),
        ("sys_class_nameINSTANCEOFtask", .instanceOf, .table("task")),
        (
            "managerIN_HIERARCHYfdd0fa0f93f5d2505bd0bd886cba1015@9ee1b13dc6112271007f9d0efdb69cd0", .inHierarchy,
            .hierarchy(hierarchy: "fdd0fa0f93f5d2505bd0bd886cba1015", start: "9ee1b13dc6112271007f9d0efdb69cd0")
        ),
        (
            "managerIN_HIERARCHY_DYNAMICfdd0fa0f93f5d2505bd0bd886cba1015@90d1921e5f510100a9ad2572f2b477fe",
            .inHierarchyDynamic,
            .hierarchy(hierarchy: "fdd0fa0f93f5d2505bd0bd886cba1015", start: "90d1921e5f510100a9ad2572f2b477fe")
        ),
        ("sla_dueSAMEASactivity_due@day", .sameAs, .fieldWithin("activity_due", .day)),
        (
            "sys_tags.6c361e12471331007f47563dbb9a7135DOESNOTHAVE6c361e12471331007f47563dbb9a7135", .doesNotHave,
            .sysID("6c361e12471331007f47563dbb9a7135")
        ),
        (
            "sys_tags.6c361e12471331007f47563dbb9a7135EXCLUDING6c361e12471331007f47563dbb9a7135", .excluding,
            .sysID("6c361e12471331007f47563dbb9a7135")
        ),
        ("stateVALCHANGES", .valueChanges, .none),
        ("stateCHANGESFROM1", .changesFrom, .value(.literal("1"))),
        ("stateCHANGESTO6", .changesTo, .value(.literal("6"))),
        (
            "opened_atONToday@javascript:gs.beginningOfToday()@javascript:gs.endOfToday()", .on,
            .dateRange(
                label: "Today", start: .macro(ScriptMacro("gs.beginningOfToday")),
                end: .macro(ScriptMacro("gs.endOfToday")))
        ),
        (
            "opened_atNOTONToday@javascript:gs.beginningOfToday()@javascript:gs.endOfToday()", .notOn,
            .dateRange(
                label: "Today", start: .macro(ScriptMacro("gs.beginningOfToday")),
                end: .macro(ScriptMacro("gs.endOfToday")))
        ),
        (
            "sla_due>=javascript:gs.daysAgoStart(0)", .greaterThanOrEquals,
            .value(.macro(ScriptMacro("gs.daysAgoStart", [.integer(0)])))
        ),
        (
            "opened_atRELATIVEGT@hour@ago@1", .relativeAfter,
            .relative(RelativeOffset(unit: .hour, direction: .ago, count: 1))
        ),
        (
            "opened_atRELATIVELT@dayofweek@ahead@2", .relativeBefore,
            .relative(RelativeOffset(unit: .dayofweek, direction: .ahead, count: 2))
        ),
        (
            "opened_atRELATIVEGE@week@ago@3", .relativeAtOrAfter,
            .relative(RelativeOffset(unit: .week, direction: .ago, count: 3))
        ),
        (
            "opened_atRELATIVELE@month@ago@1", .relativeAtOrBefore,
            .relative(RelativeOffset(unit: .month, direction: .ago, count: 1))
        ),
        (
            "opened_atRELATIVEEE@year@ago@1", .relativeOn,
            .relative(RelativeOffset(unit: .year, direction: .ago, count: 1))
        ),
        (
            "opened_atDATEPARTMonday@javascript:gs.datePart('dayofweek','monday','EE')", .datePart,
            .datePart(label: "Monday", part: DatePartSpec(part: "dayofweek", value: "monday", comparison: "EE"))
        ),
        (
            "sys_updated_onMORETHANsys_created_on@hour@after@1", .moreThan,
            .fieldOffset("sys_created_on", RelativeOffset(unit: .hour, direction: .after, count: 1))
        ),
        (
            "sys_updated_onLESSTHANsys_created_on@minute@before@5", .lessThanDuration,
            .fieldOffset("sys_created_on", RelativeOffset(unit: .minute, direction: .before, count: 5))
        ),
        (
            "opened_atBETWEENjavascript:gs.dateGenerate('2024-01-01','00:00:00')@javascript:gs.dateGenerate('2024-01-31','23:59:59')",
            .between,
            .range(
                .macro(ScriptMacro("gs.dateGenerate", [.string("2024-01-01"), .string("00:00:00")])),
                .macro(ScriptMacro("gs.dateGenerate", [.string("2024-01-31"), .string("23:59:59")])))
        ),
    ]

    @Test("every operator parses, and prints back to the same text", arguments: operatorExamples.indices)
    func everyOperatorParses(index: Int) throws {
        let (text, op, operand) = Self.operatorExamples[index]
        let condition = try only(text)
        #expect(condition.op == op)
        #expect(condition.operand == operand)
        #expect(try EncodedQueryParser.parse(text).encoded == text)
    }

    @Test("every operator is covered by an example")
    func examplesCoverEveryOperator() {
        let covered = Set(Self.operatorExamples.map(\.1))
        #expect(covered == Set(QueryOperator.allCases))
    }

    @Test("NOTLIKE is accepted and printed as NOT LIKE")
    func notLikeWithoutSpace() throws {
        let query = try EncodedQueryParser.parse("short_descriptionNOTLIKEbroken")
        #expect(query.groups[0].clauses[0].alternatives[0].op == .notLike)
        #expect(query.encoded == "short_descriptionNOT LIKEbroken")
    }

    @Test("^OR binds to the condition just before it: a^b^ORc is a AND (b OR c)")
    func orBindsToPreviousCondition() throws {
        let query = try EncodedQueryParser.parse("active=true^priority=1^ORpriority=2")
        #expect(query.groups.count == 1)
        let clauses = query.groups[0].clauses
        #expect(clauses.count == 2)
        #expect(clauses[0].alternatives.map(\.encoded) == ["active=true"])
        #expect(clauses[1].alternatives.map(\.encoded) == ["priority=1", "priority=2"])
    }

    @Test("^NQ ORs whole groups")
    func newQueryStartsGroup() throws {
        let query = try EncodedQueryParser.parse("active=true^priority=1^NQstate=6^ORstate=7")
        #expect(query.groups.count == 2)
        #expect(query.groups[0].clauses.count == 2)
        #expect(query.groups[1].clauses.count == 1)
        #expect(query.groups[1].clauses[0].alternatives.count == 2)
    }

    @Test("ORDERBY and ORDERBYDESC chain in order; ^EQ is kept as a marker")
    func orderingAndEndMarker() throws {
        let query = try EncodedQueryParser.parse("active=true^EQ^ORDERBYpriority^ORDERBYDESCsys_created_on")
        #expect(query.hasEndMarker)
        #expect(
            query.ordering == [
                QueryOrdering(field: "priority"), QueryOrdering(field: "sys_created_on", descending: true),
            ])
    }

    @Test("keywords, dot-walks and spaces in values are kept exactly")
    func keywordsAndDotWalks() throws {
        let query = try EncodedQueryParser.parse("123TEXTQUERY321=iOS 13 | iOS 14^assigned_to.department.name=Network ")
        #expect(query.keywords == "iOS 13 | iOS 14")
        let condition = query.groups[0].clauses[0].alternatives[0]
        #expect(condition.field.components == ["assigned_to", "department", "name"])
        #expect(condition.operand == .value(.literal("Network ")))
    }

    @Test("field= with nothing after it is an empty test, and an empty query matches all")
    func emptyValuesAndQueries() throws {
        let condition = try only("assigned_to=")
        #expect(condition.operand == .value(.literal("")))
        #expect(try EncodedQueryParser.parse("") == EncodedQuery.matchAll)
    }

    @Test("IN with a javascript macro keeps the macro whole")
    func inWithMacro() throws {
        let condition = try only("assignment_groupINjavascript:getMyGroups()")
        #expect(condition.operand == .value(.macro(ScriptMacro("getMyGroups"))))
    }

    @Test("macro arguments accept spaces and double quotes, and print canonically")
    func macroArgumentSpelling() throws {
        let query = try EncodedQueryParser.parse("opened_at>javascript:gs.dateGenerate(\"2024-01-01\", 'start')")
        #expect(query.encoded == "opened_at>javascript:gs.dateGenerate('2024-01-01','start')")
    }
}
