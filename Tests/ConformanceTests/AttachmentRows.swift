import Foundation

extension ConformanceRow {
    /// A raw upload of `content` named `name` to a new incident.
    static func upload(
        _ client: ConformanceClient, _ row: String, name: String = "test", content: String = #"{"a":1}"#,
        type: String = "application/json"
    ) async throws -> ConformanceClient.Reply {
        let parent = try await newIncident(client, row)
        let encoded = name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? name
        return try await client.send(
            "/api/now/attachment/file?table_name=incident&table_sys_id=\(parent)&file_name=\(encoded)",
            method: "POST", headers: [("Content-Type", type)], body: Data(content.utf8))
    }

    /// The Attachment API: uploads, their metadata, downloads and deletes.
    static let attachments: [ConformanceRow] = [
        ConformanceRow("A01") { client in
            var check = RowCheck()
            let reply = try await upload(client, "A01")
            let id = reply.result["sys_id"] as? String ?? ""
            check.expect(reply.status, equals: 201, "status")
            check.expect(
                reply.header("Location"), equals: "\(client.baseURL)/api/now/attachment/\(id)/file", "Location")
            check.expect(
                reply.result["download_link"] as? String, equals: reply.header("Location") ?? "", "download_link")
            return check
        },
        ConformanceRow("A02") { client in
            var check = RowCheck()
            let content = #"{"a":1}"#
            let reply = try await upload(client, "A02", content: content)
            let result = reply.result
            check.expect(result.values.allSatisfy { $0 is String }, "a metadata value is not a string")
            check.expect(result["size_bytes"] as? String, equals: String(content.utf8.count), "size_bytes")
            check.expect(result["file_name"] as? String, equals: "test", "file_name")
            check.expect(result["table_name"] as? String, equals: "incident", "table_name")
            check.expect(result["content_type"] as? String, equals: "application/json", "content_type")
            check.expect(result["table_sys_id"] as? String, matches: "[0-9a-f]{32}", "table_sys_id")
            check.expect(result["sys_mod_count"] as? String, equals: "0", "sys_mod_count")
            for empty in ["average_image_color", "image_width", "image_height", "sys_tags"] {
                check.expect(result[empty] as? String, equals: "", empty)
            }
            return check
        },
        ConformanceRow("A03") { client in
            var check = RowCheck()
            let reply = try await upload(client, "A03")
            check.expect(reply.result["chunk_size_bytes"] as? String, equals: "700000", "chunk_size_bytes")
            check.expect(reply.result["hash"] as? String, matches: "[0-9a-f]{64}", "hash")
            return check
        },
        ConformanceRow("A04") { client in
            var check = RowCheck()
            let id = try await upload(client, "A04").result["sys_id"] as? String ?? ""
            let reply = try await client.send("/api/now/attachment/\(id)/file", headers: [("Accept", "*/*")])
            check.expect(reply.status, equals: 200, "status")
            check.expect(
                reply.header("Content-Disposition"), equals: #"attachment;filename="test";filename*=UTF-8''test"#,
                "Content-Disposition")
            check.expect(reply.text, equals: #"{"a":1}"#, "the content")
            return check
        },
        ConformanceRow("A05") { client in
            var check = RowCheck()
            let id = try await upload(client, "A05").result["sys_id"] as? String ?? ""
            let reply = try await client.send("/api/now/attachment/\(id)/file", headers: [("Accept", "*/*")])
            let names = reply.headers.map(\.name)
            check.expect(names.contains("x-attachment-metadata"), "no lower-case x-attachment-metadata in \(names)")
            let metadata = reply.header("x-attachment-metadata") ?? ""
            check.expect(metadata.hasPrefix(#"{  ""#) && metadata.hasSuffix(#""}"#), "not Jackson's form: \(metadata)")
            check.expect(metadata.contains(#""file_name" : "test",  ""#), "no \"file_name\" : \"test\" in \(metadata)")
            check.expect(!metadata.contains("download_link"), "download_link is in the metadata header")
            check.expect(!metadata.contains("\n"), "the metadata header spans lines")
            return check
        },
        ConformanceRow("A06") { client in
            var check = RowCheck()
            let id = try await upload(client, "A06").result["sys_id"] as? String ?? ""
            let reply = try await client.send("/api/now/attachment/\(id)/file", headers: [("Accept", "*/*")])
            check.expect(reply.header("Content-Type"), equals: "application/json;charset=UTF-8", "Content-Type")
            return check
        },
        ConformanceRow("A07") { client in
            var check = RowCheck()
            let name = #"quarterly "final" report é.txt"#
            let id = try await upload(client, "A07", name: name, type: "text/plain").result["sys_id"] as? String ?? ""
            let reply = try await client.send("/api/now/attachment/\(id)/file", headers: [("Accept", "*/*")])
            check.expect(
                reply.header("Content-Disposition"),
                equals: #"attachment;filename="quarterly \"final\" report _.txt";"#
                    + "filename*=UTF-8''quarterly%20%22final%22%20report%20%C3%A9.txt",
                "Content-Disposition")
            return check
        },
        ConformanceRow("A08") { client in
            var check = RowCheck()
            let uploaded = try await upload(client, "A08")
            let parent = uploaded.result["table_sys_id"] as? String ?? ""
            let reply = try await client.send("/api/now/attachment?sysparm_query=table_sys_id%3D\(parent)")
            check.expect(reply.status, equals: 200, "status")
            check.expect(reply.header("X-Total-Count"), equals: "1", "X-Total-Count")
            check.expectAbsent(reply.header("Link"), "Link without sysparm_limit")
            let first = reply.results.first ?? [:]
            check.expect(first["download_link"] as? String, equals: uploaded.header("Location") ?? "", "download_link")
            return check
        },
        ConformanceRow("A09") { client in
            var check = RowCheck()
            let uploaded = try await upload(client, "A09")
            let id = uploaded.result["sys_id"] as? String ?? ""
            let reply = try await client.send("/api/now/attachment/\(id)")
            check.expect(reply.status, equals: 200, "status")
            check.expect(reply.header("Content-Type"), equals: "application/json;charset=UTF-8", "Content-Type")
            check.expect(
                reply.result["download_link"] as? String, equals: uploaded.header("Location") ?? "", "download_link")
            check.expect(reply.result["sys_id"] as? String, equals: id, "sys_id")
            return check
        },
        ConformanceRow("A10") { client in
            var check = RowCheck()
            let id = try await upload(client, "A10").result["sys_id"] as? String ?? ""
            let reply = try await client.send("/api/now/attachment/\(id)", method: "DELETE")
            check.expect(reply.status, equals: 204, "status")
            check.expect(reply.body.isEmpty, "a body came back")
            let after = try await client.send("/api/now/attachment/\(id)")
            check.expect(after.status, equals: 404, "status of the metadata after the delete")
            return check
        },
        ConformanceRow("A11") { client in
            var check = RowCheck()
            let parent = try await newIncident(client, "A11")
            let boundary = "----conformance"
            var body = "--\(boundary)\r\nContent-Disposition: form-data; name=\"table_name\"\r\n\r\nincident\r\n"
            body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"table_sys_id\"\r\n\r\n\(parent)\r\n"
            body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"uploadFile\"; filename=\"notes.txt\"\r\n"
            body += "Content-Type: text/plain\r\n\r\nsome notes\r\n--\(boundary)--\r\n"
            let reply = try await client.send(
                "/api/now/attachment/upload", method: "POST",
                headers: [("Content-Type", "multipart/form-data; boundary=\(boundary)")], body: Data(body.utf8))
            let id = reply.result["sys_id"] as? String ?? ""
            check.expect(reply.status, equals: 201, "status")
            check.expect(
                reply.header("Location"), equals: "\(client.baseURL)/api/now/attachment/\(id)/file", "Location")
            check.expect(reply.result["file_name"] as? String, equals: "notes.txt", "file_name")
            check.expect(reply.result["content_type"] as? String, equals: "text/plain", "content_type")
            return check
        },
        ConformanceRow("A12") { client in
            var check = RowCheck()
            let reply = try await client.send("/api/now/attachment/0123456789abcdef0123456789abcdef/file")
            check.expect(reply.status, equals: 404, "status")
            check.expect(reply.json["status"] as? String, equals: "failure", "status")
            return check
        },
        ConformanceRow("A13") { client in
            var check = RowCheck()
            let reply = try await client.send(
                "/api/now/attachment/file?table_name=incident", method: "POST",
                headers: [("Content-Type", "text/plain")], body: Data("x".utf8))
            check.expect(reply.status, equals: 400, "status")
            check.expect(reply.json["status"] as? String, equals: "failure", "status")
            return check
        },
        ConformanceRow("A14") { client in
            var check = RowCheck()
            let reply = try await client.send(
                "/api/now/attachment/file?table_name=incident&table_sys_id=0123456789abcdef0123456789abcdef"
                    + "&file_name=x.txt", method: "POST", headers: [("Content-Type", "text/plain")],
                body: Data("x".utf8))
            check.expect(reply.status, equals: 404, "status")
            check.expect(reply.json["status"] as? String, equals: "failure", "status")
            return check
        },
    ]
}
