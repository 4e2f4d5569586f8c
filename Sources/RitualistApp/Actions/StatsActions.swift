import IntentKit
import RitualistCore

/// `habits.stats`: completion rates, streaks and amounts over a period, read-only.
enum StatsActions {
    static let days = Parameter<StatsPeriod>.enumeration("days")

    static func register(in registry: inout PluginRegistry) {
        let needs = [Keys.habitStore.erased, Keys.settings.erased]
        registry.action(
            "habits.stats", parameters: [HabitParameters.someHabit, days, CategoryParameter.category],
            needs: needs, changes: false
        ) {
            context in
            let store = try context.store
            let only = try context.habit(HabitParameters.someHabit, in: store)
            // The overall figures are about the habits shown, so the history holds only those.
            let all = try store.habits()
            let habits = try only.map { [$0] } ?? CategoryParameter.habits(all, context).filter(\.isActive)
            let period = try context.value(days) ?? .month
            let today = context.now.day
            // The days of the period, and the streaks from the store's checkpoints on.
            let history = try HistoryQuery.history(
                store: store, habits: habits, allHabits: all, restDays: try store.restDays(),
                showing: period.days.map { today.adding(days: 1 - $0) }, today: today,
                settings: try context.resolver.resolve(Keys.settings).requiring(QueryActions.sections))
            let report = history.stats(period: period, habitIDs: habits.map(\.id))
            return StatsOutput(report: report)
        }
    }
}
