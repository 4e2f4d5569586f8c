import ArgumentParser
import RitualistApp
import RitualistConsole

struct HabitUnarchiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unarchive", abstract: "Bring an archived habit back (the UnarchiveHabit intent).")

    @Argument(help: "The habit, by name, unique prefix or id.", completion: .habitNames)
    var habit: String

    @OptionGroup var script: ScriptOptions

    func run() throws {
        try Intents.show("UnarchiveHabit", [("habit", habit)], as: HabitOutput.self, json: script.json)
    }
}
