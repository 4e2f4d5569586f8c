import Foundation
import RitualistIntents

/// Habit names for shell completion: nothing when there is no store yet (completing never creates one).
package enum HabitNames {
    package static func all(_ prefix: String = "") -> [String] {
        guard let runtime = try? Console.current.runtime(),
            FileManager.default.fileExists(atPath: runtime.paths.database),
            let habits = try? Intents.run("ListHabits", [("all", "true")], as: HabitsOutput.self, runtime: runtime)
        else { return [] }
        return CompletionWords.matching(prefix, in: habits.habits.map(\.name))
    }
}
