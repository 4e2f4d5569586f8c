import RitualistCore

/// Builds the history that streaks, the calendar and statistics are read from: the days shown, and the streaks
/// from the store's summary on (see `StreakCheckpoints`), so a read costs what it shows, not all of history.
package enum HistoryQuery {
    /// The whole history, every day of every habit.
    package static func history(store: any HistoryStore, today: Day, settings: RitualistSettings) throws -> History {
        try history(
            store: store, habits: try store.habits(), restDays: try store.restDays(), from: nil, today: today,
            settings: settings)
    }

    /// The history of `habits` from `from` on (all of it when nil), in one read that hands over one habit's logs
    /// at a time; the streaks go on from `checkpoints` (every one folded from its beginning without them).
    static func history(
        store: any HistoryStore, habits: [Habit], restDays: [RestDay], from: Day?, today: Day,
        settings: RitualistSettings, checkpoints: StreakCheckpoints = .none
    ) throws -> History {
        try History(
            habits: habits, restDays: restDays, today: today, firstWeekday: settings.weekStart,
            threshold: settings.threshold, from: from, checkpoints: checkpoints
        ) { each in try store.logDays(for: habits, from: from, through: nil, each: each) }
    }

    /// The history of `habits` holding the days from `showing` on (every day when nil) and whatever the overall
    /// streak and the streaks of `counting` (all of `habits` when nil) need past the store's checkpoints; the
    /// others' streaks are not the history's to give (`History.streak(for:)` is nil for them). The overall streak
    /// goes on from its checkpoint only when `habits` hold every active habit of `allHabits` (the store's): the
    /// checkpoint is of them all.
    static func history(
        store: any HistoryStore, habits: [Habit], allHabits: [Habit], restDays: [RestDay], showing: Day?, today: Day,
        settings: RitualistSettings, counting: [Habit]? = nil
    ) throws -> History {
        guard let showing else {
            return try history(
                store: store, habits: habits, restDays: restDays, from: nil, today: today, settings: settings)
        }
        let counting = counting ?? habits
        let checkpoints = try store.streakCheckpoints(
            habitIDs: counting.map(\.id), before: today, threshold: settings.threshold,
            firstWeekday: settings.weekStart
        ).forOverall(of: habits, among: allHabits)
        let firstNeeded = [
            checkpoints.firstDayNeeded(for: counting, overall: false), checkpoints.firstDayNeeded(forOverallOf: habits),
        ]
        let needed = min(showing, firstNeeded.compactMap { $0 }.min() ?? showing)
        return try history(
            store: store, habits: habits, restDays: restDays,
            from: Habit.firstDayOfPeriods(containing: needed, of: habits, firstWeekday: settings.weekStart),
            today: today, settings: settings, checkpoints: checkpoints)
    }

    /// The overall streak of `habits` (every habit when nil; a category's make it the category's) as it stands
    /// today: from the store's checkpoint of it on when `habits` are all of them, or their whole history.
    ///
    /// Only the overall checkpoint is read, and the history reaches back only as far as it needs: the habits' own
    /// streaks, which this history could not give, play no part in the overall one (a status poll after a change to
    /// a past day read 51 checkpoints for one).
    package static func currentRun(
        store: any HistoryStore, habits chosen: [Habit]? = nil, today: Day, settings: RitualistSettings
    ) throws -> CurrentRun {
        let all = try store.habits()
        let habits = chosen ?? all
        let checkpoints = try store.streakCheckpoints(
            habitIDs: [], before: today, threshold: settings.threshold, firstWeekday: settings.weekStart
        ).forOverall(of: habits, among: all)
        let needed = min(today, checkpoints.firstDayNeeded(forOverallOf: habits) ?? today)
        return try history(
            store: store, habits: habits, restDays: try store.restDays(),
            from: Habit.firstDayOfPeriods(containing: needed, of: habits, firstWeekday: settings.weekStart),
            today: today, settings: settings, checkpoints: checkpoints
        ).currentOverallRun()
    }
}
