import IntentKit
import RitualistApp

/// `ritual habit list`: the habits in display order (archived ones too with `all`), as a table or a JSON array,
/// and how to add one when there is none.
package enum HabitListing {
    package static func show(all: Bool, category: String? = nil, json: Bool) throws(ExitStatus) {
        try FailureReport.reporting {
            let habits = try Intents.run(
                "ListHabits", [("all", all ? "true" : nil), ("category", category)], as: HabitsOutput.self
            ).habits
            if json {
                Output.json(.array(habits.map(\.json)))
            } else if habits.isEmpty, let category {
                Output.line("No active habits in the category '\(category)'. See them all: ritual habit list --all")
            } else if habits.isEmpty {
                Output.line((all ? "No habits yet." : "No active habits.") + " Add one: ritual habit add NAME")
            } else {
                Output.line(HabitRenderer.table(habits))
            }
        }
    }
}
