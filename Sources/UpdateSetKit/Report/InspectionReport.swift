import Foundation

extension UpdateSetInspection {
    /// The inspection as indented text for people.
    public var text: String {
        var lines = [
            "Update set: \(name)", "  file:        \(file)", "  application: \(application)",
            "  scope:       \(scope)", "  version:     \(version)",
        ]
        if !scriptMode.isEmpty { lines.append("  mode:        \(scriptMode)") }
        if !tables.isEmpty {
            lines.append("")
            lines.append("Tables (\(tables.count))")
            lines += tables.map { table in
                "  \(table.name)  \"\(table.label)\", \(table.columns) column\(table.columns == 1 ? "" : "s")"
                    + (table.extends.map { ", extends \($0)" } ?? "")
                    + (table.numberPrefix.map { ", numbered \($0)" } ?? "")
            }
        }
        lines.append("")
        lines.append("Scripted REST APIs (\(apis.count))")
        for api in apis {
            lines.append("  \(api.name) [\(api.namespace)/\(api.serviceID)]\(api.isActive ? "" : " (inactive)")")
            let versionText = api.versions.map { $0.versionID + ($0.isDefault ? " (default)" : "") }
            lines.append("    versions: \(versionText.isEmpty ? "none" : versionText.joined(separator: ", "))")
            for operation in api.operations {
                var flags = [operation.requiresAuthentication ? "auth" : "PUBLIC"]
                if operation.requiresACLAuthorization { flags.append("acl") }
                if !operation.isActive { flags.append("inactive") }
                lines.append(
                    "    \(operation.method.padding(toLength: 6, withPad: " ", startingAt: 0)) \(operation.route)  "
                        + "[\(flags.joined(separator: ", "))] \(operation.name)"
                        + (operation.scriptMode.map { "  (\($0) mode)" } ?? "")
                        + (operation.requiresACLAuthorization && !operation.acls.isEmpty
                            ? "  ACLs: " + operation.acls.joined(separator: ", ") : ""))
            }
        }
        lines.append("")
        lines.append("Script includes (\(scriptIncludes.count))")
        lines += scriptIncludes.map {
            "  \($0.name)  api_name=\($0.detail ?? "")" + ($0.scriptMode.map { "  (\($0) mode)" } ?? "")
        }
        if !modules.isEmpty {
            lines.append("")
            lines.append("Modules (\(modules.count))")
            lines += modules.map { "  \($0.name)" + (($0.detail ?? "").isEmpty ? "" : "  imports \($0.detail ?? "")") }
        }
        if !businessRules.isEmpty {
            lines.append("")
            lines.append("Business rules (\(businessRules.count))")
            lines += businessRules.map {
                "  \($0.name)  \($0.detail ?? "")" + ($0.scriptMode.map { "  (\($0) mode)" } ?? "")
            }
        }
        if !roles.isEmpty || !acls.isEmpty {
            lines.append("")
            lines.append("Roles (\(roles.count)): \(roles.isEmpty ? "none" : roles.joined(separator: ", "))")
            lines.append("ACLs (\(acls.count))")
            lines += acls.map { acl in
                "  \(acl.type) \(acl.name) \(acl.operation): "
                    + (acl.roles.isEmpty ? "any signed-in user" : acl.roles.joined(separator: " or "))
                    + (acl.condition.isEmpty ? "" : ", where \(acl.condition)")
                    + (acl.hasScript ? " (its script is not run: roles and condition decide)" : "")
                    + (acl.isActive ? "" : " (inactive)")
            }
        }
        lines.append("")
        lines.append("Push message contents (\(pushMessageContents.count))")
        lines += pushMessageContents.map { "  \($0.name)  table=\($0.detail ?? "")" }
        lines.append("")
        lines.append("Other records")
        lines += otherRecordCounts.sorted { $0.key < $1.key }.map {
            "  \($0.key): \($0.value)" + (notEmulated[$0.key] != nil ? "  (stored, not emulated)" : "")
        }
        lines.append("")
        lines.append("Deletions (\(deletions.count))")
        lines += deletions.map { "  DELETE \($0.table) \($0.name) (\($0.sysID))" }
        if !problems.isEmpty {
            lines.append("")
            lines.append("Problems (\(problems.count))")
            lines += problems.map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }

    /// The inspection as JSON with sorted keys.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
