import ArgumentParser
import RitualistIntents

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
        try reportingFailures {
            if !yes {
                let found = try Intents.run("ListHabits", [("all", "true")], as: HabitsOutput.self)
                    .matching(habit)
                guard Console.current.isTerminal(.input) else {
                    throw CLIError.usage("Removing '\(found.name)' deletes its history; confirm with --yes.")
                }
                Output.prompt("Remove '\(found.name)' and all its logs? [y/N] ")
                let answer = Console.current.readLine()?.trimmed.lowercased() ?? ""
                guard answer == "y" || answer == "yes" else {
                    Output.line("Kept '\(found.name)'.")
                    return
                }
            }
            Output.result(try Intents.run("RemoveHabit", [("habit", habit)], as: HabitOutput.self), json: script.json)
        }
    }
}
