import ArgumentParser
import RitualistConsole

struct HabitRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Delete a habit and its whole history (the RemoveHabit intent; archive keeps the history).")

    @Argument(help: "The habit, by name, unique prefix or id.", completion: .habitNames)
    var habit: String

    @Flag(name: .shortAndLong, help: "Do not ask for confirmation (for scripts).")
    var yes = false

    @OptionGroup var script: ScriptOptions

    func run() throws {
        try HabitRemoval.remove(habit, confirmed: yes, json: script.json)
    }
}
