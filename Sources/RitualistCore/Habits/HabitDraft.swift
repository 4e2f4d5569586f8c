#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The fields a user gives when creating or editing a habit, before validation.
public struct HabitDraft: Hashable, Sendable {
    /// The name shown and matched when a habit is named.
    public var name: String
    /// An emoji shown before the name.
    public var emoji: String?
    /// Whether the habit is done or not, or counts an amount.
    public var kind: HabitKind
    /// The unit of a numeric habit's amounts, such as `glasses`.
    public var unit: String?
    /// The amount that completes a numeric habit's day; nil for binary habits.
    public var dailyTarget: Double?
    /// Whether the target is reached (at least, the default) or kept under (at most).
    public var targetDirection: TargetDirection
    /// The weekdays, or how many days a week, the habit is due.
    public var schedule: Schedule
    /// The first day the habit is due.
    public var startDate: Day
    /// The last day the habit is due; nil when it never ends.
    public var endDate: Day?
    /// A free-form group, such as `Health`.
    public var category: String?

    /// A draft with the given values; the defaults make a binary habit due every day.
    public init(
        name: String, emoji: String? = nil, kind: HabitKind = .binary, unit: String? = nil,
        dailyTarget: Double? = nil, targetDirection: TargetDirection = .atLeast, schedule: Schedule = .daily,
        startDate: Day, endDate: Day? = nil, category: String? = nil
    ) {
        self.name = name
        self.emoji = emoji
        self.kind = kind
        self.unit = unit
        self.dailyTarget = dailyTarget
        self.targetDirection = targetDirection
        self.schedule = schedule
        self.startDate = startDate
        self.endDate = endDate
        self.category = category
    }

    /// The editable fields of an existing habit, for a store to apply an edit to.
    public init(habit: Habit) {
        self.init(
            name: habit.name, emoji: habit.emoji, kind: habit.kind, unit: habit.unit,
            dailyTarget: habit.dailyTarget, targetDirection: habit.targetDirection, schedule: habit.schedule,
            startDate: habit.startDate,
            endDate: habit.endDate, category: habit.category)
    }

    /// The habit this draft describes, with its identity and place supplied by the caller.
    /// Validate the draft first (`validated(against:editing:)`).
    public func habit(id: UUID = UUID(), displayOrder: Int, createdAt: Date, isActive: Bool = true) -> Habit {
        Habit(
            id: id, name: name, emoji: emoji, kind: kind, unit: unit, dailyTarget: dailyTarget,
            targetDirection: targetDirection, schedule: schedule, startDate: startDate, endDate: endDate,
            isActive: isActive,
            displayOrder: displayOrder, category: category, createdAt: createdAt)
    }
}
