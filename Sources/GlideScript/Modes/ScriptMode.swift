import Foundation

/// The JavaScript mode a script runs in, as the platform decides it: the application's JavaScript Mode, or the
/// script's own "Turn on ECMAScript 2021 (ES12) mode" (a `sys_es_latest_script` record).
public enum ScriptMode: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// ECMAScript 2021 (ES12) mode: the default for scoped applications, and for every new script since Xanadu.
    case es12 = "es_latest"
    /// ES5 Standards mode: the default for global applications.
    case es5Standards = "helsinki_es5"
    /// Compatibility mode: scripts written before ES5 Standards mode existed. It parses what ES5 Standards parses.
    case compatibility = "traditional"

    /// The mode a `sys_app` record's `js_level` names, or nil for a value the platform does not use.
    public init?(jsLevel: String) {
        self.init(rawValue: jsLevel.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// The platform's default for an application: ES12 for scoped applications, ES5 Standards for global ones.
    public static func applicationDefault(scope: String) -> ScriptMode {
        let trimmed = scope.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed.lowercased() == "global" ? .es5Standards : .es12
    }

    /// The name the platform's forms show.
    public var description: String {
        switch self {
        case .es12: "ECMAScript 2021 (ES12) mode"
        case .es5Standards: "ES5 Standards mode"
        case .compatibility: "Compatibility mode"
        }
    }

    /// The short name `updateset inspect` prints.
    public var shortName: String {
        switch self {
        case .es12: "ES12"
        case .es5Standards: "ES5"
        case .compatibility: "compatibility"
        }
    }
}
