/// Applies one operator to one resolved field.
struct ConditionChecker {
    let field: ResolvedField
    let record: any QueryRecord
    let context: QueryContext

    func check(_ op: QueryOperator, _ operand: QueryOperand) -> Bool {
        switch (op, operand) {
        case (.isEmpty, _): return field.isEmpty
        case (.isNotEmpty, _): return !field.isEmpty
        case (.anything, _): return true
        case (.emptyString, _): return field.raw == ""
        case (.equals, .value(.literal(""))): return field.isEmpty
        case (.notEquals, .value(.literal(""))): return !field.isEmpty
        case (.equals, .value(let value)): return matchesAny(value) ?? false
        case (.notEquals, .value(let value)): return field.isEmpty ? false : !(matchesAny(value) ?? true)
        case (.lessThan, .value(let value)): return order(value).map { $0 < 0 } ?? false
        case (.lessThanOrEquals, .value(let value)): return order(value).map { $0 <= 0 } ?? false
        case (.greaterThan, .value(let value)): return order(value).map { $0 > 0 } ?? false
        case (.greaterThanOrEquals, .value(let value)): return order(value).map { $0 >= 0 } ?? false
        case (.like, .value(let value)): return text(value) { $0.contains($1) }
        case (.notLike, .value(let value)): return !field.isEmpty && !text(value) { $0.contains($1) }
        case (.startsWith, .value(let value)): return text(value) { $0.hasPrefix($1) }
        case (.endsWith, .value(let value)): return text(value) { $0.hasSuffix($1) }
        case (.isOneOf, _): return !field.isEmpty && (members(operand)?.contains { equals($0) } ?? false)
        case (.isNotOneOf, _):
            return !field.isEmpty && !(members(operand)?.contains { equals($0) } ?? true)
        case (.between, .range(let low, let high)):
            guard let lower = order(low), let upper = order(high) else { return false }
            return lower >= 0 && upper <= 0
        case (.sameAs, .field(let other)): return compareField(other).map { $0 == 0 } ?? false
        case (.notSameAs, .field(let other)): return compareField(other).map { $0 != 0 } ?? false
        case (.sameAs, .fieldWithin(let other, let unit)): return sameWindow(other, unit) ?? false
        case (.notSameAs, .fieldWithin(let other, let unit)): return sameWindow(other, unit).map { !$0 } ?? false
        case (.greaterThanField, .field(let other)): return compareField(other).map { $0 > 0 } ?? false
        case (.lessThanField, .field(let other)): return compareField(other).map { $0 < 0 } ?? false
        case (.greaterThanOrEqualsField, .field(let other)): return compareField(other).map { $0 >= 0 } ?? false
        case (.lessThanOrEqualsField, .field(let other)): return compareField(other).map { $0 <= 0 } ?? false
        case (.dynamic, .sysID(let id)):
            guard let values = context.dynamicValues(id), let raw = field.raw else { return false }
            return values.contains(raw)
        case (.inHierarchy, .hierarchy(_, let start)):
            return HierarchyWalk(field: field, context: context).reaches([start])
        case (.inHierarchyDynamic, .hierarchy(_, let option)):
            return HierarchyWalk(field: field, context: context).reaches(context.dynamicValues(option) ?? [])
        case (.instanceOf, .table(let ancestor)):
            guard let raw = field.raw, !raw.isEmpty else { return false }
            return context.tableExtends(raw, ancestor)
        case (.valueChanges, _): return changed
        case (.changesFrom, .value(let value)):
            return changed
                && TypedValue(previous ?? "", as: field.type).flatMap { prior in
                    literal(value).flatMap { TypedValue($0, as: field.type) }.flatMap { prior.compare(to: $0) }
                } == 0
        case (.changesTo, .value(let value)): return changed && (matchesAny(value) ?? false)
        case (.on, .dateRange(_, let start, let end)): return within(start, end) ?? false
        case (.notOn, .dateRange(_, let start, let end)): return within(start, end).map { !$0 } ?? false
        case (.datePart, .datePart(_, let spec)):
            return timestamp.map { DatePartMatcher(spec: spec).matches($0) } ?? false
        case (.relativeAfter, .relative(let offset)),
            (.relativeBefore, .relative(let offset)),
            (.relativeAtOrAfter, .relative(let offset)),
            (.relativeAtOrBefore, .relative(let offset)),
            (.relativeOn, .relative(let offset)):
            return relative(op, offset)
        case (.moreThan, .fieldOffset(let other, let offset)): return duration(other, offset, moreThan: true)
        case (.lessThanDuration, .fieldOffset(let other, let offset)): return duration(other, offset, moreThan: false)
        default:
            return false
        }
    }

    // MARK: - Values

    private var timestamp: UTCTimestamp? {
        field.raw.flatMap { UTCTimestamp(parsing: $0) }
    }

    private var previous: String? { field.record?.previousValue(of: field.name) }

    private var changed: Bool {
        guard let previous else { return false }
        return previous != (field.raw ?? "")
    }

    private func literal(_ value: QueryValue) -> String? {
        switch value {
        case .literal(let text): return text
        case .macro(let macro):
            switch macro.resolve(in: context) {
            case .text(let text): return text
            case .timestamp(let time): return time.description
            case .list, .none: return nil
            }
        }
    }

    /// `=` with a macro that stands for a list (`getMyGroups()`) matches any member.
    private func matchesAny(_ value: QueryValue) -> Bool? {
        if case .macro(let macro) = value, case .list(let items) = macro.resolve(in: context) {
            return items.contains { equals($0) }
        }
        return literal(value).map { equals($0) }
    }

    private func members(_ operand: QueryOperand) -> [String]? {
        switch operand {
        case .list(let items): return items
        case .value(.macro(let macro)):
            switch macro.resolve(in: context) {
            case .list(let items): return items
            case .text(let text): return [text]
            case .timestamp(let time): return [time.description]
            case .none: return nil
            }
        default: return nil
        }
    }

    // MARK: - Comparison

    /// Typed equality; a reference compares by sys_id, or by display value when `text` is not a sys_id.
    private func equals(_ text: String) -> Bool {
        guard let raw = field.raw, !raw.isEmpty else { return text.isEmpty }
        if case .reference = field.type {
            if SysID.isValid(text) { return raw == text }
            return field.referenceDisplay(context: context)?.asciiLowercased == text.asciiLowercased
        }
        guard let lhs = TypedValue(raw, as: field.type), let rhs = TypedValue(text, as: field.type) else {
            return raw.asciiLowercased == text.asciiLowercased
        }
        return lhs.compare(to: rhs) == 0
    }

    /// The field's order relative to `value`: negative when the field is smaller. Nil when not comparable.
    private func order(_ value: QueryValue) -> Int? {
        guard !field.isEmpty, let lhs = comparable(field) else { return nil }
        if case .macro(let macro) = value, case .timestamp(let time) = macro.resolve(in: context) {
            return lhs.compare(to: .time(time.secondsSince1970))
        }
        guard let text = literal(value), let rhs = TypedValue(text, as: field.type) else { return nil }
        return lhs.compare(to: rhs)
    }

    private func comparable(_ resolved: ResolvedField) -> TypedValue? {
        guard let raw = resolved.raw, !raw.isEmpty else { return nil }
        if case .reference = resolved.type {
            return .text((resolved.referenceDisplay(context: context) ?? raw).asciiLowercased)
        }
        return TypedValue(raw, as: resolved.type)
    }

    private func text(_ value: QueryValue, _ test: (String, String) -> Bool) -> Bool {
        guard let haystack = field.text(context: context), !haystack.isEmpty, let needle = literal(value) else {
            return false
        }
        return test(haystack.asciiLowercased, needle.asciiLowercased)
    }

    private func compareField(_ other: FieldPath) -> Int? {
        guard let otherField = ResolvedField.resolve(other, on: record, context: context) else { return nil }
        if field.isEmpty && otherField.isEmpty { return 0 }
        guard let lhs = comparable(field), let rhs = comparable(otherField) else { return nil }
        return lhs.compare(to: rhs)
    }

    // MARK: - Dates

    private func bound(_ value: QueryValue) -> UTCTimestamp? {
        switch value {
        case .literal(let text): return UTCTimestamp(parsing: text)
        case .macro(let macro):
            if case .timestamp(let time) = macro.resolve(in: context) { return time }
            return nil
        }
    }

    private func within(_ start: QueryValue, _ end: QueryValue) -> Bool? {
        guard let time = timestamp, let low = bound(start), let high = bound(end) else { return nil }
        return low <= time && time <= high
    }

    private func relative(_ op: QueryOperator, _ offset: RelativeOffset) -> Bool {
        guard let time = timestamp else { return false }
        let unit = CalendarUnit(offset.unit)
        let pivot = unit.move(context.now(), by: offset.direction == .ago ? -offset.count : offset.count)
        switch op {
        case .relativeAfter: return time > pivot
        case .relativeBefore: return time < pivot
        case .relativeAtOrAfter: return time >= pivot
        case .relativeAtOrBefore: return time <= pivot
        default:
            let window = unit.window(containing: pivot)
            return window.start <= time && time <= window.end
        }
    }

    private func duration(_ other: FieldPath, _ offset: RelativeOffset, moreThan: Bool) -> Bool {
        guard let time = timestamp,
            let otherRaw = ResolvedField.resolve(other, on: record, context: context)?.raw,
            let base = UTCTimestamp(parsing: otherRaw)
        else { return false }
        let after = offset.direction == .after
        let limit = CalendarUnit(offset.unit).move(base, by: after ? offset.count : -offset.count)
        switch (moreThan, after) {
        case (true, true): return time > limit
        case (true, false): return time < limit
        case (false, true): return time >= base && time < limit
        case (false, false): return time <= base && time > limit
        }
    }
}
