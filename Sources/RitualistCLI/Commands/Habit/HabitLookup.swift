import IntentKit
import RitualistCore
import RitualistIntents
import RitualistStore

/// Finds the habit a command names, the way intents resolve their `habit` parameter.
enum HabitLookup {
    static func find(_ text: String, in store: HabitStore) throws -> Habit {
        let habits = try store.habits()
        let match = try EntityMatcher.match(
            text, type: "habit", in: habits.map { EntityCandidate(id: $0.id.key, name: $0.name) })
        return habits.first { $0.id.key == match.id }!
    }
}
