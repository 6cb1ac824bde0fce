import Foundation

/// A push notification payload for the ServiceNow mobile apps, as a `buildJSON` script returns it.
public struct PushPayload: Sendable, Hashable {
    /// `aps`: the sound, the category, and the alert text.
    public struct APS: Sendable, Hashable {
        public var sound: String?
        public var category: String?
        public var alert: String?
    }

    /// `record`: the record the app opens.
    public struct RecordTarget: Sendable, Hashable {
        public var table: String?
        public var sysID: String?
    }

    public var aps: APS?
    public var record: RecordTarget?
    /// `web_path`: a path or URL the app opens; it wins over `record`.
    public var webPath: String?
    /// `scripts`: button identifier → `sys_push_notif_act_script` sys_id.
    public var scripts: [String: String]
    /// Top-level keys the apps do not read.
    public var unknownKeys: [String]
    /// Keys that try to set button titles, which the apps ignore.
    public var customTitleKeys: [String]

    /// Reads a payload from a JSON object.
    public init(object: [String: Any]) {
        let known: Set<String> = ["aps", "record", "web_path", "scripts"]
        let titleKeys: Set<String> = ["buttons", "actions", "button_titles", "titles"]
        var customTitles = object.keys.filter { titleKeys.contains($0) }.sorted()
        if let aps = object["aps"] as? [String: Any] {
            let alert: String?
            if let text = aps["alert"] as? String {
                alert = text
            } else if let structured = aps["alert"] as? [String: Any] {
                alert = structured["body"] as? String ?? structured["title"] as? String
            } else {
                alert = nil
            }
            self.aps = APS(sound: aps["sound"] as? String, category: aps["category"] as? String, alert: alert)
            customTitles += aps.keys.filter { titleKeys.contains($0) }.map { "aps.\($0)" }.sorted()
        } else {
            aps = nil
        }
        if let record = object["record"] as? [String: Any] {
            self.record = RecordTarget(
                table: Self.text(record["table"]), sysID: Self.text(record["sys_id"]))
        } else {
            record = nil
        }
        webPath = Self.text(object["web_path"])
        var scripts: [String: String] = [:]
        for (button, value) in object["scripts"] as? [String: Any] ?? [:] {
            if let entry = value as? [String: Any] {
                scripts[button] = Self.text(entry["sys_id"]) ?? ""
                if entry["title"] != nil { customTitles.append("scripts.\(button).title") }
            } else {
                scripts[button] = Self.text(value) ?? ""
            }
        }
        self.scripts = scripts
        unknownKeys = object.keys.filter { !known.contains($0) && !titleKeys.contains($0) }.sorted()
        customTitleKeys = customTitles
    }

    /// Reads a payload from JSON text.
    public init(json: Data) throws(PushPayloadError) {
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: json)
        } catch {
            throw .notJSON(String(describing: (error as NSError).userInfo[NSDebugDescriptionErrorKey] ?? error))
        }
        guard let object = parsed as? [String: Any] else { throw .notAnObject }
        self.init(object: object)
    }

    private static func text(_ value: Any?) -> String? {
        switch value {
        case let string as String: return string
        case let number as NSNumber: return number.stringValue
        default: return nil
        }
    }
}

/// A payload that could not be read at all.
public struct PushPayloadError: Error, Sendable, Hashable, CustomStringConvertible {
    private enum Code: Sendable, Hashable {
        case notJSON(String)
        case notAnObject
    }

    private let code: Code
    private init(_ code: Code) { self.code = code }

    /// The payload is not JSON; `detail` says where the parser stopped.
    public static func notJSON(_ detail: String) -> Self { Self(.notJSON(detail)) }
    /// The payload is JSON but not an object.
    public static let notAnObject = Self(.notAnObject)

    public var description: String {
        switch code {
        case .notJSON(let detail):
            return "The payload is not JSON (\(detail)). buildJSON must return an object such as "
                + #"{"aps":{"sound":"default"},"record":{"table":"incident","sys_id":"…"}}."#
        case .notAnObject:
            return "The payload is JSON but not an object. Return an object with aps, record or web_path, and scripts."
        }
    }
}
