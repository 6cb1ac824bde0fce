import Foundation
import GlideScript
import NowInstance
import TestSupport
import Testing

@Suite("Scripted REST host: installation, routing, errors, limits and ACLs over real sockets", .stopsServers)
struct ScriptedRESTHostTests {
    static func configuration(_ fixture: UpdateSetFixture, limits: ScriptLimits = ScriptLimits()) throws
        -> InstanceConfiguration
    {
        InstanceConfiguration(
            clock: { SeedData.referenceDate }, updateSets: [try fixture.write()], scriptLimits: limits)
    }

    @Test(
        "each sn_ws_err kind answers with its status in the error envelope",
        arguments: [
            ("BadRequestError", 400), ("NotFoundError", 404), ("ConflictError", 409), ("NotAcceptableError", 406),
            ("UnsupportedMediaTypeError", 415),
        ])
    func errorKinds(kind: String, status: Int) async throws {
        let fixture = UpdateSetFixture.api(operations: [
            (
                "GET", "/fail",
                "(function process(request, response) { throw new sn_ws_err.\(kind)('no good'); })(request, response);",
                true
            )
        ])
        try await withInstance(try Self.configuration(fixture)) { client in
            let reply = try await client.request("/api/x_test/v1/probe/fail", user: "john.doe")
            #expect(reply.status == status)
            #expect(reply.errorMessage == "no good")
            #expect(reply.json["status"] as? String == "failure")
        }
    }

    @Test("ServiceError carries its own status, message and detail")
    func serviceError() async throws {
        let script = """
            (function process(request, response) {
                var error = new sn_ws_err.ServiceError();
                error.setStatus(422);
                error.setMessage('Unprocessable');
                error.setDetail('The widget is upside down');
                throw error;
            })(request, response);
            """
        let fixture = UpdateSetFixture.api(operations: [("GET", "/service", script, true)])
        try await withInstance(try Self.configuration(fixture)) { client in
            let reply = try await client.request("/api/x_test/v1/probe/service", user: "john.doe")
            #expect(reply.status == 422)
            #expect(reply.errorMessage == "Unprocessable")
            #expect(reply.errorDetail == "The widget is upside down")
        }
    }

    @Test("an endless loop and a runaway allocation give 500s within the limits, and the server keeps answering")
    func limits() async throws {
        let fixture = UpdateSetFixture.api(operations: [
            ("GET", "/spin", "(function process(request, response) { while (true) {} })(request, response);", true),
            (
                "GET", "/hog",
                "(function process(request, response) { var a = []; for (;;) a.push(new Array(5000).join('x') + a.length); })(request, response);",
                true
            ),
            ("GET", "/ok", "(function process(request, response) { return {fine: true}; })(request, response);", true),
        ])
        let limits = ScriptLimits(timeoutMilliseconds: 300, memoryBytes: 16 * 1024 * 1024)
        try await withInstance(try Self.configuration(fixture, limits: limits)) { client in
            async let spin = client.request("/api/x_test/v1/probe/spin", user: "john.doe")
            async let hog = client.request("/api/x_test/v1/probe/hog", user: "john.doe")
            let okWhileBusy = try await client.request("/api/x_test/v1/probe/ok", user: "john.doe")
            #expect(okWhileBusy.status == 200)
            let (spun, hogged) = try await (spin, hog)
            #expect(spun.status == 500)
            #expect(spun.errorMessage?.contains("ran longer than its limit of 300 ms") == true)
            #expect(hogged.status == 500)
            #expect(
                hogged.errorMessage?.contains("its limit of 16 MiB") == true
                    || hogged.errorMessage?.contains("300 ms") == true)
            let after = try await client.request("/api/x_test/v1/probe/ok", user: "john.doe")
            #expect(after.status == 200)
            #expect(after.text == #"{"result":{"fine":true}}"#)
        }
    }

    @Test("a script with a syntax error gives a 500, and the instance log names the script and the line")
    func syntaxError() async throws {
        let fixture = UpdateSetFixture.api(operations: [
            (
                "GET", "/broken",
                "(function process(request, response) {\n  var x = ;\n  return x;\n})(request, response);", true
            )
        ])
        let configuration = try Self.configuration(fixture)
        let instance = try await EmbeddedInstance.prepare(configuration)
        let running = try await instance.start()
        let reply = try await HTTPTestClient(baseURL: running.baseURL).request(
            "/api/x_test/v1/probe/broken", user: "john.doe")
        #expect(reply.status == 500)
        #expect(reply.json["status"] as? String == "failure")
        let entry = try #require(instance.log.entries.last)
        #expect(entry.level == "error")
        #expect(entry.message.contains("sys_ws_operation:GET /broken"))
        #expect(entry.message.contains("line 2"))
    }

    @Test("GlideRecordSecure applies the caller's ACLs; GlideRecord does not")
    func secureRecords() async throws {
        let script = """
            (function process(request, response) {
                var secure = new GlideRecordSecure('incident');
                secure.query();
                var open = new GlideRecord('incident');
                open.query();
                var journal = new GlideRecordSecure('sys_journal_field');
                journal.query();
                var write = new GlideRecordSecure('kb_knowledge');
                write.initialize();
                write.short_description = 'from a guest';
                return { secure: secure.getRowCount(), all: open.getRowCount(), journal: journal.getRowCount(),
                         inserted: write.insert(), canCreate: write.canCreate() };
            })(request, response);
            """
        let fixture = UpdateSetFixture.api(operations: [("GET", "/count", script, true)])
        try await withInstance(try Self.configuration(fixture)) { client in
            let visible = try await client.request(
                "/api/now/v2/table/incident?sysparm_fields=sys_id", user: "guest.user")
            let guest = try await client.request("/api/x_test/v1/probe/count", user: "guest.user")
            #expect(guest.result["all"] as? Int == 200)
            #expect(guest.result["secure"] as? Int == visible.results.count)
            #expect((guest.result["secure"] as? Int ?? 200) < 200)
            #expect(guest.result["journal"] as? Int == 0)
            #expect(guest.result["inserted"] is NSNull)
            #expect(guest.result["canCreate"] as? Bool == false)
            let itil = try await client.request("/api/x_test/v1/probe/count", user: "john.doe")
            #expect(itil.result["secure"] as? Int == 200)
        }
    }

    @Test("an operation with requires_authentication=false answers without credentials, as the guest user")
    func anonymous() async throws {
        let fixture = UpdateSetFixture.api(operations: [
            (
                "GET", "/public",
                "(function process(request, response) { return {user: gs.getUserName()}; })(request, response);", false
            ),
            (
                "GET", "/private",
                "(function process(request, response) { return {user: gs.getUserName()}; })(request, response);", true
            ),
        ])
        try await withInstance(try Self.configuration(fixture)) { client in
            let open = try await client.request("/api/x_test/v1/probe/public")
            #expect(open.status == 200)
            #expect(open.result["user"] as? String == "guest.user")
            let signedIn = try await client.request("/api/x_test/v1/probe/public", user: "john.doe")
            #expect(signedIn.result["user"] as? String == "john.doe")
            let badPassword = try await client.request(
                "/api/x_test/v1/probe/public", user: "john.doe", password: "nope")
            #expect(badPassword.status == 401)
            let closed = try await client.request("/api/x_test/v1/probe/private")
            #expect(closed.status == 401)
        }
    }

    @Test("routing: path parameters, the default version without a version segment, 405 and 400 for unknown paths")
    func routing() async throws {
        let echo = "(function process(request, response) { return request.pathParams; })(request, response);"
        let fixture = UpdateSetFixture.api(operations: [
            ("GET", "/items/{item}/parts/{part}", echo, true),
            (
                "GET", "/items/special/parts/{part}",
                "(function process(request, response) { return 'special'; })(request, response);", true
            ),
        ])
        try await withInstance(try Self.configuration(fixture)) { client in
            let versioned = try await client.request("/api/x_test/v1/probe/items/a%20b/parts/7", user: "john.doe")
            #expect(versioned.status == 200)
            #expect(versioned.result as NSDictionary == ["item": "a b", "part": "7"] as NSDictionary)
            let unversioned = try await client.request("/api/x_test/probe/items/x/parts/y", user: "john.doe")
            #expect(unversioned.result as NSDictionary == ["item": "x", "part": "y"] as NSDictionary)
            let literal = try await client.request("/api/x_test/v1/probe/items/special/parts/1", user: "john.doe")
            #expect(literal.json["result"] as? String == "special")
            let wrongVersion = try await client.request("/api/x_test/v2/probe/items/x/parts/y", user: "john.doe")
            #expect(wrongVersion.status == 400)
            #expect(wrongVersion.errorMessage == "Requested URI does not represent any resource")
            let wrongMethod = try await client.request(
                "/api/x_test/v1/probe/items/x/parts/y", method: "DELETE", user: "john.doe")
            #expect(wrongMethod.status == 405)
            #expect(wrongMethod.headers["allow"] == "GET")
        }
    }

    @Test("DELETE entries remove records, and other records are stored in tables created from their fields")
    func deletesAndGenericRecords() async throws {
        var fixture = UpdateSetFixture.api(operations: [
            ("GET", "/gone", "(function process(request, response) { return 1; })(request, response);", true)
        ])
        fixture.add(
            "sys_properties", "a0000000000000000000000000000001",
            [("name", "x_test.greeting"), ("value", "Hello from a property"), ("type", "string")])
        fixture.add(
            "sys_ui_page", "a0000000000000000000000000000002", [("name", "x_test_page"), ("html", "<p>Hi</p>")])
        var second = UpdateSetFixture()
        second.add("sys_ws_operation", String(format: "f%031d", 0), action: "DELETE", [("name", "GET /gone")])
        second.add("sys_ui_page", "a0000000000000000000000000000002", action: "DELETE", [("name", "x_test_page")])
        let readProperty = UpdateSetFixture.api(
            service: "props",
            operations: [
                (
                    "GET", "/greeting",
                    "(function process(request, response) { return gs.getProperty('x_test.greeting'); })(request, response);",
                    true
                )
            ])
        var configuration = try Self.configuration(fixture)
        configuration.updateSets.append(try second.write())
        let instance = try await EmbeddedInstance.prepare(configuration)
        #expect(instance.installations.map(\.deleted) == [0, 2])
        #expect(instance.installations.first?.createdTables.contains("sys_ui_page") == true)
        let running = try await instance.start()
        let client = HTTPTestClient(baseURL: running.baseURL)
        let gone = try await client.request("/api/x_test/v1/probe/gone", user: "john.doe")
        #expect(gone.status == 400)
        let pages = try await client.request("/api/now/v2/table/sys_ui_page", user: "admin", password: "admin")
        #expect(pages.status == 200 && pages.results.isEmpty)
        let properties = try await client.request(
            "/api/now/v2/table/sys_properties?name=x_test.greeting", user: "admin", password: "admin")
        #expect(properties.results.first?["value"] as? String == "Hello from a property")
        try instance.install(updateSet: try readProperty.write())
        let greeting = try await client.request("/api/x_test/v1/props/greeting", user: "john.doe")
        #expect(greeting.json["result"] as? String == "Hello from a property")
    }

    @Test("a body over 10 MB is 413 and a body that is not UTF-8 is 400, both before any script runs")
    func badBodies() async throws {
        let fixture = UpdateSetFixture.api(operations: [
            (
                "POST", "/echo",
                "(function process(request, response) { return request.body.dataString.length; })(request, response);",
                true
            )
        ])
        try await withInstance(try Self.configuration(fixture)) { client in
            let small = try await client.request(
                "/api/x_test/v1/probe/echo", method: "POST", user: "john.doe", body: Data("hello".utf8))
            #expect(small.json["result"] as? Int == 5)
            let large = try await client.request(
                "/api/x_test/v1/probe/echo", method: "POST", user: "john.doe",
                body: Data(repeating: UInt8(ascii: "a"), count: 10 * 1024 * 1024 + 1))
            #expect(large.status == 413)
            #expect(large.errorMessage == "Exception while reading request")
            let binary = try await client.request(
                "/api/x_test/v1/probe/echo", method: "POST", user: "john.doe", body: Data([0xFF, 0xFE, 0x00, 0xC3]))
            #expect(binary.status == 400)
            #expect(binary.errorDetail == "The body is not UTF-8 text; send it encoded as UTF-8")
        }
    }

    @Test("an update set that cannot be read stops the start with an error that names the file")
    func unreadableSet() async throws {
        let url = TestScratch.url("nowtape-broken-\(UUID()).xml")
        try Data("<unload><sys_update_xml><payload>".utf8).write(to: url)
        await #expect {
            _ = try await EmbeddedInstance.prepare(
                InstanceConfiguration(updateSets: [url.path]))
        } throws: { error in
            "\(error)".contains(url.path) && "\(error)".contains("nowtape updateset check")
        }
    }
}
