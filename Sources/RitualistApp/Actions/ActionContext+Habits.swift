import Foundation
import IntentKit
import RitualistCore

extension ActionContext {
    /// The home's habit store.
    var store: any HistoryStore {
        get throws { try resolver.resolve(Keys.habitStore) }
    }

    /// The habit `parameter` names, as stored now.
    func habit(_ parameter: Parameter<EntityReference>, in store: any HabitStore) throws -> Habit? {
        try value(parameter).map { try store.habit(for: $0) }
    }

    /// The `date` parameter as a day, or the widget's selected day when the run has none.
    func day(in store: any HabitStore) throws -> Day {
        if let date = try value(HabitParameters.date) { return Day(date) }
        return try WidgetQuery.selectedDay(store: store, today: now.day)
    }
}

extension HabitStore {
    /// The habit an entity parameter resolved to: the one way a reference becomes a habit.
    package func habit(for reference: EntityReference) throws -> Habit {
        guard let id = UUID(text: reference.id), let habit = try habit(id: id) else {
            throw StoreError.habitNotFound(id: reference.id)
        }
        return habit
    }
}
