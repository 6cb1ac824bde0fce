/// The value a `javascript:` macro stands for once evaluated.
enum MacroValue {
    case timestamp(UTCTimestamp)
    case text(String)
    case list([String])
}

extension ScriptMacro {
    /// Evaluates the macro against the context's clock and user. Nil when it has no value (no user, bad date).
    func resolve(in context: QueryContext) -> MacroValue? {
        switch function {
        case "gs.getUserID": return context.userID.map(MacroValue.text)
        case "gs.getUserName": return context.userName.map(MacroValue.text)
        case "getMyGroups": return .list(context.userGroups)
        case "gs.dateGenerate": return dateGenerate().map(MacroValue.timestamp)
        default: return resolveDate(now: context.now()).map(MacroValue.timestamp)
        }
    }

    private var integerArgument: Int {
        if case .integer(let value) = arguments.first { return value }
        return 0
    }

    /// `gs.dateGenerate(date, time)` where time is `start`, `end` or `HH:mm:ss`; or `gs.dateGenerate(dateTime)`.
    private func dateGenerate() -> UTCTimestamp? {
        if arguments.count == 1, case .string(let dateTime) = arguments[0] {
            return UTCTimestamp(parsing: dateTime)
        }
        guard arguments.count == 2, case .string(let date) = arguments[0], case .string(let time) = arguments[1],
            let day = UTCTimestamp(parsing: date)
        else { return nil }
        switch time {
        case "start": return day
        case "end": return day.adding(seconds: 86_399)
        default: return UTCTimestamp(parsing: "\(date) \(time)")
        }
    }

    private func resolveDate(now: UTCTimestamp) -> UTCTimestamp? {
        if function.hasPrefix("gs.beginningOf") {
            return PeriodMacro(name: String(function.dropFirst("gs.beginningOf".count)))?.window(around: now).start
        }
        if function.hasPrefix("gs.endOf") {
            return PeriodMacro(name: String(function.dropFirst("gs.endOf".count)))?.window(around: now).end
        }
        return agoDate(now: now)
    }

    /// `gs.daysAgo(n)`, `gs.daysAgoStart(n)`, `gs.hoursAgoEnd(n)` and their kin.
    private func agoDate(now: UTCTimestamp) -> UTCTimestamp? {
        let name = function.dropFirst("gs.".count)
        let units: [(String, CalendarUnit)] = [
            ("minutes", .minute), ("hours", .hour), ("days", .day), ("months", .month), ("quarters", .quarter),
            ("years", .year),
        ]
        guard let (prefix, unit) = units.first(where: { name.hasPrefix($0.0 + "Ago") }) else { return nil }
        let moved = unit.move(now, by: -integerArgument)
        switch name.dropFirst(prefix.count + 3) {
        case "": return moved
        case "Start": return unit.window(containing: moved).start
        case "End": return unit.window(containing: moved).end
        default: return nil
        }
    }
}

/// The named periods of `gs.beginningOf…` and `gs.endOf…`.
struct PeriodMacro {
    let unit: CalendarUnit
    let shift: Int

    init?(name: String) {
        let table: [String: (CalendarUnit, Int)] = [
            "Today": (.day, 0), "Yesterday": (.day, -1), "Tomorrow": (.day, 1),
            "ThisWeek": (.week, 0), "LastWeek": (.week, -1), "NextWeek": (.week, 1),
            "ThisMonth": (.month, 0), "LastMonth": (.month, -1), "NextMonth": (.month, 1),
            "ThisQuarter": (.quarter, 0), "LastQuarter": (.quarter, -1), "NextQuarter": (.quarter, 1),
            "ThisYear": (.year, 0), "LastYear": (.year, -1), "NextYear": (.year, 1),
        ]
        guard let entry = table[name] else { return nil }
        (unit, shift) = entry
    }

    func window(around now: UTCTimestamp) -> (start: UTCTimestamp, end: UTCTimestamp) {
        unit.window(containing: unit.move(now, by: shift))
    }
}

extension ScriptMacro {
    /// The instant a date macro stands for under `context`'s clock; nil for macros that are not dates.
    public func resolvedTimestamp(in context: QueryContext) -> UTCTimestamp? {
        if case .timestamp(let time) = resolve(in: context) { return time }
        return nil
    }
}
