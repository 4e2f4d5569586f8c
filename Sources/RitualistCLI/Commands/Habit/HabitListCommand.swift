import ArgumentParser
import RitualistConsole

struct HabitListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List habits in display order (the ListHabits intent).")

    @Flag(help: "Include archived habits.")
    var all = false

    @Option(help: CategoryHelp.option, completion: .categories)
    var category: String?

    @Flag(help: "Print the habits as a JSON array.")
    var json = false

    @Flag(help: ScriptOptions.strictHelp)
    var strict = false

    func run() throws {
        try HabitListing.show(all: all, category: category, json: json)
    }
}
