#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a store may keep beside habits, logs and rest days to make history cheap to read, and what the
/// application's history queries ask of it: stretches of completions as bits, streak checkpoints, and a summary it
/// can rebuild. These are the store's own shapes, not the domain's: a `HabitStore` keeps none of them, and
/// `History` is built from its entries alone (see `HistoryStore`'s defaults).
package protocol HistoryStore: HabitStore {
    /// `logEntries(for:from:through:each:)` as a `History` takes them: each habit's logs in turn, with the stretches
    /// of completions a store keeps as bits handed over as such (see `LogDays`); a store that keeps none hands over
    /// its entries.
    func logDays(for habits: [Habit], from: Day?, through: Day?, each body: (LogDays) throws -> Void) throws

    /// The last streak checkpoints kept before `today` for `habitIDs` and the overall streak (see
    /// `StreakCheckpoints`), when the store keeps them folded with `threshold` and `firstWeekday`; none otherwise.
    func streakCheckpoints(habitIDs: [UUID], before today: Day, threshold: StreakThreshold, firstWeekday: Weekday)
        throws -> StreakCheckpoints

    /// Forgets every derived summary the store keeps and builds it again from habits, logs and rest days, folding
    /// streaks with `threshold` and `firstWeekday`; false when the store keeps none.
    func rebuildSummary(threshold: StreakThreshold, firstWeekday: Weekday) throws -> Bool

    /// `HabitStore.grouped(_:)`, handing `body` a store that keeps the same shapes.
    func grouped<T>(history body: (any HistoryStore) throws -> T) throws -> T
}

extension HistoryStore {
    /// A store that keeps no stretches of completions hands over its entries.
    package func logDays(for habits: [Habit], from: Day?, through: Day?, each body: (LogDays) throws -> Void) throws {
        try logEntries(for: habits, from: from, through: through) { try body(LogDays(entries: $0)) }
    }

    /// A store that keeps no summary: every streak is folded from its beginning.
    package func streakCheckpoints(
        habitIDs: [UUID], before today: Day, threshold: StreakThreshold, firstWeekday: Weekday
    ) throws -> StreakCheckpoints { .none }

    /// A store that keeps no summary has none to rebuild.
    package func rebuildSummary(threshold: StreakThreshold, firstWeekday: Weekday) throws -> Bool { false }

    /// The group of `grouped(history:)`, seen as a `HabitStore`.
    package func grouped<T>(_ body: (any HabitStore) throws -> T) throws -> T {
        try grouped(history: body)
    }
}
