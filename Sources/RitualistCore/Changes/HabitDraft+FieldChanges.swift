extension HabitDraft {
    /// Sets each field `changes` names to its old value (`old`) or its new one: an edit reversed, or replayed.
    public mutating func apply(_ changes: [String: FieldChange], old: Bool) throws(ChangeLogError) {
        for (field, change) in changes {
            let value = old ? change.old : change.new
            switch field {
            case "name": name = try Self.required(value.text, field)
            case "emoji": emoji = value.text
            case "kind": kind = try Self.required(value.text.flatMap(HabitKind.init(rawValue:)), field)
            case "unit": unit = value.text
            case "dailyTarget": dailyTarget = value.number
            case "targetDirection":
                targetDirection = try Self.required(value.text.flatMap(TargetDirection.init(rawValue:)), field)
            case "schedule": schedule = try Self.required(value.text.flatMap { try? Schedule(parsing: $0) }, field)
            case "startDate": startDate = try Self.required(value.text.flatMap(Day.init(iso:)), field)
            case "endDate": endDate = value.text.flatMap(Day.init(iso:))
            case "category": category = value.text
            default: throw .unreadableEntry(reason: "an edit of an unknown field '\(field)'")
            }
        }
    }

    private static func required<T>(_ value: T?, _ field: String) throws(ChangeLogError) -> T {
        guard let value else { throw .unreadableEntry(reason: "an edit with no valid value of '\(field)'") }
        return value
    }
}
