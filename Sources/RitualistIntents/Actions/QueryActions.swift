import IntentKit
import RitualistCore

/// `habits.status`, `habits.streaks` and `habits.currentStreak`: the widget's day and the streaks, read-only.
enum QueryActions {
    static let size = Parameter<WidgetSize>.enumeration("size")
    /// The sections of config.yaml days and streaks are counted by.
    static let sections = ["streak", "week_start"]

    static func register(in registry: inout PluginRegistry) {
        let needs = [Keys.habitStore.erased, Keys.settings.erased]
        let category = CategoryParameter.category
        registry.action(
            "habits.status", parameters: [HabitParameters.date, size, category], needs: needs, changes: false
        ) { context in
            let store = try context.store
            let view = try WidgetQuery.dayView(
                store: store, habits: try CategoryParameter.habits(try store.habits(), context),
                day: try context.day(in: store), today: context.now.day,
                settings: try context.resolver.resolve(Keys.settings).requiring(Self.sections))
            return DayStatusOutput(view: view, selection: try context.value(size).map(view.selection(for:)))
        }
        registry.action(
            "habits.streaks", parameters: [HabitParameters.someHabit, category], needs: needs, changes: false
        ) { context in
            let store = try context.store
            let only = try context.habit(HabitParameters.someHabit, in: store)
            // With a category, the overall streak is the category's: the history holds only its habits.
            let history = try HistoryQuery.history(
                store: store, habits: try CategoryParameter.habits(try store.habits(), context),
                restDays: try store.restDays(), from: nil, today: context.now.day,
                settings: try context.resolver.resolve(Keys.settings).requiring(Self.sections))
            let habits = only.map { [$0] } ?? history.habits.filter(\.isActive)
            return StreaksOutput(
                overall: history.overallStreak(),
                habits: habits.map { HabitStreakRow(habit: $0, streak: history.streak(for: $0.id)) },
                isOneHabit: only != nil, history: history)
        }
        // Polled by status bars: kept in the state folder while nothing it is derived from changes.
        registry.action("habits.currentStreak", needs: needs + [Keys.paths.erased], changes: false) { context in
            let memo = CurrentRunMemo(path: try context.resolver.resolve(Keys.paths).streakMemo)
            let run = try memo.run(
                store: try context.store, today: context.now.day,
                settings: try context.resolver.resolve(Keys.settings).requiring(Self.sections))
            return CurrentStreakOutput(run: run)
        }
    }
}
