import NowQuery
import Testing

/// The platform's operator table ("Operators available for filters and queries"): every spelling it lists and every
/// spelling a client sends is read, printed in canonical form, and selects the rows the platform would select.
@Suite("The platform's operator table")
struct OperatorTableTests {
    static let spellings: [(query: String, canonical: String, expected: [String])] = [
        ("short_description*BROKEN", "short_descriptionLIKEBROKEN", ["INC0001", "INC0003"]),
        ("short_description!*broken", "short_descriptionNOT LIKEbroken", ["INC0002", "INC0004"]),
        ("short_descriptionNOTLIKEbroken", "short_descriptionNOT LIKEbroken", ["INC0002", "INC0004"]),
        ("short_description%hour", "short_descriptionENDSWITHhour", ["INC0002"]),
        ("assigned_toEMPTY", "assigned_toISEMPTY", ["INC0002"]),
        ("assigned_toNOTEMPTY", "assigned_toISNOTEMPTY", ["INC0001", "INC0003", "INC0004"]),
        ("descriptionEMPTYSTRING", "descriptionEMPTYSTRING", ["INC0002"]),
        (
            "short_description*a^ORshort_description!*e", "short_descriptionLIKEa^ORshort_descriptionNOT LIKEe",
            ["INC0001", "INC0004"]
        ),
        ("opened_atSAMEASsla_due@day", "opened_atSAMEASsla_due@day", ["INC0002"]),
        ("opened_atSAMEASsla_due@month", "opened_atSAMEASsla_due@month", ["INC0001", "INC0002", "INC0004"]),
        ("opened_atNSAMEASsla_due@day", "opened_atNSAMEASsla_due@day", ["INC0001", "INC0003", "INC0004"]),
        ("opened_atSAMEASsla_due@year", "opened_atSAMEASsla_due@year", ["INC0001", "INC0002", "INC0003", "INC0004"]),
        // pysnow's datetime BETWEEN: one argument, double quotes.
        (
            "opened_atBETWEENjavascript:gs.dateGenerate(\"2026-03-17 00:00:00\")@javascript:gs.dateGenerate(\"2026-03-18 10:00:00\")",
            "opened_atBETWEENjavascript:gs.dateGenerate('2026-03-17 00:00:00')@javascript:gs.dateGenerate('2026-03-18 10:00:00')",
            ["INC0001", "INC0002"]
        ),
        (
            "opened_at>javascript:gs.dateGenerate('2026-03-17')", "opened_at>javascript:gs.dateGenerate('2026-03-17')",
            ["INC0001", "INC0002"]
        ),
    ]

    @Test("short and long spellings select the same rows and print canonically", arguments: spellings.indices)
    func spelling(index: Int) throws {
        let (query, canonical, expected) = Self.spellings[index]
        #expect(try EncodedQueryParser.parse(query).encoded == canonical, "\(query)")
        #expect(try Fixtures.numbers(query) == expected, "\(query)")
    }

    @Test("every operator the table lists has a spelling the parser reads")
    func everyListedOperatorParses() throws {
        let listed = [
            "^", "^OR", "^NQ", "STARTSWITH", "%", "ENDSWITH", "*", "LIKE", "!*", "NOT LIKE", "=", "!=", "ISEMPTY",
            "ISNOTEMPTY", "ANYTHING", "EMPTYSTRING", "<=", ">=", "BETWEEN", "SAMEAS", "NSAMEAS", "DYNAMIC",
            "IN_HIERARCHY", "IN_HIERARCHY_DYNAMIC", "IN", "NOT IN", "EMPTY", "NOTEMPTY", "<", ">", "ON", "NOTON",
            "DATEPART", "RELATIVEGT", "RELATIVELT", "MORETHAN", "LESSTHAN", "GT_FIELD", "LT_FIELD",
            "GT_OR_EQUALS_FIELD", "LT_OR_EQUALS_FIELD", "VALCHANGES", "CHANGESFROM", "CHANGESTO", "DOESNOTHAVE",
            "EXCLUDING",
        ]
        let known = Set(QueryOperator.allCases.map(\.token) + QueryOperator.aliases.map(\.text))
        let missing = listed.filter { !$0.hasPrefix("^") && !known.contains($0) }
        #expect(missing.isEmpty, "operators the platform lists that NowQuery does not read: \(missing)")
    }

    @Test("a unit after SAMEAS must be a calendar unit, and only SAMEAS and NSAMEAS take one")
    func sameAsUnits() {
        for query in ["opened_atSAMEASsla_due@fortnight", "opened_atGT_FIELDsla_due@day", "opened_atSAMEASsla_due@"] {
            #expect(throws: QueryParseError.self, "\(query)") { try EncodedQueryParser.parse(query) }
        }
    }

    @Test("gs.dateGenerate takes one or two arguments, and says so")
    func dateGenerateArity() {
        do {
            _ = try EncodedQueryParser.parse("opened_at>javascript:gs.dateGenerate()")
            Issue.record("an empty dateGenerate call parsed")
        } catch {
            #expect(error.description.contains("gs.dateGenerate('<text>')"), "\(error.description)")
        }
    }
}

/// `IN_HIERARCHY` over the manager chain of a few users: Don at the top, Beth reporting to Don, Carl to Beth, and
/// two users who manage each other.
@Suite("Hierarchy operators")
struct HierarchyOperatorTests {
    static let hierarchy = "fdd0fa0f93f5d2505bd0bd886cba1015"
    static let don = "9ee1b13dc6112271007f9d0efdb69cd0"
    static let beth = "1ee1b13dc6112271007f9d0efdb69cd1"
    static let carl = "2ee1b13dc6112271007f9d0efdb69cd2"
    static let solo = "3ee1b13dc6112271007f9d0efdb69cd3"
    static let loopA = "4ee1b13dc6112271007f9d0efdb69cd4"
    static let loopB = "5ee1b13dc6112271007f9d0efdb69cd5"

    static let types: [String: QueryFieldType] = [
        "sys_id": .string, "name": .string, "manager": .reference(table: "sys_user"),
    ]

    static func user(_ id: String, _ name: String, manager: String? = nil) -> DictionaryRecord {
        var values = ["sys_id": id, "name": name]
        values["manager"] = manager
        return DictionaryRecord(values: values, types: types, displayField: "name")
    }

    static let users = [
        user(don, "Don"), user(beth, "Beth", manager: don), user(carl, "Carl", manager: beth), user(solo, "Solo"),
        user(loopA, "Loop A", manager: loopB), user(loopB, "Loop B", manager: loopA),
    ]

    static func names(_ query: String, me: String? = nil) throws -> [String] {
        let byID = Dictionary(uniqueKeysWithValues: users.map { ($0.values["sys_id"] ?? "", $0) })
        let context = QueryContext(lookup: { table, id in table == "sys_user" ? byID[id] : nil }, userID: me)
        let evaluator = QueryEvaluator(query: try EncodedQueryParser.parse(query), context: context)
        return evaluator.apply(to: users).compactMap { $0.values["name"] }
    }

    @Test("IN_HIERARCHY selects everyone whose manager chain reaches the start")
    func inHierarchy() throws {
        #expect(try Self.names("managerIN_HIERARCHY\(Self.hierarchy)@\(Self.don)") == ["Beth", "Carl"])
        #expect(try Self.names("managerIN_HIERARCHY\(Self.hierarchy)@\(Self.beth)") == ["Carl"])
        #expect(try Self.names("managerIN_HIERARCHY\(Self.hierarchy)@\(Self.solo)") == [])
    }

    @Test("the percent-encoded separator the platform's documentation shows is read and printed as @")
    func encodedSeparator() throws {
        let query = "managerIN_HIERARCHY\(Self.hierarchy)%40\(Self.don)"
        #expect(try EncodedQueryParser.parse(query).encoded == "managerIN_HIERARCHY\(Self.hierarchy)@\(Self.don)")
        #expect(try Self.names(query) == ["Beth", "Carl"])
    }

    @Test("IN_HIERARCHY_DYNAMIC starts at the user the query runs as")
    func dynamic() throws {
        let query = "managerIN_HIERARCHY_DYNAMIC\(Self.hierarchy)@\(QueryContext.meDynamicFilterID)"
        #expect(try Self.names(query, me: Self.beth) == ["Carl"])
        #expect(try Self.names(query, me: Self.don) == ["Beth", "Carl"])
        #expect(try Self.names(query) == [])
    }

    @Test("a cycle in the chain ends the walk instead of looping")
    func cycle() throws {
        #expect(try Self.names("managerIN_HIERARCHY\(Self.hierarchy)@\(Self.loopA)") == ["Loop A", "Loop B"])
        #expect(try Self.names("managerIN_HIERARCHY\(Self.hierarchy)@\(Self.solo)") == [])
    }

    @Test("a hierarchy operand must be two sys_ids")
    func malformed() {
        for query in ["managerIN_HIERARCHY", "managerIN_HIERARCHYabc@def", "managerIN_HIERARCHY\(Self.hierarchy)"] {
            #expect(throws: QueryParseError.self, "\(query)") { try EncodedQueryParser.parse(query) }
        }
    }
}

/// Tag conditions over the fixture incidents: INC0001 carries the "Most Active" tag, INC0002 another tag, and the
/// other two none.
@Suite("Tag operators")
struct TagOperatorTests {
    static let mostActive = "6c361e12471331007f47563dbb9a7135"
    static let other = "7c361e12471331007f47563dbb9a7136"

    static func numbers(_ query: String) throws -> [String] {
        var context = Fixtures.context
        let tagged = Dictionary(
            uniqueKeysWithValues: Fixtures.incidents.compactMap { incident -> (String, Set<String>)? in
                switch incident.values["number"] {
                case "INC0001": return ("INC0001", [mostActive])
                case "INC0002": return ("INC0002", [other])
                default: return nil
                }
            })
        context.tags = { sysID in tagged[sysID] ?? [] }
        let records = Fixtures.incidents.map { incident -> DictionaryRecord in
            var copy = incident
            copy.values["sys_id"] = incident.values["number"]
            return copy
        }
        let evaluator = QueryEvaluator(query: try EncodedQueryParser.parse(query), context: context)
        return evaluator.apply(to: records).compactMap { $0.values["number"] }
    }

    @Test("have, does not have and excluding, as the platform's table defines them")
    func tags() throws {
        let id = Self.mostActive
        #expect(try Self.numbers("sys_tags.\(id)=\(id)") == ["INC0001"])
        #expect(try Self.numbers("sys_tags.\(id)DOESNOTHAVE\(id)") == ["INC0002"])
        #expect(try Self.numbers("sys_tags.\(id)EXCLUDING\(id)") == ["INC0002", "INC0003", "INC0004"])
        #expect(try Self.numbers("sys_tags.\(id)=\(id)^active=true") == ["INC0001"])
        #expect(try Self.numbers("sys_tags.\(id)EXCLUDING\(id)^active=true") == ["INC0002", "INC0004"])
    }
}

/// `RLQUERY…^ENDRLQUERY` over problems and their incidents: PRB1 has two incidents, one critical; PRB2 has one
/// low-priority incident; PRB3 has none.
@Suite("Related-list conditions")
struct RelatedListQueryTests {
    static let problemTypes: [String: QueryFieldType] = ["sys_id": .string, "number": .string, "active": .boolean]
    static let incidentTypes: [String: QueryFieldType] = [
        "sys_id": .string, "priority": .integer, "problem_id": .reference(table: "problem"),
    ]
    static let problems = ["PRB1", "PRB2", "PRB3"].map { number in
        DictionaryRecord(values: ["sys_id": number, "number": number, "active": "true"], types: problemTypes)
    }
    static let incidents = [("INC1", "PRB1", "1"), ("INC2", "PRB1", "3"), ("INC3", "PRB2", "4")].map { id, problem, p in
        DictionaryRecord(values: ["sys_id": id, "problem_id": problem, "priority": p], types: incidentTypes)
    }

    static func numbers(_ query: String, lenient: Bool = false) throws -> [String] {
        let context = QueryContext(relatedRecords: { table, field, sysID in
            guard table == "incident", field == "problem_id" else { return nil }
            return incidents.filter { $0.values["problem_id"] == sysID }
        })
        let parsed = lenient ? EncodedQueryParser.parseLeniently(query).query : try EncodedQueryParser.parse(query)
        return QueryEvaluator(query: parsed, context: context).apply(to: problems).compactMap { $0.values["number"] }
    }

    @Test("counts related records, with the conditions in the header or as parts of their own")
    func counting() throws {
        #expect(try Self.numbers("RLQUERYincident.problem_id,>=1^ENDRLQUERY") == ["PRB1", "PRB2"])
        #expect(try Self.numbers("RLQUERYincident.problem_id,=0^ENDRLQUERY") == ["PRB3"])
        #expect(try Self.numbers("RLQUERYincident.problem_id,>1^ENDRLQUERY") == ["PRB1"])
        #expect(try Self.numbers("active=true^RLQUERYincident.problem_id,>=1^priority=1^ENDRLQUERY") == ["PRB1"])
        #expect(try Self.numbers("RLQUERYincident.problem_id,>=1,priority=1^ENDRLQUERY") == ["PRB1"])
        #expect(try Self.numbers("RLQUERYincident.problem_id,<1^priority<3^ENDRLQUERY") == ["PRB2", "PRB3"])
        #expect(try Self.numbers("RLQUERYincident.problem_id,>=1,m2m^ENDRLQUERY") == ["PRB1", "PRB2"])
        // A block on a table the instance does not have is ignored, as the platform ignores a bad part.
        #expect(try Self.numbers("RLQUERYno_table.problem_id,>=1^ENDRLQUERY") == ["PRB1", "PRB2", "PRB3"])
    }

    @Test("the canonical form prints the conditions as parts, and prints back unchanged")
    func printing() throws {
        let query = try EncodedQueryParser.parse("active=true^RLQUERYincident.problem_id,>=1,priority=1^ENDRLQUERY")
        #expect(query.encoded == "active=true^RLQUERYincident.problem_id,>=1^priority=1^ENDRLQUERY")
        #expect(try EncodedQueryParser.parse(query.encoded) == query)
        #expect(query.outline.contains("with >= 1 incident records whose problem_id is this record"))
    }

    @Test("an unclosed or malformed block is one error, and leniently it is dropped whole")
    func malformed() throws {
        for query in [
            "RLQUERYincident.problem_id,>=1^priority=1", "priority=1^ENDRLQUERY", "RLQUERYincident,>=1^ENDRLQUERY",
            "RLQUERYincident.problem_id,about1^ENDRLQUERY", "RLQUERYa.b,>=1^RLQUERYc.d,>=1^ENDRLQUERY",
        ] {
            #expect(throws: QueryParseError.self, "\(query)") { try EncodedQueryParser.parse(query) }
        }
        // The inner condition must not land on the queried table: PRB3 has no priority, so it would drop out.
        let lenient = EncodedQueryParser.parseLeniently("RLQUERYincident,>=1^priority=1^ENDRLQUERY")
        #expect(lenient.query.groups.isEmpty && lenient.query.relatedListQueries.isEmpty)
        #expect(lenient.dropped.count == 1)
        #expect(try Self.numbers("RLQUERYincident,>=1^priority=1^ENDRLQUERY", lenient: true).count == 3)
    }
}
