import HTTPTypes

/// Parts of response headers that change from call to call while the instance stays the same, so that comparisons
/// leave them out: whole headers (``Interaction/volatileHeaders``), and a cookie's `Expires` attribute, which the
/// platform writes as the answer's `Date` plus the cookie's `Max-Age`.
public enum VolatileHeaderParts {
    /// `value` of the header `name` without its volatile parts: a `Set-Cookie` without `Expires`; any other header
    /// as it is.
    public static func stable(_ value: String, header name: String) -> String {
        guard name.lowercased() == "set-cookie" else { return value }
        let attributes = value.split(separator: ";", omittingEmptySubsequences: false)
        return attributes.filter { attribute in
            !attribute.trimmingPrefix(while: { $0 == " " }).lowercased().hasPrefix("expires=")
        }.joined(separator: ";")
    }

    /// `headers` without the volatile headers and with the volatile parts of the rest left out.
    public static func stable(_ headers: HTTPFields) -> HTTPFields {
        var result = HTTPFields()
        for field in headers.removing(Interaction.volatileHeaders) {
            result.append(HTTPField(name: field.name, value: stable(field.value, header: field.name.canonicalName)))
        }
        return result
    }
}
