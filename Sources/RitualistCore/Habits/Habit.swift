#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A habit the user keeps: what it is, how it is measured, and when it is due.
public struct Habit: Identifiable, Hashable, Sendable {
    /// The habit's identity, kept for its whole life.
    public var id: UUID
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
    /// Whether the target is reached (at least) or kept under (at most); binary habits are always at least.
    public var targetDirection: TargetDirection
    /// The weekdays, or how many days a week, the habit is due.
    public var schedule: Schedule
    /// The first day the habit is due.
    public var startDate: Day
    /// The last day the habit is due; nil when it never ends.
    public var endDate: Day?
    /// False once archived: inactive habits are neither listed nor loggable.
    public var isActive: Bool
    /// The habit's place in lists, lowest first.
    public var displayOrder: Int
    /// A free-form group, such as `Health`.
    public var category: String?
    /// When the habit was added.
    public var createdAt: Date

    /// A habit with the given values; the defaults make a binary habit due every day.
    public init(
        id: UUID = UUID(), name: String, emoji: String? = nil, kind: HabitKind = .binary, unit: String? = nil,
        dailyTarget: Double? = nil, targetDirection: TargetDirection = .atLeast, schedule: Schedule = .daily,
        startDate: Day, endDate: Day? = nil, isActive: Bool = true, displayOrder: Int = 0, category: String? = nil,
        createdAt: Date = Date(timeIntervalSince1970: 0)
    ) {
        self.id = id
        self.name = name
        self.emoji = emoji
        self.kind = kind
        self.unit = unit
        self.dailyTarget = dailyTarget
        self.targetDirection = targetDirection
        self.schedule = schedule
        self.startDate = startDate
        self.endDate = endDate
        self.isActive = isActive
        self.displayOrder = displayOrder
        self.category = category
        self.createdAt = createdAt
    }

    /// Whether the habit is due on `day`: within [startDate, endDate] and on an allowed weekday.
    /// A habit counted per period (week, month, run of days) is due every day of its life.
    public func isScheduled(on day: Day) -> Bool {
        isLive(on: day) && schedule.allows(day.weekday)
    }

    /// Whether `day` lies within the habit's life, [startDate, endDate].
    public func isLive(on day: Day) -> Bool {
        day >= startDate && (endDate.map { day <= $0 } ?? true)
    }
}
