import NowQuery
import PropertyBased
import TestSupport
import Testing

@Suite("Printing round-trips")
struct RoundTripTests {
    static let queries = Generator<EncodedQuery, Shrink.None<EncodedQuery>>(run: { rng in
        var generator = QueryGenerator(rng: SplitMix64(seed: rng.next()))
        return generator.query()
    })

    @Test("parse(print(ast)) == ast over generated ASTs")
    func parsePrintIsIdentity() async {
        await propertyCheck(count: 2_000, input: Self.queries) { query in
            let printed = query.encoded
            #expect((try? EncodedQueryParser.parse(printed)) == query, "\(printed)")
        }
    }

    @Test("print(parse(q)) == q for canonical queries generated from ASTs")
    func printParseIsIdentity() async {
        await propertyCheck(count: 2_000, input: Self.queries) { query in
            let canonical = query.encoded
            #expect((try? EncodedQueryParser.parse(canonical).encoded) == canonical)
        }
    }

    @Test(
        "canonical examples print back exactly",
        arguments: [
            "active=true^short_descriptionLIKEbroken",
            "active=true^assigned_toISEMPTY^ORassigned_to=Abel Tuter^NQescalation=2^ORescalation=3",
            "123TEXTQUERY321=iOS 13 | iOS 14^u_a=true^u_b=false^EQ^ORDERBYu_a",
            "active=true^sla_due>=javascript:gs.daysAgoStart(0)",
            "active=true^ORDERBYDESCpublished",
            "caller_id.vip=true^assigned_to.department.name=Network",
            "opened_atONLast 7 days@javascript:gs.daysAgoStart(7)@javascript:gs.daysAgoEnd(0)",
            "sys_created_onRELATIVEGT@hour@ago@1^ORsys_created_onRELATIVELT@minute@ahead@30",
            "",
        ])
    func canonicalExamples(query: String) throws {
        #expect(try EncodedQueryParser.parse(query).encoded == query)
    }
}
