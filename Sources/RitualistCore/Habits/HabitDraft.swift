#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The fields a user gives when creating or editing a habit, before validation.
public struct HabitDraft: Hashable, Sendable {
    public var name: String
    public var emoji: String?
    public var kind: HabitKind
    public var unit: String?
    public var dailyTarget: Double?
    public var schedule: Schedule
    public var startDate: Day
    public var endDate: Day?
    public var category: String?

    public init(
        name: String, emoji: String? = nil, kind: HabitKind = .binary, unit: String? = nil,
        dailyTarget: Double? = nil, schedule: Schedule = .daily, startDate: Day, endDate: Day? = nil,
        category: String? = nil
    ) {
        self.name = name
        self.emoji = emoji
        self.kind = kind
        self.unit = unit
        self.dailyTarget = dailyTarget
        self.schedule = schedule
        self.startDate = startDate
        self.endDate = endDate
        self.category = category
    }

    /// The editable fields of an existing habit, for a store to apply an edit to.
    public init(habit: Habit) {
        self.init(
            name: habit.name, emoji: habit.emoji, kind: habit.kind, unit: habit.unit,
            dailyTarget: habit.dailyTarget, schedule: habit.schedule, startDate: habit.startDate,
            endDate: habit.endDate, category: habit.category)
    }

    /// The habit this draft describes, with its identity and place supplied by the caller.
    /// Validate the draft first (`validated(against:editing:)`).
    public func habit(id: UUID = UUID(), displayOrder: Int, createdAt: Date, isActive: Bool = true) -> Habit {
        Habit(
            id: id, name: name, emoji: emoji, kind: kind, unit: unit, dailyTarget: dailyTarget,
            schedule: schedule, startDate: startDate, endDate: endDate, isActive: isActive,
            displayOrder: displayOrder, category: category, createdAt: createdAt)
    }
}
