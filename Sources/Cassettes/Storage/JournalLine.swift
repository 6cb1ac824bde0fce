import Foundation
import JSONText

/// One interaction as a line of the journal: compact JSON written straight from the interaction, in the shape
/// ``CassetteCoder`` reads. Headers keep their order and a repeated name appears once per value; bodies are text
/// or base64 (or a sidecar file reference), and are made readable when the journal is folded into the cassette.
enum JournalLine {
    /// The line's bytes, ending in a newline.
    static func encode(_ interaction: Interaction, bodies: BodyFiles?) throws -> [UInt8] {
        var output = JSONOutput(indent: nil)
        output.bytes.reserveCapacity(
            512 + interaction.request.body.count + interaction.response.body.count + interaction.request.url.utf8.count)
        output.append("{")
        output.writeKey("recorded_at")
        output.writeString(Timestamps.format(interaction.recordedAt))
        output.append(",")
        output.writeKey("duration_ms")
        output.bytes.append(contentsOf: Timestamps.milliseconds(interaction.duration).utf8)
        output.append(",")
        output.writeKey("request")
        output.append("{")
        output.writeKey("method")
        output.writeString(interaction.request.method)
        output.append(",")
        output.writeKey("url")
        output.writeString(interaction.request.url)
        output.append(",")
        output.writeKey("headers")
        write(interaction.request.headers, to: &output)
        try write(interaction.request.body, to: &output, bodies: bodies)
        if let user = interaction.request.user {
            output.append(",")
            output.writeKey("user")
            output.writeString(user)
        }
        output.append("},")
        output.writeKey("response")
        output.append("{")
        output.writeKey("status")
        output.bytes.append(contentsOf: String(interaction.response.status).utf8)
        output.append(",")
        output.writeKey("headers")
        write(interaction.response.headers, to: &output)
        try write(interaction.response.body, to: &output, bodies: bodies)
        if let decoded = interaction.response.decodedFrom {
            output.append(",")
            output.writeKey("decoded_from")
            output.writeString(decoded)
        }
        output.append("}}\n")
        return output.bytes
    }

    private static func write(_ headers: HTTPFields, to output: inout JSONOutput) {
        output.append("{")
        for (index, field) in headers.enumerated() {
            if index > 0 { output.append(",") }
            output.writeString(field.name.rawName)
            output.append(":")
            output.writeString(field.value)
        }
        output.append("}")
    }

    /// `,"body":{…}` for a body that is not empty.
    private static func write(_ body: Data, to output: inout JSONOutput, bodies: BodyFiles?) throws {
        guard !body.isEmpty else { return }
        output.append(",")
        output.writeKey("body")
        if let bodies, body.count > bodies.threshold {
            output.append("{")
            output.writeKey("file")
            output.writeString(try bodies.store(body))
            output.append("}")
            return
        }
        let wroteText = body.withUnsafeBytes { bytes -> Bool in
            guard ByteSearch.isText(bytes) else { return false }
            output.append("{")
            output.writeKey("text")
            output.writeString(utf8: bytes)
            output.append("}")
            return true
        }
        guard !wroteText else { return }
        output.append("{")
        output.writeKey("base64")
        output.writeString(body.base64EncodedString())
        output.append("}")
    }
}
