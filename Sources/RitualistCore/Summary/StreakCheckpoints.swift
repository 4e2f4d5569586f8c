#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The checkpoints a history's streaks go on from: one per habit and one for the overall streak, each the last
/// kept before today. A habit or the overall streak without one is folded from its beginning.
package struct StreakCheckpoints: Equatable, Sendable {
    /// Per habit id.
    package var habits: [UUID: StreakCheckpoint]
    /// The overall streak's, over every habit the store holds.
    package var overall: StreakCheckpoint?

    /// Checkpoints with the given values; none by default.
    package init(habits: [UUID: StreakCheckpoint] = [:], overall: StreakCheckpoint? = nil) {
        self.habits = habits
        self.overall = overall
    }

    /// No checkpoint: every streak is folded from its beginning.
    package static let none = StreakCheckpoints()

    /// These checkpoints for the overall streak of `habits` alone: the overall one is of every active habit of
    /// `allHabits`, so it goes when `habits` leave one out (a category's overall streak is folded from its start).
    package func forOverall(of habits: [Habit], among allHabits: [Habit]) -> StreakCheckpoints {
        let ids = Set(habits.map(\.id))
        guard !allHabits.allSatisfy({ !$0.isActive || ids.contains($0.id) }) else { return self }
        return StreakCheckpoints(habits: self.habits, overall: nil)
    }

    /// The first day whose logs a history must hold for these checkpoints to give `habits`' streaks (and the overall
    /// streak when `overall`): the day after each checkpoint, or the habit's start where there is none. Periods that
    /// hold that day are the caller's to add (`Habit.firstDayOfPeriods`).
    package func firstDayNeeded(for habits: [Habit], overall: Bool) -> Day? {
        let first = habits.map { self.habits[$0.id].map { $0.through.adding(days: 1) } ?? $0.startDate }.min()
        guard overall else { return first }
        return [first, firstDayNeeded(forOverallOf: habits)].compactMap { $0 }.min()
    }

    /// The first day whose logs a history must hold for the overall checkpoint to give the overall streak of
    /// `habits` alone: the day after it, or the first start of them where there is none. The habits' own
    /// checkpoints play no part: the overall streak is folded from the days' records.
    package func firstDayNeeded(forOverallOf habits: [Habit]) -> Day? {
        overall.map { $0.through.adding(days: 1) } ?? habits.map(\.startDate).min()
    }
}
