import Foundation
import GlideScript
import Testing

@Suite("Scripted REST: request, response and sn_ws_err")
struct ScriptedRESTRunnerTests {
    let request = ScriptedRESTRequest(
        pathParameters: ["task_id": "t1"], queryParameters: ["class": ["incident", "problem"]],
        queryString: "class=incident&class=problem", headers: ["Accept": "application/json", "X-Trace": "abc"],
        uri: "/api/x_test/v1/tracker/task/t1", url: "http://127.0.0.1:9/api/x_test/v1/tracker/task/t1",
        body: #"{"comment":"Hello, world!"}"#)

    @Test("RESTAPIRequest exposes path and query parameters, headers, the URI and the body")
    func requestFields() {
        let outcome = runOperation(
            """
            return [request.pathParams.task_id, request.queryParams['class'], request.queryString,
                    request.getHeader('x-trace'), request.headers.Accept, request.uri, request.url,
                    request.body.data.comment, request.body.dataString];
            """, request: request)
        let result = resultOf(outcome) as? [Any]
        #expect(result?.count == 9)
        #expect(result?[0] as? String == "t1")
        #expect(result?[1] as? [String] == ["incident", "problem"])
        #expect(result?[3] as? String == "abc")
        #expect(result?[7] as? String == "Hello, world!")
        #expect(result?[8] as? String == #"{"comment":"Hello, world!"}"#)
    }

    @Test("a returned value and setBody are wrapped in result; a stream writer is sent as written")
    func bodies() {
        let returned = runOperation("return {a: 1};")
        #expect(returned.status == 200 && returned.body == #"{"result":{"a":1}}"#)
        let set = runOperation(
            "response.setStatus(202); response.setHeader('X-One', '1'); response.setLocation('http://x/y'); response.setBody([1, 2]);"
        )
        #expect(set.status == 202 && set.body == #"{"result":[1,2]}"#)
        #expect(set.headers.contains { $0.name == "X-One" && $0.value == "1" })
        #expect(set.headers.contains { $0.name == "Location" && $0.value == "http://x/y" })
        let streamed = runOperation(
            """
            response.setStatus(201);
            response.setContentType('text/plain');
            var writer = response.getStreamWriter();
            writer.writeString('part one, ');
            writer.writeString('part two');
            """)
        #expect(streamed.status == 201 && streamed.body == "part one, part two")
        #expect(streamed.headers.contains { $0.name == "Content-Type" && $0.value == "text/plain" })
    }

    @Test(
        "each sn_ws_err kind gives its status in the error envelope",
        arguments: [
            ("BadRequestError", 400), ("NotFoundError", 404), ("ConflictError", 409), ("NotAcceptableError", 406),
            ("UnsupportedMediaTypeError", 415),
        ])
    func errorKinds(kind: String, status: Int) throws {
        let outcome = runOperation("throw new sn_ws_err.\(kind)('went wrong');")
        #expect(outcome.status == status)
        let body = try #require(try JSONSerialization.jsonObject(with: Data(outcome.body.utf8)) as? [String: Any])
        #expect(body["status"] as? String == "failure")
        #expect((body["error"] as? [String: Any])?["message"] as? String == "went wrong")
    }

    @Test("ServiceError takes its status, message and detail; setError sends it without throwing")
    func serviceError() throws {
        let thrown = runOperation(
            "var e = new sn_ws_err.ServiceError(); e.setStatus(418); e.setMessage('teapot'); e.setDetail('short and stout'); throw e;"
        )
        #expect(thrown.status == 418)
        #expect(thrown.body == #"{"error":{"message":"teapot","detail":"short and stout"},"status":"failure"}"#)
        let set = runOperation(
            "var e = new sn_ws_err.ServiceError(); e.setStatus(503); e.setMessage('later'); response.setError(e);")
        #expect(set.status == 503)
    }

    @Test("a script that throws gives a 500 envelope, and the log names the script and the line")
    func scriptError() {
        let data = MemoryDataSource()
        let outcome = runOperation("var a = 1;\nundefinedFunction();", data: data)
        #expect(outcome.status == 500)
        #expect(outcome.body.contains("ReferenceError at sys_ws_operation:test line 3"))
        #expect(data.logs.last?.0 == .error)
        #expect(data.logs.last?.1.contains("sys_ws_operation:test line 3") == true)
    }

    @Test("a syntax error in the operation gives a 500 with its line")
    func syntaxError() {
        let data = MemoryDataSource()
        let outcome = runOperation("var a = ;", data: data)
        #expect(outcome.status == 500)
        #expect(outcome.body.contains("SyntaxError"))
        #expect(data.logs.last?.1.contains("line 2") == true)
    }

    @Test("a body that is not JSON is a 400 when the script reads body.data")
    func badJSON() {
        let bad = ScriptedRESTRequest(uri: "/x", url: "http://127.0.0.1/x", body: "{not json")
        let outcome = runOperation("return request.body.data;", request: bad)
        #expect(outcome.status == 400)
        #expect(outcome.body.contains("not valid JSON"))
    }

    @Test("time and memory limits become 500 envelopes that say what to do")
    func limits() {
        let data = MemoryDataSource()
        let slow = runOperation("while (true) {}", data: data, limits: ScriptLimits(timeoutMilliseconds: 150))
        #expect(slow.status == 500 && slow.body.contains("ran longer than its limit of 150 ms"))
        // The platform's envelope, in the platform's order: the message, then the detail, then the status.
        #expect(slow.body.hasPrefix(#"{"error":{"message":"#), "\(slow.body)")
        #expect(slow.body.hasSuffix(#""detail":"sys_ws_operation:test"},"status":"failure"}"#), "\(slow.body)")
        let hungry = runOperation(
            "var a = []; for (;;) a.push(new Array(1000).join('z') + a.length);", data: data,
            limits: ScriptLimits(timeoutMilliseconds: 20_000, memoryBytes: 8 * 1024 * 1024))
        #expect(hungry.status == 500 && hungry.body.contains("used more than its limit of 8 MiB"))
        #expect(data.logs.count == 2)
    }
}

@Suite("Date under the time limit")
struct GuardedDateTests {
    @Test("Date keeps its behaviour behind the guard")
    func dateBehaviour() {
        let outcome = runOperation(
            """
            var d = new Date(2020, 0, 15, 10, 30);
            return [d.getDate(), d.getMonth(), d.getFullYear(), d instanceof Date, typeof Date(), new Date(0).getTime(),
                    Date.UTC(2020, 0, 1), Date.parse('2020-01-01T00:00:00Z'), typeof Date.now(),
                    Object.prototype.toString.call(d), new Date(Date.UTC(2021, 5, 1)).toISOString()];
            """)
        #expect(
            outcome.body
                == #"{"result":[15,0,2020,true,"string",0,1577836800000,1577836800000,"number","[object Date]","#
                + #""2021-06-01T00:00:00.000Z"]}"#)
    }

    @Test("scripts stopped while converting dates, again and again, leave Date working for the next ones")
    func stoppedInsideDates() {
        let data = MemoryDataSource()
        for _ in 0..<8 {
            let stopped = runOperation(
                "for (;;) { var d = new Date(); d.toString(); d.getHours(); d.getTimezoneOffset(); Date.parse('2020-01-01 10:00'); }",
                data: data, limits: ScriptLimits(timeoutMilliseconds: 60))
            #expect(stopped.status == 500)
            let next = runOperation(
                "return new Date(2001, 1, 3).getDate() + new Date().toString().length * 0;", data: data)
            #expect(next.body == #"{"result":3}"#)
        }
    }
}
