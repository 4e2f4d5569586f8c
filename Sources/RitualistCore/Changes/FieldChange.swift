/// One field of a habit changed by an edit: its value before and after.
public struct FieldChange: Codable, Hashable, Sendable {
    /// The value before the edit.
    public var old: FieldValue
    /// The value after it.
    public var new: FieldValue

    /// A change from `old` to `new`.
    public init(old: FieldValue, new: FieldValue) {
        self.old = old
        self.new = new
    }

    /// The fields an edit changes, by the names `HabitRecord` gives them: empty when nothing changed.
    public static func between(_ old: Habit, _ new: Habit) -> [String: FieldChange] {
        let before = fields(of: old), after = fields(of: new)
        var changes: [String: FieldChange] = [:]
        for (name, value) in before where after[name] != value {
            changes[name] = FieldChange(old: value, new: after[name] ?? .none)
        }
        return changes
    }

    /// The editable fields of `habit` (those of `HabitDraft`).
    static func fields(of habit: Habit) -> [String: FieldValue] {
        [
            "name": .text(habit.name), "emoji": FieldValue(habit.emoji), "kind": .text(habit.kind.rawValue),
            "unit": FieldValue(habit.unit), "dailyTarget": FieldValue(habit.dailyTarget),
            "targetDirection": .text(habit.targetDirection.rawValue),
            "schedule": .text(habit.schedule.description), "startDate": .text(habit.startDate.iso),
            "endDate": FieldValue(habit.endDate?.iso), "category": FieldValue(habit.category),
        ]
    }
}
