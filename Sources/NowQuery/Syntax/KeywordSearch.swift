/// The `123TEXTQUERY321=` keyword search term.
public enum KeywordSearch {
    /// The prefix that marks a keyword term in an encoded query.
    public static let prefix = "123TEXTQUERY321="
}
