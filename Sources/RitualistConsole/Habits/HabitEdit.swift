import IntentKit
import Primitives
import RitualistApp
import RitualistCore

/// `ritual habit edit`: changes a habit's fields. An edit that changes whether logged days are done (a new target,
/// direction or kind) names those days and is applied once a person at a terminal said yes, or `confirmed`
/// (`--yes`) said it for a script; without a terminal to ask on, it is refused with the days (`unconfirmedEdit`).
package enum HabitEdit {
    package static func edit(_ parameters: [(String, String?)], confirmed: Bool, json: Bool) throws(ExitStatus) {
        try FailureReport.reporting {
            let asked = parameters + [("confirm", confirmed ? "true" : nil)]
            let output: HabitOutput
            do {
                output = try Intents.run("EditHabit", asked, as: HabitOutput.self, sentence: !json)
            } catch let refusal as HintedFailure {
                let cause = (refusal.failure as? Outcome.Failure)?.cause
                guard case .unconfirmed(let habit, let days, let edited) = cause as? PastDaysError,
                    Console.current.isTerminal(.input)
                else { throw refusal }
                Output.prompt(
                    "This edit of '\(habit)' changes \(Plural.count(days.count, "logged day")): "
                        + ChangedDay.sentence(days, of: edited) + ". Apply it? [y/N] ")
                let answer = Console.current.readLine()?.trimmed.lowercased() ?? ""
                guard answer == "y" || answer == "yes" else { return Output.line("Kept '\(habit)' as it was.") }
                output = try Intents.run(
                    "EditHabit", parameters + [("confirm", "true")], as: HabitOutput.self, sentence: !json)
            }
            Output.result(output, json: json)
        }
    }
}
