import ArgumentParser
import RitualistDesktop
import RitualistIntents

struct HabitListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List habits in display order (the ListHabits intent).")

    @Flag(help: "Include archived habits.")
    var all = false

    @Option(help: CategoryHelp.option)
    var category: String?

    @Flag(help: "Print the habits as a JSON array.")
    var json = false

    @Flag(help: ScriptOptions.strictHelp)
    var strict = false

    func run() throws {
        try reportingFailures {
            let habits = try Intents.run(
                "ListHabits", [("all", all ? "true" : nil), ("category", category)], as: HabitsOutput.self
            ).habits
            if json {
                Output.json(.array(habits.map(\.json)))
            } else if habits.isEmpty, let category {
                Output.line("No active habits in the category '\(category)'. See them all: ritual habit list --all")
            } else if habits.isEmpty {
                Output.line(
                    all
                        ? "No habits yet. Add one: ritual habit add NAME"
                        : "No active habits. Add one: ritual habit add NAME")
            } else {
                Output.line(HabitRenderer.table(habits))
            }
        }
    }
}
