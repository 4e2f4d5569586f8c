import ArgumentParser
import RitualistApp
import RitualistConsole

struct LogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Add an amount to a numeric habit's day, or set the day's total (the LogHabitValue intent).",
        discussion: """
            Examples:
              ritual log Water 3           three more glasses
              ritual log Water 8 --set     the day's total is eight
              ritual log Water 0 --set     clears the day
              ritual log Coffee 0          none today: an at-most day done
            """)

    @OptionGroup var target: DayOfNumericHabitOptions

    @Argument(help: ArgumentHelp("The amount (0 or more); asked for when left out.", valueName: "value"))
    var value: String?

    @Flag(help: "Set the day's total instead of adding to it.")
    var set = false

    @Flag(help: "Never ask for a missing amount; fail instead.")
    var noPrompt = false

    @OptionGroup var script: ScriptOptions

    func run() throws {
        let parameters = [
            ("habit", target.habit), ("value", value), ("mode", set ? "set" : nil), ("date", target.day),
        ]
        try Intents.show(
            "LogHabitValue", parameters, as: LogOutput.self, json: script.json,
            prompt: Prompting.prompt(disabled: noPrompt || script.json))
    }
}
