import Foundation
import JSONText

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

    /// Reads a payload from a JSON object's members; a repeated key keeps its last value.
    public init(object members: [(String, JSONValue)]) {
        let object = JSONValue.object(members)
        let keys = Set(members.map(\.0))
        let known: Set<String> = ["aps", "record", "web_path", "scripts"]
        let titleKeys: Set<String> = ["buttons", "actions", "button_titles", "titles"]
        var customTitles = keys.filter { titleKeys.contains($0) }.sorted()
        if let aps = object["aps"], let apsKeys = aps.keys {
            let alert: String?
            switch aps["alert"] {
            case .string(let text)?: alert = text
            case let structured? where structured.objectValue != nil:
                alert = structured["body"]?.stringValue ?? structured["title"]?.stringValue
            default: alert = nil
            }
            self.aps = APS(sound: aps["sound"]?.stringValue, category: aps["category"]?.stringValue, alert: alert)
            customTitles += Set(apsKeys).filter { titleKeys.contains($0) }.map { "aps.\($0)" }.sorted()
        } else {
            aps = nil
        }
        if let record = object["record"], record.objectValue != nil {
            self.record = RecordTarget(table: Self.text(record["table"]), sysID: Self.text(record["sys_id"]))
        } else {
            record = nil
        }
        webPath = Self.text(object["web_path"])
        var scripts: [String: String] = [:]
        for (button, value) in object["scripts"]?.objectValue ?? [] {
            if value.objectValue != nil {
                scripts[button] = Self.text(value["sys_id"]) ?? ""
                if value["title"] != nil { customTitles.append("scripts.\(button).title") }
            } else {
                scripts[button] = Self.text(value) ?? ""
            }
        }
        self.scripts = scripts
        unknownKeys = keys.filter { !known.contains($0) && !titleKeys.contains($0) }.sorted()
        customTitleKeys = customTitles
    }

    /// Reads a payload from JSON text.
    public init(json: Data) throws(PushPayloadError) {
        let parsed: JSONValue
        do {
            parsed = try JSONParser.parse(json)
        } catch {
            throw .notJSON(error.description)
        }
        guard let members = parsed.objectValue else { throw .notAnObject }
        self.init(object: members)
    }

    /// A string or a number as text; nil for anything else.
    private static func text(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let text)?: return text
        case .number(let text)?: return text
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
