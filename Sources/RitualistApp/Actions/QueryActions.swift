import IntentKit
import RitualistCore

/// `habits.status`, `habits.streaks` and `habits.currentStreak`: the widget's day and the streaks, read-only; each
/// takes a category, and its figures are then the category's.
enum QueryActions {
    static let size = Parameter<WidgetSize>.enumeration("size")
    static let months = Parameter<Int>.integer("months")
    /// Streaks' `overall`: the overall streak alone (and the one habit's, when one is asked for).
    static let overall = Parameter<Bool>.boolean("overall")
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
            "habits.streaks", parameters: [HabitParameters.someHabit, category, overall, months], needs: needs,
            changes: false
        ) { context in
            let store = try context.store
            let only = try context.habit(HabitParameters.someHabit, in: store)
            let overallOnly = try context.value(overall) ?? false
            let settings = try context.resolver.resolve(Keys.settings).requiring(Self.sections)
            let today = context.now.day
            // The days of the calendar asked for, or none: the streaks need only what follows their checkpoints.
            let shown = try context.value(months).map {
                today.startOfMonth(addingMonths: 1 - $0).startOfWeek(firstWeekday: settings.weekStart)
            }
            // With a category, the overall streak is the category's: the history holds only its habits.
            let all = try store.habits()
            // With `overall`, the rows' checkpoints are not read: the streak calendar shows the overall streak (or
            // its one habit's), and reading every habit's checkpoints was a measurable share of its cost.
            let rows = overallOnly ? only.map { [$0] } ?? [] : nil
            let history = try HistoryQuery.history(
                store: store, habits: try CategoryParameter.habits(all, context), allHabits: all,
                restDays: try store.restDays(), showing: shown ?? today, today: today, settings: settings,
                counting: rows)
            let habits = rows ?? only.map { [$0] } ?? history.habits.filter(\.isActive)
            return StreaksOutput(
                overall: history.overallStreak(),
                habits: habits.map { HabitStreakRow(habit: $0, streak: history.streak(for: $0.id)) },
                isOneHabit: only != nil, isOverallOnly: overallOnly && only == nil, history: history)
        }
        // Polled by status bars: kept in the state folder while nothing it is derived from changes.
        // With a category, the streak is the category's, as Streaks' overall one is (a bar of it shows its figures).
        registry.action(
            "habits.currentStreak", parameters: [category], needs: needs + [Keys.paths.erased], changes: false
        ) { context in
            let store = try context.store
            let name = try context.value(category)
            let chosen = try name.map { ($0, try CategoryParameter.habits(try store.habits(), context)) }
            let memo = CurrentRunMemo(path: try context.resolver.resolve(Keys.paths).streakMemo, category: name)
            let run = try memo.run(
                store: store, category: chosen, today: context.now.day,
                settings: try context.resolver.resolve(Keys.settings).requiring(Self.sections))
            return CurrentStreakOutput(run: run)
        }
    }
}
