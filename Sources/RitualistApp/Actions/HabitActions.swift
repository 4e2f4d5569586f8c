import IntentKit
import RitualistCore

/// `habits.list`, `habits.add`, `habits.edit`, `habits.archive`, `habits.unarchive` and `habits.remove`.
enum HabitActions {
    static let all = Parameter<Bool>.boolean("all")
    static let confirm = Parameter<Bool>.boolean("confirm")

    static func register(in registry: inout PluginRegistry) {
        let needs = [Keys.habitStore.erased]
        registry.action("habits.list", parameters: [all, CategoryParameter.category], needs: needs, changes: false) {
            context in
            // An archived habit's category is still known: asking for it is an empty list, not a typo.
            let habits = try CategoryParameter.habits(try context.store.habits(), context)
            return HabitsOutput(habits: try context.value(all) ?? false ? habits : habits.filter(\.isActive))
        }
        registry.action("habits.add", parameters: HabitFields.all, needs: needs) { context in
            var draft = HabitDraft(name: "", startDate: context.now.day)
            try HabitFields.apply(context, to: &draft, isNew: true)
            return HabitOutput(habit: try context.store.addHabit(draft, createdAt: context.now.instant), change: .added)
        }
        registry.action(
            "habits.edit", parameters: [HabitParameters.habit] + HabitFields.all + [confirm], needs: needs,
            result: HabitOutput.editShape
        ) { context in
            try edit(context)
        }
        registry.action("habits.archive", parameters: [HabitParameters.habit], needs: needs) { context in
            try setActive(context, false)
        }
        registry.action("habits.unarchive", parameters: [HabitParameters.habit], needs: needs) { context in
            try setActive(context, true)
        }
        registry.action("habits.remove", parameters: [HabitParameters.habit], needs: needs) { context in
            let store = try context.store
            let habit = try store.habit(for: try context.require(HabitParameters.habit))
            try store.removeHabit(id: habit.id)
            return HabitOutput(habit: habit, change: .removed)
        }
    }

    /// Applies the fields given to the habit; an edit that changes whether logged days are done is refused with
    /// those days unless the run confirms it (`PastDaysError`).
    private static func edit(_ context: ActionContext) throws -> HabitOutput {
        let store = try context.store
        let habit = try store.habit(for: try context.require(HabitParameters.habit))
        var draft = HabitDraft(habit: habit)
        try HabitFields.apply(context, to: &draft, isNew: false)
        // A field that is wrong is said before what a right one would change; the store checks names again.
        let valid = try draft.validated(editing: habit.id)
        var edited = habit
        edited.kind = valid.kind
        edited.dailyTarget = valid.dailyTarget
        edited.targetDirection = valid.targetDirection
        edited.unit = valid.unit
        var changed: [ChangedDay] = []
        if !habit.judgesDaysAlike(edited) {
            try store.logEntries(for: [habit], from: nil, through: nil) { logs in
                changed = habit.changedDays(becoming: edited, logs: logs)
            }
            let confirmed = try context.value(confirm) ?? false
            guard changed.isEmpty || confirmed else {
                throw PastDaysError.unconfirmed(habit: habit.name, days: changed, edited: edited)
            }
        }
        let updated = try store.updateHabit(id: habit.id) { draft in
            try HabitFields.apply(context, to: &draft, isNew: false)
        }
        return HabitOutput(habit: updated, change: .updated, changedDays: changed)
    }

    private static func setActive(_ context: ActionContext, _ isActive: Bool) throws -> HabitOutput {
        let store = try context.store
        let habit = try store.habit(for: try context.require(HabitParameters.habit))
        return HabitOutput(habit: try store.setActive(id: habit.id, isActive), change: isActive ? .restored : .archived)
    }
}
