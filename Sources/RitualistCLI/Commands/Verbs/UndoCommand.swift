import ArgumentParser
import RitualistConsole
import RitualistIntents

struct UndoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Remove a habit's logs for a day (the UndoCompletion intent).",
        discussion: """
            Examples:
              ritual undo Meditate
              ritual undo Water --date 2025-11-07
            """)

    @OptionGroup var target: DayOfHabitOptions

    @OptionGroup var script: ScriptOptions

    func run() throws {
        let parameters = [("habit", target.habit), ("date", target.day)]
        try Intents.show("UndoCompletion", parameters, as: LogOutput.self, json: script.json)
    }
}
