#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A habit the user keeps: what it is, how it is measured, and when it is due.
public struct Habit: Identifiable, Hashable, Sendable {
    public var id: UUID
    public var name: String
    public var emoji: String?
    public var kind: HabitKind
    public var unit: String?
    /// The amount that completes a numeric habit's day; nil for binary habits.
    public var dailyTarget: Double?
    public var schedule: Schedule
    public var startDate: Day
    public var endDate: Day?
    /// False once archived: inactive habits are neither listed nor loggable.
    public var isActive: Bool
    public var displayOrder: Int
    public var category: String?
    public var createdAt: Date

    public init(
        id: UUID = UUID(), name: String, emoji: String? = nil, kind: HabitKind = .binary, unit: String? = nil,
        dailyTarget: Double? = nil, schedule: Schedule = .daily, startDate: Day, endDate: Day? = nil,
        isActive: Bool = true, displayOrder: Int = 0, category: String? = nil,
        createdAt: Date = Date(timeIntervalSince1970: 0)
    ) {
        self.id = id
        self.name = name
        self.emoji = emoji
        self.kind = kind
        self.unit = unit
        self.dailyTarget = dailyTarget
        self.schedule = schedule
        self.startDate = startDate
        self.endDate = endDate
        self.isActive = isActive
        self.displayOrder = displayOrder
        self.category = category
        self.createdAt = createdAt
    }

    /// Whether the habit is due on `day`: within [startDate, endDate] and on an allowed weekday.
    /// A timesPerWeek habit is due every day of its life.
    public func isScheduled(on day: Day) -> Bool {
        isLive(on: day) && schedule.allows(day.weekday)
    }

    /// Whether `day` lies within the habit's life, [startDate, endDate].
    public func isLive(on day: Day) -> Bool {
        day >= startDate && (endDate.map { day <= $0 } ?? true)
    }
}
