import IntentKit
import RitualistCore

/// What ListHabits returns: habits in display order.
package struct HabitsOutput: ActionOutput {
    package let habits: [Habit]

    package var json: JSONValue { .array(habits.map(\.json)) }

    package var text: String {
        habits.isEmpty ? "No habits." : habits.map(\.title).joinedText(separator: ", ")
    }

    /// The habit `text` names, matched the way a `habit` parameter is: by id, exact name, then unique prefix.
    package func matching(_ text: String) throws -> Habit {
        let match = try EntityMatcher.match(
            text, type: "habit", in: habits.map(EntityCandidate.init(habit:)))
        guard let habit = habits.first(where: { $0.id.text == match.id }) else {
            throw StoreError.habitNotFound(id: match.id)
        }
        return habit
    }
}

extension HabitsOutput {
    /// The habits, each as `Habit.resultShape`.
    package static var resultShape: ResultShape { .list(Habit.resultShape) }
}
