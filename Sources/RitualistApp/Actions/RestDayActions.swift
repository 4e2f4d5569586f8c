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
        if undo {
            return RestDayOutput(habit: habit, day: day, changed: try store.removeRestDay(rest), undo: true)
        }
        let logs = try store.logs(habitID: habit?.id, from: day, through: day)
        if let habit {
            // A completion wins over a rest day (RestDayRule): no rest day on a day the habit is done.
            try RestDayRule.check(resting: habit, on: day, habits: [], logsOfDay: logs)
            return RestDayOutput(habit: habit, day: day, changed: try store.addRestDay(rest), undo: false)
        }
        let habits = try store.habits(includeArchived: true)
        let done = RestDayRule.done(among: habits, logsOfDay: logs)
        guard !done.isEmpty else {
            return RestDayOutput(habit: nil, day: day, changed: try store.addRestDay(rest), undo: false)
        }
        // domain.md: resting every habit on a day where some are done rests the open ones, each with a rest day of
        // its own, and leaves the done ones done, saying which.
        let open = habits.filter { candidate in !done.contains { $0.id == candidate.id } }
        let changed = try store.grouped { store in
            try open.reduce(false) { changed, habit in
                try store.addRestDay(RestDay(habitID: habit.id, day: day)) || changed
            }
        }
        return RestDayOutput(
            habit: nil, day: day, changed: changed, undo: false, rested: open.filter(\.isActive),
            stayDone: done.filter(\.isActive))
    }
}
