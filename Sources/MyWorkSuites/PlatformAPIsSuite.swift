import Foundation
import NowClient
import NowInstance
import Scenarios

extension MyWorkSuites {
    /// A small picture's bytes, the same on every run so recordings replay.
    static let photo = Data((0..<4_096).map { UInt8(truncatingIfNeeded: ($0 &* 31) ^ ($0 >> 3)) })

    /// The platform's other REST APIs as integrations call them: attach a photo and read it back, count incidents by
    /// priority, import rows through a transform map, send reads and a write in one batch, and back off when a rate
    /// limit refuses a request.
    public static var platformAPIs: Suite {
        Suite("Attachments, aggregates, imports and batches", tags: ["platform-apis"]) {
            Scenario("Attach a photo to an incident and read it back", as: .basic("john.doe")) {
                Call(
                    "Create the incident", .create("incident", ["short_description": "Cracked screen, photo attached"])
                )
                .expect(.status(201))
                .capture("incident", from: "result.sys_id")
                Call(
                    "Upload the photo",
                    .uploadAttachment(
                        photo, fileName: "screen.jpg", contentType: "image/jpeg", table: "incident", id: "{{incident}}")
                )
                .expect(
                    .status(201), .equals("result.size_bytes", "4096"), .equals("result.content_type", "image/jpeg"),
                    .equals("result.table_sys_id", "{{incident}}"), .contains("result.download_link", "/file")
                )
                .capture("photo", from: "result.sys_id")
                Call("It is listed on the incident", .attachments(query: "table_sys_id={{incident}}"))
                    .expect(.count("result", 1), .equals("result[0].file_name", "screen.jpg"))
                Call("Its metadata", .attachment(id: "{{photo}}"))
                    .expect(.equals("result.sys_id", "{{photo}}"), .equals("result.table_name", "incident"))
                Call("Download it", .downloadAttachment(id: "{{photo}}")).expect(.status(200), .body(photo))
                Call("Delete it", .deleteAttachment(id: "{{photo}}")).expect(.status(204))
                Call("It is gone", .attachment(id: "{{photo}}")).expect(.status(404))
                Teardown {
                    Call("Remove the incident", .delete("incident", id: "{{incident}}"), as: .basic("admin"))
                        .expect(.status(204))
                }
            }
            Scenario("Rename an attachment and describe it with alt text, from Australia", as: .basic("john.doe")) {
                Call(
                    "Create the incident",
                    .create("incident", ["short_description": "Water under a desk, photo attached"])
                )
                .expect(.status(201))
                .capture("incident", from: "result.sys_id")
                Call(
                    "Upload the photo",
                    .uploadAttachment(
                        photo, fileName: "IMG_0042.jpg", contentType: "image/jpeg", table: "incident",
                        id: "{{incident}}")
                )
                .expect(.status(201))
                .capture("photo", from: "result.sys_id")
                Call("Rename it", .renameAttachment(id: "{{photo}}", to: "desk.jpg")).expect(.status(204))
                Call("It has its new name", .attachment(id: "{{photo}}")).expect(
                    .equals("result.file_name", "desk.jpg"))
                Call(
                    "Describe it for screen readers",
                    .addAttachmentAttribute(id: "{{photo}}", key: "alt_text", value: "Water pooling under a desk")
                )
                .expect(.status(201), .equals("result.key", "alt_text"))
                Call("The description is kept", .attachmentAttributes(id: "{{photo}}"))
                    .expect(
                        .status(200), .count("result", 1), .equals("result[0].value", "Water pooling under a desk"))
                Teardown {
                    Call("Remove the incident", .delete("incident", id: "{{incident}}"), as: .basic("admin"))
                        .expect(.status(204))
                }
            }
            Scenario("Upload a photo taken offline with the time it was taken, from Yokohama", as: .basic("john.doe")) {
                Call("Create the incident", .create("incident", ["short_description": "Broken badge reader"]))
                    .expect(.status(201))
                    .capture("incident", from: "result.sys_id")
                Call(
                    "Upload the photo with its creation time",
                    .uploadAttachment(
                        photo, fileName: "reader.jpg", contentType: "image/jpeg", table: "incident", id: "{{incident}}",
                        createdOn: "2025-03-14 09:26:53")
                )
                .expect(.status(201), .equals("result.sys_created_on", "2025-03-14 09:26:53"))
                Teardown {
                    Call("Remove the incident", .delete("incident", id: "{{incident}}"), as: .basic("admin"))
                        .expect(.status(204))
                }
            }
            Scenario("Count incidents by priority", as: .basic("john.doe")) {
                Call("All incidents", .stats("incident"))
                    .expect(.status(200))
                    .capture("total", from: "result.stats.count")
                Call(
                    "Grouped by priority, largest first",
                    .stats(
                        "incident",
                        .init(
                            query: "priorityISNOTEMPTY", average: ["reassignment_count"], groupBy: ["priority"],
                            orderBy: ["COUNT^DESC"]))
                )
                .expect(
                    .count("result", 5), .equals("result[0].groupby_fields[0].field", "priority"),
                    .each("result", "has a count and an average") {
                        $0["stats"]?["count"]?.text != nil && $0["stats"]?["avg"]?["reassignment_count"] != nil
                    })
                Call(
                    "Open critical incidents, with labels",
                    .stats(
                        "incident",
                        .init(query: "active=true^priority=1", groupBy: ["state"], displayValue: "true"))
                )
                .expect(
                    .atLeast("result", 1),
                    .each("result", "names its state") {
                        ["New", "In Progress", "On Hold"].contains($0["groupby_fields"]?[0]?["value"]?.text ?? "")
                    })
            }
            Scenario("Import incidents through a transform map", as: .basic("admin")) {
                Generate("title", .sentence(prefix: "Imported"))
                Call(
                    "Import a row",
                    .importRow(
                        "u_imp_incident",
                        ["u_short_description": "{{title}}", "u_caller": "john.doe", "u_priority": "High"])
                )
                .expect(
                    .status(201), .equals("staging_table", "u_imp_incident"), .equals("result[0].status", "inserted"),
                    .equals("result[0].table", "incident"), .contains("result[0].display_value", "INC")
                )
                .capture("incident", from: "result[0].sys_id")
                .capture("number", from: "result[0].display_value")
                Call(
                    "Import it again by number",
                    .importRow("u_imp_incident", ["u_number": "{{number}}", "u_short_description": "{{title}} again"])
                )
                .expect(.equals("result[0].status", "updated"), .equals("result[0].sys_id", "{{incident}}"))
                Call(
                    "A row without a description is ignored", .importRow("u_imp_incident", ["u_short_description": ""])
                )
                .expect(.equals("result[0].status", "ignored"))
                Call(
                    "The incident has the imported values",
                    .get("incident", id: "{{incident}}", read: .init(fields: ["short_description", "priority"]))
                )
                .expect(.equals("result.short_description", "{{title}} again"), .equals("result.priority", "2"))
                Teardown {
                    Call("Remove the incident", .delete("incident", id: "{{incident}}")).expect(.status(204))
                }
            }
            Scenario("Reads and a write in one batch", as: .basic("john.doe")) {
                Call(
                    "Send the batch",
                    .batch([
                        .init(
                            id: "mine", method: "GET",
                            path: "/api/now/table/incident?sysparm_limit=2&sysparm_fields=number"),
                        .init(
                            // Without reference links, the base64 body names no host, so it replays anywhere.
                            id: "new", method: "POST",
                            path: "/api/now/table/incident?sysparm_exclude_reference_link=true",
                            body: Data(#"{"short_description":"Created in a batch"}"#.utf8)),
                        .init(id: "missing", method: "GET", path: "/api/now/table/no_such_table"),
                    ])
                )
                .expect(
                    .status(200), .count("serviced_requests", 3), .equals("serviced_requests[0].status_code", 200),
                    .equals("serviced_requests[1].status_code", 201), .equals("serviced_requests[2].status_code", 400),
                    .count("unserviced_requests", 0))
            }
            Scenario(
                "Back off on 429 and retry", as: .basic("john.doe"),
                limits: InstanceLimits(
                    rateLimits: [RateLimitRule(subject: .role("itil"), api: "stats", requestsPerWindow: 2)],
                    rateLimitWindow: 60)
            ) {
                for count in 1...2 {
                    Call("Count incidents (\(count) of 2 allowed)", .stats("incident"))
                        .expect(.status(200), .header("X-RateLimit-Limit", "2"))
                }
                Call("The third is refused", .stats("incident"))
                    .expect(
                        .status(429), .equals("error.message", "Rate limit exceeded"),
                        .contains("error.detail", "2 requests per minute for Aggregate API"), .header("Retry-After"))
                Call("Back off as Retry-After says, then retry", .stats("incident"))
                    .retrying(RetryPolicy(attempts: 2))
                    .expect(.status(200), .header("X-RateLimit-Limit", "2"))
                Call("The Table API is not limited", .list("incident", .init(limit: 1)))
                    .expect(.status(200), .count("result", 1))
            }
        }
    }
}
