import IntentKit
import RitualistCore

/// The habit fields AddHabit and EditHabit read: each one changes the draft only when the run gives it.
enum HabitFields {
    static let name = Parameter<String>.string("name")
    static let emoji = Parameter<String>.string("emoji")
    static let kind = Parameter<HabitKind>.enumeration("kind")
    static let target = Parameter<Double>.number("target")
    static let direction = Parameter<TargetDirection>.enumeration("direction")
    static let unit = Parameter<String>.string("unit")
    static let schedule = Parameter<String>.string("schedule")
    static let start = Parameter<CalendarDate>.date("start")
    static let end = Parameter<CalendarDate>.date("end")
    static let noEnd = Parameter<Bool>.boolean("no_end")
    static let category = Parameter<String>.string("category")

    static let all: [any ActionParameterContract] = [
        name, emoji, kind, target, direction, unit, schedule, start, end, noEnd, category,
    ]

    /// Applies the given fields to `draft`. Empty text clears an optional field; for a new habit a target, a
    /// unit or an at-most direction alone makes it numeric, and making a habit binary drops its target, unit and
    /// direction.
    static func apply(_ context: ActionContext, to draft: inout HabitDraft, isNew: Bool) throws {
        if let name = try context.value(name) { draft.name = name }
        if let emoji = try context.value(emoji) { draft.emoji = emoji.isEmpty ? nil : emoji }
        let target = try context.value(target), unit = try context.value(unit)
        let direction = try context.value(direction)
        if let kind = try context.value(kind) {
            draft.kind = kind
            if kind == .binary, target == nil, unit == nil, direction != .atMost {
                draft.dailyTarget = nil
                draft.unit = nil
                draft.targetDirection = .atLeast
            }
        } else if isNew, target != nil || unit != nil || direction == .atMost {
            draft.kind = .numeric
        }
        if let target { draft.dailyTarget = target }
        if let direction { draft.targetDirection = direction }
        if let unit { draft.unit = unit.isEmpty ? nil : unit }
        if let schedule = try context.value(schedule) { draft.schedule = try Schedule(parsing: schedule) }
        if let start = try context.value(start) { draft.startDate = Day(start) }
        if let end = try context.value(end) { draft.endDate = Day(end) }
        if try context.value(noEnd) == true { draft.endDate = nil }
        if let category = try context.value(category) { draft.category = category.isEmpty ? nil : category }
    }
}
