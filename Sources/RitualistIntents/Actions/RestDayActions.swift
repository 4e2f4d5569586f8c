import IntentKit
import RitualistCore

/// `habits.skip` and `habits.unskip`: rest days, neutral for streaks and left out of the day's percentage.
enum RestDayActions {
    static func register(in registry: inout PluginRegistry) {
        let parameters: [any ActionParameterContract] = [HabitParameters.someHabit, HabitParameters.date]
        let needs = [Keys.habitStore.erased]
        registry.action("habits.skip", parameters: parameters, needs: needs) { context in
            try change(context, undo: false)
        }
        registry.action("habits.unskip", parameters: parameters, needs: needs) { context in
            try change(context, undo: true)
        }
    }

    private static func change(_ context: ActionContext, undo: Bool) throws -> RestDayOutput {
        let store = try context.store
        let habit = try context.habit(HabitParameters.someHabit, in: store)
        let day = try context.day(in: store)
        let rest = RestDay(habitID: habit?.id, day: day)
        if !undo {
            // A completion wins over a rest day (RestDayRule): no rest day on a day a habit it covers is done.
            try RestDayRule.check(
                resting: habit, on: day, habits: habit == nil ? try store.habits(includeArchived: false) : [],
                logsOfDay: try store.logs(habitID: habit?.id, from: day, through: day))
        }
        let changed = undo ? try store.removeRestDay(rest) : try store.addRestDay(rest)
        return RestDayOutput(habit: habit, day: day, changed: changed, undo: undo)
    }
}
