/// How a choice value compares and sorts: as a number when the whole value reads as one, otherwise as its text with
/// A–Z folded. Numbers sort before text, and an empty value before both.
///
/// The evaluator and the store's SQL both order choice fields by this key, so a page sorted in SQL is the page the
/// evaluator would give.
public enum ChoiceSortKey: Sendable, Equatable {
    case number(Double)
    case text(String)

    /// The key of a non-empty choice value.
    public init(_ value: String) {
        if let number = Double(value) {
            self = .number(number)
        } else {
            self = .text(value.asciiLowercased)
        }
    }
}
