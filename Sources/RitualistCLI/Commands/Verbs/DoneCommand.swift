import ArgumentParser
import RitualistApp
import RitualistConsole

struct DoneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "done",
        abstract: "Mark a habit done for a day (the CompleteHabit intent).",
        discussion: """
            Strict, as every command a person types: a refusal is printed with its exit code. A numeric habit's \
            amount is asked for (see 'ritual run --help'). Examples:
              ritual done Meditate
              ritual done Meditate --date yesterday
            """)

    @OptionGroup var target: DayOfHabitOptions

    @Flag(help: "Never ask for a numeric habit's amount; fail with needsValue instead.")
    var noPrompt = false

    @OptionGroup var script: ScriptOptions

    func run() throws {
        try Intents.show(
            "CompleteHabit", [("habit", target.habit), ("date", target.day)], as: LogOutput.self, json: script.json,
            prompt: Prompting.prompt(disabled: noPrompt || script.json))
    }
}
