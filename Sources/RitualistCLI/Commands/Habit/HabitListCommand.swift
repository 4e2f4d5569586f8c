import ArgumentParser
import IntentKit
import RitualistCore

struct HabitListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List habits in display order.")

    @Flag(help: "Include archived habits.")
    var all = false

    @Flag(help: "Print the habits as a JSON array.")
    var json = false

    func run() throws {
        try reportingFailures {
            let habits = try AppContext().openStore().habits(includeArchived: all)
            if json {
                Output.json(.array(habits.map(HabitRenderer.json)))
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

struct HabitArchiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "archive", abstract: "Archive a habit: hidden and not loggable, its history kept.")

    @Argument(help: "The habit, by name, unique prefix or id.")
    var habit: String

    func run() throws {
        try reportingFailures { try setActive(habit, false, verb: "Archived") }
    }
}

struct HabitUnarchiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "unarchive", abstract: "Bring an archived habit back.")

    @Argument(help: "The habit, by name, unique prefix or id.")
    var habit: String

    func run() throws {
        try reportingFailures { try setActive(habit, true, verb: "Restored") }
    }
}

/// Archives or restores the habit `text` names, and says so.
private func setActive(_ text: String, _ isActive: Bool, verb: String) throws {
    let store = try AppContext().openStore()
    let found = try HabitLookup.find(text, in: store)
    _ = try store.setActive(id: found.id, isActive)
    Output.line("\(verb) \(HabitRenderer.title(found)).")
}
