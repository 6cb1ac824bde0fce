import Foundation
import GlideScript
import HTTPTypes
import Hummingbird
import JSONText
import NIOCore

/// The attachment attribute endpoints, `{sys_id}/attributes[/{attribute_key}]`, from the release that brought them
/// (``ReleaseAPIChange/attachmentAttributes``); before, no resource answers there.
extension AttachmentRoutes {
    /// The largest attribute body read.
    private static let attributeBodyLimit = 64 * 1024

    static func addAttributeRoutes(
        to router: Router<InstanceRequestContext>, instance: EmbeddedInstance, prefix: String
    ) {
        let all = RouterPath(prefix + "/{sys_id}/attributes")
        let one = RouterPath(prefix + "/{sys_id}/attributes/{attribute_key}")
        router.get(all) { request, context in
            try await attributes(instance, request, context) { user, sysID, _, _ in
                let found = try instance.attachments.attributes(of: sysID, user: user)
                return .json(200, JSONFragments.object([("result", JSONFragments.array(found.map(json)))]))
            }
        }
        router.post(all) { request, context in
            try await attributes(instance, request, context, readingBody: true) { user, sysID, _, values in
                let added = try instance.attachments.addAttribute(
                    try required("key", in: values), value: try required("value", in: values), to: sysID, user: user)
                return .json(201, JSONFragments.object([("result", json(added))]))
            }
        }
        router.delete(all) { request, context in
            try await attributes(instance, request, context) { user, sysID, _, _ in
                try instance.attachments.deleteAttributes(nil, of: sysID, user: user)
                return APIResponse(status: 204)
            }
        }
        router.get(one) { request, context in
            try await attributes(instance, request, context) { user, sysID, key, _ in
                let found = try instance.attachments.attribute(key, of: sysID, user: user)
                return .json(200, JSONFragments.object([("result", json(found))]))
            }
        }
        router.put(one) { request, context in
            try await attributes(instance, request, context, readingBody: true) { user, sysID, key, values in
                let updated = try instance.attachments.updateAttribute(
                    key, value: try required("value", in: values), of: sysID, user: user)
                return .json(200, JSONFragments.object([("result", json(updated))]))
            }
        }
        router.delete(one) { request, context in
            try await attributes(instance, request, context) { user, sysID, key, _ in
                try instance.attachments.deleteAttributes(key, of: sysID, user: user)
                return APIResponse(status: 204)
            }
        }
    }

    /// Answers an attribute request: the body's values read when `readingBody`, and before the release that
    /// brought attributes, the platform's answer for a path no resource serves.
    private static func attributes(
        _ instance: EmbeddedInstance, _ request: Request, _ context: InstanceRequestContext, readingBody: Bool = false,
        _ body: @escaping (InstanceUser, String, String, [String: String]) throws -> APIResponse
    ) async throws(APIAnswerError) -> Response {
        var request = request
        let bytes = readingBody ? try await request.collectAPIBody(upTo: attributeBodyLimit) : ByteBuffer()
        let sysID = context.parameters.get("sys_id") ?? ""
        let key = context.parameters.get("attribute_key") ?? ""
        let contentType = request.headers[.contentType]
        return try await answer(instance, request, context) { user, _ in
            guard instance.configuration.release.has(.attachmentAttributes) else {
                throw InstanceError.badRequest(
                    message: "Requested URI does not represent any resource",
                    detail: "Attachment attributes came with the Australia release; this instance runs "
                        + "\(instance.configuration.release.rawValue). Serve --release australia or later")
            }
            let values = readingBody ? try RequestValues.parse(Data(buffer: bytes), contentType: contentType) : [:]
            return try body(user, sysID, key, values)
        }
    }

    private static func required(_ name: String, in values: [String: String]) throws -> String {
        guard let value = values[name], !value.isEmpty else {
            throw InstanceError.badRequest(
                message: "Missing \(name)", detail: #"Send the attribute as {"key": "alt_text", "value": "…"}"#)
        }
        return value
    }

    private static func json(_ attribute: AttachmentService.Attribute) -> String {
        JSONFragments.object([
            ("key", JSONFragments.string(attribute.key)), ("value", JSONFragments.string(attribute.value)),
        ])
    }
}
