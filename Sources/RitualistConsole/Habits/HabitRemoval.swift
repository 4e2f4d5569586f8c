import Primitives
import RitualistApp

/// `ritual habit remove`: deletes a habit and its history, once a person at a terminal said yes (or `confirmed`,
/// `--yes`, said it for a script). Without a terminal to ask on, it refuses rather than guess.
package enum HabitRemoval {
    package static func remove(_ habit: String, confirmed: Bool, json: Bool) throws(ExitStatus) {
        try FailureReport.reporting {
            if !confirmed {
                let found = try Intents.run("ListHabits", [("all", "true")], as: HabitsOutput.self).matching(habit)
                guard Console.current.isTerminal(.input) else {
                    throw FrontEndError.unconfirmedRemoval(habit: found.name)
                }
                Output.prompt("Remove '\(found.name)' and all its logs? [y/N] ")
                let answer = Console.current.readLine()?.trimmed.lowercased() ?? ""
                guard answer == "y" || answer == "yes" else { return Output.line("Kept '\(found.name)'.") }
            }
            Output.result(
                try Intents.run("RemoveHabit", [("habit", habit)], as: HabitOutput.self, sentence: !json), json: json)
        }
    }
}
