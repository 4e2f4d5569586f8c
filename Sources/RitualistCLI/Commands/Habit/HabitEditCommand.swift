import ArgumentParser
import RitualistConsole

struct HabitEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Change a habit's fields (the EditHabit intent).",
        discussion: """
            Empty text clears an optional field (--emoji "", --unit ""); --end none removes the end date.

            Past days are judged by the habit as it is: a new target, direction or kind that changes whether logged \
            days are done names those days and asks first (--yes for scripts; without a terminal and --yes, the \
            edit is refused with exit 64 and the days).
            """)

    @Argument(help: "The habit, by name, unique prefix or id.", completion: .habitNames)
    var habit: String

    @Option(help: "A new name.")
    var name: String?

    @OptionGroup var options: HabitOptions

    @Flag(name: .shortAndLong, help: "Apply an edit that changes whether logged days are done without asking.")
    var yes = false

    @Flag(help: "Print the habit as JSON (with the logged days the edit changed, changedDays).")
    var json = false

    @Flag(help: ScriptOptions.strictHelp)
    var strict = false

    func run() throws {
        let parameters = [("habit", habit), ("name", name)] + options.parameters
        try HabitEdit.edit(parameters, confirmed: yes, json: json)
    }
}
