/// An encoded-query operator, with the spelling the platform uses.
public enum QueryOperator: String, Sendable, Hashable, CaseIterable {
    case equals = "="
    case notEquals = "!="
    case lessThan = "<"
    case lessThanOrEquals = "<="
    case greaterThan = ">"
    case greaterThanOrEquals = ">="
    case between = "BETWEEN"
    case like = "LIKE"
    case notLike = "NOT LIKE"
    case startsWith = "STARTSWITH"
    case endsWith = "ENDSWITH"
    case isOneOf = "IN"
    case isNotOneOf = "NOT IN"
    case isEmpty = "ISEMPTY"
    case isNotEmpty = "ISNOTEMPTY"
    case anything = "ANYTHING"
    case emptyString = "EMPTYSTRING"
    case sameAs = "SAMEAS"
    case notSameAs = "NSAMEAS"
    case greaterThanField = "GT_FIELD"
    case lessThanField = "LT_FIELD"
    case greaterThanOrEqualsField = "GT_OR_EQUALS_FIELD"
    case lessThanOrEqualsField = "LT_OR_EQUALS_FIELD"
    case dynamic = "DYNAMIC"
    case inHierarchy = "IN_HIERARCHY"
    case inHierarchyDynamic = "IN_HIERARCHY_DYNAMIC"
    case instanceOf = "INSTANCEOF"
    case doesNotHave = "DOESNOTHAVE"
    case excluding = "EXCLUDING"
    case valueChanges = "VALCHANGES"
    case changesFrom = "CHANGESFROM"
    case changesTo = "CHANGESTO"
    case on = "ON"
    case notOn = "NOTON"
    case datePart = "DATEPART"
    case relativeAfter = "RELATIVEGT"
    case relativeBefore = "RELATIVELT"
    case relativeAtOrAfter = "RELATIVEGE"
    case relativeAtOrBefore = "RELATIVELE"
    case relativeOn = "RELATIVEEE"
    case moreThan = "MORETHAN"
    case lessThanDuration = "LESSTHAN"

    /// The text printed for the operator; the canonical spelling.
    public var token: String { rawValue }

    /// The other spellings the platform accepts for an operator, as its operator table lists them
    /// ("Operators available for filters and queries") and as clients send them: aiosnow writes `*` and `!*`.
    public static let aliases: [(text: String, op: QueryOperator)] = [
        (text: "NOTLIKE", op: .notLike),
        (text: "*", op: .like),
        (text: "!*", op: .notLike),
        (text: "%", op: .endsWith),
        (text: "EMPTY", op: .isEmpty),
        (text: "NOTEMPTY", op: .isNotEmpty),
    ]

    /// Every spelling the parser accepts, longest first so that `NOT LIKE` wins over `NOTON`, `<=` over `<`,
    /// `!*` over `!=`'s neighbours and `EMPTYSTRING` over `EMPTY`.
    static let spellings: [(text: String, op: QueryOperator)] = {
        let all = QueryOperator.allCases.map { (text: $0.rawValue, op: $0) } + aliases
        return all.sorted { $0.text.count > $1.text.count }
    }()

    /// The kind of operand the operator takes, which decides how its value is read and printed.
    var operandKind: OperandKind {
        switch self {
        case .isEmpty, .isNotEmpty, .anything, .emptyString, .valueChanges: return .none
        case .equals, .notEquals: return .optionalValue
        case .lessThan, .lessThanOrEquals, .greaterThan, .greaterThanOrEquals, .like, .notLike, .startsWith,
            .endsWith, .changesFrom, .changesTo:
            return .value
        case .isOneOf, .isNotOneOf: return .list
        case .between: return .range
        case .sameAs, .notSameAs, .greaterThanField, .lessThanField, .greaterThanOrEqualsField,
            .lessThanOrEqualsField:
            return .field
        case .dynamic, .doesNotHave, .excluding: return .sysID
        case .inHierarchy, .inHierarchyDynamic: return .hierarchy
        case .instanceOf: return .table
        case .on, .notOn: return .dateRange
        case .datePart: return .datePart
        case .relativeAfter, .relativeBefore, .relativeAtOrAfter, .relativeAtOrBefore, .relativeOn: return .relative
        case .moreThan, .lessThanDuration: return .fieldOffset
        }
    }
}

/// The shape of operand an operator expects.
enum OperandKind {
    case none, optionalValue, value, list, range, field, sysID, table, dateRange, datePart, relative, fieldOffset,
        hierarchy
}
