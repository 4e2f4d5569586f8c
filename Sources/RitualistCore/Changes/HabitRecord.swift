#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Every field of a habit as a change-log entry carries it: enough to add the habit again, here or on another
/// machine. Ids are lowercase text, days `YYYY-MM-DD`, `createdAt` seconds since 1970 (UTC); empty optional
/// fields are left out.
public struct HabitRecord: Codable, Hashable, Sendable {
    /// The habit's id.
    public var id: String
    /// The name.
    public var name: String
    /// The emoji, if any.
    public var emoji: String?
    /// Binary or numeric.
    public var kind: HabitKind
    /// The unit of a numeric habit.
    public var unit: String?
    /// The daily target of a numeric habit.
    public var dailyTarget: Double?
    /// Whether the target is a floor or a ceiling; nil (at least) for a record written before targets had one.
    public var targetDirection: TargetDirection?
    /// The schedule, as `habit add --schedule` takes it.
    public var schedule: String
    /// The first day due.
    public var startDate: Day
    /// The last day due, if any.
    public var endDate: Day?
    /// False once archived.
    public var isActive: Bool
    /// The place in lists.
    public var displayOrder: Int
    /// The category, if any.
    public var category: String?
    /// When the habit was added, in seconds since 1970 (UTC).
    public var createdAt: Double

    /// The record of `habit`.
    public init(_ habit: Habit) {
        id = habit.id.text
        name = habit.name
        emoji = habit.emoji
        kind = habit.kind
        unit = habit.unit
        dailyTarget = habit.dailyTarget
        targetDirection = habit.targetDirection
        schedule = habit.schedule.description
        startDate = habit.startDate
        endDate = habit.endDate
        isActive = habit.isActive
        displayOrder = habit.displayOrder
        category = habit.category
        createdAt = habit.createdAt.timeIntervalSince1970
    }

    /// The habit recorded, or nil when the record does not describe one (an id or schedule that does not parse).
    public var habit: Habit? {
        guard let id = UUID(text: id), let schedule = try? Schedule(parsing: schedule) else { return nil }
        return Habit(
            id: id, name: name, emoji: emoji, kind: kind, unit: unit, dailyTarget: dailyTarget,
            targetDirection: targetDirection ?? .atLeast, schedule: schedule,
            startDate: startDate, endDate: endDate, isActive: isActive, displayOrder: displayOrder,
            category: category, createdAt: Date(timeIntervalSince1970: createdAt))
    }
}
