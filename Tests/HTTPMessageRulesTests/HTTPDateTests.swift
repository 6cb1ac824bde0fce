import Foundation
import HTTPMessageRules
import Testing

@Suite("HTTP dates")
struct HTTPDateTests {
    @Test("a date is written as IMF-fixdate in GMT, as RFC 9110's example shows")
    func writesTheRFCExample() {
        #expect(HTTPDate.string(from: Date(timeIntervalSince1970: 784_111_777)) == "Sun, 06 Nov 1994 08:49:37 GMT")
    }

    @Test("single-digit days and times are padded, and the weekday and month follow the calendar")
    func padsAndNames() {
        // 2026-03-01 04:05:06 UTC, a Sunday.
        #expect(HTTPDate.string(from: Date(timeIntervalSince1970: 1_772_337_906)) == "Sun, 01 Mar 2026 04:05:06 GMT")
        // The last second of 2025, a Wednesday.
        #expect(HTTPDate.string(from: Date(timeIntervalSince1970: 1_767_225_599)) == "Wed, 31 Dec 2025 23:59:59 GMT")
    }

    @Test("an IMF-fixdate reads back as the moment it names; other text reads as nothing")
    func parses() {
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == Date(timeIntervalSince1970: 784_111_777))
        let moment = Date(timeIntervalSince1970: 1_773_835_754)
        #expect(HTTPDate.parse(HTTPDate.string(from: moment)) == moment)
        for text in [
            "", "Sun, 06 Nov 1994 08:49:37", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun, 06 Foo 1994 08:49:37 GMT",
            "Sun, 32 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 1994 25:49:37 GMT", "Sun, 06 Nov 1994 08:49 GMT",
        ] {
            #expect(HTTPDate.parse(text) == nil, "\(text)")
        }
    }
}
