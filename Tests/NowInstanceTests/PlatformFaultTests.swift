import Foundation
import NowInstance
import Testing

@Suite("Platform faults the embedded instance puts in a client's way")
struct PlatformFaultTests {
    @Test("NAME[@RATE] reads a share as a fraction or a percentage; anything else is refused")
    func arguments() {
        #expect(PlatformFault(argument: "hibernation") == PlatformFault(.hibernation))
        #expect(PlatformFault(argument: "Hibernation@0.25")?.rate == 0.25)
        #expect(PlatformFault(argument: "hibernation@50%")?.rate == 0.5)
        for bad in ["sleeping", "hibernation@", "hibernation@1.5", "hibernation@-1", "hibernation@x", ""] {
            #expect(PlatformFault(argument: bad) == nil, "\(bad)")
        }
    }

    @Test("hibernation answers 200 with the hibernation page in HTML, at exactly the share asked for")
    func hibernation() async throws {
        var configuration = InstanceConfiguration(clock: { SeedData.referenceDate })
        configuration.faults = [PlatformFault(.hibernation, rate: 0.5)]
        try await withInstance(configuration) { client in
            var pages = 0
            for _ in 0..<6 {
                let reply = try await client.request("/api/now/table/incident?sysparm_limit=1", user: "john.doe")
                #expect(reply.status == 200)
                if reply.headers["content-type"] == "text/html;charset=UTF-8" {
                    pages += 1
                    #expect(reply.text.contains(#"<div class="instance-hibernating-page">"#))
                    #expect(reply.text.contains("Sign in to the site to wake your instance"))
                } else {
                    #expect(reply.results.count == 1)
                }
            }
            #expect(pages == 3)
        }
    }
}
