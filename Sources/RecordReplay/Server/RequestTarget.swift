/// A request target as NowTape's servers read it.
enum RequestTarget {
    /// The path and query of a target, whatever its form: an origin-form target is kept, an absolute-form one
    /// (`GET http://elsewhere/x`) keeps only its path and query, so the target alone never picks a destination.
    static func originForm(_ target: String) -> String {
        if target.hasPrefix("/") { return target }
        guard let scheme = target.range(of: "://") else { return target.isEmpty ? "/" : "/" + target }
        let afterAuthority = target[scheme.upperBound...]
        guard let slash = afterAuthority.firstIndex(where: { $0 == "/" || $0 == "?" }) else { return "/" }
        let rest = String(afterAuthority[slash...])
        return rest.hasPrefix("?") ? "/" + rest : rest
    }

    /// `scheme://authority` of an absolute-form target, lowercased; nil for an origin-form one.
    static func absoluteOrigin(_ target: String) -> String? {
        guard !target.hasPrefix("/"), let scheme = target.range(of: "://") else { return nil }
        let afterScheme = target[scheme.upperBound...]
        let authority = afterScheme.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard !authority.isEmpty else { return nil }
        return (target[..<scheme.upperBound] + authority).lowercased()
    }
}
