/// Values written as Swift literals: `["short_description": "Printer jammed", "priority": 2, "active": true]`.
/// JSON's null is `.null`: a `nil` literal would make `JSONValue?` ambiguous.
extension JSONValue: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(String(value)) }
    public init(floatLiteral value: Double) { self = .number(value.description) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// An object whose members keep the order they are written in.
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements) }
}
