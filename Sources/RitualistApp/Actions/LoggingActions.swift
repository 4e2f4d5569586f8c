import IntentKit
import RitualistCore

/// `habits.complete`, `habits.log` and `habits.undo`: writing and clearing a habit's day.
enum LoggingActions {
    enum Mode: String, CaseIterable, Sendable {
        case add, set
    }

    static let value = Parameter<Double>.number("value", required: true)
    /// `CompleteHabit`'s optional amount, for a numeric habit.
    static let amount = Parameter<Double>.number("value")
    static let mode = Parameter<Mode>.enumeration("mode")

    static func register(in registry: inout PluginRegistry) {
        let needs = [Keys.habitStore.erased]
        let target: [any ActionParameterContract] = [HabitParameters.habit, HabitParameters.date]
        registry.action("habits.complete", parameters: target + [amount], needs: needs) { context in
            // An amount makes the completion of a numeric habit a log of it; a binary habit is done either way.
            let given = try context.value(amount)
            return try log(context) { habit in
                guard let amount = given, habit.kind == .numeric else { return (.complete, "Completed") }
                return (.add(amount), "Logged")
            }
        }
        registry.action("habits.log", parameters: target + [value, mode], needs: needs) { context in
            let amount = try context.require(value)
            let isSet = try context.value(mode) == .set
            return try log(context, action: isSet ? .set(amount) : .add(amount), verb: isSet ? "Set" : "Logged")
        }
        registry.question(for: "habits.log", AmountQuestion.asking)
        registry.action("habits.undo", parameters: target, needs: needs) { context in
            let store = try context.store
            let habit = try context.require(HabitParameters.habit)
            let receipt = try store.undo(
                habitID: try store.habit(for: habit).id, day: try context.day(in: store), at: context.now.instant)
            return LogOutput(receipt: receipt, verb: "Cleared")
        }
    }

    private static func log(_ context: ActionContext, action: LogAction, verb: String) throws -> LogOutput {
        try log(context) { _ in (action, verb) }
    }

    /// Logs what `choose` makes of the habit: the action and the verb its output says.
    private static func log(_ context: ActionContext, choosing choose: (Habit) -> (LogAction, String)) throws
        -> LogOutput
    {
        let store = try context.store
        let habit = try store.habit(for: try context.require(HabitParameters.habit))
        let (action, verb) = choose(habit)
        let day = try context.day(in: store)
        let write = { (store: any HabitStore) throws -> LogReceipt in
            try store.log(
                habitID: habit.id, day: day, action: action, today: context.now.day, at: context.now.instant,
                timeZone: context.now.zoneIdentifier)
        }
        let restDays = try store.restDays().filter { $0.day == day }
        guard restDays.contains(where: { $0.covers(habitID: habit.id, on: day) }) else {
            return LogOutput(receipt: try write(store), verb: verb)
        }
        // A completion wins over a rest day (RestDayRule): the rest day ends in the completion's own transaction.
        return try store.grouped { store in
            let receipt = try write(store)
            guard receipt.isDone else { return LogOutput(receipt: receipt, verb: verb) }
            let change = RestDayRule.restDaysEnded(
                byCompleting: habit, on: day, restDays: restDays, habits: try store.habits(includeArchived: true))
            for rest in change.removed { _ = try store.removeRestDay(rest) }
            for rest in change.added { _ = try store.addRestDay(rest) }
            return LogOutput(receipt: receipt, verb: verb, endedRestDay: true)
        }
    }
}
