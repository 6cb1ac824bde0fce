import Cassettes
import Testing

@Suite("Cassettes: request URLs")
struct RecordedRequestTests {
    @Test("path, query and target come from the URL as sent, decoded where they are compared")
    func urlParts() {
        let request = RecordedRequest(
            method: "get",
            url:
                "https://dev.service-now.com/api/now/table/inc%20ident?sysparm_query=short_description%3DA+b%5Eactive%3Dtrue&x=&flag#frag"
        )
        #expect(request.method == "GET")
        #expect(request.path == "/api/now/table/inc ident")
        #expect(
            request.queryItems.map { "\($0.name)=\($0.value)" } == [
                "sysparm_query=short_description=A b^active=true", "x=", "flag=",
            ])
        #expect(
            request.target == "/api/now/table/inc%20ident?sysparm_query=short_description%3DA+b%5Eactive%3Dtrue&x=&flag"
        )
        #expect(RecordedRequest(method: "GET", url: "http://127.0.0.1:8080").target == "/")
        #expect(RecordedRequest(method: "GET", url: "http://127.0.0.1:8080?a=1#f").target == "/?a=1")
        #expect(RecordedRequest(method: "GET", url: "http://127.0.0.1:8080/p?#f").target == "/p?")
        #expect(RecordedRequest(method: "GET", url: "http://127.0.0.1:8080/p/é#f?x").target == "/p/é")
        #expect(RecordedRequest(method: "GET", url: "/relative?a=%ZZ").queryItems.first?.value == "%ZZ")
        let bare = RecordedRequest(method: "GET", url: "/login.do?next=https://elsewhere/x")
        #expect(bare.path == "/login.do")
        #expect(bare.target == "/login.do?next=https://elsewhere/x")
    }
}
