import ArgumentParser
import RitualistApp
import RitualistConsole

struct HabitArchiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "archive",
        abstract: "Archive a habit: hidden and not loggable, its history kept (the ArchiveHabit intent).")

    @Argument(help: "The habit, by name, unique prefix or id.", completion: .habitNames)
    var habit: String

    @OptionGroup var script: ScriptOptions

    func run() throws {
        try Intents.show("ArchiveHabit", [("habit", habit)], as: HabitOutput.self, json: script.json)
    }
}
