import Foundation
import IntentKit
import RitualistCore
import RitualistStore

/// `habits.skip`: a rest day, neutral for streaks and left out of the day's percentage.
enum RestDayActions {
    static func register(in registry: inout PluginRegistry) {
        let parameters = [ActionParameter("habit", .entity("habit")), CompletionActions.date]
        registry.action("habits.skip", parameters: parameters, needs: [Keys.habitStore.erased]) { context in
            let store = try context.resolver.resolve(Keys.habitStore)
            let habit = try context.parameters.optionalEntity("habit").map { try store.habit(for: $0) }
            let day = try context.day(store: store)
            let added = try store.addRestDay(RestDay(habitID: habit?.id, day: day))
            return RestDayOutput(habit: habit, day: day, changed: added, undo: false)
        }
    }
}

/// What SkipDay (and `ritual skip`) report.
public struct RestDayOutput: ActionOutput {
    public let habit: Habit?
    public let day: Day
    /// False when the day already was (or, for an undo, was not) a rest day.
    public let changed: Bool
    public let undo: Bool

    public init(habit: Habit?, day: Day, changed: Bool, undo: Bool) {
        self.habit = habit
        self.day = day
        self.changed = changed
        self.undo = undo
    }

    public var json: JSONValue {
        .object([
            ("date", .string(day.iso)),
            ("habit", habit.map { .object([("id", .string($0.id.key)), ("name", .string($0.name))]) } ?? .null),
            ("rest", .bool(!undo)),
            ("changed", .bool(changed)),
        ])
    }

    public var text: String {
        let whom = habit.map { "'\($0.name)'" } ?? "all habits"
        switch (undo, changed) {
        case (false, true): return "\(day.iso) is a rest day for \(whom)."
        case (false, false): return "\(day.iso) already was a rest day for \(whom)."
        case (true, true): return "\(day.iso) is no longer a rest day for \(whom)."
        case (true, false): return "\(day.iso) was not a rest day for \(whom)."
        }
    }
}

extension HabitStore {
    /// The habit an entity parameter resolved to.
    public func habit(for reference: EntityReference) throws -> Habit {
        guard let id = UUID(uuidString: reference.id), let habit = try habit(id: id) else {
            throw StoreError.habitNotFound(id: reference.id)
        }
        return habit
    }
}
