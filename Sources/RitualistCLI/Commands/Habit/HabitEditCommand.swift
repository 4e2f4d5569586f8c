import ArgumentParser
import RitualistConsole
import RitualistIntents

struct HabitEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Change a habit's fields (the EditHabit intent).",
        discussion: """
            Empty text clears an optional field (--emoji "", --unit ""); --end none removes the end date.
            """)

    @Argument(help: "The habit, by name, unique prefix or id.", completion: .habitNames)
    var habit: String

    @Option(help: "A new name.")
    var name: String?

    @OptionGroup var options: HabitOptions

    @Flag(help: "Print the habit as JSON.")
    var json = false

    @Flag(help: ScriptOptions.strictHelp)
    var strict = false

    func run() throws {
        let parameters = [("habit", habit), ("name", name)] + options.parameters
        try Intents.show("EditHabit", parameters, as: HabitOutput.self, json: json)
    }
}
