/// The platform's record identifiers.
public enum SysID {
    /// Whether `text` is a sys_id: 32 lower-case hexadecimal digits.
    public static func isValid(_ text: some StringProtocol) -> Bool {
        text.utf8.count == 32 && text.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 102) }
    }
}
