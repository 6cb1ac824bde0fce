import CLibXML2

/// Collects the errors libxml2 reports through its structured error callback.
final class DiagnosticSink {
    struct Diagnostic {
        let message: String
        let line: Int
        let column: Int
    }

    private(set) var firstError: Diagnostic?

    func record(_ error: xmlError) {
        guard error.level.rawValue >= XML_ERR_ERROR.rawValue, firstError == nil else { return }
        var message = error.message.map { String(cString: $0) } ?? "unknown XML error"
        while message.last?.isNewline == true {
            message.removeLast()
        }
        firstError = Diagnostic(message: message, line: Int(error.line), column: Int(error.int2))
    }
}
