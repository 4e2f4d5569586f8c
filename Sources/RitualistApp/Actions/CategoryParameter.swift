import IntentKit
import RitualistCore

/// The `category` parameter of the reads (DayStatus, Streaks, Stats, ListHabits): only the habits of one category.
enum CategoryParameter {
    static let category = Parameter<String>.string("category")

    /// The habits of the category the run names, or all of `habits` when it names none.
    ///
    /// - Throws: `CategoryError.unknown` when no habit of `habits` (archived ones included) has the category: a
    ///   typo is said, not shown as an empty list.
    static func habits(_ habits: [Habit], _ context: ActionContext) throws -> [Habit] {
        guard let name = try context.value(category) else { return habits }
        let chosen = habits.filter { $0.isInCategory(name) }
        guard chosen.isEmpty else { return chosen }
        var seen = Set<String>()
        let known = habits.compactMap(\.category).filter { seen.insert(Habit.categoryKey($0)).inserted }
        throw CategoryError.unknown(name, known: known.sorted { $0.lowercased() < $1.lowercased() })
    }
}
