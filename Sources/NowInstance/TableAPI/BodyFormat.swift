import Foundation
import JSONText
import TableXML

/// The two body formats the Table API speaks: JSON (the default) and XML.
enum BodyFormat: Sendable, Equatable {
    case json, xml

    /// The format an `Accept` header asks for: the supported type with the highest quality, the first listed on a
    /// tie. JSON when the header is missing, names neither, or prefers `*/*`.
    static func accepted(by accept: String?) -> BodyFormat {
        guard let accept else { return .json }
        var best: (format: BodyFormat, quality: Double)?
        for range in accept.split(separator: ",") {
            let parts = range.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let type = parts.first, let format = format(ofMediaType: type) ?? (type == "*/*" ? .json : nil)
            else { continue }
            let quality =
                parts.dropFirst().compactMap { parameter -> Double? in
                    parameter.hasPrefix("q=") ? Double(parameter.dropFirst(2)) : nil
                }.first ?? 1
            if quality > 0, quality > (best?.quality ?? -1) { best = (format, quality) }
        }
        return best?.format ?? .json
    }

    /// The format a `Content-Type` header names; JSON when it names neither.
    static func sent(as contentType: String?) -> BodyFormat {
        let type = contentType?.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        return type.flatMap(format(ofMediaType:)) ?? .json
    }

    /// `application/json` and `*+json` are JSON; `application/xml`, `text/xml` and `*+xml` are XML.
    private static func format(ofMediaType type: String) -> BodyFormat? {
        if type == "application/json" || type.hasSuffix("+json") { return .json }
        if type == "application/xml" || type == "text/xml" || type.hasSuffix("+xml") { return .xml }
        return nil
    }
}

extension APIResponse {
    /// The response with its JSON body written as XML when the client asked for XML. Bodies that are not JSON, and
    /// JSON answers to JSON clients, are left as they are.
    func formatted(as format: BodyFormat) -> APIResponse {
        guard format == .xml, let body,
            headers[.contentType]?.hasPrefix("application/json") == true,
            let json = try? JSONParser.parse(body), let xml = XMLResponseWriter.xml(from: json)
        else { return self }
        var copy = self
        copy.body = xml
        copy.headers[.contentType] = "application/xml;charset=UTF-8"
        return copy
    }
}
