import Foundation
import JSONText
import TableXML
import Testing

@Suite("TableXML: XML request bodies read safely")
struct XMLRecordReaderTests {
    @Test("fields of <request><entry>, or directly under the document element; a reference takes its value child")
    func readsFields() throws {
        let entry = Data(
            "<request><entry><short_description>Printer &amp; scanner</short_description><caller_id><value>abc</value><link>x</link></caller_id></entry></request>"
                .utf8)
        #expect(
            try XMLRecordReader.values(from: entry) == ["short_description": "Printer & scanner", "caller_id": "abc"])
        let flat = Data("<request><priority>2</priority><empty/></request>".utf8)
        #expect(try XMLRecordReader.values(from: flat) == ["priority": "2", "empty": ""])
    }

    @Test("a DTD, an external entity, two entries or malformed XML are refused with the shape to send")
    func refusesWhatItWillNotRead() {
        let bodies = [
            #"<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><request><a>&x;</a></request>"#,
            "<request><entry><a>1</a></entry><entry><a>2</a></entry></request>",
            "<request><a>1</request>",
            "",
        ]
        for body in bodies {
            do {
                let values = try XMLRecordReader.values(from: Data(body.utf8))
                Issue.record("\(body) was read as \(values)")
            } catch {
                #expect(error.description.contains(XMLBodyError.expectedShape), "\(error)")
                #expect(!error.description.contains("root:"), "nothing from the file system: \(error)")
            }
        }
    }

    @Test("elements nested past the limit are refused, not recursed into")
    func deepNesting() {
        let body = String(repeating: "<a>", count: 200) + String(repeating: "</a>", count: 200)
        #expect(throws: XMLBodyError.self) { try XMLRecordReader.values(from: Data(body.utf8)) }
    }
}

@Suite("TableXML: JSON answers written as the platform's XML")
struct XMLResponseWriterTests {
    @Test("objects are elements, arrays repeat their key, values are text, empty values empty elements")
    func mapping() throws {
        let json = try JSONParser.parse(
            #"{"result":[{"number":"INC1","active":true,"count":3,"none":null},{"number":"INC2"}]}"#)
        let xml = try #require(XMLResponseWriter.xml(from: json))
        #expect(xml.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
        #expect(
            xml.contains(
                "<response><result><number>INC1</number><active>true</active><count>3</count><none/></result>"
                    + "<result><number>INC2</number></result></response>"))
    }

    @Test("a key that is not an XML name is kept as <field name=…>, and text is escaped")
    func awkwardNamesAndText() throws {
        let xml = try #require(XMLResponseWriter.xml(from: try JSONParser.parse(#"{"1st field":"a<b&c"}"#)))
        #expect(xml.contains(#"<field name="1st field">a&lt;b&amp;c</field>"#))
    }
}
