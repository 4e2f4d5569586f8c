import ArgumentParser
import RitualistApp
import RitualistConsole

struct HabitAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a habit (the AddHabit intent).",
        discussion: """
            Examples:
              ritual habit add Meditate --emoji 🧘
              ritual habit add Water --target 8 --unit glasses
              ritual habit add Read --schedule mon,wed,fri --start 2025-11-01
              ritual habit add Run --schedule 3/week
              ritual habit add Coffee --target 2 --unit cups --at-most
              ritual habit add Laundry --schedule 'every 3 days'
            """)

    @Argument(help: "The habit's name (1 to 50 characters, unique).")
    var name: String

    @OptionGroup var options: HabitOptions

    @Flag(help: "Print the habit as JSON.")
    var json = false

    @Flag(help: ScriptOptions.strictHelp)
    var strict = false

    func run() throws {
        try Intents.show("AddHabit", [("name", name)] + options.parameters, as: HabitOutput.self, json: json)
    }
}
