/// Checks a payload against what the ServiceNow mobile apps accept.
public enum PushPayloadValidator {
    /// The findings for `payload`, errors first.
    public static func validate(_ payload: PushPayload) -> [PushFinding] {
        var findings: [PushFinding] = []
        let known = PushCategory.allCases.map(\.rawValue).joined(separator: ", ")
        var category: PushCategory?
        if let name = payload.aps?.category {
            category = PushCategory(rawValue: name)
            if category == nil {
                findings.append(
                    PushFinding(
                        code: "push.unknown-category", severity: .error,
                        message:
                            "aps.category \"\(name)\" is not a category the mobile apps know. Use one of: \(known)."
                    ))
            }
        }
        if let category {
            let allowed = category.buttons.map(\.identifier)
            for button in payload.scripts.keys.sorted() where !allowed.contains(button) {
                findings.append(
                    PushFinding(
                        code: "push.unknown-button", severity: .error,
                        message: "scripts key \"\(button)\" is not a button of \(category.rawValue); its buttons are "
                            + "\(allowed.joined(separator: " and ")).")
                )
            }
        } else if !payload.scripts.isEmpty, payload.aps?.category == nil {
            findings.append(
                PushFinding(
                    code: "push.buttons-without-category", severity: .error,
                    message: "scripts maps buttons (\(payload.scripts.keys.sorted().joined(separator: ", "))) but "
                        + "aps.category is missing, so no buttons are shown. Add a category such as "
                        + "approve_reject_foreground."))
        }
        for (button, script) in payload.scripts.sorted(by: { $0.key < $1.key }) where script.isEmpty {
            findings.append(
                PushFinding(
                    code: "push.empty-script", severity: .error,
                    message: "scripts.\(button) is empty. Give the sys_id of a sys_push_notif_act_script."))
        }
        if let record = payload.record {
            var missing: [String] = []
            if (record.table ?? "").isEmpty { missing.append("table") }
            if (record.sysID ?? "").isEmpty { missing.append("sys_id") }
            if !missing.isEmpty {
                findings.append(
                    PushFinding(
                        code: "push.incomplete-record", severity: .error,
                        message: "record lacks \(missing.joined(separator: " and ")); the app needs both table and "
                            + "sys_id to open a record."))
            }
            if payload.webPath != nil {
                findings.append(
                    PushFinding(
                        code: "push.web-path-wins", severity: .note,
                        message: "web_path and record are both set; the app opens web_path and ignores record."))
            }
        }
        for key in payload.customTitleKeys {
            findings.append(
                PushFinding(
                    code: "push.custom-button-titles", severity: .error,
                    message: "\(key) tries to set button titles, which the mobile apps do not support. The category "
                        + "alone sets the buttons."))
        }
        for key in payload.unknownKeys {
            findings.append(
                PushFinding(
                    code: "push.unknown-key", severity: .warning,
                    message: "\"\(key)\" is not a payload attribute the apps read (aps, record, web_path, scripts)."))
        }
        if payload.aps == nil {
            findings.append(
                PushFinding(
                    code: "push.missing-aps", severity: .warning,
                    message: "aps is missing; add at least {\"sound\":\"default\"} so the notification is delivered "
                        + "with its sound."))
        }
        return findings.sorted { $0.severity > $1.severity }
    }
}
