import Foundation
import RitualistApp
import RitualistCore

/// Habit names and categories for shell completion: nothing when there is no store yet (completing never creates
/// one).
package enum HabitNames {
    /// Every habit's name, archived ones included.
    package static func all(_ prefix: String = "") -> [String] {
        CompletionWords.matching(prefix, in: habits().map(\.name))
    }

    /// The numeric habits' names: what `ritual log` takes.
    package static func numeric(_ prefix: String = "") -> [String] {
        CompletionWords.matching(prefix, in: habits().filter { $0.kind == .numeric }.map(\.name))
    }

    /// The categories habits have, each once (as the first habit that has it writes it), in alphabetical order.
    package static func categories(_ prefix: String = "") -> [String] {
        var seen = Set<String>()
        let categories = habits().compactMap(\.category).filter { seen.insert($0.trimmed.lowercased()).inserted }
        return CompletionWords.matching(prefix, in: categories.sorted { $0.lowercased() < $1.lowercased() })
    }

    private static func habits() -> [Habit] {
        guard let runtime = try? Console.current.runtime(),
            FileManager.default.fileExists(atPath: runtime.paths.database),
            let habits = try? Intents.run("ListHabits", [("all", "true")], as: HabitsOutput.self, runtime: runtime)
        else { return [] }
        return habits.habits
    }
}
