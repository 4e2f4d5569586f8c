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
            let habits =
                try only.map { [$0] } ?? CategoryParameter.habits(try store.habits(), context).filter(\.isActive)
            let history = try HistoryQuery.history(
                store: store, habits: habits, restDays: try store.restDays(), from: nil, today: context.now.day,
                settings: try context.resolver.resolve(Keys.settings).requiring(QueryActions.sections))
            let report = history.stats(period: try context.value(days) ?? .month, habitIDs: habits.map(\.id))
            return StatsOutput(report: report)
        }
    }
}
