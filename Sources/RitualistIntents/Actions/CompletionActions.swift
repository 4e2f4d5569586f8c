import Foundation
import IntentKit
import RitualistCore
import RitualistStore

/// `habits.complete`, `habits.log` and `habits.undo`.
enum CompletionActions {
    static let needs = [Keys.habitStore.erased]

    static let habit = ActionParameter("habit", .entity("habit"), required: true)
    /// Without a `date` parameter an action works on the widget's selected day.
    static let date = ActionParameter("date", .date)

    static func register(in registry: inout PluginRegistry) {
        registry.action("habits.complete", parameters: [habit, date], needs: needs) { context in
            try log(context, action: .complete, verb: "Completed")
        }
        let logParameters = [
            habit, ActionParameter("value", .number, required: true),
            ActionParameter("mode", .enumeration), date,
        ]
        registry.action("habits.log", parameters: logParameters, needs: needs) { context in
            let value = try context.parameters.number("value")
            let isSet = try context.parameters.optionalString("mode")?.lowercased() == "set"
            return try log(context, action: isSet ? .set(value) : .add(value), verb: isSet ? "Set" : "Logged")
        }
        registry.action("habits.undo", parameters: [habit, date], needs: needs) { context in
            let (store, habitID, day) = try target(context)
            return LogOutput(receipt: try store.undo(habitID: habitID, day: day), verb: "Cleared")
        }
    }

    private static func log(_ context: ActionContext, action: LogAction, verb: String) throws -> LogOutput {
        let (store, habitID, day) = try target(context)
        let receipt = try store.log(
            habitID: habitID, day: day, action: action, today: context.now.day, at: context.now.instant,
            timeZone: context.now.zoneIdentifier)
        return LogOutput(receipt: receipt, verb: verb)
    }

    /// The store, the habit the `habit` parameter resolved to, and the `date` parameter as a day.
    private static func target(_ context: ActionContext) throws -> (HabitStore, UUID, Day) {
        let store = try context.resolver.resolve(Keys.habitStore)
        let reference = try context.parameters.entity("habit")
        guard let habitID = UUID(uuidString: reference.id) else {
            throw RunnerError.unexpected("habit id '\(reference.id)' is not a UUID")
        }
        return (store, habitID, try context.day(store: store))
    }
}
