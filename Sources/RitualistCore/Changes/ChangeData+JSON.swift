extension ChangeData {
    /// The data as the store keeps it: compact JSON with sorted keys, empty parts left out.
    public var json: String {
        var object = JSONObjectText()
        object.raw("habit", habit.map(Self.json))
        object.raw("fields", fields.map(Self.json))
        object.raw("log", log.map(Self.json))
        object.raw("restDay", restDay.map(Self.json))
        object.raw("settings", settings.map(Self.json))
        object.number("depth", depth.map(Double.init))
        object.raw("namesakes", namesakes.map { "[" + $0.map(JSONText.string).joinedText(separator: ",") + "]" })
        return object.text
    }

    static func json(_ settings: [String: String]) -> String {
        var object = JSONObjectText()
        for (key, value) in settings { object.string(key, value) }
        return object.text
    }

    static func json(_ habit: HabitRecord) -> String {
        var object = JSONObjectText()
        object.string("id", habit.id)
        object.string("name", habit.name)
        object.string("emoji", habit.emoji)
        object.string("kind", habit.kind.rawValue)
        object.string("unit", habit.unit)
        object.number("dailyTarget", habit.dailyTarget)
        object.string("targetDirection", habit.targetDirection?.rawValue)
        object.string("schedule", habit.schedule)
        object.string("startDate", habit.startDate.iso)
        object.string("endDate", habit.endDate?.iso)
        object.bool("isActive", habit.isActive)
        object.number("displayOrder", Double(habit.displayOrder))
        object.string("category", habit.category)
        object.number("createdAt", habit.createdAt)
        return object.text
    }

    static func json(_ fields: [String: FieldChange]) -> String {
        var object = JSONObjectText()
        for (name, change) in fields {
            var pair = JSONObjectText()
            pair.raw("old", json(change.old))
            pair.raw("new", json(change.new))
            object.raw(name, pair.text)
        }
        return object.text
    }

    static func json(_ value: FieldValue) -> String {
        switch value {
        case .text(let text): return JSONText.string(text)
        case .number(let number): return JSONText.number(number)
        case .none: return "null"
        }
    }

    static func json(_ log: LogRecord) -> String {
        var object = JSONObjectText()
        object.string("id", log.id)
        object.string("habit", log.habit)
        object.string("day", log.day.iso)
        object.number("value", log.value)
        object.number("loggedAt", log.loggedAt)
        object.string("timeZone", log.timeZone)
        return object.text
    }

    static func json(_ rest: RestDayRecord) -> String {
        var object = JSONObjectText()
        object.string("habit", rest.habit)
        object.string("day", rest.day.iso)
        return object.text
    }
}
