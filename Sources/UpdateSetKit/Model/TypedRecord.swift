/// An update-set record seen through the type its table gives it; every other table stays generic.
public enum TypedRecord: Sendable, Hashable {
    case definition(ScriptedRESTDefinition)
    case version(ScriptedRESTVersion)
    case operation(ScriptedRESTOperation)
    case queryParameter(ScriptedRESTParameter)
    case queryParameterMap(UpdateRecord)
    case header(ScriptedRESTParameter)
    case headerMap(UpdateRecord)
    case scriptInclude(ScriptInclude)
    case businessRule(BusinessRuleScript)
    case pushMessageContent(PushMessageContent)
    case pushActionScript(PushActionScript)
    case other(UpdateRecord)

    /// Classifies `record` by its table.
    public init(_ record: UpdateRecord) {
        switch record.table {
        case "sys_ws_definition": self = .definition(ScriptedRESTDefinition(record))
        case "sys_ws_version": self = .version(ScriptedRESTVersion(record))
        case "sys_ws_operation": self = .operation(ScriptedRESTOperation(record))
        case "sys_ws_query_parameter": self = .queryParameter(ScriptedRESTParameter(record))
        case "sys_ws_query_parameter_map": self = .queryParameterMap(record)
        case "sys_ws_header": self = .header(ScriptedRESTParameter(record))
        case "sys_ws_header_map": self = .headerMap(record)
        case "sys_script_include": self = .scriptInclude(ScriptInclude(record))
        case "sys_script": self = .businessRule(BusinessRuleScript(record))
        case "sys_push_notif_msg_content": self = .pushMessageContent(PushMessageContent(record))
        case "sys_push_notif_act_script": self = .pushActionScript(PushActionScript(record))
        default: self = .other(record)
        }
    }

    /// The script the record runs: an operation's, a script include's or a push action script's; nil for every other
    /// kind of record.
    public var script: String? {
        switch self {
        case .operation(let operation): operation.script
        case .scriptInclude(let include): include.script
        case .businessRule(let rule): rule.script
        case .pushActionScript(let action): action.script
        default: nil
        }
    }
}
