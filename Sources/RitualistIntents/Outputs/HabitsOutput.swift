import IntentKit
import RitualistCore

/// What ListHabits returns: habits in display order.
public struct HabitsOutput: ActionOutput {
    public let habits: [Habit]

    public var json: JSONValue { .array(habits.map(\.json)) }

    public var text: String {
        habits.isEmpty ? "No habits." : habits.map(\.title).joinedText(separator: ", ")
    }

    /// The habit `text` names, matched the way a `habit` parameter is: by id, exact name, then unique prefix.
    public func matching(_ text: String) throws -> Habit {
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
    public static var resultShape: ResultShape { .list(Habit.resultShape) }
}
