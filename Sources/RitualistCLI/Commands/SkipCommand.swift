import ArgumentParser
import RitualistApp
import RitualistConsole

struct SkipCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "skip",
        abstract: "Mark a rest day for one habit or for all: neutral for streaks, out of the day's percentage.",
        discussion: """
            The SkipDay intent (UnskipDay with --undo). Examples:
              ritual skip                 every habit rests today
              ritual skip Run --date 2025-11-08
              ritual skip Run --undo      the day counts again
            """)

    @Argument(
        help: "The habit to rest (by name, unique prefix or id); every habit when left out.",
        completion: .habitNames)
    var habit: String?

    @Option(
        help: ArgumentHelp(
            "The day (YYYY-MM-DD, today, yesterday, selected); today by default.", valueName: "date"),
        completion: .dateWords)
    var date: String?

    @Flag(help: "Remove the rest day instead.")
    var undo = false

    @Flag(help: "Print the result as JSON.")
    var json = false

    @Flag(help: ScriptOptions.strictHelp)
    var strict = false

    func run() throws {
        let parameters = [("habit", habit), ("date", date ?? "today")]
        try Intents.show(undo ? "UnskipDay" : "SkipDay", parameters, as: RestDayOutput.self, json: json)
    }
}
