import IntentKit
import RitualistCore

/// `habits.list`, `habits.add`, `habits.edit`, `habits.archive`, `habits.unarchive` and `habits.remove`.
enum HabitActions {
    static let all = Parameter<Bool>.boolean("all")

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
        registry.action("habits.edit", parameters: [HabitParameters.habit] + HabitFields.all, needs: needs) {
            context in
            let store = try context.store
            let habit = try store.habit(for: try context.require(HabitParameters.habit))
            let updated = try store.updateHabit(id: habit.id) { draft in
                try HabitFields.apply(context, to: &draft, isNew: false)
            }
            return HabitOutput(habit: updated, change: .updated)
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

    private static func setActive(_ context: ActionContext, _ isActive: Bool) throws -> HabitOutput {
        let store = try context.store
        let habit = try store.habit(for: try context.require(HabitParameters.habit))
        return HabitOutput(habit: try store.setActive(id: habit.id, isActive), change: isActive ? .restored : .archived)
    }
}
