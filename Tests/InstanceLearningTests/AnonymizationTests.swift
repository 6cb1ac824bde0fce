import Cassettes
import Crypto
import Foundation
import InstanceLearning
import JSONText
import NowInstance
import Testing

@Suite("Anonymizing cassettes: consistent fakes everywhere a value appears, and a learned instance that agrees")
struct AnonymizationTests {
    static let user = LearningFixtures.user1
    static let incident = LearningFixtures.thing1

    static var session: Cassette {
        let userRecord = """
            {"result":[{"sys_id":"\(user)","name":"Abel Tuter","first_name":"Abel","last_name":"Tuter",\
            "user_name":"abel.tuter","email":"abel.tuter@acme-corp.com","mobile_phone":"+1 415 555 0199",\
            "sys_created_by":"admin"}]}
            """
        let incidentRecord = """
            {"result":[{"sys_id":"\(incident)","number":"INC0010001","short_description":"Abel's laptop is broken",\
            "caller_id":{"display_value":"Abel Tuter","link":"\(LearningFixtures.origin)/api/now/table/sys_user/\(user)",\
            "value":"\(user)"},"sys_created_by":"abel.tuter","sys_updated_by":"abel.tuter"}]}
            """
        var list = LearningFixtures.get(
            "/api/now/table/incident?sysparm_query=caller_id.name=Abel%20Tuter&sysparm_display_value=all",
            incidentRecord)
        list.response.headers["Link"] =
            "<\(LearningFixtures.origin)/api/now/table/incident?sysparm_query=caller_id.name%3DAbel%20Tuter"
            + "&sysparm_offset=0>;rel=\"first\""
        return Cassette(
            upstream: LearningFixtures.origin,
            interactions: [
                LearningFixtures.get("/api/now/table/sys_user?sysparm_query=user_name=abel.tuter", userRecord), list,
                LearningFixtures.get(
                    "/api/x_acme/notes", #"{"result":"Write to abel.tuter@acme-corp.com or call +1 415 555 0199"}"#),
            ])
    }

    static func anonymized(
        _ cassette: Cassette = session, key: SymmetricKey = SymmetricKey(data: Array(repeating: UInt8(7), count: 32)),
        fields: Set<String> = []
    ) -> (Cassette, CassetteAnonymizer) {
        var anonymizer = CassetteAnonymizer(rules: AnonymizationRules(freeTextFields: fields), key: key)
        anonymizer.gather(cassette)
        anonymizer.prepare()
        return (anonymizer.anonymize(cassette), anonymizer)
    }

    static func text(_ cassette: Cassette) -> String {
        cassette.interactions.map { interaction in
            ([interaction.request.url]
                + (Array(interaction.request.headers) + Array(interaction.response.headers)).map(\.value)
                + [String(decoding: interaction.response.body, as: UTF8.self)]).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    @Test("the user a request signed in as gets the same fake as the user name in the bodies")
    func recordedUser() throws {
        var cassette = Self.session
        cassette.interactions[0].request.user = "abel.tuter"
        let (anonymized, anonymizer) = Self.anonymized(cassette)
        let fake = try #require(anonymizer.mapping["abel.tuter"])
        #expect(anonymized.interactions[0].request.user == fake)
        #expect(anonymizer.leftovers(in: anonymized).isEmpty)
        // An account the rules keep, such as admin, keeps its name.
        cassette.interactions[1].request.user = "admin"
        #expect(Self.anonymized(cassette).0.interactions[1].request.user == "admin")
    }

    @Test("names, user names, e-mail addresses and phone numbers are replaced in bodies, queries, links and text")
    func replacesEverywhere() throws {
        let (anonymized, anonymizer) = Self.anonymized()
        let text = Self.text(anonymized)
        for original in ["Abel Tuter", "abel.tuter", "acme-corp.com", "415 555 0199", "Abel%20Tuter"] {
            #expect(!text.contains(original), "\(original) is left")
        }
        #expect(anonymizer.leftovers(in: anonymized).isEmpty)
        #expect(!anonymizer.leftovers(in: Self.session).isEmpty)
        #expect(text.contains("admin"), "accounts that name no person stay")
        #expect(text.contains("INC0010001") && text.contains(Self.user), "sys_ids and numbers stay")
    }

    @Test("one person's fakes agree with each other: name, first and last name, user name and e-mail address")
    func consistentFakes() throws {
        let (anonymized, anonymizer) = Self.anonymized()
        let name = try #require(anonymizer.mapping["Abel Tuter"])
        let first = try #require(anonymizer.mapping["Abel"])
        let last = try #require(anonymizer.mapping["Tuter"])
        #expect(name == "\(first) \(last)")
        let userName = try #require(anonymizer.mapping["abel.tuter"])
        #expect(userName == "\(first.lowercased()).\(last.lowercased())")
        #expect(anonymizer.mapping["abel.tuter@acme-corp.com"] == "\(userName)@example.com")
        let users = try JSONParser.parse(anonymized.interactions[0].response.body)
        let incidents = try JSONParser.parse(anonymized.interactions[1].response.body)
        #expect(users["result"]?[0]?["name"]?.stringValue == name)
        #expect(incidents["result"]?[0]?["caller_id"]?["display_value"]?.stringValue == name)
        #expect(anonymized.interactions[1].request.url.contains(name.replacingOccurrences(of: " ", with: "%20")))
    }

    @Test("the same key gives the same fakes; another key gives others")
    func keyed() {
        let key = SymmetricKey(data: Array(repeating: UInt8(1), count: 32))
        #expect(Self.anonymized(key: key).0 == Self.anonymized(key: key).0)
        #expect(Self.anonymized(key: key).1.mapping != Self.anonymized(key: SymmetricKey(size: .bits256)).1.mapping)
    }

    @Test("a free-text field a rule names is replaced whole, the same fake wherever the text appears")
    func freeText() throws {
        let (anonymized, anonymizer) = Self.anonymized(fields: ["short_description"])
        let fake = try #require(anonymizer.mapping["Abel's laptop is broken"])
        #expect(fake.hasPrefix("Text "))
        let incidents = try JSONParser.parse(anonymized.interactions[1].response.body)
        #expect(incidents["result"]?[0]?["short_description"]?.stringValue == fake)
    }

    @Test("update-set XML gets the same fakes, escaped as XML")
    func updateSetText() {
        let (_, anonymizer) = Self.anonymized()
        let xml = "<sys_created_by>abel.tuter</sys_created_by><email>abel.tuter@acme-corp.com</email>"
        let replaced = anonymizer.anonymize(text: xml)
        #expect(!replaced.contains("abel.tuter"))
        #expect(replaced.contains("@example.com"))
        #expect(anonymizer.leftovers(in: replaced).isEmpty)
    }

    @Test("an instance learned from the anonymized cassette holds the same records, field by field under the mapping")
    func learnedAgrees() throws {
        let (anonymized, anonymizer) = Self.anonymized()
        let original = try InstanceLearner().learn(try LearningFixtures.sources(Self.session.interactions))
        let fake = try InstanceLearner().learn(try LearningFixtures.sources(anonymized.interactions))
        #expect(original.recordCount == fake.recordCount)
        #expect(original.tables.map(\.name) == fake.tables.map(\.name))
        for record in original.content.records {
            let other = try #require(fake.content.records.first { $0.sysID == record.sysID })
            #expect(other.table == record.table)
            for (field, value) in record.values {
                #expect(other[field] == anonymizer.anonymize(text: value), "\(record.table).\(field)")
            }
        }
    }
}
